'use client';
import { Alert, App, Button, Empty, Flex, Input, InputNumber, Modal, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import { negotiate, usePaijia, type Paijia, type PjOrderBody } from '@/lib/api/orders';
import { formatYuan } from '@/lib/shared/format';
import { OrderNumber } from '@/components/layout/IdNumber';

const PARTY = { buyer: '买家', seller: '卖家' } as const;

/** Yuan as typed (two decimals at most) → whole cents, or null: a third decimal is refused rather than rounded away. */
export function yuanToCents(yuan: number | null | undefined): number | null {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan) || yuan <= 0) return null;
  const cents = Math.round(yuan * 100);
  return Math.abs(cents - yuan * 100) < 1e-6 ? cents : null;
}

/**
 * 议价 for either party of an order: the history of proposals, accepting or rejecting the other side's open
 * proposal when the server says it is the caller's turn, countering, or withdrawing one's own. Whose turn it
 * is comes from the paijia answer (`yourTurn`, `open.party` against the order's `role`), never from the page.
 * `orderNo` null keeps it closed.
 */
export function NegotiationDialog({ orderNo, onClose, onChanged }: { orderNo: string | null; onClose: () => void; onChanged: () => void }) {
  const { data, error, isLoading, mutate } = usePaijia(orderNo);
  // SWR keeps the last order's answer while the next one loads: never offer to answer another order's proposal.
  const info = data && data.order.orderNo === orderNo ? data : null;
  return (
    <Modal
      open={orderNo !== null}
      title={
        orderNo ? (
          <>
            议价 · <OrderNumber orderNo={orderNo} />
          </>
        ) : (
          '议价'
        )
      }
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
      data-testid="negotiation-dialog"
    >
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !info && isLoading ? (
        <Skeleton active />
      ) : info ? (
        <NegotiationBody
          info={info}
          onDone={async (next) => {
            // pj_order answers with the whole negotiation: show it as is, no second read.
            await mutate(next, { revalidate: false });
            onChanged();
          }}
        />
      ) : null}
    </Modal>
  );
}

function History({ info }: { info: Paijia }) {
  if (info.negotiations.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有议价记录" />;
  return (
    <Timeline
      items={info.negotiations.map((n) => ({
        key: n.id,
        color: n.status === 'accepted' ? 'green' : n.status === 'open' ? 'blue' : 'gray',
        content: (
          <div data-testid="negotiation-entry">
            {PARTY[n.party]}提议货款 <strong>{formatYuan(n.goodsCents)}</strong> <Tag>{n.statusLabel}</Tag>
            {n.note && <div>留言：{n.note}</div>}
            <div className="muted" style={{ fontSize: 12 }}>
              {beijingTime(n.createdAt)}
            </div>
          </div>
        ),
      }))}
    />
  );
}

function NegotiationBody({ info, onDone }: { info: Paijia; onDone: (next: Paijia) => Promise<void> }) {
  const { message } = App.useApp();
  const [yuan, setYuan] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { order, open, yourTurn } = info;
  const other = order.role === 'buyer' ? PARTY.seller : PARTY.buyer;
  const mine = open !== null && open.party === order.role;
  // While a proposal waits for the other side nothing new can be proposed; on one's turn a counter-offer is always possible.
  const canPropose = !(open && !yourTurn) && (order.actions.includes('propose_price') || (open !== null && yourTurn));
  const proposed = yuanToCents(yuan);
  const label = open && yourTurn ? '还价：货款总额（元）' : '提议的货款总额（元）';

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

  return (
    <Flex vertical gap={12} data-testid="negotiation">
      <div>
        当前货款 <strong>{formatYuan(order.goodsCents)}</strong>（标价 {formatYuan(order.listGoodsCents)}）· 运费 {formatYuan(order.shippingCents)} · 应付{' '}
        <strong>{formatYuan(order.payableCents)}</strong>
      </div>
      <History info={info} />
      {open && yourTurn && (
        <Alert
          type="info"
          showIcon
          title={`${PARTY[open.party]}提议货款 ${formatYuan(open.goodsCents)}，等待你答复`}
          action={
            <Flex gap={8} wrap>
              <Button size="small" type="primary" loading={busy === 'accept'} onClick={() => void send({ action: 'accept' }, '已接受，订单金额已更新')}>
                接受 {formatYuan(open.goodsCents)}
              </Button>
              <Button size="small" danger loading={busy === 'reject'} onClick={() => void send({ action: 'reject' }, '已拒绝')}>
                拒绝
              </Button>
            </Flex>
          }
        />
      )}
      {open && !yourTurn && (
        <Alert
          type="warning"
          showIcon
          title={mine ? `等待${other}答复我方的报价` : '等待对方答复'}
          description={mine ? `你提议的货款 ${formatYuan(open.goodsCents)} 正在等待对方答复，对方答复前可以撤回` : undefined}
          action={
            mine ? (
              <Button size="small" loading={busy === 'withdraw'} onClick={() => void send({ action: 'withdraw' }, '已撤回')}>
                撤回
              </Button>
            ) : undefined
          }
        />
      )}
      {canPropose && (
        <Flex vertical gap={8}>
          <strong>{open ? '还价' : '提出议价'}</strong>
          <InputNumber<number>
            aria-label={label}
            addonBefore="货款总额 ¥"
            style={{ width: '100%', maxWidth: 320 }}
            placeholder="例如 450.00"
            value={yuan}
            onChange={(v) => setYuan(v)}
          />
          {yuan !== null && proposed === null && <Typography.Text type="danger">金额须大于 0，最多两位小数</Typography.Text>}
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
              {open ? '还价' : '发出议价'}
            </Button>
          </div>
        </Flex>
      )}
      {failure && <Alert type="error" showIcon title={failure} data-testid="negotiation-error" />}
    </Flex>
  );
}
