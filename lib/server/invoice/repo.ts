import type { Db } from '@/lib/server/core/db';

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
