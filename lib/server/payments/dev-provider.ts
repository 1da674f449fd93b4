import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { devProviderKey } from './dev-key';
import { formatSettlementFile, type ProviderTransaction, type SettlementFileLine } from '@/lib/shared/settlement-file';
import type { PaymentNotification, PaymentProvider, PaymentRequest, ProviderNotification, RefundNotification, RefundRequest } from './provider';

/*
 * The development payment provider: no money moves anywhere. Its checkout is
 * our own page /payment, clearly labelled "开发环境模拟支付", where the payer
 * picks the outcome. The page plays the gateway: the notification it posts
 * is signed with HMAC-SHA256 like a real gateway's, under a key derived from
 * the server's sign secret, and the notify call verifies it the same way it
 * would verify a real one. Refunds are always accepted; their outcome is a
 * signed refund notification made by `simulatedRefundNotification`, which a
 * test (or a development page) posts to the same notify call.
 *
 * DEV_PAY_MODE=qr plays a gateway that answers with a QR code (WeChat Pay
 * Native, Alipay precreate): `createPayment` gives the checkout page's
 * absolute address as the code's content, which is what a phone opens after
 * scanning it, so the cashier's QR state can be tried locally and tested in
 * a browser. The mode is a setting read at start, never chosen per request.
 */

export const DEV_PROVIDER_NAME = 'dev';

const NotificationPayload = z.object({
  provider: z.literal(DEV_PROVIDER_NAME),
  tradeNo: z.string().max(20),
  amountCents: z.number().int().positive(),
  outcome: z.enum(['success', 'failure']),
  providerTradeNo: z.string().max(40),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

const NUMBER = /^[A-Za-z0-9_-]{1,40}$/;

const RefundPayload = z.object({
  provider: z.literal(DEV_PROVIDER_NAME),
  type: z.literal('refund'),
  tradeNo: z.string().regex(NUMBER),
  refundNo: z.string().regex(NUMBER),
  amountCents: z.number().int().positive(),
  outcome: z.enum(['success', 'failure']),
  providerRefundNo: z.string().regex(NUMBER),
  reason: z.string().max(200).optional(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export type SignedNotification = z.infer<typeof NotificationPayload>;
export type SignedRefundNotification = z.infer<typeof RefundPayload>;

// Server-only (lib/server/payments/dev-key.ts): the checkout page gets its notifications signed by the server and posts them back.
const key = () => devProviderKey('payment');

function signatureOf(n: PaymentNotification): string {
  return createHmac('sha256', key()).update(`${n.tradeNo}|${n.amountCents}|${n.outcome}|${n.providerTradeNo}`).digest('hex');
}

// Refunds sign under a key of their own, so no payment signature can ever pass for a refund's or the other way round.
function refundSignatureOf(n: Omit<RefundNotification, 'type'>): string {
  const refundKey = createHmac('sha256', key()).update('refund-notifications').digest();
  return createHmac('sha256', refundKey)
    .update(`${n.tradeNo}|${n.refundNo}|${n.amountCents}|${n.outcome}|${n.providerRefundNo}|${n.reason ?? ''}`)
    .digest('hex');
}

const sameHex = (given: string, expected: string) => {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

/** What the simulated gateway would post for this outcome. */
export function simulatedNotification(request: Pick<PaymentRequest, 'tradeNo' | 'amountCents'>, outcome: PaymentNotification['outcome']): SignedNotification {
  const notification = {
    tradeNo: request.tradeNo,
    amountCents: request.amountCents,
    outcome,
    providerTradeNo: `DEV${randomBytes(8).toString('hex').toUpperCase()}`,
  };
  return { provider: DEV_PROVIDER_NAME, ...notification, signature: signatureOf(notification) };
}

/**
 * What the simulated gateway would post when a refund the development
 * provider accepted succeeded or failed (post it, as JSON, to
 * POST /api/payment/notify). `providerRefundNo` defaults to a fresh one.
 */
export function simulatedRefundNotification(
  refund: Pick<RefundRequest, 'tradeNo' | 'refundNo' | 'amountCents'> & { providerRefundNo?: string },
  outcome: RefundNotification['outcome'],
  reason?: string,
): SignedRefundNotification {
  const notification = {
    tradeNo: refund.tradeNo,
    refundNo: refund.refundNo,
    amountCents: refund.amountCents,
    outcome,
    providerRefundNo: refund.providerRefundNo ?? `DEVR${randomBytes(8).toString('hex').toUpperCase()}`,
    ...(reason === undefined ? {} : { reason }),
  };
  return { provider: DEV_PROVIDER_NAME, type: 'refund', ...notification, signature: refundSignatureOf(notification) };
}

/** A development notification already parsed from JSON: the payment or refund outcome it proves, or null. */
export function verifyDevNotification(payload: unknown): ProviderNotification | null {
  const refund = RefundPayload.safeParse(payload);
  if (refund.success) {
    const { signature, provider: _provider, ...notification } = refund.data;
    return sameHex(signature, refundSignatureOf(notification)) ? notification : null;
  }
  const parsed = NotificationPayload.safeParse(payload);
  if (!parsed.success) return null;
  const { signature, provider: _provider, ...notification } = parsed.data;
  return sameHex(signature, signatureOf(notification)) ? { type: 'payment', ...notification } : null;
}

/** The checkout page of a trade, relative (`page` mode) or, for the phone that scans the code, absolute (`qr` mode). */
function checkoutPath(tradeNo: string): string {
  return `/payment?tradeNo=${encodeURIComponent(tradeNo)}`;
}

/**
 * The development provider in one of its modes. `publicBaseUrl` (PUBLIC_BASE_URL) makes the QR code's
 * address when set; otherwise the address the payer's browser reached us at (`request.payerOrigin`).
 */
export function devPaymentProvider(mode: 'page' | 'qr' = 'page', publicBaseUrl: string | null = null): PaymentProvider {
  return {
    ...devProviderCommon,
    async createPayment(request) {
      if (mode === 'page') return { redirectUrl: checkoutPath(request.tradeNo) };
      const base = (publicBaseUrl ?? request.payerOrigin ?? '').replace(/\/$/, '');
      if (!/^https?:\/\//.test(base)) throw new Error("DEV_PAY_MODE=qr needs PUBLIC_BASE_URL or the payer's origin to make an absolute address");
      return { qrCodeUrl: `${base}${checkoutPath(request.tradeNo)}` };
    },
  };
}

const devProviderCommon: Omit<PaymentProvider, 'createPayment'> = {
  name: DEV_PROVIDER_NAME,
  // The simulated gateway keeps no record of its own: what happened to a trade is only in our rows.
  queryPayment: async () => null,
  refund: async () => ({ accepted: true, providerRefundNo: `DEVR${randomBytes(8).toString('hex').toUpperCase()}`, message: '开发环境模拟退款：已受理' }),
  async verifyNotification(raw) {
    try {
      return verifyDevNotification(JSON.parse(raw.body));
    } catch {
      return null;
    }
  },
  acknowledge: (taken, message) => ({
    status: taken ? 200 : 400,
    contentType: 'application/json',
    body: JSON.stringify(taken ? { code: 'SUCCESS' } : { code: 'FAIL', message: message ?? '' }),
  }),
};

/** The development provider's fee on a payment: 0.6 %, rounded to the cent (refunds and payouts cost nothing here). */
export const DEV_PAYMENT_FEE_BP = 60;

/**
 * 开发环境模拟: the settlement file (结算对账单) the development provider
 * hands over for one China day, in the documented shape
 * (lib/shared/settlement-file.ts). It keeps no record of its own, so what it
 * processed is what our areas recorded through it: the caller passes those
 * transactions with an outcome (success or failure) recorded on that day.
 */
export function devSettlementFile(day: string, processed: ProviderTransaction[]): { fileName: string; content: string } {
  const lines: SettlementFileLine[] = processed
    .filter((t): t is ProviderTransaction & { state: 'success' | 'failed'; at: string } => t.state !== 'pending' && t.at !== null)
    .map((t) => ({
      providerNo: t.providerNo ?? `DEV${t.ourNo}`,
      ourNo: t.ourNo,
      kind: t.kind,
      amountCents: t.amountCents,
      feeCents: t.kind === 'payment' && t.state === 'success' ? Math.round((t.amountCents * DEV_PAYMENT_FEE_BP) / 10_000) : 0,
      status: t.state,
      at: t.at,
    }));
  return {
    fileName: `dev-settlement-${day}.csv`,
    content: formatSettlementFile({ title: 'ChemMart 开发环境模拟支付渠道 结算对账单（不是真实账单）', day }, lines),
  };
}
