import type { Insertable, Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { AddressTable } from '@/lib/server/core/db/schema';

/** Default first, then the most recently updated (id breaks ties of one millisecond). */
export async function pageOwn(db: Db, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('addresses')
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
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
}

export async function insert(db: Db, row: Insertable<AddressTable>): Promise<number> {
  const inserted = await db.insertInto('addresses').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateOwn(db: Db, memberId: number, id: number, changes: Updateable<AddressTable>): Promise<void> {
  await db.updateTable('addresses').set(changes).where('id', '=', id).where('memberId', '=', memberId).execute();
}
