import { sql, type Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { InquiryThreadMessageTable, ThreadSide } from '@/lib/server/core/db/schema';

/* The threads area's queries: tables inquiry_threads, inquiry_thread_messages. */

export function findThread(db: Db, lineId: number, sellerId: number) {
  return db.selectFrom('inquiryThreads').selectAll().where('lineId', '=', lineId).where('sellerId', '=', sellerId).executeTakeFirst();
}

export type ThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>;

/** The thread of a line and seller, created if it is not there yet (two first messages at once make one thread). */
export async function ensureThread(
  db: Db,
  row: { inquiryId: number; lineId: number; buyerId: number; sellerId: number; createdAt: string },
): Promise<ThreadRow> {
  await db
    .insertInto('inquiryThreads')
    .values(row)
    .onConflict((oc) => oc.columns(['lineId', 'sellerId']).doNothing())
    .execute();
  const thread = await findThread(db, row.lineId, row.sellerId);
  if (!thread) throw new Error(`thread of line ${row.lineId} and seller ${row.sellerId} missing after insert`);
  return thread;
}

export async function insertMessage(db: Db, row: Insertable<InquiryThreadMessageTable>): Promise<number> {
  const inserted = await db.insertInto('inquiryThreadMessages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

const READ_COLUMN = { buyer: 'buyerReadId', seller: 'sellerReadId' } as const;

/** After a message: the count, the time, and the author has read up to their own message. */
export async function recordMessage(db: Db, threadId: number, author: ThreadSide, messageId: number, at: string): Promise<void> {
  await db
    .updateTable('inquiryThreads')
    .set((eb) => ({ messageCount: eb('messageCount', '+', 1), lastMessageAt: at, [READ_COLUMN[author]]: messageId }))
    .where('id', '=', threadId)
    .execute();
}

/** How many messages of `from` the other side has not read yet in this thread. */
export async function unreadFrom(db: Db, threadId: number, from: ThreadSide, readId: number): Promise<number> {
  const row = await db
    .selectFrom('inquiryThreadMessages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('threadId', '=', threadId)
    .where('author', '=', from)
    .where('id', '>', readId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function markRead(db: Db, threadId: number, side: ThreadSide): Promise<void> {
  const newest = db
    .selectFrom('inquiryThreadMessages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('threadId', '=', threadId);
  await db
    .updateTable('inquiryThreads')
    .set({ [READ_COLUMN[side]]: sql<number>`coalesce((${newest}), 0)` })
    .where('id', '=', threadId)
    .execute();
}

/** The newest `limit` messages of a thread, oldest first. */
export async function latestMessages(db: Db, threadId: number, limit: number) {
  const rows = await db.selectFrom('inquiryThreadMessages').selectAll().where('threadId', '=', threadId).orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

export type MessageRow = Awaited<ReturnType<typeof latestMessages>>[number];

export function findMessage(db: Db, id: number) {
  return db
    .selectFrom('inquiryThreadMessages')
    .innerJoin('inquiryThreads', 'inquiryThreads.id', 'inquiryThreadMessages.threadId')
    .select([
      'inquiryThreadMessages.id',
      'inquiryThreadMessages.authorId',
      'inquiryThreadMessages.attachmentIds',
      'inquiryThreads.buyerId',
      'inquiryThreads.sellerId',
    ])
    .where('inquiryThreadMessages.id', '=', id)
    .executeTakeFirst();
}

/** Messages a member wrote since `since` (the hourly limit), and the oldest of them. */
export async function messagesSince(db: Db, authorId: number, since: string): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('inquiryThreadMessages')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('createdAt').as('oldest')])
    .where('authorId', '=', authorId)
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), oldest: (row?.oldest as string | null) ?? null };
}

/** An inquiry's threads (all, or one seller's), newest first, with the viewer's unread count. */
export async function threadPage(db: Db, inquiryId: number, sellerId: number | null, side: ThreadSide, limit: number, offset: number) {
  const other: ThreadSide = side === 'buyer' ? 'seller' : 'buyer';
  let query = db.selectFrom('inquiryThreads').where('inquiryId', '=', inquiryId).where('messageCount', '>', 0);
  if (sellerId !== null) query = query.where('sellerId', '=', sellerId);
  const [rows, total] = await Promise.all([
    query
      .selectAll('inquiryThreads')
      .select((eb) => [
        eb
          .selectFrom('inquiryThreadMessages as m')
          .select((m) => m.fn.countAll<number>().as('n'))
          .whereRef('m.threadId', '=', 'inquiryThreads.id')
          .where('m.author', '=', other)
          .whereRef('m.id', '>', `inquiryThreads.${READ_COLUMN[side]}`)
          .as('unread'),
      ])
      .orderBy('lastMessageAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map((r) => ({ ...r, unread: Number(r.unread ?? 0) })), total: Number(total?.n ?? 0) };
}

/** The newest message of each thread. */
export async function lastMessagesOf(db: Db, threadIds: number[]): Promise<Map<number, MessageRow>> {
  if (threadIds.length === 0) return new Map();
  const newest = db
    .selectFrom('inquiryThreadMessages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('threadId', 'in', threadIds)
    .groupBy('threadId');
  const rows = await db.selectFrom('inquiryThreadMessages').selectAll().where('id', 'in', newest).execute();
  return new Map(rows.map((r) => [r.threadId, r]));
}

/** Unread messages on one side of an inquiry's threads (one seller's, or all for the buyer). */
export async function unreadOfInquiry(db: Db, inquiryId: number, sellerId: number | null, side: ThreadSide): Promise<number> {
  const other: ThreadSide = side === 'buyer' ? 'seller' : 'buyer';
  let query = db
    .selectFrom('inquiryThreadMessages as m')
    .innerJoin('inquiryThreads as t', 't.id', 'm.threadId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.inquiryId', '=', inquiryId)
    .where('m.author', '=', other)
    .whereRef('m.id', '>', side === 'buyer' ? 't.buyerReadId' : 't.sellerReadId');
  if (sellerId !== null) query = query.where('t.sellerId', '=', sellerId);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Unread messages in all of a member's threads on one side (the badge after reading one). */
export async function unreadOfMember(db: Db, memberId: number, side: ThreadSide): Promise<number> {
  const other: ThreadSide = side === 'buyer' ? 'seller' : 'buyer';
  const row = await db
    .selectFrom('inquiryThreadMessages as m')
    .innerJoin('inquiryThreads as t', 't.id', 'm.threadId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(side === 'buyer' ? 't.buyerId' : 't.sellerId', '=', memberId)
    .where('m.author', '=', other)
    .whereRef('m.id', '>', side === 'buyer' ? 't.buyerReadId' : 't.sellerReadId')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
