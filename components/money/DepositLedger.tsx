'use client';
import { Button, Card, Empty, Flex, Input, List, Select, Skeleton, Table, Tag } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { useDepositRecord, type DepositRecordPage } from '@/lib/api/money';
import { LEDGER_KIND_LABELS, LEDGER_KINDS } from '@/lib/contracts/deposit/schema';
import { formatYuan } from '@/lib/shared/format';
import { DepositSummary } from './DepositSummary';
import { beijingTime, SignedAmount } from './MoneyText';

type Entry = DepositRecordPage['list'][number];

const KIND_OPTIONS = [{ value: '', label: '全部类型' }, ...LEDGER_KINDS.map((k) => ({ value: k, label: LEDGER_KIND_LABELS[k] }))];

/** /member/account/property/:page — the balance and the ledger, filtered by kind and Beijing days (kept in the query string). */
export function DepositLedger({ page }: { page: number }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const mobile = useIsMobile();
  const filter = { kind: params.get('kind') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const badRange = filter.from && filter.to && filter.from > filter.to;
  const { data, isLoading, error } = useDepositRecord({ page, pageSize: 20, ...filter, to: badRange ? '' : filter.to });

  const go = (next: Partial<typeof filter>, toPage = 1) => {
    const merged = { ...filter, ...next };
    const query = new URLSearchParams(Object.entries(merged).filter(([, v]) => v));
    const base = pathname.replace(/\/\d+$/, '');
    router.push(`${base}/${toPage}${query.size ? `?${query}` : ''}`);
  };

  return (
    <Flex vertical gap={16}>
      <DepositSummary />
      <Card title="资金明细" data-testid="deposit-ledger">
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select aria-label="类型" style={{ width: 140 }} value={filter.kind} options={KIND_OPTIONS} onChange={(kind) => go({ kind })} />
          <Input aria-label="开始日期" type="date" style={{ width: 160 }} value={filter.from} onChange={(e) => go({ from: e.target.value })} />
          <span style={{ alignSelf: 'center' }}>至</span>
          <Input aria-label="结束日期" type="date" style={{ width: 160 }} value={filter.to} onChange={(e) => go({ to: e.target.value })} />
          {(filter.kind || filter.from || filter.to) && <Button onClick={() => go({ kind: '', from: '', to: '' })}>清除筛选</Button>}
        </Flex>
        {badRange && <p style={{ color: '#cf1322' }}>开始日期不能晚于结束日期，已忽略结束日期。</p>}
        {error ? (
          <Empty description={error.message} />
        ) : isLoading && !data ? (
          <Skeleton active />
        ) : !data || data.list.length === 0 ? (
          <Empty description={filter.kind || filter.from || filter.to ? '没有符合筛选条件的资金变动' : '还没有资金变动。充值到账、支付和退款都会记在这里。'} />
        ) : mobile ? (
          <List dataSource={data.list} renderItem={(e) => <LedgerCard entry={e} />} />
        ) : (
          <Table<Entry> rowKey="id" dataSource={data.list} pagination={false} size="middle" columns={COLUMNS} />
        )}
        {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="笔" onPage={(p) => go({}, p)} />}
      </Card>
    </Flex>
  );
}

const COLUMNS = [
  { title: '时间', dataIndex: 'createdAt', render: (v: string) => beijingTime(v) },
  { title: '类型', dataIndex: 'kindLabel', render: (v: string) => <Tag>{v}</Tag> },
  {
    title: '金额',
    dataIndex: 'amountCents',
    align: 'right' as const,
    render: (v: number, e: Entry) => (e.kind === 'capture' ? <SignedAmount cents={e.frozenDeltaCents} /> : <SignedAmount cents={v} />),
  },
  { title: '余额', dataIndex: 'balanceAfterCents', align: 'right' as const, render: (v: number) => <span className="mono">{formatYuan(v)}</span> },
  { title: '冻结', dataIndex: 'frozenAfterCents', align: 'right' as const, render: (v: number) => <span className="mono">{formatYuan(v)}</span> },
  { title: '关联单据', dataIndex: 'referenceLabel' },
];

function LedgerCard({ entry }: { entry: Entry }) {
  return (
    <List.Item>
      <Flex vertical style={{ width: '100%' }} gap={4}>
        <Flex justify="space-between">
          <span>
            <Tag>{entry.kindLabel}</Tag> {entry.referenceLabel}
          </span>
          <SignedAmount cents={entry.kind === 'capture' ? entry.frozenDeltaCents : entry.amountCents} />
        </Flex>
        <Flex justify="space-between" style={{ color: '#888', fontSize: 13 }}>
          <span>{beijingTime(entry.createdAt)}</span>
          <span>余额 {formatYuan(entry.balanceAfterCents)}</span>
        </Flex>
      </Flex>
    </List.Item>
  );
}
