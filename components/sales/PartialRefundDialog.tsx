'use client';
import { Alert, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { OrderNumber } from '@/components/layout/IdNumber';
import type { ApiError } from '@/lib/api/client';
import { newIdempotencyKey } from '@/lib/api/money';
import { partialRefund, useOrderRefunds } from '@/lib/api/refunds';
import type { SaleOrder } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { parseYuanToCents } from '@/lib/shared/money';

type Values = { amount: string; reason: string };

/**
 * 部分退款: part of a paid, dispatched or received order back to the buyer. The money goes back the
 * way it came (online payment first, then bank transfer, then deposit); the server caps it at what is
 * still refundable. One idempotency key per submitted form: a retry after a lost answer refunds once.
 */
export function PartialRefundDialog({ order, onClose, onDone }: { order: SaleOrder; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { data: refunds, isLoading } = useOrderRefunds(order.orderNo);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const submit = async (values: Values) => {
    const amount = parseYuanToCents(values.amount ?? '');
    if (!amount.ok) {
      form.setFields([{ name: 'amount', errors: [amount.message] }]);
      return;
    }
    setFailure(null);
    setBusy(true);
    key.current ??= newIdempotencyKey();
    try {
      await partialRefund({ orderNo: order.orderNo, amountCents: amount.cents, reason: values.reason.trim() }, key.current);
      key.current = null;
      onDone();
    } catch (e) {
      setFailure((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={
        <>
          部分退款 · <OrderNumber orderNo={order.orderNo} />
        </>
      }
      okText="确认退款"
      okButtonProps={{ danger: true, disabled: !refunds || refunds.refundableCents <= 0 }}
      cancelText="再想想"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="partial-refund-dialog"
    >
      {isLoading && !refunds ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : refunds ? (
        <Typography.Paragraph type="warning" data-testid="partial-refund-refundable">
          买家已付现金 {formatYuan(refunds.paidCashCents)}，已退 {formatYuan(refunds.refundedCents)}，仍可退 {formatYuan(refunds.refundableCents)}。
          退款按原路退回：先退在线支付（原路退回支付账户），再退银行转账部分（退到买家预存款，可提现），最后退预存款；优惠券抵扣不退现金。
          {order.status === 'received'
            ? '货款已结算给您，这笔退款从您的预存款可用余额中扣除（平台佣金按比例退还）。'
            : '这笔退款从本订单待结算的货款中扣除（平台佣金按比例退还）。'}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={() => (key.current = null)}>
        <Form.Item name="amount" label="退款金额（元）" rules={[{ required: true, whitespace: true, message: '请填写退款金额' }]}>
          <Input inputMode="decimal" placeholder="如 20.00" maxLength={14} data-testid="partial-refund-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="退款原因"
          rules={[
            { required: true, whitespace: true, message: '请填写退款原因' },
            { min: 2, message: '退款原因至少 2 个字' },
            { max: 200, message: '不能超过 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="买家会在订单里看到这个原因" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
