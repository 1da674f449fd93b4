import type { Db } from '@/lib/server/core/db';
import * as repo from './repo';

/** Offline recharges waiting for the operator: shown beside the balance, not yet in it. */
export function pendingRechargeCents(db: Db, memberId: number): Promise<number> {
  return repo.pendingSum(db, memberId);
}
