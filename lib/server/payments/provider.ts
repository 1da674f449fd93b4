import { config, devProvidersEnabled, type Config } from '@/lib/server/core/config';
import { paymentSettingProblems } from '@/lib/server/core/payment-settings';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { alipayPaymentProvider } from './alipay/payment-provider';
import { devPaymentProvider } from './dev-provider';
import { wechatPaymentProvider } from './wechat/payment-provider';

/*
 * The payment provider interface. A provider turns a payment we want into
 * somewhere to send the payer (`createPayment`), answers what it knows of a
 * trade (`queryPayment`), takes refunds (`refund`, partial ones too), and
 * tells a genuine notification (a payment's or a refund's outcome) from a
 * forged one (`verifyNotification`), acknowledging it the way it expects
 * (`acknowledge`). The areas that own the trades (recharges, order payments,
 * refunds) settle what a verified notification says, once.
 * Implementations: the development provider, Alipay, WeChat Pay API v3.
 */

export type PaymentRequest = {
  /** Our number for the payment, echoed in the notification: a recharge number (R000012), an order payment (OP000123). */
  tradeNo: string;
  amountCents: number;
  subject: string;
  /** Where the payer's browser reached us (scheme and host): the development provider's QR code points there when PUBLIC_BASE_URL is not set. */
  payerOrigin?: string;
};

/** Where the payer goes: a page to open (redirectUrl), or a code to show as a QR code for the payer's phone (qrCodeUrl). */
export type PaymentStart = { redirectUrl?: string; qrCodeUrl?: string };

export type PaymentNotification = {
  tradeNo: string;
  amountCents: number;
  outcome: 'success' | 'failure';
  /** The provider's own transaction number. */
  providerTradeNo: string;
};

export type RefundRequest = {
  /** The payment being refunded (our trade number). */
  tradeNo: string;
  /** Our number for this refund, unique per refund: the provider takes it as the idempotency key of the refund. */
  refundNo: string;
  amountCents: number;
  /** What the payment was for in all: providers check a partial refund against it. */
  totalCents: number;
  reason: string;
};

export type RefundResult = { accepted: boolean; providerRefundNo?: string; message?: string };

export type PaymentOutcomeNotification = { type: 'payment' } & PaymentNotification;

export type RefundNotification = {
  type: 'refund';
  tradeNo: string;
  refundNo: string;
  amountCents: number;
  outcome: 'success' | 'failure';
  providerRefundNo: string;
  reason?: string;
};

export type ProviderNotification = PaymentOutcomeNotification | RefundNotification;

/** A notification as it arrived: the exact body (signatures cover its bytes) and the headers, names in lower case. */
export type RawNotification = { body: string; headers: Record<string, string>; contentType: string };

/** What the provider expects back: taken (no more retries) or not (it retries later). */
export type NotificationAck = { status: number; contentType: string; body: string };

export interface PaymentProvider {
  readonly name: string;
  /** Where the payer goes to pay. */
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** What the provider says about a trade: null when it knows none, or has no final outcome yet. */
  queryPayment(tradeNo: string): Promise<PaymentNotification | null>;
  /** Asks for a (partial) refund; the outcome arrives as a refund notification. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The notification when its signature (and for real providers its decryption and freshness) checks out; null for anything else. */
  verifyNotification(raw: RawNotification): Promise<ProviderNotification | null>;
  /** The answer that tells the provider the notification was (or was not) taken. */
  acknowledge(taken: boolean, message?: string): NotificationAck;
}

const unavailable = (why = '在线支付暂未开通，请使用银行转账充值') => new AppError(ErrorCode.PAYMENT_UNAVAILABLE, why);

/** Whether the configured real provider has everything it needs (the same check refuses a production start). */
function requireComplete(settings: Config): void {
  const problems = paymentSettingProblems({ ...settings, payoutProvider: 'none' }, settings.publicBaseUrl);
  if (problems.length > 0) throw unavailable(`在线支付配置不完整，暂不可用（${problems.join('；')}）`);
}

/** Where the real providers post notifications: <PUBLIC_BASE_URL>/api/payment/notify/<name>. */
export function notifyUrl(settings: Config, provider: 'alipay' | 'wechat'): string {
  return `${settings.publicBaseUrl!.replace(/\/$/, '')}/api/payment/notify/${provider}`;
}

// Built once per settings object (config() is read once): a provider parses its keys when built.
const built = new WeakMap<object, PaymentProvider>();
function once(settings: object, build: () => PaymentProvider): PaymentProvider {
  if (!built.has(settings)) built.set(settings, build());
  return built.get(settings)!;
}

/**
 * The configured provider. The development provider serves only where the
 * development SMS outbox may (isLocalDemo): a production server without the
 * explicit allowance refuses it here, on every use, as well as at start. A
 * real provider missing a key is refused the same way.
 */
export function paymentProvider(settings: Config = config()): PaymentProvider {
  switch (settings.paymentProvider) {
    case 'dev':
      if (devProvidersEnabled(settings)) return once(settings, () => devPaymentProvider(settings.devPayMode, settings.publicBaseUrl));
      break;
    case 'alipay':
      requireComplete(settings);
      return once(settings.alipay, () => alipayPaymentProvider(settings.alipay, notifyUrl(settings, 'alipay')));
    case 'wechat':
      requireComplete(settings);
      return once(settings.wechatPay, () => wechatPaymentProvider(settings.wechatPay, notifyUrl(settings, 'wechat')));
  }
  throw unavailable();
}

/** Which app the payer scans a provider's QR code with. */
const SCAN_APPS: Record<string, string> = { wechat: '微信', alipay: '支付宝', dev: '手机浏览器（开发环境模拟）' };

/** What a payment answer carries for a QR code: its content as the provider gave it, and the app to scan it with; null when the provider sends the payer to a page. */
export function paymentQrOf(providerName: string, start: PaymentStart): { content: string; provider: string; appLabel: string } | null {
  if (!start.qrCodeUrl) return null;
  return { content: start.qrCodeUrl, provider: providerName, appLabel: SCAN_APPS[providerName] ?? '手机' };
}

/** The provider a payment row names, under the same rule. */
export function providerNamed(name: string): PaymentProvider {
  const provider = paymentProvider();
  if (provider.name !== name) throw unavailable();
  return provider;
}
