import type { Insertable, Updateable } from 'kysely';
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

/** Pending goods of every seller, oldest first: the operator's review queue. */
export async function pendingGoodsPage(db: Db, limit: number, offset: number) {
  const base = db.selectFrom('goods').where('goods.status', '=', 'pending');
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.innerJoin('units', 'units.id', 'goods.unitId').select(MANAGED_COLUMNS).orderBy('goods.updatedAt').orderBy('goods.id').limit(limit).offset(offset).execute(),
  ]);
  return { rows, total: Number(total) };
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
  return Number(result.numUpdatedRows) === 1;
}
