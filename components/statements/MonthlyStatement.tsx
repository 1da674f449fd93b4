'use client';
import { FilePdfOutlined, FileExcelOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Empty, Flex, List, Row, Select, Skeleton, Statistic, Table, Tag } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime, SignedAmount } from '@/components/money/MoneyText';
import type { ApiError } from '@/lib/api/client';
import { downloadStatementPdf, downloadStatementXlsx, useStatement, type Statement } from '@/lib/api/statements';
import { addMonths, chinaLastMonth, chinaThisMonth, isChinaMonth, monthLabel } from '@/lib/shared/china-month';
import { formatYuan } from '@/lib/shared/format';

type Movement = Statement['movements']['list'][number];
export type Audience = 'seller' | 'buyer';

const TITLES: Record<Audience, string> = { seller: '卖家对账单', buyer: '预存款对账单' };
const MONTHS_OFFERED = 36;

/** The months the picker offers: this one (to today) and the 35 before it, newest first. */
function monthOptions(thisMonth: string) {
  return Array.from({ length: MONTHS_OFFERED }, (_, i) => {
    const month = addMonths(thisMonth, -i);
    return { value: month, label: i === 0 ? `${monthLabel(month)}（截至今天）` : monthLabel(month) };
  });
}

/**
 * A member's statement of one Beijing month (the month and page kept in the
 * query string): summary cards, the lines, the memo of frozen money, the
 * movements, and the PDF and Excel downloads. Opens on the last complete month.
 */
export function MonthlyStatement({ audience }: { audience: Audience }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const mobile = useIsMobile();
  const thisMonth = chinaThisMonth();
  const asked = params.get('month') ?? '';
  const month = isChinaMonth(asked) && asked <= thisMonth ? asked : chinaLastMonth();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading } = useStatement(month, page);

  const go = (nextMonth: string, nextPage = 1) => router.push(`${pathname}?month=${nextMonth}${nextPage > 1 ? `&page=${nextPage}` : ''}`);

  return (
    <Flex vertical gap={16} data-testid="monthly-statement">
      <Card title={TITLES[audience]} extra={!mobile && <Downloads month={month} />} styles={{ body: { paddingBottom: mobile ? 16 : 24 } }}>
        <Flex gap={8} wrap align="center">
          <Button aria-label="上一月" icon={<LeftOutlined />} onClick={() => go(addMonths(month, -1))} />
          <Select
            aria-label="月份"
            style={{ width: 230 }}
            value={month}
            options={monthOptions(thisMonth)}
            onChange={(m) => go(m)}
            data-testid="statement-month"
          />
          <Button aria-label="下一月" icon={<RightOutlined />} disabled={month >= thisMonth} onClick={() => go(addMonths(month, 1))} />
          {data && <span style={{ color: '#888', fontSize: 13 }}>{data.periodLabel}</span>}
        </Flex>
        {mobile && (
          <div style={{ marginTop: 12 }}>
            <Downloads month={month} />
          </div>
        )}
      </Card>
      {error ? (
        <Alert type="error" showIcon title={error.message} data-testid="statement-error" />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : data ? (
        <StatementBody statement={data} mobile={mobile} onPage={(p) => go(month, p)} />
      ) : null}
    </Flex>
  );
}

function Downloads({ month }: { month: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const download = async (kind: 'pdf' | 'xlsx') => {
    setBusy(kind);
    try {
      await (kind === 'pdf' ? downloadStatementPdf(month) : downloadStatementXlsx(month));
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={() => void download('pdf')} data-testid="statement-pdf">
        下载 PDF
      </Button>
      <Button icon={<FileExcelOutlined />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')} data-testid="statement-xlsx">
        下载 Excel
      </Button>
    </Flex>
  );
}

function StatementBody({ statement, mobile, onPage }: { statement: Statement; mobile: boolean; onPage: (page: number) => void }) {
  const { summary, movements } = statement;
  const lines = summary.lines.filter((l) => l.core || l.count > 0);
  const income = summary.lines.reduce((sum, l) => sum + Math.max(0, l.cents), 0);
  const spending = summary.lines.reduce((sum, l) => sum + Math.min(0, l.cents), 0);
  const memos = summary.memos.filter((m) => m.count > 0);
  const cards = [
    { title: '期初余额', cents: summary.opening.totalCents, id: 'opening' },
    { title: '本月收入', cents: income, id: 'income' },
    { title: '本月支出', cents: spending, id: 'spending' },
    { title: statement.current ? '当前余额（截至今天）' : '期末余额', cents: summary.closing.totalCents, id: 'closing' },
  ];
  return (
    <>
      <Row gutter={[12, 12]}>
        {cards.map((c) => (
          <Col key={c.id} xs={12} md={6}>
            <Card size="small" data-testid={`statement-${c.id}`}>
              <Statistic title={c.title} value={formatYuan(c.cents)} valueStyle={{ fontSize: mobile ? 18 : 22 }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={`${statement.monthLabel}收支汇总`} size="small">
        <List
          size="small"
          dataSource={[
            { label: '期初余额（可用 + 冻结）', count: null, cents: summary.opening.totalCents, strong: false, signed: false },
            ...lines.map((l) => ({ label: l.label, count: l.count, cents: l.cents, strong: false, signed: true })),
            { label: '本月收支合计', count: null, cents: summary.netCents, strong: true, signed: true },
            { label: '期末余额（可用 + 冻结）', count: null, cents: summary.closing.totalCents, strong: true, signed: false },
          ]}
          renderItem={(item) => (
            <List.Item>
              <span style={{ fontWeight: item.strong ? 600 : undefined }}>
                {item.label}
                {item.count !== null && (
                  <span className="muted" style={{ marginLeft: 6, fontSize: 12 }}>
                    {item.count} 笔
                  </span>
                )}
              </span>
              {item.signed ? <SignedAmount cents={item.cents} /> : <span className="mono">{formatYuan(item.cents)}</span>}
            </List.Item>
          )}
        />
        <p style={{ color: '#888', fontSize: 12, margin: '8px 0 0' }}>
          期末可用 {formatYuan(summary.closing.balanceCents)}，冻结 {formatYuan(summary.closing.frozenCents)}。
          {summary.balanced ? '期末余额与账本一致。' : <span style={{ color: '#cf1322' }}>期末余额与账本不一致，请联系平台客服。</span>}
        </p>
        {memos.length > 0 && (
          <p style={{ color: '#888', fontSize: 12, margin: '4px 0 0' }} data-testid="statement-memo">
            可用与冻结之间的划转（不计入收支）：{memos.map((m) => `${m.label} ${m.count} 笔 ${formatYuan(Math.abs(m.frozenCents))}`).join('；')}
          </p>
        )}
      </Card>
      <Card title="本月资金变动" size="small" data-testid="statement-movements">
        {movements.total === 0 ? (
          <Empty description="本月没有资金变动" />
        ) : mobile ? (
          <List dataSource={movements.list} renderItem={(m) => <MovementCard movement={m} />} />
        ) : (
          <Table<Movement> rowKey="id" dataSource={movements.list} pagination={false} size="small" columns={COLUMNS} />
        )}
        <ResultsPagination page={movements.page} pageSize={movements.pageSize} total={movements.total} unit="笔" onPage={onPage} />
      </Card>
    </>
  );
}

const COLUMNS = [
  { title: '时间', dataIndex: 'createdAt', render: (v: string) => beijingTime(v) },
  { title: '类型', dataIndex: 'kindLabel', render: (v: string) => <Tag>{v}</Tag> },
  { title: '对账项目', dataIndex: 'lineLabel' },
  { title: '收支', dataIndex: 'netCents', align: 'right' as const, render: (v: number) => <SignedAmount cents={v} /> },
  { title: '可用余额', dataIndex: 'balanceAfterCents', align: 'right' as const, render: (v: number) => <span className="mono">{formatYuan(v)}</span> },
  { title: '冻结', dataIndex: 'frozenAfterCents', align: 'right' as const, render: (v: number) => <span className="mono">{formatYuan(v)}</span> },
  { title: '关联单据', dataIndex: 'referenceLabel' },
];

function MovementCard({ movement }: { movement: Movement }) {
  return (
    <List.Item>
      <Flex vertical style={{ width: '100%' }} gap={4}>
        <Flex justify="space-between" gap={8}>
          <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Tag>{movement.kindLabel}</Tag> {movement.referenceLabel}
          </span>
          <SignedAmount cents={movement.netCents} />
        </Flex>
        <Flex justify="space-between" style={{ color: '#888', fontSize: 13 }}>
          <span>{beijingTime(movement.createdAt)}</span>
          <span>
            余额 {formatYuan(movement.balanceAfterCents)}
            {movement.frozenAfterCents !== 0 && ` · 冻结 ${formatYuan(movement.frozenAfterCents)}`}
          </span>
        </Flex>
      </Flex>
    </List.Item>
  );
}
