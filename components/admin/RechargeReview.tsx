'use client';
import { App, Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import { RECHARGE_STATUS_COLORS } from '@/components/money/MyRecharges';
import type { ApiError } from '@/lib/api/client';
import { confirmRecharge, rejectRecharge, useAdminRecharges, type AdminRechargePage } from '@/lib/api/money';
import { formatYuan } from '@/lib/shared/format';
import { RejectReasonModal, ReviewQueue, slipColumns } from './ReviewQueue';

type Row = AdminRechargePage['list'][number];

const FILTERS = [
  { value: 'pending', label: '待确认' },
  { value: 'paid', label: '已到账' },
  { value: 'rejected', label: '已驳回' },
  { value: 'failed', label: '支付失败' },
  { value: '', label: '全部' },
];

/** /admin/recharges — check offline transfers against their proof; confirm (credits the deposit once) or reject with a reason. */
export function RechargeReview() {
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState('pending');
  const [page, setPage] = useState(1);
  const { data, isLoading, mutate } = useAdminRecharges(status, page);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [reason, setReason] = useState('');

  const confirm = (row: Row) =>
    modal.confirm({
      title: `确认充值单 ${row.rechargeNo} 已到账？`,
      content: row.organisation
        ? `将向组织「${row.organisation.name}」的机构预存款记入 ${formatYuan(row.amountCents)}（由会员 ${row.memberAccount} 提交）。请先核对转账凭证与银行流水。`
        : `将向会员 ${row.memberAccount} 的预存款记入 ${formatYuan(row.amountCents)}。请先核对转账凭证与银行流水。`,
      okText: '确认到账',
      cancelText: '取消',
      onOk: async () => {
        try {
          await confirmRecharge(row.id);
          message.success(`${row.rechargeNo} 已确认到账`);
          await mutate();
        } catch (e) {
          message.error((e as ApiError).message);
        }
      },
    });

  const reject = async () => {
    if (!rejecting) return;
    if (reason.trim().length < 2) {
      message.error('请填写驳回原因（至少 2 个字）');
      return;
    }
    try {
      await rejectRecharge(rejecting.id, reason.trim());
      message.success(`${rejecting.rechargeNo} 已驳回`);
      setRejecting(null);
      setReason('');
      await mutate();
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  const columns = [
    { title: '单号', dataIndex: 'rechargeNo', render: (v: string) => <span className="mono">{v}</span> },
    {
      title: '会员',
      dataIndex: 'memberAccount',
      render: (account: string, row: Row) => (row.organisation ? `${account}（为「${row.organisation.name}」）` : account),
    },
    { title: '方式', dataIndex: 'methodLabel' },
    { title: '金额', dataIndex: 'amountCents', align: 'right' as const, render: (v: number) => <span className="mono">{formatYuan(v)}</span> },
    ...slipColumns,
    {
      title: '状态',
      dataIndex: 'statusLabel',
      render: (v: string, r: Row) => (
        <>
          <Tag color={RECHARGE_STATUS_COLORS[r.status]}>{v}</Tag>
          {r.rejectReason && <div style={{ color: '#cf1322', fontSize: 12 }}>{r.rejectReason}</div>}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, r: Row) =>
        r.status === 'pending' && r.method === 'offline' ? (
          <Flex gap={8}>
            <Button size="small" type="primary" onClick={() => confirm(r)}>
              确认到账
            </Button>
            <Button size="small" danger onClick={() => setRejecting(r)}>
              驳回
            </Button>
          </Flex>
        ) : null,
    },
  ];

  return (
    <Card title="充值审核" data-testid="recharge-review">
      <ReviewQueue<Row>
        filters={FILTERS}
        status={status}
        onStatus={(v) => {
          setStatus(v);
          setPage(1);
        }}
        onPage={setPage}
        data={data}
        isLoading={isLoading}
        columns={columns}
        emptyText="没有这个状态的充值单"
        scrollX={900}
      />
      <RejectReasonModal
        title={rejecting ? `驳回充值单 ${rejecting.rechargeNo}` : null}
        hint="会员会在充值记录里看到原因。"
        placeholder="如：未查到该笔转账，请核对转账金额与户名"
        reason={reason}
        onReason={setReason}
        onOk={reject}
        onCancel={() => setRejecting(null)}
      />
    </Card>
  );
}
