'use client';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { cancelOrder } from '@/lib/api/orders';
import { refundOrder, type SaleOrder } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { OrderNumber } from '@/components/layout/IdNumber';

export type ReasonKind = 'refund' | 'cancel';

const TEXTS: Record<ReasonKind, { title: string; ok: string; warning: (order: SaleOrder) => string; label: string }> = {
  refund: {
    title: '退款',
    ok: '确认退款',
    label: '退款原因',
    warning: (o) =>
      `将把已付的 ${formatYuan(o.paidCents)} 按原付款方式退回买家（在线支付原路退回，银行转账退到买家预存款可提现，预存款退回预存款；优惠券一并恢复），订单关闭，不能撤销。`,
  },
  cancel: {
    title: '取消订单',
    ok: '确认取消',
    label: '取消原因',
    warning: () => '取消后订单关闭，买家用的优惠券退回，不能撤销。',
  },
};

/** Refund (paid, not yet dispatched) or cancel (unpaid): both closed for good, so a reason and a second look first. */
export function ReasonDialog({
  kind,
  order,
  onClose,
  onDone,
}: {
  kind: ReasonKind;
  order: SaleOrder;
  onClose: () => void;
  onDone: (order: SaleOrder) => void;
}) {
  const texts = TEXTS[kind];
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    setBusy(true);
    try {
      onDone(await (kind === 'refund' ? refundOrder : cancelOrder)(order.orderNo, reason.trim()));
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
          {texts.title} · <OrderNumber orderNo={order.orderNo} />
        </>
      }
      okText={texts.ok}
      okButtonProps={{ danger: true }}
      cancelText="再想想"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid={`${kind}-dialog`}
    >
      <Typography.Paragraph type="warning">{texts.warning(order)}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={texts.label}
          rules={[
            { required: true, whitespace: true, message: `请填写${texts.label}` },
            { min: 2, message: `${texts.label}至少 2 个字` },
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
