import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { RefundStatus, RefundTable } from '@/lib/server/core/db/schema';

/* `refunds`: one payment part's share of a seller's refund. Only this area names the table. */

export type RefundRow = Selectable<RefundTable>;

/** A refund's number, as the provider and the buyer see it: row id 42 → "RF000042". */
export function refundNumber(id: number): string {
  return `RF${String(id).padStart(6, '0')}`;
}

/** Inserts the row and gives it its number (derived from the id, like order payments' OP numbers). */
export async function insertRefund(trx: Db, row: Omit<Insertable<RefundTable>, 'refundNo'>): Promise<RefundRow> {
  const inserted = await trx
    .insertInto('refunds')
    .values({ ...row, refundNo: `new-${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .updateTable('refunds')
    .set({ refundNo: refundNumber(inserted.id) })
    .where('id', '=', inserted.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function refundsOfOrder(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.selectFrom('refunds').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

export function refundsOfRequest(db: Db, orderId: number, requestKey: string): Promise<RefundRow[]> {
  return db.selectFrom('refunds').selectAll().where('orderId', '=', orderId).where('requestKey', '=', requestKey).orderBy('id').execute();
}

export function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRefundByNo(db: Db, refundNo: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('refundNo', '=', refundNo).executeTakeFirst();
}

/** Moves a refund out of `from`; false when something else moved it first. */
export async function moveRefund(trx: Db, id: number, from: RefundStatus, changes: Updateable<RefundTable>): Promise<boolean> {
  const result = await trx.updateTable('refunds').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Online refunds still not handed to the provider (the request's own attempt failed or the process stopped), oldest first. */
export function unsentRefunds(db: Db, updatedBefore: string, limit: number): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('status', '=', 'requested')
    .where('method', '=', 'online')
    .where('updatedAt', '<', updatedBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Online refunds through `provider`: these numbers, or finished within [from, to) (reconciliation). */
export function onlineRefundsForProvider(db: Db, provider: string, range: { from: string; to: string }, refundNos: string[]): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('method', '=', 'online')
    .where('provider', '=', provider)
    .where((eb) => {
      const finished = eb.and([eb('status', 'in', ['succeeded', 'failed']), eb('finishedAt', '>=', range.from), eb('finishedAt', '<', range.to)]);
      return refundNos.length === 0 ? finished : eb.or([finished, eb('refundNo', 'in', refundNos)]);
    })
    .execute();
}
