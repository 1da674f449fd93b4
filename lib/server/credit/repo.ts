import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { CreditLedgerTable, CreditLineTable } from '@/lib/server/core/db/schema';

/* The credit area's queries: `credit_lines`, `credit_ledger` and `credit_reminders` are named nowhere else. */

export type CreditLineRow = Awaited<ReturnType<typeof lineById>> & {};

export function lineById(db: Db, id: number) {
  return db.selectFrom('creditLines').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lineOf(db: Db, sellerId: number, organisationId: number) {
  return db.selectFrom('creditLines').selectAll().where('sellerId', '=', sellerId).where('organisationId', '=', organisationId).executeTakeFirst();
}

export function linesOfSeller(db: Db, sellerId: number) {
  return db.selectFrom('creditLines').selectAll().where('sellerId', '=', sellerId).orderBy('id', 'desc').execute();
}

export function linesOfOrganisation(db: Db, organisationId: number) {
  return db.selectFrom('creditLines').selectAll().where('organisationId', '=', organisationId).orderBy('id', 'desc').execute();
}

export async function insertLine(db: Db, row: Insertable<CreditLineTable>): Promise<number> {
  return (await db.insertInto('creditLines').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateLine(db: Db, id: number, changes: Updateable<CreditLineTable>) {
  return db.updateTable('creditLines').set(changes).where('id', '=', id).execute();
}

/**
 * Moves held and owed when neither ends below zero and, for a new hold, the
 * line is active and held plus owed stay within the limit; answers the new
 * amounts, or undefined when refused (nothing changed). One statement, so
 * parallel orders cannot both pass a check only one may.
 */
export function moveAmounts(db: Db, id: number, delta: { held: number; owed: number }, at: string) {
  let query = db
    .updateTable('creditLines')
    .set({ heldCents: sql<number>`held_cents + ${delta.held}`, owedCents: sql<number>`owed_cents + ${delta.owed}`, updatedAt: at })
    .where('id', '=', id)
    .where(sql<boolean>`held_cents + ${delta.held} >= 0`)
    .where(sql<boolean>`owed_cents + ${delta.owed} >= 0`);
  if (delta.held + delta.owed > 0)
    query = query.where('status', '=', 'active').where(sql<boolean>`held_cents + owed_cents + ${delta.held + delta.owed} <= limit_cents`);
  return query.returning(['heldCents', 'owedCents', 'limitCents']).executeTakeFirst();
}

export function entryByKey(db: Db, lineId: number, key: string) {
  return db.selectFrom('creditLedger').selectAll().where('creditLineId', '=', lineId).where('idempotencyKey', '=', key).executeTakeFirst();
}

export function insertEntry(db: Db, row: Insertable<CreditLedgerTable>) {
  return db.insertInto('creditLedger').values(row).returningAll().executeTakeFirstOrThrow();
}

/** What one order holds and owes on its line, from the ledger (the truth), and how many rows it has. */
export async function orderSums(db: Db, lineId: number, orderId: number): Promise<{ heldCents: number; owedCents: number; rows: number }> {
  const row = await db
    .selectFrom('creditLedger')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('heldDeltaCents'), sql<number>`0`).as('held'),
      eb.fn.coalesce(eb.fn.sum<number>('owedDeltaCents'), sql<number>`0`).as('owed'),
      eb.fn.countAll<number>().as('rows'),
    ])
    .where('creditLineId', '=', lineId)
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return { heldCents: Number(row.held), owedCents: Number(row.owed), rows: Number(row.rows) };
}

export type OwedOrder = {
  orderId: number;
  orderNo: string;
  buyerId: number;
  creditLineId: number;
  sellerId: number;
  organisationId: number;
  owedCents: number;
  dueOn: string;
  owedSince: string;
};

/**
 * Orders still owing on terms, from the ledger: each order's owed sum with
 * the due day and time of its debt. Filtered by seller, organisation or
 * line; oldest due first.
 */
export async function owedOrders(db: Db, where: { sellerId?: number; organisationId?: number; lineIds?: number[]; dueBefore?: string }): Promise<OwedOrder[]> {
  let query = db
    .selectFrom('creditLedger')
    .select((eb) => [
      'orderId',
      'creditLineId',
      'sellerId',
      'organisationId',
      eb.fn.max('orderNo').as('orderNo'),
      eb.fn.max('buyerId').as('buyerId'),
      eb.fn.sum<number>('owedDeltaCents').as('owed'),
      eb.fn.max('dueOn').as('dueOn'),
      eb.fn.min(sql<string>`case when kind = 'owe' then created_at end`).as('owedSince'),
    ])
    .where('kind', 'in', ['owe', 'settle']);
  if (where.sellerId !== undefined) query = query.where('sellerId', '=', where.sellerId);
  if (where.organisationId !== undefined) query = query.where('organisationId', '=', where.organisationId);
  if (where.lineIds !== undefined) query = query.where('creditLineId', 'in', where.lineIds);
  const rows = await query
    .groupBy(['orderId', 'creditLineId', 'sellerId', 'organisationId'])
    .having((eb) => eb.fn.sum('owedDeltaCents'), '>', 0)
    .execute();
  return rows
    .map((r) => ({
      orderId: r.orderId,
      orderNo: String(r.orderNo),
      buyerId: Number(r.buyerId),
      creditLineId: r.creditLineId,
      sellerId: r.sellerId,
      organisationId: r.organisationId,
      owedCents: Number(r.owed),
      dueOn: String(r.dueOn),
      owedSince: String(r.owedSince),
    }))
    .filter((r) => where.dueBefore === undefined || r.dueOn < where.dueBefore)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.orderId - b.orderId);
}

/** Records a reminder once; answers whether this call recorded it (false: sent before). */
export async function recordReminder(db: Db, orderId: number, kind: string, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('creditReminders')
    .values({ orderId, kind, sentAt: at })
    .onConflict((oc) => oc.columns(['orderId', 'kind']).doNothing())
    .returning('orderId')
    .executeTakeFirst();
  return inserted !== undefined;
}
