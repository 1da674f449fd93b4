import { sql, type Insertable, type Updateable } from 'kysely';
import { dialectOf, type Db } from '@/lib/server/core/db';
import type { InvoiceInfoTable } from '@/lib/server/core/db/schema';

/** Advisory-lock class of this table (PostgreSQL); the second key is the member id. */
const LOCK_CLASS = 5003;

/**
 * Serialises one member's invoice-detail writes until the transaction ends, so two
 * parallel requests cannot both pass the limit or both make a first default.
 * SQLite needs nothing: its one connection runs one transaction at a time.
 */
export async function lockMemberInvoiceInfos(trx: Db, memberId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${memberId})`.execute(trx);
}

export async function countOwn(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('invoiceInfos').select((eb) => eb.fn.countAll().as('n')).where('memberId', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Default first, then the most recently updated (id breaks ties of one millisecond). */
export async function pageOwn(db: Db, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('invoiceInfos')
    .selectAll()
    .where('memberId', '=', memberId)
    .orderBy('isDefault', 'desc')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findOwn(db: Db, memberId: number, id: number) {
  return db.selectFrom('invoiceInfos').selectAll().where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
}

export async function insert(db: Db, row: Insertable<InvoiceInfoTable>): Promise<number> {
  const inserted = await db.insertInto('invoiceInfos').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateOwn(db: Db, memberId: number, id: number, changes: Updateable<InvoiceInfoTable>): Promise<void> {
  await db.updateTable('invoiceInfos').set(changes).where('id', '=', id).where('memberId', '=', memberId).execute();
}

export async function deleteOwn(db: Db, memberId: number, id: number): Promise<void> {
  await db.deleteFrom('invoiceInfos').where('id', '=', id).where('memberId', '=', memberId).execute();
}

/** Clears the member's default flag; run before another row takes it (one default per member is a unique index). */
export async function clearDefault(db: Db, memberId: number): Promise<void> {
  await db.updateTable('invoiceInfos').set({ isDefault: 0 }).where('memberId', '=', memberId).where('isDefault', '=', 1).execute();
}

export async function mostRecentlyUpdatedId(db: Db, memberId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('invoiceInfos')
    .select('id')
    .where('memberId', '=', memberId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function defaultId(db: Db, memberId: number): Promise<number | undefined> {
  const row = await db.selectFrom('invoiceInfos').select('id').where('memberId', '=', memberId).where('isDefault', '=', 1).executeTakeFirst();
  return row?.id;
}
