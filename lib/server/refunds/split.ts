import type { RefundMethod } from '@/lib/server/core/db/schema';

/*
 * How a refund's amount is spread over the order's payment parts, and how
 * much of the platform's commission goes back with each share
 * (docs/decisions/0133-refunds-to-the-original-method.md). Pure arithmetic on
 * integer cents, so the workflow and its tests read the same rules.
 */

export type RefundablePart = { id: number; method: RefundMethod; amountCents: number; refundedCents: number };

export type RefundShare = { paymentId: number; method: RefundMethod; amountCents: number };

/**
 * Money goes back the way it came, the outside payments first: online (the
 * provider returns it at once to where it came from), then bank transfer,
 * then the deposit; within one method the earliest part first. A voucher is
 * never cash and is no part here.
 */
const METHOD_ORDER: Record<RefundMethod, number> = { online: 0, transfer: 1, deposit: 2 };

export function refundableCents(parts: RefundablePart[]): number {
  return parts.reduce((sum, p) => sum + Math.max(0, p.amountCents - p.refundedCents), 0);
}

/** The shares of `amountCents`, one per part drawn on; the caller has checked it is within `refundableCents`. */
export function splitRefund(parts: RefundablePart[], amountCents: number): RefundShare[] {
  const ordered = [...parts].sort((a, b) => METHOD_ORDER[a.method] - METHOD_ORDER[b.method] || a.id - b.id);
  const shares: RefundShare[] = [];
  let left = amountCents;
  for (const part of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, part.amountCents - part.refundedCents);
    if (take <= 0) continue;
    shares.push({ paymentId: part.id, method: part.method, amountCents: take });
    left -= take;
  }
  if (left > 0) throw new Error(`refund of ${amountCents} exceeds what the parts can return`);
  return shares;
}

/**
 * The commission given back with each share. Cumulative, so rounding never
 * drifts: after refunding a fraction x of the cash paid, ceil(x · commission)
 * has been returned in all (rounded up, in the seller's favour, which keeps
 * the seller's part within their held proceeds), capped at the commission
 * taken; once all the cash is back, all of it.
 */
export function commissionShares(
  commission: { takenCents: number; returnedCents: number },
  cash: { paidCents: number; refundedCents: number },
  amounts: number[],
): number[] {
  let refunded = cash.refundedCents;
  let returned = commission.returnedCents;
  return amounts.map((amount) => {
    refunded += amount;
    const due =
      cash.paidCents <= 0 || refunded >= cash.paidCents
        ? commission.takenCents
        : Math.min(commission.takenCents, Math.ceil((commission.takenCents * refunded) / cash.paidCents));
    const share = Math.max(0, due - returned);
    returned += share;
    return share;
  });
}
