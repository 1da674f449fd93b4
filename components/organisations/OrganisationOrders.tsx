'use client';
import { Button, Card, Empty, List, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import { useOrganisationOrders } from '@/lib/api/organisations';
import { formatYuan } from '@/lib/shared/format';
import { accountLabel } from '@/lib/shared/member-types';

/** Owners, approvers and finance: the orders the organisation's purchasers placed for it, newest first. */
export function OrganisationOrders({ organisationId }: { organisationId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOrganisationOrders(organisationId, page);
  return (
    <Card title={`组织订单${data ? `（${data.total}）` : ''}`} style={{ marginTop: 16 }} data-testid="organisation-orders">
      {error && !data ? (
        <Empty description={error.message}>
          <Button onClick={() => void mutate()}>重试</Button>
        </Empty>
      ) : isLoading && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !data || data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有以本组织名义的订单。采购人在结算页「为谁采购」中选择本组织即可。" />
      ) : (
        <List
          dataSource={data.list}
          renderItem={(o) => (
            <List.Item data-testid="organisation-order" extra={<strong>{formatYuan(o.payableCents)}</strong>}>
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <span>{o.orderNo}</span>
                    <Tag>{o.statusLabel}</Tag>
                  </Space>
                }
                description={
                  <>
                    <div>
                      {accountLabel(o.buyer.displayName, o.buyer.username)} 向 {o.seller} 采购 · {beijingTime(o.createdAt).slice(0, 16)}
                    </div>
                    {(o.purchaseOrderNo || o.projectNo || o.fund) && (
                      <div>
                        {o.fund && <>经费卡 {o.fund.code}　</>}
                        {o.purchaseOrderNo && <>采购单号 {o.purchaseOrderNo}　</>}
                        {o.projectNo && <>项目编号 {o.projectNo}</>}
                      </div>
                    )}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="张" onPage={setPage} />}
    </Card>
  );
}
