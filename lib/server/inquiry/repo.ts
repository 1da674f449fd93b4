import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { InquiryTable } from '@/lib/server/core/db/schema';

export async function insertInquiry(db: Db, row: Insertable<InquiryTable>): Promise<number> {
  const inserted = await db.insertInto('inquiries').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A buyer's inquiries made since `since`: how many, and when the first of them was made. */
export async function inquiriesSince(db: Db, buyerId: number, since: string): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<string>('createdAt').as('oldest')])
    .where('buyerId', '=', buyerId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
}

/**
 * The newest inquiries with their unit, newest first.
 */
export async function latestInquiryRows(db: Db, limit: number, offset: number) {
  const [{ total }, rows] = await Promise.all([
    db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom('inquiries')
      .select([
        'inquiries.id',
        'inquiries.substanceId',
        'inquiries.cas',
        'inquiries.productName',
        'inquiries.quantity',
        'inquiries.purity',
        'inquiries.contactName',
        'inquiries.createdAt',
        'inquiries.unitId',
        'inquiries.buyerId',
      ])
      .orderBy('inquiries.createdAt', 'desc')
      .orderBy('inquiries.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { rows, total: Number(total) };
}
