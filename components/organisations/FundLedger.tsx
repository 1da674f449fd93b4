'use client';
import { Empty, Modal, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime, SignedAmount } from '@/components/money/MoneyText';
import { useFundLedger, type Fund, type FundLedgerEntry } from '@/lib/api/funds';
import { formatYuan } from '@/lib/shared/format';

/** A fund's ledger, newest first: every budget change and every order's reservation, charge, release and refund. */
export function FundLedger({ fund, onClose }: { fund: Fund; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useFundLedger(fund.id, page);
  return (
    <Modal open title={`经费卡流水：${fund.code} ${fund.name}`} footer={null} onCancel={onClose} width={980} destroyOnHidden>
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Table<FundLedgerEntry>
            size="small"
            rowKey="id"
            data-testid="fund-ledger"
            pagination={false}
            scroll={{ x: 940 }}
            dataSource={data?.list ?? []}
            locale={{ emptyText: '还没有流水' }}
            columns={[
              { title: '时间', dataIndex: 'createdAt', width: 140, render: (v: string) => beijingTime(v) },
              { title: '类型', dataIndex: 'kindLabel', width: 90 },
              {
                title: '金额',
                key: 'amount',
                width: 110,
                render: (_: unknown, r) => formatYuan(Math.max(Math.abs(r.budgetDeltaCents), Math.abs(r.reservedDeltaCents), Math.abs(r.spentDeltaCents))),
              },
              {
                title: '可用变动',
                key: 'delta',
                width: 110,
                render: (_: unknown, r) => <SignedAmount cents={r.budgetDeltaCents - r.reservedDeltaCents - r.spentDeltaCents} />,
              },
              { title: '可用余额', dataIndex: 'availableAfterCents', width: 110, render: (v: number) => formatYuan(v) },
              { title: '订单', dataIndex: 'orderNo', width: 150, render: (v: string | null) => v ?? '—' },
              { title: '经办', dataIndex: 'actor', width: 80, render: (v: string | null) => v ?? '—' },
              { title: '说明', dataIndex: 'note', width: 200, render: (v: string | null) => v ?? '' },
            ]}
          />
          {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="条" onPage={setPage} />}
        </>
      )}
    </Modal>
  );
}
