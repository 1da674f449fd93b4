import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { verifyDevNotification } from './dev-provider';
import { paymentProvider, type ProviderNotification } from './provider';

/*
 * The one way in for a payment provider's notification: the configured
 * provider checks its signature here, before any area sees the trade it
 * names. Who settles it (an order payment, a recharge, a refund) is decided
 * by the notification's type and trade number, in the workflow that
 * consumes this.
 */

export const paymentNotifyInvalid = () => new AppError(ErrorCode.PAYMENT_NOTIFY_INVALID, '支付通知无效（签名、单号或金额不符）');

/**
 * The verified notification (a payment's or a refund's outcome) and the
 * provider that signed it. No provider configured: 7007. With one, a body
 * that is not its signed notification (another provider's name, none, not
 * even an object) is an invalid notification, 7008, like a bad signature.
 */
export async function verifyPaymentNotification(payload: unknown): Promise<{ providerName: string; notification: ProviderNotification }> {
  const provider = paymentProvider();
  const named = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>).provider : undefined;
  const notification = named === provider.name && provider.name === 'dev' ? verifyDevNotification(payload) : null;
  if (!notification) throw paymentNotifyInvalid();
  return { providerName: provider.name, notification };
}
