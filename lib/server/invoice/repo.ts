import type { Insertable, Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { InvoiceInfoTable } from '@/lib/server/core/db/schema';

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

export async function listInvoiceCategories(db: Db) {
  return db.selectFrom('invoiceCategories').select(['id', 'code', 'name', 'description']).orderBy('sortOrder').orderBy('id').execute();
}

export async function upsertInvoiceCategory(db: Db, category: { code: string; name: string; description: string; sortOrder: number }): Promise<void> {
  await db
    .insertInto('invoiceCategories')
    .values(category)
    .onConflict((oc) => oc.column('code').doUpdateSet({ name: category.name, description: category.description, sortOrder: category.sortOrder }))
    .execute();
}
