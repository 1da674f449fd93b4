import { lockMemberWrites, type Db } from '@/lib/server/core/db';

/**
 * A member's own rows of which exactly one is the default whenever there are
 * any: receipt addresses and invoice details. The bookkeeping of the default
 * (and of the per-member lock that keeps it right under parallel requests) is
 * the same for both tables, so it lives here once; every query is scoped to
 * the member.
 */
export type DefaultedTable = 'addresses' | 'invoiceInfos';

/** PostgreSQL advisory-lock class per table; the second key is the member id. */
const LOCK_CLASS: Record<DefaultedTable, number> = { addresses: 5001, invoiceInfos: 5003 };

/** Serialises one member's writes to the table, so parallel requests cannot both pass the limit or both make a first default. */
export async function lockMemberRows(trx: Db, table: DefaultedTable, memberId: number): Promise<void> {
  await lockMemberWrites(trx, LOCK_CLASS[table], memberId);
}

export async function countOwn(db: Db, table: DefaultedTable, memberId: number): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('memberId', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Clears the member's default flag; run before another row takes it (one default per member is a unique index). */
async function clearDefault(db: Db, table: DefaultedTable, memberId: number): Promise<void> {
  await db.updateTable(table).set({ isDefault: 0 }).where('memberId', '=', memberId).where('isDefault', '=', 1).execute();
}

async function markDefault(db: Db, table: DefaultedTable, memberId: number, id: number): Promise<void> {
  await db.updateTable(table).set({ isDefault: 1 }).where('id', '=', id).where('memberId', '=', memberId).execute();
}

/**
 * Whether a row being written becomes the default: the member's first always
 * does, another when asked to. When it does, the old default lets go first.
 */
export async function claimDefault(trx: Db, table: DefaultedTable, memberId: number, claim: { first: boolean; requested: boolean }): Promise<boolean> {
  const claims = claim.first || claim.requested;
  if (claims) await clearDefault(trx, table, memberId);
  return claims;
}

/** Makes one of the member's rows the default (and the previous default an ordinary one). */
export async function moveDefault(trx: Db, table: DefaultedTable, memberId: number, id: number): Promise<void> {
  await clearDefault(trx, table, memberId);
  await markDefault(trx, table, memberId, id);
}

/** Deletes a row; when it was the default, the most recently updated remaining one takes over. Answers the default after. */
export async function deleteKeepingDefault(
  trx: Db,
  table: DefaultedTable,
  memberId: number,
  row: { id: number; isDefault: number },
): Promise<{ id: number; defaultId: number | null }> {
  await trx.deleteFrom(table).where('id', '=', row.id).where('memberId', '=', memberId).execute();
  const next = await trx
    .selectFrom(table)
    .select(['id', 'isDefault'])
    .where('memberId', '=', memberId)
    .orderBy('isDefault', 'desc')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (next && next.isDefault !== 1) await markDefault(trx, table, memberId, next.id);
  return { id: row.id, defaultId: next?.id ?? null };
}
