'use client';
import { Button, Card, Flex, Skeleton, Statistic } from 'antd';
import Link from 'next/link';
import { useDepositInfo } from '@/lib/api/money';

/** The balance, the frozen amount and what waits for the operator, with the way to add money. */
export function DepositSummary({ showRecharge = true }: { showRecharge?: boolean }) {
  const { data } = useDepositInfo();
  return (
    <Card
      title="我的余额"
      data-testid="deposit-summary"
      extra={
        showRecharge ? (
          <Link href="/member/account/recharge">
            <Button type="primary">充值</Button>
          </Link>
        ) : null
      }
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex gap={32} wrap>
          <Statistic title="可用余额（元）" value={data.balanceCents / 100} precision={2} valueStyle={{ color: '#1a7f5a' }} data-testid="balance" />
          <Statistic title="冻结金额（元）" value={data.frozenCents / 100} precision={2} />
          <Statistic title="待确认充值（元）" value={data.pendingRechargeCents / 100} precision={2} />
        </Flex>
      )}
    </Card>
  );
}
