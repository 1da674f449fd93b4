import type { OrderRow } from './repo';

/* Where an order on payment terms stands (decision 0160), read from its row alone. */

const SHIPPED = new Set<OrderRow['status']>(['dispatched', 'received', 'completed']);
const RELEASED_UNSHIPPED = new Set<OrderRow['status']>(['submitted', 'negotiating', 'paid']);

/** Dispatched on terms and not yet paid in full: the cashier takes its payment after dispatch. */
export function owesOnTerms(row: OrderRow): boolean {
  return !!row.creditLineId && !!row.dueOn && Number(row.paidCents) < Number(row.payableCents) && SHIPPED.has(row.status);
}

/**
 * When the buyer may ask for the VAT invoice: after receipt as a rule; on
 * terms (先票后款, 月结) as soon as the seller has the order, since the
 * invoice comes before the money.
 */
export function invoiceRequestOpen(row: OrderRow): boolean {
  // (`paid` here: an order on terms paid before dispatch keeps the right it had while submitted.)
  if (row.status === 'received' || row.status === 'completed') return true;
  return !!row.creditLineId && (RELEASED_UNSHIPPED.has(row.status) || row.status === 'dispatched');
}

/** An issued VAT invoice fixes the amount: the order may no longer be cancelled or renegotiated (a red-letter reversal is the sellers' and buyers' own business). */
export function invoiceFixesAmount(row: OrderRow): boolean {
  return row.invoiceStatus === 'issued';
}
