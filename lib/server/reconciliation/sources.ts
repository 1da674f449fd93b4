import type { Db } from '@/lib/server/core/db';
import { onlinePaymentTransactions } from '@/lib/server/orders/payment-records';
import { payoutTransactions } from '@/lib/server/payouts/queries';
import { onlineRechargeTransactions } from '@/lib/server/recharge/queries';
import { onlineRefundTransactions } from '@/lib/server/refunds/records';
import { chinaDayStart } from '@/lib/shared/china-day';
import type { ProviderTransaction } from '@/lib/shared/settlement-file';

/*
 * Our side of a settlement file: what each money area recorded through one
 * provider, read through the areas' own helpers (no table of theirs is named
 * here). Online order payments (OP…) and online recharges (R…) are the
 * provider's payments; online refunds (RF…) its refunds; payouts (PO…) its
 * transfers out.
 */

export function dayRange(day: string): { start: string; end: string } {
  return { start: chinaDayStart(day), end: chinaDayStart(day, 1) };
}

/** Our records through `provider` that `numbers` name, plus every one whose outcome we recorded on `day`. */
export async function ourTransactions(db: Db, provider: string, day: string, numbers: string[]): Promise<ProviderTransaction[]> {
  const { start, end } = dayRange(day);
  const query = { provider, from: start, to: end, numbers };
  // One after another: inside the run's transaction they share one connection.
  const payments = await onlinePaymentTransactions(db, query);
  const recharges = await onlineRechargeTransactions(db, query);
  const refunds = await onlineRefundTransactions(db, query);
  const payouts = await payoutTransactions(db, query);
  return [...payments, ...recharges, ...refunds, ...payouts];
}
