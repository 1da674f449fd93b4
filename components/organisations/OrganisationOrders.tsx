'use client';
import { App, Button, Card, Empty, List, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import { cancelOrganisationOrder, useOrganisationOrders, useRefreshOrganisationOrders, type OrganisationOrder } from '@/lib/api/organisations';
import { useRefreshCredit } from '@/lib/api/credit';
import { useRefreshFunds } from '@/lib/api/funds';
import { formatYuan } from '@/lib/shared/format';
import { accountLabel } from '@/lib/shared/member-types';
import { ReasonModal } from './ReasonModal';

/** An approver withdraws an unpaid order with a reason the purchaser and the seller read. */
function CancelDialog({ order, onClose, onDone }: { order: OrganisationOrder; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  return (
    <ReasonModal
      title={`撤销订单 ${order.orderNo}`}
      okText="撤销订单"
      label="撤销原因"
      placeholder="如：课题已结题，不再需要这批试剂"
      missing="请填写撤销原因，采购人和卖家会看到"
      minLength={2}
      intro={
        <p>
          {accountLabel(order.buyer.displayName, order.buyer.username)} 向 {order.seller} 采购，{formatYuan(order.payableCents)}，尚未付款。撤销后不能恢复。
        </p>
      }
      onClose={onClose}
      submit={async (reason) => {
        await cancelOrganisationOrder(order.orderNo, reason);
        void message.success('订单已撤销，占用的经费额度已释放');
        onDone();
      }}
    />
  );
}

/** Owners, approvers, finance and payers: the orders the organisation's purchasers placed for it, newest first; approvers may withdraw unpaid ones. */
export function OrganisationOrders({ organisationId }: { organisationId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOrganisationOrders(organisationId, page);
  const refreshOrders = useRefreshOrganisationOrders();
  const refreshFunds = useRefreshFunds();
  const refreshCredit = useRefreshCredit();
  const [cancelling, setCancelling] = useState<OrganisationOrder | null>(null);
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
            <List.Item
              data-testid="organisation-order"
              extra={<strong>{formatYuan(o.payableCents)}</strong>}
              actions={
                o.canCancel
                  ? [
                      <Button key="cancel" size="small" danger onClick={() => setCancelling(o)}>
                        撤销订单
                      </Button>,
                    ]
                  : undefined
              }
            >
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
      {cancelling && (
        <CancelDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            void Promise.all([refreshOrders(), refreshFunds(), refreshCredit()]);
          }}
        />
      )}
    </Card>
  );
}
