'use client';
import { Button, Card, Empty, List, Skeleton, Space, Statistic } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime, SignedAmount } from '@/components/money/MoneyText';
import { useOrganisationDeposit } from '@/lib/api/organisation-deposit';
import { formatYuan } from '@/lib/shared/format';
import { accountLabel } from '@/lib/shared/member-types';

export const organisationRechargePath = (organisationId: number) => `/member/account/recharge?organisationId=${organisationId}`;

/**
 * 机构预存款: the organisation's own balance and every movement of it, for
 * its owners, finance and payers; payers recharge it here (decision 0161).
 */
export function DepositPanel({ organisationId }: { organisationId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOrganisationDeposit(organisationId, page);
  return (
    <Card
      title="机构预存款"
      style={{ marginTop: 16 }}
      data-testid="organisation-deposit"
      extra={
        data?.mayPay && (
          <Link href={organisationRechargePath(organisationId)}>
            <Button type="primary" size="small">
              充值
            </Button>
          </Link>
        )
      }
    >
      {error && !data ? (
        <Empty description={error.message}>
          <Button onClick={() => void mutate()}>重试</Button>
        </Empty>
      ) : isLoading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : data ? (
        <>
          <Statistic title="余额" value={formatYuan(data.balanceCents)} data-testid="organisation-balance" />
          <div className="muted" style={{ margin: '8px 0 12px' }}>
            付款人可为组织充值，并在「待付款」中用机构预存款付清以组织名义下的订单；退款退回这里。
            {!data.mayPay && '您不是付款人：负责人可在成员列表中给您「付款人」角色。'}
          </div>
          {data.ledger.total === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有收支" />
          ) : (
            <List
              size="small"
              header={<strong>收支明细</strong>}
              dataSource={data.ledger.list}
              renderItem={(e) => (
                <List.Item data-testid="organisation-deposit-entry" extra={<SignedAmount cents={e.amountCents} />}>
                  <List.Item.Meta
                    title={
                      <Space size={6} wrap>
                        <span>{e.kindLabel}</span>
                        <span className="mono">{e.referenceLabel}</span>
                      </Space>
                    }
                    description={
                      <>
                        {beijingTime(e.createdAt)}
                        {e.member ? ` · ${accountLabel(e.member.displayName, e.member.username)}` : ' · 卖家或平台'} · 余额 {formatYuan(e.balanceAfterCents)}
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          )}
          <ResultsPagination page={data.ledger.page} pageSize={data.ledger.pageSize} total={data.ledger.total} unit="笔" onPage={setPage} />
        </>
      ) : null}
    </Card>
  );
}
