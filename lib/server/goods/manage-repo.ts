import { recordOfferStates } from './price-events';
import { sql, type Insertable, type Updateable } from 'kysely';
import { memberIdsMatching } from '@/lib/server/account/queries';
import { substanceIdsMatching } from '@/lib/server/catalog/queries';
import type { Db } from '@/lib/server/core/db';
import type { GoodsStatus, GoodsTable } from '@/lib/server/core/db/schema';

/** The columns goods management reads of one offer. */
const MANAGED_COLUMNS = [
  'goods.id',
  'goods.sellerId',
  'goods.substanceId',
  'goods.packSize',
  'goods.unitId',
  'units.code as unitCode',
  'goods.purity',
  'goods.brand',
  'goods.priceCents',
  'goods.stock',
  'goods.reserved',
  'goods.leadTimeDays',
  'goods.storageConditions',
  'goods.lotNumber',
  'goods.coaUploadId',
  'goods.status',
  'goods.reviewNote',
  'goods.updatedAt',
] as const;

function managed(db: Db) {
  return db.selectFrom('goods').innerJoin('units', 'units.id', 'goods.unitId').select(MANAGED_COLUMNS).where('goods.status', '!=', 'deleted');
}

export type ManagedGoodsRow = Awaited<ReturnType<typeof findGoods>> & {};

/** Goods that are not deleted, by id (the operator's view). */
export function findGoods(db: Db, goodsId: number) {
  return managed(db).where('goods.id', '=', goodsId).executeTakeFirst();
}

/** A seller's own goods, not deleted: another seller's id reads as missing. */
export function findOwnGoods(db: Db, sellerId: number, goodsId: number) {
  return managed(db).where('goods.id', '=', goodsId).where('goods.sellerId', '=', sellerId).executeTakeFirst();
}

export async function sellerGoodsPage(db: Db, sellerId: number, status: GoodsStatus, keyword: string | undefined, limit: number, offset: number) {
  let base = db.selectFrom('goods').where('goods.sellerId', '=', sellerId).where('goods.status', '=', status);
  if (keyword) base = base.where('goods.substanceId', 'in', substanceIdsMatching(db, keyword));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('units', 'units.id', 'goods.unitId')
      .select(MANAGED_COLUMNS)
      .orderBy('goods.updatedAt', 'desc')
      .orderBy('goods.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { rows, total: Number(total) };
}

/** What narrows the operator's review queue; `from` and `to` are ISO instants (from inclusive, to exclusive). */
export type ReviewQueueFilter = { keyword?: string; sellerId?: number; from?: string; to?: string };

function pendingGoods(db: Db, filter: ReviewQueueFilter) {
  let base = db.selectFrom('goods').where('goods.status', '=', 'pending');
  if (filter.sellerId) base = base.where('goods.sellerId', '=', filter.sellerId);
  if (filter.from) base = base.where('goods.updatedAt', '>=', filter.from);
  if (filter.to) base = base.where('goods.updatedAt', '<', filter.to);
  const keyword = filter.keyword;
  if (keyword)
    base = base.where((eb) =>
      eb.or([eb('goods.substanceId', 'in', substanceIdsMatching(db, keyword)), eb('goods.sellerId', 'in', memberIdsMatching(db, keyword))]),
    );
  return base;
}

/** One goods item: the pack sizes a seller offers of one substance at one purity and brand, reviewed together. */
const brandKey = sql<string>`coalesce(${sql.ref('goods.brand')}, '')`;
export const reviewItemKey = (r: { sellerId: number; substanceId: number; purity: string; brand?: string | null }) =>
  `${r.sellerId}|${r.substanceId}|${r.purity}|${r.brand ?? ''}`;

/**
 * Pending goods items of every seller, oldest first (by their earliest pack): the operator's review queue.
 * A page counts items, and carries every pending pack of each, so one decision covers the whole item.
 */
export async function pendingItemsPage(db: Db, filter: ReviewQueueFilter, limit: number, offset: number) {
  const items = pendingGoods(db, filter)
    .select((eb) => [
      'goods.sellerId',
      'goods.substanceId',
      'goods.purity',
      brandKey.as('brandKey'),
      eb.fn.min('goods.updatedAt').as('firstAt'),
      eb.fn.min('goods.id').as('firstId'),
    ])
    .groupBy(['goods.sellerId', 'goods.substanceId', 'goods.purity', brandKey]);
  const [{ total }, page] = await Promise.all([
    db
      .selectFrom(items.as('items'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    items.orderBy('firstAt').orderBy('firstId').limit(limit).offset(offset).execute(),
  ]);
  if (page.length === 0) return { items: [], total: Number(total) };
  const rows = await pendingGoods(db, filter)
    .innerJoin('units', 'units.id', 'goods.unitId')
    .select(MANAGED_COLUMNS)
    .where('goods.sellerId', 'in', [...new Set(page.map((p) => p.sellerId))])
    .where('goods.substanceId', 'in', [...new Set(page.map((p) => p.substanceId))])
    .orderBy('goods.updatedAt')
    .orderBy('goods.id')
    .execute();
  const packs = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = reviewItemKey(row);
    packs.set(key, [...(packs.get(key) ?? []), row]);
  }
  return {
    items: page.map((p) => packs.get(reviewItemKey({ ...p, brand: p.brandKey })) ?? []).filter((packsOfItem) => packsOfItem.length > 0),
    total: Number(total),
  };
}

/** Sellers with goods waiting for review, and how many packs each (the queue's seller filter). */
export function sellersWithPendingGoods(db: Db) {
  return db
    .selectFrom('goods')
    .where('goods.status', '=', 'pending')
    .select((eb) => ['goods.sellerId', eb.fn.countAll<number>().as('pending')])
    .groupBy('goods.sellerId')
    .execute();
}

/** A seller's goods of these substances that are not deleted: what a new offer may duplicate. */
export function liveOffersOf(db: Db, sellerId: number, substanceIds: number[]) {
  if (substanceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('goods')
    .select(['id', 'substanceId', 'packSize', 'unitId', 'purity', 'brand', 'importJobId'])
    .where('sellerId', '=', sellerId)
    .where('substanceId', 'in', substanceIds)
    .where('status', '!=', 'deleted')
    .execute();
}

export async function insertGoodsReturningIds(db: Db, rows: Insertable<GoodsTable>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insertInto('goods')
      .values(rows.slice(i, i + 500))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Writes a change only if the goods are still in the state it was decided from (a parallel change wins, this one fails). */
export async function updateGoodsIfStatus(db: Db, goodsId: number, status: GoodsStatus, changes: Updateable<GoodsTable>): Promise<boolean> {
  const result = await db.updateTable('goods').set(changes).where('id', '=', goodsId).where('status', '=', status).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordOfferStates(db, [goodsId]);
  return true;
}
