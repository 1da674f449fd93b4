import { config, devProvidersEnabled, type Config } from '@/lib/server/core/config';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { devPaymentProvider } from './dev-provider';

/*
 * The payment provider interface. A provider turns a payment we want into
 * somewhere to send the payer (`createPayment`), and tells a genuine
 * notification of the outcome from a forged one (`verifyCallback`), and
 * takes refunds (`refund`, partial ones too; the outcome is a signed refund
 * notification). The areas that own the trades (recharges, order payments,
 * refunds) settle what a verified notification says, once.
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

export type RefundRequest = {
  /** The payment being refunded (our trade number, OP000123). */
  tradeNo: string;
  /** Our number for this refund, unique per refund: the provider takes it as the refund's idempotency key. */
  refundNo: string;
  amountCents: number;
  /** What the payment was for in all: providers check a partial refund against it. */
  totalCents: number;
  reason: string;
};

export type RefundResult = { accepted: boolean; providerRefundNo?: string; message?: string };

/** A payment's outcome, as the notify call routes it. */
export type PaymentOutcomeNotification = { type: 'payment' } & PaymentNotification;

/** A refund's outcome: the provider returned the money to the payer, or could not. */
export type RefundNotification = {
  type: 'refund';
  tradeNo: string;
  refundNo: string;
  amountCents: number;
  outcome: 'success' | 'failure';
  providerRefundNo: string;
  /** Why it failed, in the provider's words. */
  reason?: string;
};

export type ProviderNotification = PaymentOutcomeNotification | RefundNotification;

export interface PaymentProvider {
  readonly name: string;
  /** Where the payer goes to pay. */
  createPayment(request: PaymentRequest): { redirectUrl: string };
  /** The notification when its signature checks out; null for anything else. */
  verifyCallback(payload: unknown): PaymentNotification | null;
  /** Asks for a (partial) refund of a paid trade; the outcome arrives later as a signed refund notification. */
  refund(request: RefundRequest): Promise<RefundResult>;
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
