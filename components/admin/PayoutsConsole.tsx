'use client';
import { App, Button, Card, Empty, Flex, Input, Segmented, Select, Skeleton, Table, Tag } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { PAYOUT_STATUS_COLORS } from '@/components/payouts/PayoutHistory';
import type { ApiError } from '@/lib/api/client';
import { preparePayoutBatch, useAdminPayouts, usePayoutBatches, type AdminPayout, type PayoutBatch } from '@/lib/api/payouts';
import { formatYuan } from '@/lib/shared/format';
import { chinaDateTime } from './format';

const STATUSES = [
  { value: 'requested', label: '待审核' },
  { value: 'batched', label: '审核中' },
  { value: 'approved', label: '待打款' },
  { value: 'sending', label: '打款中' },
  { value: 'paid', label: '已到账' },
  { value: 'failed', label: '失败' },
  { value: '', label: '全部' },
];
const PURPOSES = [
  { value: '', label: '全部类型' },
  { value: 'seller_payout', label: '货款提现' },
  { value: 'withdrawal', label: '预存款提现' },
  { value: 'refund', label: '退款' },
];
const BATCH_COLORS: Record<PayoutBatch['status'], string> = { pending: 'gold', approved: 'blue', rejected: 'red', sent: 'green' };

const mono = (text: string) => (
  <span className="mono" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </span>
);

/**
 * /admin/payouts — payouts waiting for review gathered into batches, and the
 * batches. A batch above ¥50,000 needs two operators; nobody approves a batch
 * they prepared or one paying themselves (the batch page enforces and says it).
 */
export function PayoutsConsole() {
  const { message, modal } = App.useApp();
  const router = useRouter();
  const [status, setStatus] = useState('requested');
  const [purpose, setPurpose] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [preparing, setPreparing] = useState(false);
  const payouts = useAdminPayouts({ page, ...(status ? { status } : {}), ...(purpose ? { purpose } : {}), ...(keyword ? { keyword } : {}) });
  const [batchPage, setBatchPage] = useState(1);
  const batches = usePayoutBatches(batchPage);

  const prepare = async (ids?: number[]) => {
    setPreparing(true);
    try {
      const batch = await preparePayoutBatch(ids);
      message.success(`已编成批次 ${batch.batchNo}（${batch.payoutCount} 笔，${formatYuan(batch.totalCents)}）`);
      setSelected([]);
      router.push(`/admin/payouts/${batch.batchNo}`);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setPreparing(false);
    }
  };

  const columns = [
    { title: '提现单号', dataIndex: 'payoutNo', render: mono },
    { title: '会员', render: (_: unknown, p: AdminPayout) => `${p.member.name || p.member.account}（${p.member.account}）` },
    { title: '类型', dataIndex: 'purposeLabel' },
    { title: '金额', dataIndex: 'amountCents', align: 'right' as const, render: (v: number) => mono(formatYuan(v)) },
    { title: '收款账户', render: (_: unknown, p: AdminPayout) => `${p.account.holder} · ${p.account.bankName} ${p.account.maskedNumber}` },
    { title: '申请时间', dataIndex: 'createdAt', render: (v: string) => chinaDateTime(v) },
    {
      title: '状态',
      render: (_: unknown, p: AdminPayout) => (
        <>
          <Tag color={PAYOUT_STATUS_COLORS[p.status]}>{p.statusLabel}</Tag>
          {p.batchNo && (
            <div>
              <Link href={`/admin/payouts/${p.batchNo}`}>{p.batchNo}</Link>
            </div>
          )}
          {p.failureReason && <div style={{ color: '#cf1322', fontSize: 12 }}>{p.failureReason}</div>}
        </>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title="提现单" data-testid="admin-payouts">
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Segmented
            options={STATUSES}
            value={status}
            onChange={(v) => {
              setStatus(String(v));
              setPage(1);
              setSelected([]);
            }}
          />
          <Select aria-label="类型" style={{ width: 140 }} value={purpose} options={PURPOSES} onChange={(v) => (setPurpose(v), setPage(1))} />
          <Input.Search
            aria-label="单号或户名"
            placeholder="单号或户名"
            allowClear
            style={{ width: 220 }}
            onSearch={(v) => (setKeyword(v.trim()), setPage(1))}
          />
        </Flex>
        {status === 'requested' && (
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            <Button type="primary" disabled={selected.length === 0} loading={preparing} onClick={() => prepare(selected)}>
              所选编成批次（{selected.length}）
            </Button>
            <Button
              loading={preparing}
              disabled={!payouts.data?.total}
              onClick={() =>
                modal.confirm({
                  title: `把全部 ${payouts.data?.total ?? 0} 笔待审核的提现编成批次？`,
                  content: '编成批次后须由另一位运营人员批准才能打款；批准前可驳回退回队列。',
                  okText: '编成批次',
                  cancelText: '取消',
                  onOk: () => prepare(),
                })
              }
            >
              全部待审核编成批次
            </Button>
          </Flex>
        )}
        {payouts.isLoading && !payouts.data ? (
          <Skeleton active />
        ) : !payouts.data?.list.length ? (
          <Empty description="没有这个状态的提现单" />
        ) : (
          <>
            <Table<AdminPayout>
              rowKey="id"
              dataSource={payouts.data.list}
              columns={columns}
              pagination={false}
              scroll={{ x: 1100 }}
              rowSelection={status === 'requested' ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
            />
            <ResultsPagination page={payouts.data.page} pageSize={payouts.data.pageSize} total={payouts.data.total} unit="笔" onPage={setPage} />
          </>
        )}
      </Card>
      <Card title="打款批次" data-testid="payout-batches">
        {batches.isLoading && !batches.data ? (
          <Skeleton active />
        ) : !batches.data?.list.length ? (
          <Empty description="还没有打款批次" />
        ) : (
          <>
            <Table<PayoutBatch>
              rowKey="id"
              dataSource={batches.data.list}
              pagination={false}
              scroll={{ x: 900 }}
              columns={[
                { title: '批次号', dataIndex: 'batchNo', render: (v: string) => <Link href={`/admin/payouts/${v}`}>{mono(v)}</Link> },
                { title: '笔数', dataIndex: 'payoutCount' },
                { title: '合计', dataIndex: 'totalCents', align: 'right' as const, render: (v: number) => mono(formatYuan(v)) },
                { title: '审批', render: (_: unknown, b: PayoutBatch) => `${b.approvals.length} / ${b.approvalsNeeded}` },
                { title: '编制人', render: (_: unknown, b: PayoutBatch) => b.preparedBy.name },
                { title: '状态', render: (_: unknown, b: PayoutBatch) => <Tag color={BATCH_COLORS[b.status]}>{b.statusLabel}</Tag> },
                { title: '编制时间', dataIndex: 'createdAt', render: (v: string) => chinaDateTime(v) },
              ]}
            />
            <ResultsPagination page={batches.data.page} pageSize={batches.data.pageSize} total={batches.data.total} unit="批" onPage={setBatchPage} />
          </>
        )}
      </Card>
    </Flex>
  );
}
