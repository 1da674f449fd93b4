import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { Database, PlacementList, ProductPlacementTable } from '@/lib/server/core/db/schema';
import { OFFER_COLUMNS, onShelfGoodsWithUnits, onShelfOfferCounts } from '@/lib/server/goods/queries';
import { distinctBuyersAskingSince } from '@/lib/server/inquiry/queries';
import { BULK_MIN_PACK_SIZE } from './bulk';

/*
 * Merchandising owns product_placements and direct_suppliers. Its lists rank
 * products across goods and inquiries, and only one SQL query can rank and
 * page them, so it composes the query pieces those areas export
 * (goods/queries.ts, inquiry/queries.ts) rather than naming their tables.
 */

/** Placements of one list shown at `now`: started, and not yet ended. */
export async function activePlacements(db: Db, list: PlacementList, now: string, limit: number, offset: number) {
  const base = db
    .selectFrom('productPlacements')
    .where('list', '=', list)
    .where('startsAt', '<=', now)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('sortOrder').orderBy('id').limit(limit).offset(offset).execute(),
  ]);
  return { rows, total: Number(total) };
}

/** Adds or replaces the placement of a product on a list (one current placement per product and list). */
export async function upsertPlacement(db: Db, placement: Insertable<ProductPlacementTable>): Promise<void> {
  const { substanceId: _s, list: _l, createdAt: _c, ...changes } = placement;
  await db
    .insertInto('productPlacements')
    .values(placement)
    .onConflict((oc) => oc.columns(['list', 'substanceId']).doUpdateSet(changes))
    .execute();
}

export async function addDirectSupplier(db: Db, sellerId: number, label: string, createdAt: string): Promise<void> {
  await db.insertInto('directSuppliers').values({ sellerId, label, createdAt }).onConflict((oc) => oc.column('sellerId').doNothing()).execute();
}

export async function directSupplierLabels(db: Db, sellerIds: number[]): Promise<Map<number, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db.selectFrom('directSuppliers').select(['sellerId', 'label']).where('sellerId', 'in', sellerIds).execute();
  return new Map(rows.map((r) => [r.sellerId, r.label]));
}

type GoodsEb = ExpressionBuilder<Database, 'goods' | 'units'>;

/** The bulk-pack rule of bulk.ts as SQL: the unit is one of the table's and the pack is at least its minimum. */
function isBulk(eb: GoodsEb) {
  return eb.or(
    Object.entries(BULK_MIN_PACK_SIZE).map(([code, min]) => eb.and([eb('units.code', '=', code), eb('goods.packSize', '>=', min), eb('goods.packSize', '>', 0)])),
  );
}

/**
 * On-shelf goods grouped by substance, most offers first, one page of
 * substances; `which` narrows the goods (bulk packs, or direct suppliers').
 */
async function groupedGoodsPage(db: Db, which: 'bulk' | 'direct', limit: number, offset: number) {
  const goods = () => {
    const onShelf = onShelfGoodsWithUnits(db);
    return which === 'bulk'
      ? onShelf.where((eb) => isBulk(eb))
      : onShelf.where((eb) => eb.exists(eb.selectFrom('directSuppliers').select('directSuppliers.sellerId').whereRef('directSuppliers.sellerId', '=', 'goods.sellerId')));
  };
  const [{ total }, rows] = await Promise.all([
    goods()
      .select((eb) => eb.fn.count<number>('goods.substanceId').distinct().as('total'))
      .executeTakeFirstOrThrow(),
    goods()
      .select((eb) => ['goods.substanceId', eb.fn.countAll<number>().as('offers')])
      .groupBy('goods.substanceId')
      .orderBy('offers', 'desc')
      .orderBy('goods.substanceId')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  // The selected offers of this page's substances, cheapest first (the service keeps each substance's first).
  const offerRows =
    rows.length === 0
      ? []
      : await goods()
          .select(OFFER_COLUMNS)
          .where('goods.substanceId', 'in', rows.map((r) => r.substanceId))
          .orderBy('goods.priceCents')
          .orderBy('goods.id')
          .execute();
  return { groups: rows.map((r) => ({ substanceId: r.substanceId, offers: Number(r.offers) })), offerRows, total: Number(total) };
}

export function bulkGoodsPage(db: Db, limit: number, offset: number) {
  return groupedGoodsPage(db, 'bulk', limit, offset);
}

export function directGoodsPage(db: Db, limit: number, offset: number) {
  return groupedGoodsPage(db, 'direct', limit, offset);
}

/**
 * Substances on shelf ranked by inquiries since `since`, then by how many
 * on-shelf offers they have; at most `cap` of them count as hot.
 */
export async function hotSalePage(db: Db, since: string, cap: number, limit: number, offset: number) {
  const offers = onShelfOfferCounts(db).as('o');
  const asked = distinctBuyersAskingSince(db, since).as('q');
  const take = Math.max(0, Math.min(limit, cap - offset));
  const [{ total }, rows] = await Promise.all([
    db.selectFrom(offers).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    take === 0
      ? Promise.resolve([])
      : db
          .selectFrom(offers)
          .leftJoin(asked, 'q.substanceId', 'o.substanceId')
          .select((eb) => ['o.substanceId', 'o.offers', eb.fn.coalesce('q.asked', eb.lit(0)).as('asked')])
          .orderBy('asked', 'desc')
          .orderBy('o.offers', 'desc')
          .orderBy('o.substanceId')
          .limit(take)
          .offset(offset)
          .execute(),
  ]);
  return {
    rows: rows.map((r) => ({ substanceId: r.substanceId as number, asked: Number(r.asked) })),
    total: Math.min(Number(total), cap),
  };
}

/* The operator console's reads and writes of the lists (admin.ts). */

/** Every placement of a list, running or not, in the operator's order. */
export async function placementsOf(db: Db, list: PlacementList) {
  return db.selectFrom('productPlacements').selectAll().where('list', '=', list).orderBy('sortOrder').orderBy('id').execute();
}

export function findPlacement(db: Db, id: number) {
  return db.selectFrom('productPlacements').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPlacementOf(db: Db, list: PlacementList, substanceId: number) {
  return db.selectFrom('productPlacements').select('id').where('list', '=', list).where('substanceId', '=', substanceId).executeTakeFirst();
}

export async function insertPlacement(db: Db, placement: Insertable<ProductPlacementTable>): Promise<number> {
  const { id } = await db.insertInto('productPlacements').values(placement).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deletePlacement(db: Db, id: number): Promise<void> {
  await db.deleteFrom('productPlacements').where('id', '=', id).execute();
}

export async function setPlacementOrder(db: Db, id: number, sortOrder: number): Promise<void> {
  await db.updateTable('productPlacements').set({ sortOrder }).where('id', '=', id).execute();
}

export function directSuppliers(db: Db) {
  return db.selectFrom('directSuppliers').selectAll().orderBy('createdAt').orderBy('sellerId').execute();
}

export function findDirectSupplier(db: Db, sellerId: number) {
  return db.selectFrom('directSuppliers').selectAll().where('sellerId', '=', sellerId).executeTakeFirst();
}

export async function removeDirectSupplier(db: Db, sellerId: number): Promise<void> {
  await db.deleteFrom('directSuppliers').where('sellerId', '=', sellerId).execute();
}
