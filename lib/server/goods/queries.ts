import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { countRows } from '@/lib/server/core/db/count';
import { substanceColumn, type substanceIdsMatching } from '@/lib/server/catalog/queries';
import type { GoodsStatus } from '@/lib/server/core/db/schema';

/*
 * Read-only query pieces the goods area exports for other areas' read models
 * (docs/decisions/0006-one-owner-per-table.md): merchandising ranks and pages
 * products by their offers in one SQL query, so it composes these instead of
 * naming the goods tables itself.
 */

/** On-shelf goods joined with their unit: the base of every offer list. */
export function onShelfGoodsWithUnits(db: Db) {
  return db.selectFrom('goods').innerJoin('units', 'units.id', 'goods.unitId').where('goods.status', '=', 'on_shelf');
}

/** The columns an offer shows, for selects over `onShelfGoodsWithUnits`. */
/** `stock` as buyers see it: the packs not held by unpaid orders. */
export const AVAILABLE_STOCK = sql<number>`case when goods.stock > goods.reserved then goods.stock - goods.reserved else 0 end`.as('stock');

export const OFFER_COLUMNS = [
  'goods.id',
  'goods.substanceId',
  'goods.sellerId',
  'goods.packSize',
  'goods.purity',
  'goods.brand',
  'goods.priceCents',
  // What buyers can still take: the stock less what submitted orders hold (migration 0032).
  AVAILABLE_STOCK,
  'goods.leadTimeDays',
  'goods.lotNumber',
  'goods.coaUploadId',
  'units.code as unitCode',
  'units.name as unitName',
] as const;

/** On-shelf offer count per substance (`substanceId`, `offers`), as a subquery to alias and join. */
export function onShelfOfferCounts(db: Db) {
  return db
    .selectFrom('goods')
    .select((eb) => ['goods.substanceId', eb.fn.countAll<number>().as('offers')])
    .where('goods.status', '=', 'on_shelf')
    .groupBy('goods.substanceId');
}

/** A seller's on-shelf goods of one substance with their unit ("quote from my goods"), cheapest first. */
export function sellerOnShelfGoods(db: Db, sellerId: number, substanceId: number) {
  return onShelfGoodsWithUnits(db)
    .select([...OFFER_COLUMNS])
    .where('goods.sellerId', '=', sellerId)
    .where('goods.substanceId', '=', substanceId)
    .orderBy('goods.priceCents')
    .execute();
}

/** A seller's on-shelf goods of many substances with their unit (a quotation sheet of many lines), cheapest first. */
export function sellerOnShelfGoodsOf(db: Db, sellerId: number, substanceIds: number[]) {
  if (substanceIds.length === 0) return Promise.resolve([]);
  return onShelfGoodsWithUnits(db)
    .select([...OFFER_COLUMNS])
    .where('goods.sellerId', '=', sellerId)
    .where('goods.substanceId', 'in', [...new Set(substanceIds)])
    .orderBy('goods.priceCents')
    .execute();
}

/** Per substance a seller has on shelf: how many goods. */
export async function sellerOnShelfCounts(db: Db, sellerId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('goods')
    .select((eb) => ['goods.substanceId', eb.fn.countAll<number>().as('n')])
    .where('goods.status', '=', 'on_shelf')
    .where('goods.sellerId', '=', sellerId)
    .groupBy('goods.substanceId')
    .execute();
  return new Map(rows.map((r) => [r.substanceId, Number(r.n)]));
}

/** On-shelf offers (size, unit code, price) of many substances, for price comparisons per g or mL. */
export function onShelfPriceRows(db: Db, substanceIds: number[]) {
  if (substanceIds.length === 0) return Promise.resolve([]);
  return onShelfGoodsWithUnits(db)
    .select(['goods.substanceId', 'goods.packSize', 'goods.priceCents', 'units.code as unitCode'])
    .where('goods.substanceId', 'in', substanceIds)
    .execute();
}

/** On-shelf offers of many substances with their unit and purity as a number: what a list order (快速下单) chooses from. */
export function onShelfOffersOf(db: Db, substanceIds: number[]) {
  if (substanceIds.length === 0) return Promise.resolve([]);
  return onShelfGoodsWithUnits(db)
    .select([...OFFER_COLUMNS, 'goods.purityPercent'])
    .where('goods.substanceId', 'in', substanceIds)
    .execute();
}

const ON_SHELF: GoodsStatus = 'on_shelf';

/** What a buyer may ask of the offers when searching: in stock, one seller, a purity at least or a grade. */
export type OfferFilter = { inStock?: boolean; sellerId?: number; purityAtLeast?: number; grade?: string };

/**
 * For raw-SQL searches of other areas: true when the substance whose id is
 * `substanceId` (an SQL expression such as sql`s.id`) has an on-shelf offer
 * meeting `filter`.
 */
export function onShelfOfferExists(substanceId: RawBuilder<unknown>, filter: OfferFilter = {}): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [sql`g.substance_id = ${substanceId}`, sql`g.status = ${sql.lit(ON_SHELF)}`];
  if (filter.inStock) conditions.push(sql`g.stock > g.reserved`);
  if (filter.sellerId !== undefined) conditions.push(sql`g.seller_id = ${filter.sellerId}`);
  if (filter.purityAtLeast !== undefined) conditions.push(sql`g.purity_percent >= ${filter.purityAtLeast}`);
  if (filter.grade !== undefined) conditions.push(sql`upper(g.purity) = ${filter.grade}`);
  return sql<boolean>`exists (select 1 from goods g where ${sql.join(conditions, sql` and `)})`;
}

/** Which sellers offer these substances on shelf now, as `sellerId:substanceId` keys (whose GHS labels count). */
export async function onShelfSellersOf(db: Db, substanceIds: number[]): Promise<Set<string>> {
  if (substanceIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('goods')
    .select(['sellerId', 'substanceId'])
    .distinct()
    .where('substanceId', 'in', [...new Set(substanceIds)])
    .where('status', '=', ON_SHELF)
    .execute();
  return new Set(rows.map((r) => `${r.sellerId}:${r.substanceId}`));
}

/** SQL: the seller (a column or value) offers the substance on shelf now. */
export function sellerOffersOnShelf(sellerId: RawBuilder<unknown>, substanceId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from goods g where g.seller_id = ${sellerId} and g.substance_id = ${substanceId} and g.status = ${sql.lit(ON_SHELF)})`;
}

/**
 * On-shelf goods of a substance whose lot on offer is `lotNumber` and has a
 * certificate: what the help centre's COA lookup hands out (as /coa/{id}).
 * Lot numbers are compared ignoring case, as people type them from a label.
 */
export function onShelfCertificatesOfLot(db: Db, substanceId: number, lotNumber: string) {
  return db
    .selectFrom('goods')
    .select(['goods.id', 'goods.purity', 'goods.lotNumber'])
    .where('goods.substanceId', '=', substanceId)
    .where('goods.status', '=', 'on_shelf')
    .where('goods.coaUploadId', 'is not', null)
    .where((eb) => eb(eb.fn('upper', ['goods.lotNumber']), '=', lotNumber.toUpperCase()))
    .orderBy('goods.id')
    .execute();
}

/** Goods waiting for an operator's review (the console dashboard). */
export function goodsAwaitingReview(db: Db): Promise<number> {
  return countRows(db.selectFrom('goods').where('goods.status', '=', 'pending'));
}

/**
 * Goods as a buyer's cart and a new order see them: the offer with its unit
 * and substance, whatever its state (the caller decides what an offer no
 * longer on shelf means).
 */
export function offersForPurchase(db: Db, goodsIds: number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('goods')
    .innerJoin('units', 'units.id', 'goods.unitId')
    .select((eb) => [
      'goods.id',
      'goods.sellerId',
      'goods.substanceId',
      'goods.packSize',
      'goods.purity',
      'goods.brand',
      'goods.priceCents',
      AVAILABLE_STOCK,
      'goods.leadTimeDays',
      'goods.lotNumber',
      'goods.coaUploadId',
      'goods.status',
      'units.code as unitCode',
      // goods.substance_id is a not-null reference: every goods row has its substance, as with the inner join these replace.
      substanceColumn(db, eb.ref('goods.substanceId'), 'cas').$notNull().as('cas'),
      substanceColumn(db, eb.ref('goods.substanceId'), 'name').$notNull().as('name'),
      substanceColumn(db, eb.ref('goods.substanceId'), 'nameZh').as('nameZh'),
    ])
    .where('goods.id', 'in', goodsIds)
    .execute();
}

/** A unit's code as a scalar subquery, for another area's rows that carry a unit id (one statement, as a join would be). */
export function unitCodeOf(db: Db, unitId: Expression<number | null>) {
  return db.selectFrom('units').select('code').where('units.id', '=', unitId).$asScalar().$castTo<string | null>();
}

/** A goods row's brand as a scalar subquery (null when there is no such goods row, as a left join would give). */
export function goodsBrandOf(db: Db, goodsId: Expression<number | null>) {
  return db.selectFrom('goods').select('brand').where('goods.id', '=', goodsId).$asScalar().$castTo<string | null>();
}

/** When each seller first listed each substance (goods not deleted): which inquiries a seller could have quoted (decision 0157). */
export async function sellerListings(db: Db): Promise<Map<number, Map<number, string>>> {
  const rows = await db
    .selectFrom('goods')
    .select((eb) => ['sellerId', 'substanceId', eb.fn.min('createdAt').as('firstListedAt')])
    .where('status', '!=', 'deleted')
    .groupBy(['sellerId', 'substanceId'])
    .execute();
  const bySubstance = new Map<number, Map<number, string>>();
  for (const r of rows) bySubstance.set(r.substanceId, (bySubstance.get(r.substanceId) ?? new Map()).set(r.sellerId, String(r.firstListedAt)));
  return bySubstance;
}

/** Sellers with goods on shelf, in id order (their public pages, for the sitemap). */
export async function sellerIdsOnShelf(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('goods').select('sellerId').where('status', '=', 'on_shelf').groupBy('sellerId').orderBy('sellerId').execute();
  return rows.map((r) => r.sellerId);
}

/** Of these lots, those with a certificate of analysis. */
export async function lotsWithCertificate(db: Db, lotIds: number[]): Promise<Set<number>> {
  if (lotIds.length === 0) return new Set();
  const rows = await db.selectFrom('lots').select('id').where('id', 'in', lotIds).where('coaUploadId', 'is not', null).execute();
  return new Set(rows.map((r) => r.id));
}

export { lastPriceEventId, priceEventsAfter, pricePointsOf, type PriceEvent, type PricePoint } from './price-events';

export { unitIdsByCode, unitIdsIgnoringCase } from './repo';

/** Unit codes by id. */
export async function unitCodesById(db: Db): Promise<Map<number, string>> {
  return new Map((await db.selectFrom('units').select(['id', 'code']).execute()).map((u) => [u.id, u.code]));
}

/** One page of a seller's on-shelf offers, those of substances in `substanceIds` (a subquery) when given: the seller page. */
export async function sellerOnShelfPage(db: Db, sellerId: number, substanceIds: ReturnType<typeof substanceIdsMatching> | null, limit: number, offset: number) {
  let base = onShelfGoodsWithUnits(db).where('goods.sellerId', '=', sellerId);
  if (substanceIds) base = base.where('goods.substanceId', 'in', substanceIds);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([...OFFER_COLUMNS])
      .select((eb) => [
        substanceColumn(db, eb.ref('goods.substanceId'), 'cas').$notNull().as('cas'),
        substanceColumn(db, eb.ref('goods.substanceId'), 'name').$notNull().as('name'),
        substanceColumn(db, eb.ref('goods.substanceId'), 'nameZh').as('nameZh'),
      ])
      .orderBy('goods.substanceId')
      .orderBy('goods.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { total: Number(total), rows };
}
