/*
 * The payout rules that pages and docs quote (docs/decisions/0132-payouts-and-withdrawals.md).
 */

/** The smallest payout or withdrawal: ¥100.00. Bank transfer fees make smaller ones a loss; the whole balance below it stays withdrawable later. */
export const MIN_PAYOUT_CENTS = 10_000;

/** A batch whose total is above ¥50,000.00 needs two different operators' approvals; at or below, one. */
export const TWO_APPROVALS_ABOVE_CENTS = 5_000_000;

export function approvalsNeeded(totalCents: number): number {
  return totalCents > TWO_APPROVALS_ABOVE_CENTS ? 2 : 1;
}

/** Most payouts one batch holds: the bank-transfer file of a corporate bank's batch upload takes a few hundred rows at most. */
export const MAX_BATCH_PAYOUTS = 200;

/** The `provider` of payouts paid by hand in the bank's portal from the batch's bank-transfer file: no provider's notification may settle them. */
export const HAND_PAID = 'manual';
