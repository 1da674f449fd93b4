'use client';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Skeleton } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { sendPaymentNotification, useDevCheckout, useRefreshMoney } from '@/lib/api/money';
import { formatYuan } from '@/lib/shared/format';

/**
 * /payment — the development payment provider's checkout. It plays the gateway:
 * the buttons post the signed notification the gateway would send, so the
 * server verifies and settles it exactly as it would a real one.
 */
export function DevCheckout({ tradeNo }: { tradeNo: string | null }) {
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = useDevCheckout(tradeNo);
  const refreshMoney = useRefreshMoney();
  const [sending, setSending] = useState<'success' | 'failure' | null>(null);

  const send = async (outcome: 'success' | 'failure') => {
    if (!data?.notifications) return;
    setSending(outcome);
    try {
      await sendPaymentNotification(data.notifications[outcome]);
      await Promise.all([mutate(), refreshMoney()]);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setSending(null);
    }
  };

  const banner = <Alert type="warning" showIcon banner message="开发环境模拟支付 — 不会产生真实扣款" data-testid="dev-payment-banner" style={{ fontSize: 16 }} />;
  if (!tradeNo) return <Result status="warning" title="缺少充值单号" extra={<Link href="/member/account/recharge">返回充值</Link>} />;
  if (error) return <Result status="warning" title={error.message} extra={<Link href="/member/account/recharge">返回充值</Link>} />;
  if (isLoading || !data) return <Skeleton active />;

  const { recharge } = data;
  if (recharge.status !== 'pending') {
    const paid = recharge.status === 'paid';
    return (
      <Flex vertical gap={16} style={{ maxWidth: 640, margin: '24px auto', width: '100%' }}>
        {banner}
        <Result
          status={paid ? 'success' : 'error'}
          title={paid ? '支付成功，已记入预存款' : '支付失败，未扣款'}
          subTitle={`充值单 ${recharge.rechargeNo} · ${formatYuan(recharge.amountCents)}`}
          extra={[
            <Link key="ledger" href="/member/account/property/1">
              <Button type="primary">查看资金明细</Button>
            </Link>,
            <Link key="again" href="/member/account/recharge">
              <Button>{paid ? '继续充值' : '重新充值'}</Button>
            </Link>,
          ]}
        />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, margin: '24px auto', width: '100%' }}>
      {banner}
      <Card title="ChemMart 预存款充值">
        <Descriptions
          column={1}
          items={[
            { label: '充值单号', children: <span className="mono">{recharge.rechargeNo}</span> },
            { label: '支付金额', children: <strong style={{ fontSize: 20, color: '#cf1322' }}>{formatYuan(recharge.amountCents)}</strong> },
            { label: '支付方式', children: '开发环境模拟支付（选择一个结果）' },
          ]}
        />
        <Flex gap={12} wrap style={{ marginTop: 16 }}>
          <Button type="primary" size="large" loading={sending === 'success'} disabled={sending !== null} onClick={() => send('success')}>
            支付成功
          </Button>
          <Button danger size="large" loading={sending === 'failure'} disabled={sending !== null} onClick={() => send('failure')}>
            支付失败
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
