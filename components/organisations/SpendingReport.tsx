'use client';
import { Alert, Button, Card, Empty, Form, Input, Segmented, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { spendingExportPath, useSpending, type SpendingFilter } from '@/lib/api/organisations';
import { SPENDING_GROUP_LABELS, SPENDING_GROUPS, type SpendingGroup } from '@/lib/contracts/organisations/spending';
import { formatYuan } from '@/lib/shared/format';

type Row = { key: string; label: string; orders: number; paidCents: number; refundedCents: number; netCents: number };

/** Owners, approvers and finance: what the organisation's orders paid in a period, by month, fund, member or supplier; the same as .xlsx. */
export function SpendingReport({ organisationId }: { organisationId: number }) {
  const [filter, setFilter] = useState<SpendingFilter>({ organisationId, groupBy: 'month' });
  const { data, error, isLoading } = useSpending(filter);
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  return (
    <Card
      title="支出报表"
      style={{ marginTop: 16 }}
      data-testid="spending-report"
      extra={
        <Button size="small" href={spendingExportPath(filter)} disabled={badRange} download>
          导出 Excel
        </Button>
      }
    >
      <Form layout="inline" component="div" style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item label="付款日期从" htmlFor="spending-from">
          <Input id="spending-from" type="date" value={filter.from ?? ''} onChange={(e) => setFilter((f) => ({ ...f, from: e.target.value || undefined }))} />
        </Form.Item>
        <Form.Item label="至" htmlFor="spending-to">
          <Input id="spending-to" type="date" value={filter.to ?? ''} onChange={(e) => setFilter((f) => ({ ...f, to: e.target.value || undefined }))} />
        </Form.Item>
        <Form.Item label="汇总">
          <Segmented<SpendingGroup>
            value={filter.groupBy}
            onChange={(groupBy) => setFilter((f) => ({ ...f, groupBy }))}
            options={SPENDING_GROUPS.map((g) => ({ value: g, label: `按${SPENDING_GROUP_LABELS[g]}` }))}
          />
        </Form.Item>
      </Form>
      {error && !data ? (
        <Alert type="error" showIcon title={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !data || data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这段时间没有付款的组织订单" />
      ) : (
        <>
          {data.truncated && <Alert type="warning" showIcon style={{ marginBottom: 8 }} title="订单太多，只统计了最近付款的 5000 张，请缩小日期范围" />}
          <Table<Row>
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={data.rows}
            columns={[
              { title: SPENDING_GROUP_LABELS[data.groupBy], dataIndex: 'label' },
              { title: '订单数', dataIndex: 'orders', width: 80, align: 'right' },
              { title: '实付', dataIndex: 'paidCents', width: 120, align: 'right', render: (v: number) => formatYuan(v) },
              { title: '已退款', dataIndex: 'refundedCents', width: 110, align: 'right', render: (v: number) => formatYuan(v) },
              { title: '净支出', dataIndex: 'netCents', width: 120, align: 'right', render: (v: number) => <strong>{formatYuan(v)}</strong> },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {data.totals.orders}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {formatYuan(data.totals.paidCents)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {formatYuan(data.totals.refundedCents)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <strong data-testid="spending-net-total">{formatYuan(data.totals.netCents)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </>
      )}
    </Card>
  );
}
