import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { paymentProvider, type PaymentNotification } from './provider';

/*
 * The one way in for a payment provider's notification: the configured
 * provider checks its signature here, before any area sees the trade it
 * names. Who settles it (an order payment, a recharge) is decided by the
 * trade number, in the workflow that consumes this.
 */

export const paymentNotifyInvalid = () => new AppError(ErrorCode.PAYMENT_NOTIFY_INVALID, '支付通知无效（签名、单号或金额不符）');

/**
 * The verified notification and the provider that signed it. No provider
 * configured: 7007. With one, a body that is not its signed notification
 * (another provider's name, none, not even an object) is an invalid
 * notification, 7008, like a bad signature.
 */
export function verifyPaymentNotification(payload: unknown): { providerName: string; notification: PaymentNotification } {
  const provider = paymentProvider();
  const named = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>).provider : undefined;
  const notification = named === provider.name ? provider.verifyCallback(payload) : null;
  if (!notification) throw paymentNotifyInvalid();
  return { providerName: provider.name, notification };
}
