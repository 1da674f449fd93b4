import type { Db } from '@/lib/server/core/db';
import { countRows } from '@/lib/server/core/db/count';
import * as repo from './repo';

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
