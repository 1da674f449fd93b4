'use client';
import { App, Button, Card, Empty, Flex, List, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import type { ApiError } from '@/lib/api/client';
import { cancelPayout, usePayoutList, type Payout } from '@/lib/api/payouts';
import { formatYuan } from '@/lib/shared/format';

export const PAYOUT_STATUS_COLORS: Record<Payout['status'], string> = {
  requested: 'gold',
  batched: 'processing',
  approved: 'blue',
  sending: 'cyan',
  paid: 'green',
  failed: 'red',
  rejected: 'red',
  cancelled: 'default',
};

function StatusCell({ payout }: { payout: Payout }) {
  return (
    <>
      <Tag color={PAYOUT_STATUS_COLORS[payout.status]} data-testid="payout-status">
        {payout.statusLabel}
      </Tag>
      {payout.failureReason && <div style={{ color: '#cf1322', fontSize: 12 }}>原因：{payout.failureReason}</div>}
    </>
  );
}

function CancelButton({ payout, onDone }: { payout: Payout; onDone: () => Promise<unknown> }) {
  const { message } = App.useApp();
  if (payout.status !== 'requested') return null;
  return (
    <Popconfirm
      title="撤销这笔提现？"
      description="冻结的金额将退回可用余额。"
      okText="撤销"
      cancelText="不撤销"
      onConfirm={async () => {
        try {
          await cancelPayout(payout.payoutNo);
          message.success('已撤销，金额已退回可用余额');
          await onDone();
        } catch (e) {
          message.error((e as ApiError).message);
        }
      }}
    >
      <Button size="small">撤销</Button>
    </Popconfirm>
  );
}

/** The member's payouts with status, account and any failure reason; a requested one may be cancelled. */
export function PayoutHistory({
  purpose,
  onChanged,
  registerRefresh,
}: {
  purpose?: Payout['purpose'];
  onChanged: () => Promise<unknown>;
  /** Hands the page a way to re-read the list (after a new request). */
  registerRefresh?: (refresh: () => Promise<unknown>) => void;
}) {
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const { data, isLoading, error, mutate } = usePayoutList(page, purpose);
  registerRefresh?.(() => mutate());
  const refresh = async () => {
    await Promise.all([mutate(), onChanged()]);
  };
  const columns = [
    { title: '提现单号', dataIndex: 'payoutNo', render: (v: string) => <span className="mono">{v}</span> },
    { title: '申请时间', dataIndex: 'createdAt', render: (v: string) => beijingTime(v) },
    { title: '类型', dataIndex: 'purposeLabel' },
    { title: '金额', dataIndex: 'amountCents', align: 'right' as const, render: (v: number) => <span className="mono">{formatYuan(v)}</span> },
    { title: '收款账户', render: (_: unknown, p: Payout) => `${p.account.holder} · ${p.account.bankName} ${p.account.maskedNumber}` },
    { title: '状态', render: (_: unknown, p: Payout) => <StatusCell payout={p} /> },
    { title: '操作', render: (_: unknown, p: Payout) => <CancelButton payout={p} onDone={refresh} /> },
  ];
  return (
    <Card title="提现记录" data-testid="payout-history">
      {error ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description="还没有提现记录" />
      ) : mobile ? (
        <List
          dataSource={data.list}
          renderItem={(p) => (
            <List.Item data-testid="payout-row">
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Flex justify="space-between" wrap gap={8}>
                  <span className="mono">{p.payoutNo}</span>
                  <strong className="mono">{formatYuan(p.amountCents)}</strong>
                </Flex>
                <div style={{ color: '#666', fontSize: 13, overflowWrap: 'anywhere' }}>
                  {p.purposeLabel} · {p.account.holder} · {p.account.bankName} {p.account.maskedNumber}
                </div>
                <Flex justify="space-between" align="center" wrap gap={8}>
                  <span style={{ color: '#888', fontSize: 12 }}>{beijingTime(p.createdAt)}</span>
                  <StatusCell payout={p} />
                </Flex>
                <CancelButton payout={p} onDone={refresh} />
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <Table<Payout>
          rowKey="id"
          dataSource={data.list}
          pagination={false}
          size="middle"
          columns={columns}
          onRow={() => ({ 'data-testid': 'payout-row' }) as object}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="笔" onPage={setPage} />}
    </Card>
  );
}
