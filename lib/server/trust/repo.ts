import type { Insertable, Selectable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { PriceWatchTable, SellerRatingTable } from '@/lib/server/core/db/schema';

/* The trust area's tables: queried here and nowhere else. */

export type RatingRow = Selectable<SellerRatingTable>;
export type WatchRow = Selectable<PriceWatchTable>;

export async function performanceRows(db: Db, sellerIds: number[]) {
  if (sellerIds.length === 0) return [];
  return db.selectFrom('sellerPerformance').selectAll().where('sellerId', 'in', sellerIds).execute();
}

export async function oldestPerformanceAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('sellerPerformance')
    .select((eb) => eb.fn.min('computedAt').as('at'))
    .executeTakeFirst();
  return row?.at ? String(row.at) : null;
}

/** Replaces every seller's figures in one transaction (the caller's). */
export async function replacePerformance(trx: Db, rows: Array<{ sellerId: number; figuresJson: string; computedAt: string }>): Promise<void> {
  await trx.deleteFrom('sellerPerformance').execute();
  for (let i = 0; i < rows.length; i += 400)
    await trx
      .insertInto('sellerPerformance')
      .values(rows.slice(i, i + 400))
      .execute();
}

export function ratingOfOrder(db: Db, orderId: number) {
  return db.selectFrom('sellerRatings').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

export function findRating(db: Db, id: number) {
  return db.selectFrom('sellerRatings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the order's rating unless one exists (a parallel first rating): true when this one was written. */
export async function insertRating(trx: Db, row: Insertable<SellerRatingTable>): Promise<boolean> {
  const result = await trx
    .insertInto('sellerRatings')
    .values(row)
    .onConflict((oc) => oc.column('orderId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Changes the scores and comment while the rating is still editable (given at or after `editableSince`). */
export async function updateRatingScores(
  trx: Db,
  orderId: number,
  editableSince: string,
  changes: Pick<SellerRatingTable, 'quality' | 'delivery' | 'service' | 'comment' | 'updatedAt'>,
): Promise<boolean> {
  const result = await trx.updateTable('sellerRatings').set(changes).where('orderId', '=', orderId).where('createdAt', '>=', editableSince).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The seller's one answer: written only while there is none. */
export async function setReply(trx: Db, id: number, reply: string, at: string): Promise<boolean> {
  const result = await trx.updateTable('sellerRatings').set({ reply, repliedAt: at }).where('id', '=', id).where('reply', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function hideComment(trx: Db, id: number, operatorId: number, reason: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('sellerRatings')
    .set({ hiddenAt: at, hiddenBy: operatorId, hiddenReason: reason })
    .where('id', '=', id)
    .where('hiddenAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function ratingSummaries(db: Db, sellerIds: number[]) {
  if (sellerIds.length === 0) return [];
  return db
    .selectFrom('sellerRatings')
    .select((eb) => [
      'sellerId',
      eb.fn.countAll<number>().as('count'),
      eb.fn.avg<number>('quality').as('quality'),
      eb.fn.avg<number>('delivery').as('delivery'),
      eb.fn.avg<number>('service').as('service'),
    ])
    .where('sellerId', 'in', sellerIds)
    .groupBy('sellerId')
    .execute();
}

export async function sellerRatingPage(db: Db, sellerId: number, limit: number, offset: number) {
  const base = db.selectFrom('sellerRatings').where('sellerId', '=', sellerId);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(total), rows };
}

export async function adminRatingPage(db: Db, filter: { keyword?: string; hidden: 'all' | 'hidden' | 'shown' }, limit: number, offset: number) {
  let base = db.selectFrom('sellerRatings');
  if (filter.hidden === 'hidden') base = base.where('hiddenAt', 'is not', null);
  if (filter.hidden === 'shown') base = base.where('hiddenAt', 'is', null);
  if (filter.keyword) {
    // The fragment's own wildcards are dropped, not interpreted (the same on both databases).
    const pattern = `%${filter.keyword.replace(/[%_\\]/g, '')}%`;
    base = base.where((eb) => eb.or([eb('orderNo', 'like', pattern), eb('comment', 'like', pattern), eb('reply', 'like', pattern)]));
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(total), rows };
}

export function activeWatchesOf(db: Db, memberId: number) {
  return db.selectFrom('priceWatches').selectAll().where('memberId', '=', memberId).where('deletedAt', 'is', null);
}

export async function insertWatch(trx: Db, row: Insertable<PriceWatchTable>): Promise<number> {
  const inserted = await trx.insertInto('priceWatches').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteWatch(trx: Db, memberId: number, id: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('priceWatches')
    .set({ deletedAt: at })
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function watchesOfSubstances(db: Db, substanceIds: number[]): Promise<WatchRow[]> {
  if (substanceIds.length === 0) return [];
  return db.selectFrom('priceWatches').selectAll().where('substanceId', 'in', substanceIds).where('deletedAt', 'is', null).execute();
}

export async function alertCounts(db: Db, watchIds: number[]): Promise<Map<number, number>> {
  if (watchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('priceWatchAlerts')
    .select((eb) => ['watchId', eb.fn.countAll<number>().as('count')])
    .where('watchId', 'in', watchIds)
    .groupBy('watchId')
    .execute();
  return new Map(rows.map((r) => [r.watchId, Number(r.count)]));
}

/** Records that a watch alerted on an event: false when it already had (the unique index), so nobody is told twice. */
export async function insertAlert(
  trx: Db,
  row: { watchId: number; eventId: number; reason: 'below_target' | 'back_in_stock'; createdAt: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('priceWatchAlerts')
    .values(row)
    .onConflict((oc) => oc.columns(['watchId', 'eventId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function alertProgress(db: Db): Promise<number | null> {
  const row = await db.selectFrom('priceWatchProgress').select('lastEventId').where('name', '=', 'alerts').executeTakeFirst();
  return row ? row.lastEventId : null;
}

export async function saveAlertProgress(trx: Db, lastEventId: number): Promise<void> {
  await trx
    .insertInto('priceWatchProgress')
    .values({ name: 'alerts', lastEventId })
    .onConflict((oc) => oc.column('name').doUpdateSet({ lastEventId }))
    .execute();
}
