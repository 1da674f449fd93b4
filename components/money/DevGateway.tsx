'use client';
import { Alert, App, Button, Card, Descriptions, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ApiError } from '@/lib/api/client';
import { sendPaymentNotification } from '@/lib/api/money';
import { formatYuan } from '@/lib/shared/format';

type Props = {
  title: string;
  numberLabel: string;
  tradeNo: string;
  amountCents: number;
  /** The signed notifications while the payment is pending; null once it is decided. */
  notifications: { success: Record<string, unknown>; failure: Record<string, unknown> } | null;
  /** Asked after a notification was accepted: read the payment and the balances again. */
  onSent: () => Promise<unknown>;
  /** What to show once the payment is decided. */
  outcome: ReactNode;
};

/**
 * The development payment provider's page, for a recharge or an order: it
 * plays the gateway, so each button posts the signed notification the
 * gateway would send and the server verifies and settles it as a real one.
 */
export function DevGateway({ title, numberLabel, tradeNo, amountCents, notifications, onSent, outcome }: Props) {
  const { message } = App.useApp();
  const [sending, setSending] = useState<'success' | 'failure' | null>(null);

  const send = async (result: 'success' | 'failure') => {
    if (!notifications) return;
    setSending(result);
    try {
      await sendPaymentNotification(notifications[result]);
      await onSent();
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setSending(null);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, margin: '24px auto', width: '100%' }}>
      <Alert type="warning" showIcon banner message="开发环境模拟支付 — 不会产生真实扣款" data-testid="dev-payment-banner" style={{ fontSize: 16 }} />
      {notifications ? (
        <Card title={title}>
          <Descriptions
            column={1}
            items={[
              { label: numberLabel, children: <span className="mono">{tradeNo}</span> },
              { label: '支付金额', children: <strong style={{ fontSize: 20, color: '#cf1322' }}>{formatYuan(amountCents)}</strong> },
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
        outcome
      )}
    </Flex>
  );
}
