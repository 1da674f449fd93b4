import { sql, type Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { OrganisationDepositLedgerTable } from '@/lib/server/core/db/schema';

/* The organisation-deposit area's queries: `organisation_deposit_accounts` and `organisation_deposit_ledger` are named nowhere else. */

export async function ensureAccount(db: Db, organisationId: number, at: string): Promise<void> {
  await db
    .insertInto('organisationDepositAccounts')
    .values({ organisationId, balanceCents: 0, updatedAt: at })
    .onConflict((oc) => oc.column('organisationId').doNothing())
    .execute();
}

export async function balanceOf(db: Db, organisationId: number): Promise<number> {
  const row = await db.selectFrom('organisationDepositAccounts').select('balanceCents').where('organisationId', '=', organisationId).executeTakeFirst();
  return Number(row?.balanceCents ?? 0);
}

/** Moves the balance only when it stays at or above zero (one statement: parallel moves cannot both pass); undefined when it would not. */
export function moveBalance(db: Db, organisationId: number, delta: number, at: string) {
  return db
    .updateTable('organisationDepositAccounts')
    .set({ balanceCents: sql<number>`balance_cents + ${delta}`, updatedAt: at })
    .where('organisationId', '=', organisationId)
    .where(sql<boolean>`balance_cents + ${delta} >= 0`)
    .returning('balanceCents')
    .executeTakeFirst();
}

export function entryByKey(db: Db, organisationId: number, idempotencyKey: string) {
  return db
    .selectFrom('organisationDepositLedger')
    .selectAll()
    .where('organisationId', '=', organisationId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

export function insertEntry(db: Db, row: Insertable<OrganisationDepositLedgerTable>) {
  return db.insertInto('organisationDepositLedger').values(row).returningAll().executeTakeFirstOrThrow();
}

export function pageOfEntries(db: Db, organisationId: number, offset: number, limit: number) {
  const query = db.selectFrom('organisationDepositLedger').where('organisationId', '=', organisationId);
  return pageWithTotal(query, (q) => q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute());
}

/** The ledger's own sum for one organisation: what its account row must equal. */
export async function ledgerSum(db: Db, organisationId: number): Promise<number> {
  const row = await db
    .selectFrom('organisationDepositLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountCents'), sql<number>`0`).as('total'))
    .where('organisationId', '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
