'use client';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Skeleton } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { sendPaymentNotification, useRefreshMoney } from '@/lib/api/money';
import { useDevOrderCheckout } from '@/lib/api/order-payment';
import { formatYuan } from '@/lib/shared/format';

/**
 * /payment?tradeNo=OP… — the development payment provider's checkout of an
 * order's online payment. Like the recharge checkout it plays the gateway:
 * the buttons post the signed notification the gateway would send.
 */
export function DevOrderCheckout({ tradeNo }: { tradeNo: string }) {
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = useDevOrderCheckout(tradeNo);
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

  if (error) return <Result status="warning" title={error.message} extra={<Link href="/member/buyer/orderPayList/1">返回我的订单</Link>} />;
  if (isLoading || !data) return <Skeleton active />;
  const { payment } = data;
  const settled = payment.status === 'settled';
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, margin: '24px auto', width: '100%' }}>
      <Alert type="warning" showIcon banner message="开发环境模拟支付 — 不会产生真实扣款" data-testid="dev-payment-banner" style={{ fontSize: 16 }} />
      {payment.status === 'pending' ? (
        <Card title={`ChemMart 订单 ${payment.orderNo}`}>
          <Descriptions
            column={1}
            items={[
              { label: '支付单号', children: <span className="mono">{payment.tradeNo}</span> },
              { label: '支付金额', children: <strong style={{ fontSize: 20, color: '#cf1322' }}>{formatYuan(payment.amountCents)}</strong> },
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
      ) : (
        <Result
          status={settled ? 'success' : 'error'}
          title={settled ? '支付成功，订单已付款' : '支付未成功，未扣款'}
          subTitle={`订单 ${payment.orderNo} · ${formatYuan(payment.amountCents)}`}
          extra={[
            <Link key="orders" href="/member/buyer/orderPayList/1">
              <Button type="primary">查看我的订单</Button>
            </Link>,
            settled ? null : (
              <Link key="again" href={`/payment?order=${payment.orderNo}`}>
                <Button>重新付款</Button>
              </Link>
            ),
          ]}
        />
      )}
    </Flex>
  );
}
