'use client';
import { Alert, Button, Empty, Form, Input, InputNumber, Modal, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import type { ApiError } from '@/lib/api/client';
import { answerPrice, usePaijia, type SaleOrder } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';

type Counter = { yuan: number; note?: string };

/** Yuan as typed (two decimals at most) → cents, or null. */
export function yuanToCents(yuan: number | null | undefined): number | null {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan) || yuan <= 0) return null;
  const cents = Math.round(yuan * 100);
  return Math.abs(cents - yuan * 100) < 1e-6 ? cents : null;
}

/**
 * 议价 as the seller sees it: the history, and — when the buyer's proposal waits for an answer — accept,
 * reject or counter with another goods total; a proposal of one's own can be withdrawn.
 */
export function NegotiationDialog({ order, onClose, onDone }: { order: SaleOrder; onClose: () => void; onDone: () => void }) {
  const { data, error, isLoading, mutate } = usePaijia(order.orderNo);
  const [form] = Form.useForm<Counter>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (body: Parameters<typeof answerPrice>[0]) => {
    setFailure(null);
    setBusy(true);
    try {
      await answerPrice(body);
      await mutate();
      onDone();
    } catch (e) {
      setFailure((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  const counter = ({ yuan, note }: Counter) =>
    send({ orderNo: order.orderNo, action: 'propose', goodsCents: yuanToCents(yuan)!, note: note?.trim() || undefined });

  const open = data?.open ?? null;
  const canPropose = (data?.order.actions ?? order.actions).includes('propose_price');
  return (
    <Modal open title={`议价 · ${order.orderNo}`} footer={null} onCancel={onClose} destroyOnHidden data-testid="negotiation-dialog">
      {isLoading && !data && <Skeleton active />}
      {error && <Alert type="error" showIcon title={error.message} />}
      {data && (
        <>
          <Typography.Paragraph>
            当前货款 <strong>{formatYuan(data.order.goodsCents)}</strong>（原价 {formatYuan(data.order.listGoodsCents)}），运费{' '}
            {formatYuan(data.order.shippingCents)}，应付 <strong>{formatYuan(data.order.payableCents)}</strong>
          </Typography.Paragraph>
          {data.negotiations.length === 0 ? (
            <Empty description="还没有议价记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Timeline
              items={data.negotiations.map((n) => ({
                color: n.status === 'accepted' ? 'green' : n.status === 'open' ? 'blue' : 'gray',
                content: (
                  <div data-testid="negotiation">
                    {n.party === 'buyer' ? '买家' : '我方'}提议货款 <strong>{formatYuan(n.goodsCents)}</strong> <Tag>{n.statusLabel}</Tag>
                    {n.note && <div>留言：{n.note}</div>}
                    <div className="muted" style={{ fontSize: 12 }}>
                      {beijingTime(n.createdAt)}
                    </div>
                  </div>
                ),
              }))}
            />
          )}
          {open && data.yourTurn && (
            <Space wrap style={{ marginBottom: 12 }}>
              <Button type="primary" loading={busy} onClick={() => send({ orderNo: order.orderNo, action: 'accept' })}>
                接受 {formatYuan(open.goodsCents)}
              </Button>
              <Button danger loading={busy} onClick={() => send({ orderNo: order.orderNo, action: 'reject' })}>
                拒绝
              </Button>
            </Space>
          )}
          {open && !data.yourTurn && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={open.party === 'seller' ? '等待买家答复我方的报价' : '等待对方答复'}
              action={
                open.party === 'seller' ? (
                  <Button size="small" loading={busy} onClick={() => send({ orderNo: order.orderNo, action: 'withdraw' })}>
                    撤回
                  </Button>
                ) : undefined
              }
            />
          )}
          {(canPropose || (open && data.yourTurn)) && !(open && !data.yourTurn) && (
            <Form<Counter> form={form} layout="vertical" onFinish={counter}>
              <Form.Item
                name="yuan"
                label={open ? '还价：货款总额（元）' : '提议货款总额（元）'}
                rules={[
                  { required: true, message: '请填写货款总额' },
                  {
                    validator: (_, v: number | null) =>
                      v === null || v === undefined || yuanToCents(v) ? Promise.resolve() : Promise.reject(new Error('金额须大于 0，最多两位小数')),
                  },
                ]}
              >
                <InputNumber min={0.01} step={1} style={{ width: '100%' }} placeholder="例如 450.00" />
              </Form.Item>
              <Form.Item name="note" label="留言（可选）">
                <Input maxLength={200} />
              </Form.Item>
              <Button htmlType="submit" loading={busy}>
                {open ? '还价' : '提议'}
              </Button>
            </Form>
          )}
          {failure && <Alert type="error" showIcon style={{ marginTop: 12 }} title={failure} data-testid="negotiation-error" />}
        </>
      )}
    </Modal>
  );
}
