import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentNotification, PaymentProvider, PaymentRequest } from './provider';

/*
 * The development payment provider: no money moves anywhere. Its checkout is
 * our own page /payment, clearly labelled "开发环境模拟支付", where the payer
 * picks the outcome. The page plays the gateway: the notification it posts
 * is signed with HMAC-SHA256 like a real gateway's, under a key derived from
 * the server's sign secret, and the notify call verifies it the same way it
 * would verify a real one.
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

export type SignedNotification = z.infer<typeof NotificationPayload>;

// Server-only and made per process: the request-sign secret is handed to every browser, so it cannot key
// notifications. The checkout page gets its notifications signed by this process and posts them back to it.
// On globalThis, since route bundles may each carry their own copy of this module.
const processWide = globalThis as typeof globalThis & { chemmartDevPaymentKey?: Buffer };

function key(): Buffer {
  processWide.chemmartDevPaymentKey ??= randomBytes(32);
  return processWide.chemmartDevPaymentKey;
}

function signatureOf(n: PaymentNotification): string {
  return createHmac('sha256', key()).update(`${n.tradeNo}|${n.amountCents}|${n.outcome}|${n.providerTradeNo}`).digest('hex');
}

/** What the simulated gateway would post for this outcome. */
export function simulatedNotification(request: Pick<PaymentRequest, 'tradeNo' | 'amountCents'>, outcome: PaymentNotification['outcome']): SignedNotification {
  const notification = { tradeNo: request.tradeNo, amountCents: request.amountCents, outcome, providerTradeNo: `DEV${randomBytes(8).toString('hex').toUpperCase()}` };
  return { provider: DEV_PROVIDER_NAME, ...notification, signature: signatureOf(notification) };
}

export const devPaymentProvider: PaymentProvider = {
  name: DEV_PROVIDER_NAME,
  createPayment: (request) => ({ redirectUrl: `/payment?tradeNo=${encodeURIComponent(request.tradeNo)}` }),
  verifyCallback(payload) {
    const parsed = NotificationPayload.safeParse(payload);
    if (!parsed.success) return null;
    const { signature, provider: _provider, ...notification } = parsed.data;
    const expected = Buffer.from(signatureOf(notification), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? notification : null;
  },
};
