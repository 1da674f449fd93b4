import { config, devProvidersEnabled, type Config } from '@/lib/server/core/config';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { devPaymentProvider } from './dev-provider';

/*
 * The payment provider interface. A provider turns a payment we want into
 * somewhere to send the payer (`createPayment`), and tells a genuine
 * notification of the outcome from a forged one (`verifyCallback`). The
 * recharge area settles what a verified notification says, once.
 * A real gateway (Alipay, WeChat Pay, UnionPay) is one more implementation.
 */

export type PaymentRequest = {
  /** Our number for the payment, echoed in the notification: a recharge number (R000012). */
  tradeNo: string;
  amountCents: number;
  subject: string;
};

export type PaymentNotification = {
  tradeNo: string;
  amountCents: number;
  outcome: 'success' | 'failure';
  /** The provider's own transaction number. */
  providerTradeNo: string;
};

export interface PaymentProvider {
  readonly name: string;
  /** Where the payer goes to pay. */
  createPayment(request: PaymentRequest): { redirectUrl: string };
  /** The notification when its signature checks out; null for anything else. */
  verifyCallback(payload: unknown): PaymentNotification | null;
}

const unavailable = () => new AppError(ErrorCode.PAYMENT_UNAVAILABLE, '在线支付暂未开通，请使用银行转账充值');

/**
 * The configured provider. The development provider serves only where the
 * development SMS outbox may (isLocalDemo): a production server without the
 * explicit allowance refuses it here, on every use, as well as at start.
 */
export function paymentProvider(settings: Config = config()): PaymentProvider {
  if (settings.paymentProvider === 'dev' && devProvidersEnabled(settings)) return devPaymentProvider;
  throw unavailable();
}

/** The provider a notification names, under the same rule. */
export function providerNamed(name: string): PaymentProvider {
  const provider = paymentProvider();
  if (provider.name !== name) throw unavailable();
  return provider;
}
