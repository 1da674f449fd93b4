import type { Db } from '@/lib/server/core/db';
import { rowsForNumbers, type ProviderTransaction, type ProviderTransactionQuery } from '@/lib/shared/settlement-file';
import * as repo from './repo';
import { PAYOUT_STATUS_LABELS } from './transitions';

/** Payouts (PO…) as the payout provider saw them, for reconciliation (lib/server/reconciliation). */
export async function payoutTransactions(db: Db, query: ProviderTransactionQuery): Promise<ProviderTransaction[]> {
  const numbers = query.numbers.filter((n) => n.startsWith('PO'));
  const rows = await rowsForNumbers(numbers, (part) => repo.payoutsForProvider(db, query.provider, query, part));
  return rows.map((r) => {
    const state = r.status === 'paid' ? 'success' : r.status === 'failed' ? 'failed' : 'pending';
    return {
      kind: 'payout',
      ourNo: r.payoutNo,
      amountCents: Number(r.amountCents),
      state,
      statusLabel: PAYOUT_STATUS_LABELS[r.status],
      at: state === 'success' ? r.paidAt : state === 'failed' ? r.updatedAt : null,
      providerNo: r.providerTransferNo,
    };
  });
}
