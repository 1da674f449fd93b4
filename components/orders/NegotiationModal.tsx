'use client';
import { Alert, App, Button, Empty, Flex, Input, InputNumber, Modal, Skeleton, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import { negotiate, usePaijia, type Paijia, type PjOrderBody } from '@/lib/api/orders';
import { formatYuan } from '@/lib/shared/format';

const PARTY = { buyer: '买家', seller: '卖家' } as const;

/** Yuan typed by a person → whole cents, or null when it is not a positive amount. */
export function yuanToCents(yuan: number | null): number | null {
  if (yuan === null || !Number.isFinite(yuan) || yuan <= 0) return null;
  return Math.round(yuan * 100);
}

/**
 * 议价: the history of proposals on this order; the caller proposes a goods
 * total, answers the other side's open proposal when it is their turn, or
 * withdraws their own.
 */
export function NegotiationModal({ orderNo, onClose, onChanged }: { orderNo: string | null; onClose: () => void; onChanged: () => void }) {
  const { data, error, isLoading, mutate } = usePaijia(orderNo);
  const info = data && data.order.orderNo === orderNo ? data : null;
  return (
    <Modal open={orderNo !== null} title="议价" onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !info && isLoading ? (
        <Skeleton active />
      ) : info ? (
        <NegotiationBody
          info={info}
          onDone={async (next) => {
            await mutate(next, { revalidate: false });
            onChanged();
          }}
        />
      ) : null}
    </Modal>
  );
}

function NegotiationBody({ info, onDone }: { info: Paijia; onDone: (next: Paijia) => Promise<void> }) {
  const { message } = App.useApp();
  const [yuan, setYuan] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { order, open, yourTurn } = info;
  const mine = open && open.party === order.role;
  const canPropose = order.actions.includes('propose_price') && !mine;

  const send = async (body: Omit<PjOrderBody, 'orderNo'>, done: string) => {
    setBusy(body.action);
    setFailure(null);
    try {
      await onDone(await negotiate({ orderNo: order.orderNo, ...body }));
      setYuan(null);
      setNote('');
      void message.success(done);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const proposed = yuanToCents(yuan);

  return (
    <Flex vertical gap={12} data-testid="negotiation">
      <div>
        订单 <span className="mono">{order.orderNo}</span> · 当前货款 <strong>{formatYuan(order.goodsCents)}</strong>（标价 {formatYuan(order.listGoodsCents)}
        ）· 运费 {formatYuan(order.shippingCents)}
      </div>
      {info.negotiations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有议价记录" />
      ) : (
        <Timeline
          items={info.negotiations.map((n) => ({
            key: n.id,
            color: n.status === 'accepted' ? 'green' : n.status === 'open' ? 'blue' : 'gray',
            children: (
              <div>
                {PARTY[n.party]}提议货款 <strong>{formatYuan(n.goodsCents)}</strong> <Tag>{n.statusLabel}</Tag>
                {n.note && <div>留言：{n.note}</div>}
                <div className="muted" style={{ fontSize: 12 }}>
                  {beijingTime(n.createdAt)}
                </div>
              </div>
            ),
          }))}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
      {open && yourTurn && (
        <Alert
          type="info"
          showIcon
          message={`${PARTY[open.party]}提议货款 ${formatYuan(open.goodsCents)}，等待你答复`}
          action={
            <Flex gap={8} wrap>
              <Button size="small" type="primary" loading={busy === 'accept'} onClick={() => void send({ action: 'accept' }, '已接受，订单金额已更新')}>
                接受
              </Button>
              <Button size="small" danger loading={busy === 'reject'} onClick={() => void send({ action: 'reject' }, '已拒绝')}>
                拒绝
              </Button>
            </Flex>
          }
        />
      )}
      {mine && (
        <Alert
          type="warning"
          showIcon
          message={`你提议的货款 ${formatYuan(open.goodsCents)} 正在等待对方答复`}
          action={
            <Button size="small" loading={busy === 'withdraw'} onClick={() => void send({ action: 'withdraw' }, '已撤回')}>
              撤回
            </Button>
          }
        />
      )}
      {canPropose && (
        <Flex vertical gap={8}>
          <strong>{yourTurn ? '还价' : '提出议价'}</strong>
          <InputNumber<number>
            aria-label="提议的货款总额（元）"
            addonBefore="货款总额 ¥"
            min={0.01}
            precision={2}
            style={{ width: '100%', maxWidth: 320 }}
            value={yuan}
            onChange={(v) => setYuan(v)}
          />
          <Input.TextArea
            aria-label="议价留言"
            maxLength={200}
            showCount
            autoSize={{ minRows: 1, maxRows: 3 }}
            value={note}
            placeholder="选填：说明理由"
            onChange={(e) => setNote(e.target.value)}
          />
          <div>
            <Button
              type="primary"
              disabled={proposed === null}
              loading={busy === 'propose'}
              onClick={() =>
                proposed !== null && void send({ action: 'propose', goodsCents: proposed, ...(note.trim() ? { note: note.trim() } : {}) }, '议价已发出')
              }
            >
              发出议价
            </Button>
          </div>
        </Flex>
      )}
    </Flex>
  );
}
