import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { Database, PlacementList, ProductPlacementTable } from '@/lib/server/core/db/schema';
import { BULK_MIN_PACK_SIZE } from './bulk';

/*
 * Merchandising is a read model: besides its own tables (product_placements,
 * direct_suppliers) it reads goods, substances and inquiries, because its
 * lists rank products across those areas and only one SQL query can rank
 * and page them. It never writes to another area's tables.
 */

/** The columns a list item needs of a substance (the same as the search results'). */
export async function substanceCards(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('substances')
    .leftJoin('categories', 'categories.id', 'substances.categoryId')
    .select(['substances.id', 'substances.cas', 'substances.name', 'substances.nameZh', 'substances.formula', 'substances.molecularWeight', 'categories.name as categoryName'])
    .where('substances.id', 'in', ids)
    .execute();
}

export async function substanceIdsOf(db: Db, casNumbers: string[]): Promise<Map<string, number>> {
  if (casNumbers.length === 0) return new Map();
  const rows = await db.selectFrom('substances').select(['id', 'cas']).where('cas', 'in', casNumbers).execute();
  return new Map(rows.map((r) => [r.cas, r.id]));
}

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
    const onShelf = db.selectFrom('goods').innerJoin('units', 'units.id', 'goods.unitId').where('goods.status', '=', 'on_shelf');
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
          .select(['goods.id', 'goods.substanceId', 'goods.sellerId', 'goods.packSize', 'goods.purity', 'goods.priceCents', 'goods.stock', 'goods.leadTimeDays', 'goods.lotNumber', 'goods.coaUploadId', 'units.code as unitCode', 'units.name as unitName'])
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
  const offers = db
    .selectFrom('goods')
    .select((eb) => ['goods.substanceId', eb.fn.countAll<number>().as('offers')])
    .where('goods.status', '=', 'on_shelf')
    .groupBy('goods.substanceId')
    .as('o');
  const asked = db
    .selectFrom('inquiries')
    // Distinct buyers, not inquiries: one buyer asking thirty times does not make a product hot.
    .select((eb) => ['inquiries.substanceId', eb.fn.count<number>('inquiries.buyerId').distinct().as('asked')])
    .where('inquiries.createdAt', '>=', since)
    .where('inquiries.substanceId', 'is not', null)
    .groupBy('inquiries.substanceId')
    .as('q');
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
