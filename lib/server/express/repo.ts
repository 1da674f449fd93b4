import type { Insertable, Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { ExpressCompanyTable } from '@/lib/server/core/db/schema';

/** The express area owns `express_companies`. */

export function listCompanies(db: Db, filter: { enabledOnly: boolean; dangerousGoods?: boolean }) {
  let q = db.selectFrom('expressCompanies').selectAll();
  if (filter.enabledOnly) q = q.where('enabled', '=', 1);
  if (filter.dangerousGoods !== undefined) q = q.where('dangerousGoods', '=', filter.dangerousGoods ? 1 : 0);
  return q.orderBy('sortOrder').orderBy('id').execute();
}

export function findCompany(db: Db, id: number) {
  return db.selectFrom('expressCompanies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCompany(db: Db, row: Insertable<ExpressCompanyTable>): Promise<number> {
  const { id } = await db.insertInto('expressCompanies').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCompany(db: Db, id: number, changes: Updateable<ExpressCompanyTable>): Promise<void> {
  await db.updateTable('expressCompanies').set(changes).where('id', '=', id).execute();
}

export async function deleteCompany(db: Db, id: number): Promise<void> {
  await db.deleteFrom('expressCompanies').where('id', '=', id).execute();
}
