'use client';
import { Card, Empty, List, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import type { Aging } from '@/lib/api/credit';
import { formatYuan } from '@/lib/shared/format';

/**
 * What is owed on payment terms, by age (未到期, 逾期 1–30 … 90 天以上), and
 * each owed order with its due day: the seller's receivables and an
 * organisation's payables read the same.
 */
export function AgingReport({
  title,
  aging,
  loading,
  counterpart,
}: {
  title: string;
  aging: Aging | undefined;
  loading: boolean;
  counterpart: 'seller' | 'organisation';
}) {
  return (
    <Card size="small" title={title} data-testid="aging-report">
      {loading && !aging ? (
        <Skeleton active />
      ) : !aging || aging.list.length === 0 ? (
        <Empty description="没有未付的账期订单" />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap size={[24, 8]}>
            <Statistic title="合计" value={formatYuan(aging.totalCents)} />
            {aging.buckets
              .filter((b) => b.count > 0)
              .map((b) => (
                <Statistic
                  key={b.bucket}
                  title={`${b.label}（${b.count} 笔）`}
                  value={formatYuan(b.cents)}
                  valueStyle={b.bucket === 'not_due' ? undefined : { color: '#a8071a' }}
                />
              ))}
          </Space>
          <List
            size="small"
            dataSource={aging.list}
            renderItem={(o) => (
              <List.Item data-testid="aging-row">
                <List.Item.Meta
                  title={
                    <Space wrap size={8}>
                      <span className="mono">{o.orderNo}</span>
                      <Tag color={o.bucket === 'not_due' ? 'blue' : 'red'}>{o.bucketLabel}</Tag>
                    </Space>
                  }
                  description={
                    <>
                      {counterpart === 'seller' ? `卖家：${o.seller.name}` : `采购单位：${o.organisation.name}`}　应付日 {o.dueOn}
                      {o.daysOverdue > 0 ? `（已逾期 ${o.daysOverdue} 天）` : ''}
                    </>
                  }
                />
                <Typography.Text strong>{formatYuan(o.owedCents)}</Typography.Text>
              </List.Item>
            )}
          />
        </Space>
      )}
    </Card>
  );
}
