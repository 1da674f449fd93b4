'use client';
import { Button, Card, Empty, Flex, List, Skeleton, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useOwnRecharges } from '@/lib/api/money';
import { formatYuan } from '@/lib/shared/format';
import { beijingTime } from './MoneyText';

export const RECHARGE_STATUS_COLORS: Record<string, string> = { pending: 'gold', paid: 'green', rejected: 'red', failed: 'default' };

/** The member's recharge requests: what is waiting, what arrived, why one was rejected. */
export function MyRecharges() {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useOwnRecharges(page);
  return (
    <Card title="我的充值记录" data-testid="my-recharges">
      {isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description="还没有充值记录" />
      ) : (
        <>
          <List
            dataSource={data.list}
            renderItem={(r) => (
              <List.Item
                actions={
                  r.paymentUrl
                    ? [
                        <Link key="pay" href={r.paymentUrl}>
                          <Button size="small" type="primary">
                            去支付
                          </Button>
                        </Link>,
                      ]
                    : []
                }
              >
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <span>
                    <span className="mono">{r.rechargeNo}</span> <Tag color={RECHARGE_STATUS_COLORS[r.status]}>{r.statusLabel}</Tag>
                    <Tag>{r.methodLabel}</Tag>
                    {r.organisation && <Tag color="purple">为「{r.organisation.name}」充值</Tag>}
                  </span>
                  <span className="mono" style={{ fontWeight: 600 }}>
                    {formatYuan(r.amountCents)}
                  </span>
                  <span style={{ color: '#888', fontSize: 13 }}>{beijingTime(r.createdAt)}</span>
                  {r.rejectReason && <span style={{ color: '#cf1322' }}>驳回原因：{r.rejectReason}</span>}
                </Flex>
              </List.Item>
            )}
          />
          <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="笔" onPage={setPage} />
        </>
      )}
    </Card>
  );
}
