import type { Db } from '@/lib/server/core/db';
import { OFFER_COLUMNS, onShelfGoodsWithUnits } from './queries';
import type { GoodsTable } from '@/lib/server/core/db/schema';
import type { Insertable } from 'kysely';

export async function listUnits(db: Db) {
  return db.selectFrom('units').select(['id', 'code', 'name', 'kind']).orderBy('sortOrder').orderBy('id').execute();
}

export async function upsertUnit(db: Db, unit: { code: string; name: string; kind: 'mass' | 'volume' | 'count'; sortOrder: number }): Promise<void> {
  await db
    .insertInto('units')
    .values(unit)
    .onConflict((oc) => oc.column('code').doUpdateSet({ name: unit.name, kind: unit.kind, sortOrder: unit.sortOrder }))
    .execute();
}

export async function unitIdsByCode(db: Db): Promise<Map<string, number>> {
  return new Map((await db.selectFrom('units').select(['id', 'code']).execute()).map((u) => [u.code, u.id]));
}

/** Unit ids by code in lower case: a spreadsheet's "ML" or "Kg" is the unit it names. */
export async function unitIdsIgnoringCase(db: Db): Promise<Map<string, number>> {
  return new Map([...(await unitIdsByCode(db))].map(([code, id]) => [code.toLowerCase(), id]));
}

export async function onShelfOfferRows(db: Db, substanceId: number) {
  return onShelfGoodsWithUnits(db).select(OFFER_COLUMNS).where('goods.substanceId', '=', substanceId).orderBy('goods.priceCents').orderBy('goods.id').execute();
}

export async function offerSummaryRows(db: Db, substanceIds: number[]) {
  if (substanceIds.length === 0) return [];
  return db
    .selectFrom('goods')
    .select((eb) => ['substanceId', eb.fn.countAll<number>().as('offerCount'), eb.fn.min<number>('priceCents').as('lowestPriceCents')])
    .where('substanceId', 'in', substanceIds)
    .where('status', '=', 'on_shelf')
    .groupBy('substanceId')
    .execute();
}

export async function mostOfferedSubstanceIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('goods')
    .select((eb) => ['substanceId', eb.fn.countAll<number>().as('offers')])
    .where('status', '=', 'on_shelf')
    .groupBy('substanceId')
    .orderBy('offers', 'desc')
    .orderBy('substanceId')
    .limit(limit)
    .execute();
  return rows.map((r) => r.substanceId);
}

export async function sellerIdsWithOnShelfGoods(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('goods').select('sellerId').where('status', '=', 'on_shelf').distinct().orderBy('sellerId').execute();
  return rows.map((r) => r.sellerId);
}

export async function sellerIdsWithGoods(db: Db): Promise<Set<number>> {
  return new Set((await db.selectFrom('goods').select('sellerId').distinct().execute()).map((r) => r.sellerId));
}

export async function insertGoods(db: Db, rows: Insertable<GoodsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 400)
    await db
      .insertInto('goods')
      .values(rows.slice(i, i + 400))
      .execute();
}

/** On-shelf goods that never had a price event (goods loaded in bulk): the price history starts with them. */
export async function goodsIdsWithoutPriceEvents(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('goods')
    .select('id')
    .where('status', '=', 'on_shelf')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('goodsPriceEvents').select('goodsPriceEvents.id').whereRef('goodsPriceEvents.goodsId', '=', 'goods.id'))))
    .execute();
  return rows.map((r) => r.id);
}

export async function goodsCountsByStatus(db: Db, sellerId: number) {
  return db
    .selectFrom('goods')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('sellerId', '=', sellerId)
    .groupBy('status')
    .execute();
}

export async function setLotCertificate(db: Db, goodsId: number, lotNumber: string, coaUploadId: number): Promise<void> {
  await db.updateTable('goods').set({ lotNumber, coaUploadId }).where('id', '=', goodsId).execute();
}

/** Who sells an on-shelf offer and which upload is its certificate. */
export async function onShelfCertificateRef(db: Db, goodsId: number) {
  return db.selectFrom('goods').select(['sellerId', 'coaUploadId']).where('id', '=', goodsId).where('status', '=', 'on_shelf').executeTakeFirst();
}

/** True when the seller offers the substance on shelf now (its SDS is then public). */
export async function sellerHasOnShelf(db: Db, sellerId: number, substanceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('goods')
    .select('id')
    .where('sellerId', '=', sellerId)
    .where('substanceId', '=', substanceId)
    .where('status', '=', 'on_shelf')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function onShelfGoodsWithoutCoa(db: Db, substanceIds: number[]) {
  if (substanceIds.length === 0) return [];
  return db
    .selectFrom('goods')
    .select(['id', 'sellerId', 'substanceId', 'purity'])
    .where('substanceId', 'in', substanceIds)
    .where('status', '=', 'on_shelf')
    .where('coaUploadId', 'is', null)
    .orderBy('id')
    .execute();
}
