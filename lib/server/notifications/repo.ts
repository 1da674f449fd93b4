import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { MessageTable } from '@/lib/server/core/db/schema';

export async function insertMessages(db: Db, rows: Insertable<MessageTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('messages').values(rows).execute();
}

export async function messagePage(db: Db, memberId: number, unreadOnly: boolean, limit: number, offset: number) {
  let base = db.selectFrom('messages').where('memberId', '=', memberId);
  if (unreadOnly) base = base.where('readAt', 'is', null);
  const [{ total }, rows, { unread }] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    unreadCount(db, memberId).then((n) => ({ unread: n })),
  ]);
  return { rows, total: Number(total), unread };
}

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('memberId', '=', memberId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markRead(db: Db, memberId: number, ids: number[] | 'all', at: string): Promise<void> {
  let q = db.updateTable('messages').set({ readAt: at }).where('memberId', '=', memberId).where('readAt', 'is', null);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  await q.execute();
}
