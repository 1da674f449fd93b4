import type { Db } from '@/lib/server/core/db';
import { countRows } from '@/lib/server/core/db/count';
import { rechargeIdOf, rechargeNumber } from '@/lib/shared/money';
import { rowsForNumbers, type ProviderTransaction, type ProviderTransactionQuery } from '@/lib/shared/settlement-file';
import * as repo from './repo';
import { RECHARGE_STATUS_LABELS } from './transitions';

/** Offline recharges waiting for the operator: shown beside the balance, not yet in it. */
export function pendingRechargeCents(db: Db, memberId: number): Promise<number> {
  return repo.pendingSum(db, memberId);
}

/** Offline recharges waiting for an operator to check the transfer proof (the console dashboard). */
export function offlineRechargesAwaitingReview(db: Db): Promise<number> {
  return countRows(db.selectFrom('recharges').where('status', '=', 'pending').where('method', '=', 'offline'));
}

/** A recharge still counting on one of these bank slips (waiting or paid): one transfer backs one payment. */
export function liveRechargeWithProof(db: Db, proofUploadIds: number[]) {
  return repo.liveRechargeWithProof(db, proofUploadIds);
}

/** Online recharges (R…) as the provider saw them, for reconciliation (lib/server/reconciliation). */
export async function onlineRechargeTransactions(db: Db, query: ProviderTransactionQuery): Promise<ProviderTransaction[]> {
  const ids = query.numbers.map(rechargeIdOf).filter((id): id is number => id !== null);
  const rows = await rowsForNumbers(ids, (part) => repo.onlineRechargesForProvider(db, query.provider, query, part));
  return rows.map((r) => {
    const state = r.status === 'paid' ? 'success' : r.status === 'failed' || r.status === 'rejected' ? 'failed' : 'pending';
    return {
      kind: 'payment',
      ourNo: rechargeNumber(r.id),
      amountCents: Number(r.amountCents),
      state,
      statusLabel: r.status === 'pending' ? '待支付' : RECHARGE_STATUS_LABELS[r.status],
      at: state === 'pending' ? null : (r.settledAt ?? r.updatedAt),
      providerNo: r.providerTradeNo,
    };
  });
}
