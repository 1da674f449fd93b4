'use client';
import { Alert, App, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import type { ApiError } from '@/lib/api/client';
import { simulateRefundOutcome, useOrderRefunds, type Refund } from '@/lib/api/refunds';
import { formatYuan } from '@/lib/shared/format';
import { RefundToBankDialog } from './RefundToBankDialog';

const STATUS_COLORS: Record<Refund['status'], string> = {
  requested: 'processing',
  sent: 'processing',
  succeeded: 'success',
  failed: 'warning',
  awaiting_payout: 'blue',
  paying_out: 'processing',
};

/** The development provider's outcome, chosen by hand: clearly labelled, and offered only where the server allows it (never in production). */
function DevSimulation({ refund, onDone }: { refund: Refund; onDone: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const send = async (outcome: 'success' | 'failure') => {
    setBusy(outcome);
    try {
      await simulateRefundOutcome(refund.refundNo, outcome);
      await onDone();
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      title="开发环境模拟支付机构（不会真的退款）"
      description={
        <Flex gap={8} wrap>
          <Button size="small" type="primary" loading={busy === 'success'} disabled={busy !== null} onClick={() => void send('success')}>
            开发环境模拟退款到账
          </Button>
          <Button size="small" loading={busy === 'failure'} disabled={busy !== null} onClick={() => void send('failure')}>
            模拟退款失败
          </Button>
        </Flex>
      }
    />
  );
}

function RefundCard({ refund, onChanged }: { refund: Refund; onChanged: () => Promise<unknown> }) {
  const [toBank, setToBank] = useState(false);
  return (
    <Card size="small" data-testid="refund" data-refund-no={refund.refundNo}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <strong style={{ fontSize: 16 }}>{formatYuan(refund.amountCents)}</strong>
          <Flex gap={4} wrap>
            <Tag>{refund.methodLabel}</Tag>
            <Tag color={STATUS_COLORS[refund.status]} data-testid="refund-status">
              {refund.statusLabel}
            </Tag>
          </Flex>
        </Flex>
        <Typography.Text data-testid="refund-where">{refund.whereLabel}</Typography.Text>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'no', label: '退款单号', children: <span className="mono">{refund.refundNo}</span> },
            { key: 'reason', label: '原因', children: refund.reason },
            { key: 'created', label: '申请时间', children: beijingTime(refund.createdAt) },
            ...(refund.sentAt ? [{ key: 'sent', label: '支付机构受理', children: beijingTime(refund.sentAt) }] : []),
            ...(refund.finishedAt
              ? [{ key: 'finished', label: refund.status === 'failed' ? '转入预存款' : '到账时间', children: beijingTime(refund.finishedAt) }]
              : []),
            ...(refund.payoutNo ? [{ key: 'payout', label: '退回银行账户的提现单', children: <span className="mono">{refund.payoutNo}</span> }] : []),
            ...(refund.providerRefundNo
              ? [{ key: 'provider', label: '支付机构退款号', children: <span className="mono">{refund.providerRefundNo}</span> }]
              : []),
          ]}
        />
        {refund.failureReason && (
          <Alert
            type="warning"
            showIcon
            title={
              refund.method === 'transfer'
                ? `退回银行账户未成功：${refund.failureReason}，款项在预存款可用余额中`
                : `原路退回失败：${refund.failureReason}，款项已转入预存款`
            }
          />
        )}
        {refund.payoutRequestable && (
          <Flex>
            <Button type="primary" onClick={() => setToBank(true)}>
              退回到银行账户
            </Button>
            <RefundToBankDialog refund={refund} open={toBank} onClose={() => setToBank(false)} onDone={onChanged} />
          </Flex>
        )}
        {refund.simulatable && <DevSimulation refund={refund} onDone={onChanged} />}
      </Flex>
    </Card>
  );
}

/** 退款记录 of an order, for its buyer and seller: how much, where it went (deposit, back online, bank transfer), its state and times. */
export function OrderRefunds({ orderNo }: { orderNo: string }) {
  const { data, error, mutate } = useOrderRefunds(orderNo);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data || data.refunds.length === 0) return null;
  return (
    <div data-testid="order-refunds">
      <h4 style={{ margin: '0 0 12px' }}>
        退款记录{' '}
        <span className="muted" style={{ fontWeight: 'normal', fontSize: 13 }}>
          已退 {formatYuan(data.refundedCents)}，仍可退 {formatYuan(data.refundableCents)}
        </span>
      </h4>
      <Flex vertical gap={8}>
        {data.refunds.map((r) => (
          <RefundCard key={r.refundNo} refund={r} onChanged={() => mutate()} />
        ))}
      </Flex>
    </div>
  );
}
