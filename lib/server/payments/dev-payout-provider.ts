import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { devProviderKey } from './dev-key';
import type { PayoutNotification, PayoutProvider } from './payout-provider';

/*
 * DEVELOPMENT PAYOUT PROVIDER — moves no money. It accepts every transfer and
 * never notifies by itself: a test (or a development page) makes the signed
 * outcome with `simulatedPayoutNotification` and posts it, as JSON, to the
 * payouts area's notify call. Signed with HMAC-SHA256 under a server-only
 * key (lib/server/payments/dev-key.ts), like the development payment provider's notifications.
 * Refused in production (PAYOUT_PROVIDER=dev refuses the start, and use
 * outside the local demo answers 7592).
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

export type SignedPayoutNotification = z.infer<typeof Payload>;

function signatureOf(n: PayoutNotification): string {
  return createHmac('sha256', devProviderKey('payout'))
    .update(`payout|${n.payoutNo}|${n.amountCents}|${n.outcome}|${n.providerTransferNo}|${n.reason ?? ''}`)
    .digest('hex');
}

/** The signed JSON body the simulated bank would post for this payout's outcome. */
export function simulatedPayoutNotification(
  payoutNo: string,
  amountCents: number,
  outcome: PayoutNotification['outcome'],
  reason?: string,
  providerTransferNo = `DEVT${randomBytes(8).toString('hex').toUpperCase()}`,
): SignedPayoutNotification {
  const notification = { payoutNo, amountCents, outcome, providerTransferNo, ...(reason === undefined ? {} : { reason }) };
  return { provider: DEV_PAYOUT_PROVIDER_NAME, type: 'payout', ...notification, signature: signatureOf(notification) };
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
