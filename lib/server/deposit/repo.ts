import { sql, type Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { DepositLedgerTable, LedgerKind } from '@/lib/server/core/db/schema';

/* The deposit area's queries: `deposit_accounts` and `deposit_ledger` are named nowhere else. */

export async function ensureAccount(db: Db, memberId: number, at: string): Promise<void> {
  await db
    .insertInto('depositAccounts')
    .values({ memberId, balanceCents: 0, frozenCents: 0, updatedAt: at })
    .onConflict((oc) => oc.column('memberId').doNothing())
    .execute();
}

export function findAccount(db: Db, memberId: number) {
  return db.selectFrom('depositAccounts').select(['balanceCents', 'frozenCents']).where('memberId', '=', memberId).executeTakeFirst();
}

/**
 * Moves the two amounts only when neither ends below zero; answers the new
 * amounts, or undefined when the move would overdraw (nothing changed). The
 * condition and the change are one statement, so parallel moves cannot both
 * pass a check that only one of them may.
 */
export function moveAmounts(db: Db, memberId: number, balanceDelta: number, frozenDelta: number, at: string) {
  return db
    .updateTable('depositAccounts')
    .set({
      balanceCents: sql<number>`balance_cents + ${balanceDelta}`,
      frozenCents: sql<number>`frozen_cents + ${frozenDelta}`,
      updatedAt: at,
    })
    .where('memberId', '=', memberId)
    .where(sql<boolean>`balance_cents + ${balanceDelta} >= 0`)
    .where(sql<boolean>`frozen_cents + ${frozenDelta} >= 0`)
    .returning(['balanceCents', 'frozenCents'])
    .executeTakeFirst();
}

export function findEntryByKey(db: Db, memberId: number, idempotencyKey: string) {
  return db.selectFrom('depositLedger').selectAll().where('memberId', '=', memberId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

export function insertEntry(db: Db, row: Insertable<DepositLedgerTable>) {
  return db.insertInto('depositLedger').values(row).returningAll().executeTakeFirstOrThrow();
}

export type LedgerFilter = { kind?: LedgerKind; from?: string; to?: string };

function filtered(db: Db, memberId: number, filter: LedgerFilter) {
  let query = db.selectFrom('depositLedger').where('memberId', '=', memberId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from) query = query.where('createdAt', '>=', filter.from);
  if (filter.to) query = query.where('createdAt', '<', filter.to);
  return query;
}

export function listEntries(db: Db, memberId: number, filter: LedgerFilter, offset: number, limit: number) {
  return pageWithTotal(filtered(db, memberId, filter), (q) => q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute());
}

/** The ledger's own sums: what the account row must equal. */
export async function ledgerSums(db: Db, memberId: number): Promise<{ balanceCents: number; frozenCents: number }> {
  const row = await db
    .selectFrom('depositLedger')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amountCents'), sql<number>`0`).as('balance'),
      eb.fn.coalesce(eb.fn.sum<number>('frozenDeltaCents'), sql<number>`0`).as('frozen'),
    ])
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
  return { balanceCents: Number(row.balance), frozenCents: Number(row.frozen) };
}

/** Released proceeds since `since`: not yet withdrawable (the settlement delay). */
export async function releasedSince(db: Db, memberId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('depositLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountCents'), sql<number>`0`).as('total'))
    .where('memberId', '=', memberId)
    .where('kind', '=', 'sale_release')
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The member's rows created in [from, to), oldest first (a statement's month). */
export function rowsBetween(db: Db, memberId: number, from: string, to: string) {
  return db
    .selectFrom('depositLedger')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .orderBy('id', 'asc')
    .execute();
}

/** The member's last row created before `at`, or undefined when there is none. */
export function lastRowBefore(db: Db, memberId: number, at: string) {
  return db
    .selectFrom('depositLedger')
    .select(['balanceAfterCents', 'frozenAfterCents'])
    .where('memberId', '=', memberId)
    .where('createdAt', '<', at)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
