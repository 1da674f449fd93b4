'use client';
import { App, Button, Card, Empty, List, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import { decideApproval, useOrganisationOrders, useRefreshOrganisationOrders, type OrganisationOrder } from '@/lib/api/organisations';
import { formatYuan } from '@/lib/shared/format';
import { ReasonModal } from './ReasonModal';
import { accountLabel } from '@/lib/shared/member-types';

function RejectDialog({ order, onClose, onDone }: { order: OrganisationOrder; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  return (
    <ReasonModal
      title={`驳回订单 ${order.orderNo}`}
      okText="驳回"
      label="驳回理由"
      placeholder="如：经费卡余额不足，请改用其他项目"
      missing="请填写驳回理由，采购人会看到"
      onClose={onClose}
      submit={async (reason) => {
        await decideApproval(order.orderNo, false, reason, order.version);
        void message.success('已驳回，订单已取消');
        onDone();
      }}
    />
  );
}

/** Approvers: the organisation's orders waiting for approval, approved or rejected here. */
export function ApprovalQueue({ organisationId }: { organisationId: number }) {
  const { message } = App.useApp();
  const { data, error, isLoading } = useOrganisationOrders(organisationId, 1, 'pending');
  const mutate = useRefreshOrganisationOrders();
  const [rejecting, setRejecting] = useState<OrganisationOrder | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const approve = async (o: OrganisationOrder) => {
    setBusy(o.orderNo);
    try {
      const after = await decideApproval(o.orderNo, true, null, o.version);
      void message.success(after.status === 'pending_approval' ? '已通过第一级审批，等待另一位审批人' : '已审批通过，订单已提交给卖家');
      await mutate();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={`待审批${data ? `（${data.total}）` : ''}`} style={{ marginTop: 16 }} data-testid="approval-queue">
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有待审批的订单" />
      ) : (
        <List
          dataSource={data.list}
          renderItem={(o) => {
            const approvedNow = o.approvals.filter((a) => a.orderVersion === o.version && a.decision === 'approved');
            return (
              <List.Item data-testid="pending-order">
                <div style={{ width: '100%' }}>
                  <Space size={6} wrap>
                    <strong>{o.orderNo}</strong>
                    <Tag color="gold">待审批</Tag>
                    <strong>{formatYuan(o.payableCents)}</strong>
                  </Space>
                  <div className="muted">
                    {accountLabel(o.buyer.displayName, o.buyer.username)} 向 {o.seller} 采购 · {beijingTime(o.createdAt).slice(0, 16)}
                  </div>
                  <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
                    {o.lines.map((l, i) => (
                      <li key={i}>
                        {l.name}
                        {l.cas ? `（${l.cas}）` : ''} {l.pack} × {l.quantity}
                      </li>
                    ))}
                  </ul>
                  {(o.purchaseOrderNo || o.projectNo || o.fund) && (
                    <div>
                      {o.fund && <>经费卡 {o.fund.code}（已占用本单金额）　</>}
                      {o.purchaseOrderNo && <>采购单号 {o.purchaseOrderNo}　</>}
                      {o.projectNo && <>项目编号 {o.projectNo}</>}
                    </div>
                  )}
                  <div className="muted">
                    需 {o.approvalsRequired} 级审批{approvedNow.length > 0 ? `，已由 ${approvedNow.map((a) => a.username).join('、')} 通过` : ''}
                  </div>
                  {o.canDecide ? (
                    <Space style={{ marginTop: 8 }}>
                      <Button type="primary" size="small" loading={busy === o.orderNo} onClick={() => void approve(o)}>
                        通过
                      </Button>
                      <Button danger size="small" disabled={busy === o.orderNo} onClick={() => setRejecting(o)}>
                        驳回
                      </Button>
                    </Space>
                  ) : (
                    <div className="muted" style={{ marginTop: 8 }}>
                      {approvedNow.length > 0 ? '您已审批过这一版，等待另一位审批人' : '这是您自己的订单，须由另一位审批人审批'}
                    </div>
                  )}
                </div>
              </List.Item>
            );
          }}
        />
      )}
      {rejecting && (
        <RejectDialog
          order={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            void mutate();
          }}
        />
      )}
    </Card>
  );
}
