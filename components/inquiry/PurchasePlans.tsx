'use client';
import { Card, List, Tag } from 'antd';
import type { InquiryDetail } from '@/lib/api/rfq';
import { formatYuan } from '@/lib/shared/format';

type Plan = InquiryDetail['plans'][number];

/** What splitting the inquiry across sellers costs against buying it all from one: goods plus each seller's freight once. */
export function PurchasePlans({ plans }: { plans: Plan[] }) {
  if (plans.length < 2) return null;
  const cheapest = Math.min(...plans.map((p) => p.totalCents));
  return (
    <Card size="small" title="采购方案：按到手价（货款 + 运费）" style={{ marginBottom: 12 }} data-testid="purchase-plans">
      <List
        size="small"
        dataSource={plans}
        renderItem={(p) => (
          <List.Item data-testid="purchase-plan">
            <div style={{ minWidth: 0 }}>
              <strong>{p.kind === 'cheapest_per_line' ? `分开采购（每行最低到手价，${p.sellers.length} 个卖家）` : `全部从 ${p.sellers[0]} 采购`}</strong>
              {p.totalCents === cheapest && (
                <Tag color="red" style={{ marginLeft: 8 }}>
                  最省
                </Tag>
              )}
              <div className="muted">
                {p.lines} 行 · 货款 {formatYuan(p.goodsCents)} + 运费 {formatYuan(p.freightCents)}
                {p.kind === 'cheapest_per_line' && p.sellers.length > 1 ? `（${p.sellers.length} 个卖家各计一次运费：${p.sellers.join('、')}）` : ''}
              </div>
            </div>
            <strong style={{ whiteSpace: 'nowrap' }}>{formatYuan(p.totalCents)}</strong>
          </List.Item>
        )}
      />
    </Card>
  );
}
