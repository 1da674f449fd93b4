'use client';
import { App, Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { reviewOrderPayment, useAdminOrderPayments, type AdminOrderPayment } from '@/lib/api/order-payment';
import { formatYuan } from '@/lib/shared/format';
import { RejectReasonModal, ReviewQueue, slipColumns } from './ReviewQueue';

const STATUS_TABS = [
  { value: 'pending', label: '待确认' },
  { value: 'settled', label: '已确认' },
  { value: 'rejected', label: '已驳回' },
  { value: 'refunded', label: '已退款' },
  { value: 'all', label: '全部' },
];

const COLORS: Record<AdminOrderPayment['status'], string> = { pending: 'gold', settled: 'green', rejected: 'red', refunded: 'default', released: 'default' };

/**
 * /admin/order-payments — a buyer's bank transfer for an order, checked
 * against its slip: confirm (the frozen deposit part is taken, the order is
 * paid) or reject with a reason the buyer sees (the deposit part goes back).
 */
export function OrderPaymentReview() {
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState('pending');
  const [page, setPage] = useState(1);
  const { data, isLoading, mutate } = useAdminOrderPayments(status, page);
  const [rejecting, setRejecting] = useState<AdminOrderPayment | null>(null);
  const [reason, setReason] = useState('');

  const decide = async (row: AdminOrderPayment, decision: 'confirm' | 'reject', why?: string): Promise<boolean> => {
    try {
      await reviewOrderPayment(row.id, decision, why);
      message.success(`订单 ${row.orderNo} 的转账${decision === 'confirm' ? '已确认，订单已付款' : '已驳回'}`);
      await mutate();
      return true;
    } catch (e) {
      message.error((e as ApiError).message);
      return false;
    }
  };

  const askConfirm = (row: AdminOrderPayment) =>
    modal.confirm({
      title: `确认订单 ${row.orderNo} 的转账已到账？`,
      content: `转账 ${formatYuan(row.amountCents)}${row.depositPartCents > 0 ? `，另有预存款 ${formatYuan(row.depositPartCents)} 已冻结` : ''}。确认后订单即为已付款，卖家可发货。请先核对凭证与银行流水。`,
      okText: '确认到账',
      cancelText: '取消',
      onOk: () => decide(row, 'confirm'),
    });

  const sendReject = async () => {
    if (!rejecting) return;
    if (reason.trim().length < 2) return void message.error('请填写驳回原因（至少 2 个字）');
    if (await decide(rejecting, 'reject', reason.trim())) {
      setRejecting(null);
      setReason('');
    }
  };

  const columns = [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      render: (v: string) => (
        <span className="mono" style={{ whiteSpace: 'nowrap' }}>
          {v}
        </span>
      ),
    },
    { title: '买家', render: (_: unknown, r: AdminOrderPayment) => r.buyer.account },
    { title: '卖家', render: (_: unknown, r: AdminOrderPayment) => r.seller.name },
    {
      title: '转账金额',
      dataIndex: 'amountCents',
      align: 'right' as const,
      render: (v: number) => (
        <span className="mono" style={{ whiteSpace: 'nowrap' }}>
          {formatYuan(v)}
        </span>
      ),
    },
    {
      title: '冻结预存款',
      dataIndex: 'depositPartCents',
      align: 'right' as const,
      render: (v: number) => (
        <span className="mono" style={{ whiteSpace: 'nowrap' }}>
          {v > 0 ? formatYuan(v) : '—'}
        </span>
      ),
    },
    ...slipColumns,
    {
      title: '状态',
      render: (_: unknown, r: AdminOrderPayment) => (
        <>
          <Tag color={COLORS[r.status]}>{r.statusLabel}</Tag>
          <div style={{ fontSize: 12, color: '#888' }}>订单：{r.orderStatusLabel}</div>
          {r.rejectReason && <div style={{ color: '#cf1322', fontSize: 12 }}>{r.rejectReason}</div>}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, r: AdminOrderPayment) =>
        r.status === 'pending' && (
          <Flex gap={8}>
            <Button size="small" type="primary" onClick={() => askConfirm(r)}>
              确认到账
            </Button>
            <Button size="small" danger onClick={() => setRejecting(r)}>
              驳回
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <Card title="订单转账确认" data-testid="order-payment-review">
      <ReviewQueue<AdminOrderPayment>
        filters={STATUS_TABS}
        status={status}
        onStatus={(v) => {
          setStatus(v);
          setPage(1);
        }}
        onPage={setPage}
        data={data}
        isLoading={isLoading}
        columns={columns}
        emptyText="没有这个状态的订单转账"
        scrollX={1300}
      />
      <RejectReasonModal
        title={rejecting ? `驳回订单 ${rejecting.orderNo} 的转账` : null}
        hint="买家会在消息里看到原因；冻结的预存款退回其可用余额，订单仍待付款。"
        placeholder="如：未查到该笔转账，请核对金额与户名"
        reason={reason}
        onReason={setReason}
        onOk={sendReject}
        onCancel={() => setRejecting(null)}
      />
    </Card>
  );
}
