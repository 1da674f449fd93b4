'use client';
import { App, Button, Card, Empty, List, Skeleton, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import type { ApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { newIdempotencyKey } from '@/lib/api/money';
import { payFromOrganisation, useRefreshOrganisationDeposit } from '@/lib/api/organisation-deposit';
import { useOrganisationOrders, useRefreshOrganisationOrders, type OrganisationOrder } from '@/lib/api/organisations';
import { formatYuan } from '@/lib/shared/format';
import { accountLabel } from '@/lib/shared/member-types';
import { organisationRechargePath } from './DepositPanel';

/** Payers: the organisation's orders waiting for payment (or owed on terms), each paid in full from the organisation's deposit after a confirmation. */
export function PaymentQueue({ organisationId }: { organisationId: number }) {
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useOrganisationOrders(organisationId, page, 'toPay');
  const refreshOrders = useRefreshOrganisationOrders();
  const refreshDeposit = useRefreshOrganisationDeposit();
  const [busy, setBusy] = useState<string | null>(null);
  // One key per order until it succeeds: a retry after a lost answer pays once.
  const keys = useRef(new Map<string, string>());

  const pay = async (o: OrganisationOrder) => {
    const key = keys.current.get(o.orderNo) ?? newIdempotencyKey();
    keys.current.set(o.orderNo, key);
    setBusy(o.orderNo);
    try {
      const paid = await payFromOrganisation(organisationId, o.orderNo, key);
      keys.current.delete(o.orderNo);
      void message.success(`订单 ${o.orderNo} 已用机构预存款付款，余额 ${formatYuan(paid.balanceCents)}`);
      await Promise.all([refreshOrders(), refreshDeposit()]);
    } catch (e) {
      const short = (e as ApiError).code === ErrorCode.BALANCE_INSUFFICIENT;
      modal.error({
        title: '付款未完成',
        content: (e as Error).message,
        okText: '知道了',
        // Too little in the deposit: the way on is a recharge.
        footer: (_, { OkBtn }) => (
          <Space>
            {short && <Button href={organisationRechargePath(organisationId)}>去充值</Button>}
            <OkBtn />
          </Space>
        ),
      });
    } finally {
      setBusy(null);
    }
  };

  const confirmPay = (o: OrganisationOrder) =>
    modal.confirm({
      title: `用机构预存款支付 ${formatYuan(o.payableCents)}？`,
      content: `订单 ${o.orderNo}（${accountLabel(o.buyer.displayName, o.buyer.username)} 向 ${o.seller} 采购）。付款后不能撤回；卖家退款时退回机构预存款。`,
      okText: '确认付款',
      cancelText: '取消',
      onOk: () => pay(o),
    });

  return (
    <Card title={`待付款${data ? `（${data.total}）` : ''}`} style={{ marginTop: 16 }} data-testid="payment-queue">
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有待付款的组织订单" />
      ) : (
        <List
          dataSource={data.list}
          renderItem={(o) => (
            <List.Item
              data-testid="to-pay-order"
              actions={[
                o.canPay ? (
                  <Button key="pay" type="primary" size="small" loading={busy === o.orderNo} onClick={() => confirmPay(o)}>
                    用机构预存款付款
                  </Button>
                ) : (
                  <span key="wait" className="muted">
                    暂不能付款
                  </span>
                ),
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <span>{o.orderNo}</span>
                    <Tag>{o.statusLabel}</Tag>
                    <strong>{formatYuan(o.payableCents)}</strong>
                  </Space>
                }
                description={
                  <>
                    {accountLabel(o.buyer.displayName, o.buyer.username)} 向 {o.seller} 采购 · {beijingTime(o.createdAt).slice(0, 16)}
                    {o.fund && <> · 经费卡 {o.fund.code}</>}
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
