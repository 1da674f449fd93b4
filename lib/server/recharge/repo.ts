import type { Insertable, Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { RechargeStatus, RechargeTable } from '@/lib/server/core/db/schema';

/* The recharge area's queries; `recharges` is named nowhere else. */

export function insertRecharge(db: Db, row: Insertable<RechargeTable>) {
  return db.insertInto('recharges').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findByKey(db: Db, memberId: number, idempotencyKey: string) {
  return db.selectFrom('recharges').selectAll().where('memberId', '=', memberId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

export function findOwn(db: Db, memberId: number, id: number) {
  return db.selectFrom('recharges').selectAll().where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('recharges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a recharge out of `from`; undefined when another request moved it first. */
export function transition(db: Db, id: number, from: RechargeStatus, changes: Updateable<RechargeTable>) {
  return db.updateTable('recharges').set(changes).where('id', '=', id).where('status', '=', from).returningAll().executeTakeFirst();
}

function filtered(db: Db, filter: { memberId?: number; status?: RechargeStatus }) {
  let query = db.selectFrom('recharges');
  if (filter.memberId !== undefined) query = query.where('memberId', '=', filter.memberId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

export function listRecharges(db: Db, filter: { memberId?: number; status?: RechargeStatus }, offset: number, limit: number) {
  return pageWithTotal(filtered(db, filter), (q) => q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute());
}

export async function pendingSum(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('recharges')
    .select((eb) => eb.fn.sum<number>('amountCents').as('sum'))
    .where('memberId', '=', memberId)
    // A recharge for an organisation goes to its deposit, not the member's.
    .where('organisationId', 'is', null)
    .where('status', '=', 'pending')
    .where('method', '=', 'offline')
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

/** A recharge still counting on one of these proofs (waiting or credited); a rejected or failed one frees its proof. */
export function liveRechargeWithProof(db: Db, proofUploadIds: number[]) {
  if (proofUploadIds.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('recharges')
    .select(['id', 'status'])
    .where('proofUploadId', 'in', proofUploadIds)
    .where('status', 'in', ['pending', 'paid'])
    .executeTakeFirst();
}

/** Online recharges through `provider`: these ids, or paid / failed within [from, to) (reconciliation). */
export function onlineRechargesForProvider(db: Db, provider: string, range: { from: string; to: string }, ids: number[]) {
  return db
    .selectFrom('recharges')
    .selectAll()
    .where('method', '=', 'online')
    .where('provider', '=', provider)
    .where((eb) => {
      const at = eb.fn.coalesce('settledAt', 'updatedAt');
      const finished = eb.and([eb('status', 'in', ['paid', 'failed']), eb(at, '>=', range.from), eb(at, '<', range.to)]);
      return ids.length === 0 ? finished : eb.or([finished, eb('id', 'in', ids)]);
    })
    .execute();
}
