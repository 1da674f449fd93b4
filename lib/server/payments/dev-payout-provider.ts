import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PayoutNotification, PayoutProvider } from './payout-provider';

/*
 * 开发环境模拟 — THE DEVELOPMENT PAYOUT PROVIDER: moves no money. It accepts
 * every transfer and never notifies by itself: the operator's batch page
 * ("模拟到账 / 模拟失败", shown only while this provider serves) or a test
 * makes the signed outcome with `simulatedPayoutNotification` and posts it
 * to `POST /api/payout/notify`, which verifies it exactly as it would a real
 * provider's. Signed with HMAC-SHA256 under a per-process, server-only key
 * (the request-sign secret is handed to every browser, so it cannot sign
 * these). Refused in production (PAYOUT_PROVIDER=dev refuses the start; the
 * default serves only in the local demo).
 */

export const DEV_PAYOUT_PROVIDER_NAME = 'dev';

const Payload = z.object({
  provider: z.literal(DEV_PAYOUT_PROVIDER_NAME),
  type: z.literal('payout'),
  payoutNo: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  amountCents: z.number().int().positive(),
  outcome: z.enum(['success', 'failure']),
  providerTransferNo: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  reason: z.string().max(200).optional(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

// On globalThis, since route bundles may each carry their own copy of this module.
const processWide = globalThis as typeof globalThis & { chemmartDevPayoutKey?: Buffer };

function signatureOf(n: PayoutNotification): string {
  processWide.chemmartDevPayoutKey ??= randomBytes(32);
  return createHmac('sha256', processWide.chemmartDevPayoutKey)
    .update(`payout|${n.payoutNo}|${n.amountCents}|${n.outcome}|${n.providerTransferNo}|${n.reason ?? ''}`)
    .digest('hex');
}

/** The signed JSON body the simulated bank would post for this payout's outcome (开发环境模拟). */
export function simulatedPayoutNotification(
  payoutNo: string,
  amountCents: number,
  outcome: PayoutNotification['outcome'],
  reason?: string,
  providerTransferNo = `DEVT${randomBytes(8).toString('hex').toUpperCase()}`,
): string {
  const notification: PayoutNotification = {
    payoutNo,
    amountCents,
    outcome,
    providerTransferNo,
    ...(reason === undefined ? {} : { reason }),
  };
  return JSON.stringify({ provider: DEV_PAYOUT_PROVIDER_NAME, type: 'payout', ...notification, signature: signatureOf(notification) });
}

export const devPayoutProvider: PayoutProvider = {
  name: DEV_PAYOUT_PROVIDER_NAME,
  sendTransfer: async (request) => ({
    accepted: true,
    providerTransferNo: `DEVT${randomBytes(8).toString('hex').toUpperCase()}`,
    message: `开发环境模拟打款：已受理 ${request.payoutNo}（不会真实转账）`,
  }),
  async verifyNotification(raw) {
    let parsed;
    try {
      parsed = Payload.safeParse(JSON.parse(raw.body));
    } catch {
      return null;
    }
    if (!parsed.success) return null;
    const { signature, provider: _provider, type: _type, ...notification } = parsed.data;
    const expected = Buffer.from(signatureOf(notification), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? notification : null;
  },
};
