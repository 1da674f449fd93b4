import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { verifyDevNotification } from './dev-provider';
import { paymentProvider, type PaymentProvider, type ProviderNotification, type RawNotification } from './provider';

/*
 * The one way in for a payment provider's notification: the configured
 * provider checks its signature here, before any area sees the trade it
 * names. Who settles it (an order payment, a recharge, a refund) is decided
 * by the notification's type and trade number, in the workflow that
 * consumes this.
 */

export const paymentNotifyInvalid = () => new AppError(ErrorCode.PAYMENT_NOTIFY_INVALID, '支付通知无效（签名、单号或金额不符）');

export type VerifiedNotification = { provider: PaymentProvider; providerName: string; notification: ProviderNotification };

/**
 * The JSON entry (POST /api/payment/notify, the development provider's).
 * No provider configured: 7007. With one, a body that is not its signed
 * notification (another provider's name, none, not even an object) is an
 * invalid notification, 7008, like a bad signature.
 */
export async function verifyPaymentNotification(payload: unknown): Promise<VerifiedNotification> {
  const provider = paymentProvider();
  const named = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>).provider : undefined;
  const notification = named === provider.name && provider.name === 'dev' ? verifyDevNotification(payload) : null;
  if (!notification) throw paymentNotifyInvalid();
  return { provider, providerName: provider.name, notification };
}

/**
 * A real provider's entry (POST /api/payment/notify/alipay, …/wechat): the
 * raw body and headers go to the configured provider, which must be the one
 * the address names (7007 otherwise); an unverifiable body is 7008.
 */
export async function verifyRawPaymentNotification(providerName: 'alipay' | 'wechat', raw: RawNotification): Promise<VerifiedNotification> {
  const provider = paymentProvider();
  if (provider.name !== providerName) throw new AppError(ErrorCode.PAYMENT_UNAVAILABLE, `未启用该支付机构（${providerName}）`);
  const notification = await provider.verifyNotification(raw);
  if (!notification) throw paymentNotifyInvalid();
  return { provider, providerName, notification };
}
