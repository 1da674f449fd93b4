import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { OrganisationFundLedgerTable, OrganisationFundTable } from '@/lib/server/core/db/schema';

/* The funds area's queries: `organisation_funds` and `organisation_fund_ledger` are named nowhere else. */

export type FundRow = Awaited<ReturnType<typeof fundById>> & {};

/** Who may charge the fund: member ids, or null for every purchaser. */
export const chargersOf = (fund: Pick<FundRow, 'chargersJson'>): number[] | null =>
  fund.chargersJson === null ? null : (JSON.parse(fund.chargersJson) as number[]);

export function fundById(db: Db, fundId: number) {
  return db.selectFrom('organisationFunds').selectAll().where('id', '=', fundId).executeTakeFirst();
}

export function fundsOf(db: Db, organisationId: number, offset: number, limit: number) {
  return pageWithTotal(db.selectFrom('organisationFunds').where('organisationId', '=', organisationId), (q) =>
    q.selectAll().orderBy('status', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
  );
}

export function allFundsOf(db: Db, organisationId: number) {
  return db.selectFrom('organisationFunds').selectAll().where('organisationId', '=', organisationId).orderBy('id', 'desc').execute();
}

export function fundsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('organisationFunds').select(['id', 'code', 'name', 'organisationId']).where('id', 'in', ids).execute();
}

export async function insertFund(db: Db, row: Insertable<OrganisationFundTable>): Promise<number> {
  const inserted = await db.insertInto('organisationFunds').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function updateFund(db: Db, fundId: number, changes: Updateable<OrganisationFundTable>) {
  return db.updateTable('organisationFunds').set(changes).where('id', '=', fundId).execute();
}

/** Closes the fund only while no order holds any of it; answers whether it did. */
export async function closeIfUnreserved(db: Db, fundId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('organisationFunds')
    .set({ status: 'closed', updatedAt: at })
    .where('id', '=', fundId)
    .where('reservedCents', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves the three amounts only when none ends below zero and reserved plus
 * spent stay within the budget; answers the new amounts, or undefined when
 * the move would overdraw (nothing changed). Condition and change are one
 * statement, so parallel orders cannot both pass a check only one may.
 */
export function moveAmounts(db: Db, fundId: number, delta: { budget: number; reserved: number; spent: number }, at: string) {
  const query = db
    .updateTable('organisationFunds')
    .set({
      budgetCents: sql<number>`budget_cents + ${delta.budget}`,
      reservedCents: sql<number>`reserved_cents + ${delta.reserved}`,
      spentCents: sql<number>`spent_cents + ${delta.spent}`,
      updatedAt: at,
    })
    .where('id', '=', fundId)
    .where(sql<boolean>`budget_cents + ${delta.budget} >= 0`)
    .where(sql<boolean>`reserved_cents + ${delta.reserved} >= 0`)
    .where(sql<boolean>`spent_cents + ${delta.spent} >= 0`)
    .where(sql<boolean>`reserved_cents + ${delta.reserved} + spent_cents + ${delta.spent} <= budget_cents + ${delta.budget}`);
  // A new hold only on an open fund: a fund closed since the order was checked takes nothing more (closing needs no holds, so this is the only race).
  return (delta.reserved > 0 ? query.where('status', '=', 'open') : query).returning(['budgetCents', 'reservedCents', 'spentCents']).executeTakeFirst();
}

export function entryByKey(db: Db, fundId: number, idempotencyKey: string) {
  return db.selectFrom('organisationFundLedger').selectAll().where('fundId', '=', fundId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

export function insertEntry(db: Db, row: Insertable<OrganisationFundLedgerTable>) {
  return db.insertInto('organisationFundLedger').values(row).returningAll().executeTakeFirstOrThrow();
}

export function entriesOf(db: Db, fundId: number, offset: number, limit: number) {
  return pageWithTotal(db.selectFrom('organisationFundLedger').where('fundId', '=', fundId), (q) =>
    q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
  );
}

/** What one order holds of its fund and has spent from it, from the ledger (the truth), and how many rows it has. */
export async function orderSums(db: Db, fundId: number, orderId: number): Promise<{ reservedCents: number; spentCents: number; rows: number }> {
  const row = await db
    .selectFrom('organisationFundLedger')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('reservedDeltaCents'), sql<number>`0`).as('reserved'),
      eb.fn.coalesce(eb.fn.sum<number>('spentDeltaCents'), sql<number>`0`).as('spent'),
      eb.fn.countAll<number>().as('rows'),
    ])
    .where('fundId', '=', fundId)
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return { reservedCents: Number(row.reserved), spentCents: Number(row.spent), rows: Number(row.rows) };
}

/** The ledger's own sums: what the fund row must equal. */
export async function ledgerSums(db: Db, fundId: number): Promise<{ budgetCents: number; reservedCents: number; spentCents: number }> {
  const row = await db
    .selectFrom('organisationFundLedger')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('budgetDeltaCents'), sql<number>`0`).as('budget'),
      eb.fn.coalesce(eb.fn.sum<number>('reservedDeltaCents'), sql<number>`0`).as('reserved'),
      eb.fn.coalesce(eb.fn.sum<number>('spentDeltaCents'), sql<number>`0`).as('spent'),
    ])
    .where('fundId', '=', fundId)
    .executeTakeFirstOrThrow();
  return { budgetCents: Number(row.budget), reservedCents: Number(row.reserved), spentCents: Number(row.spent) };
}

/** The organisation's fund movements in [from, to) with each fund's number, oldest first, at most `limit`. */
export function organisationEntries(db: Db, organisationId: number, range: { from: string | null; to: string | null }, limit: number) {
  let query = db
    .selectFrom('organisationFundLedger')
    .innerJoin('organisationFunds', 'organisationFunds.id', 'organisationFundLedger.fundId')
    .selectAll('organisationFundLedger')
    .select(['organisationFunds.code as fundCode', 'organisationFunds.name as fundName'])
    .where('organisationFundLedger.organisationId', '=', organisationId);
  if (range.from) query = query.where('organisationFundLedger.createdAt', '>=', range.from);
  if (range.to) query = query.where('organisationFundLedger.createdAt', '<', range.to);
  return query.orderBy('organisationFundLedger.id', 'asc').limit(limit).execute();
}
