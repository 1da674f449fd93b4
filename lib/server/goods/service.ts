import { sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';

export type Unit = { id: number; code: string; name: string; kind: 'mass' | 'volume' | 'count' };

export async function listUnits(db: Db): Promise<Unit[]> {
  return db.selectFrom('units').select(['id', 'code', 'name', 'kind']).orderBy('sortOrder').orderBy('id').execute();
}

export type Offer = {
  goodsId: number;
  seller: { id: number; name: string };
  packSize: number;
  unit: { code: string; name: string };
  purity: string;
  priceCents: number;
  stock: number;
  leadTimeDays: number;
};

/** Every on-shelf offer of one substance, cheapest first. */
export async function onShelfOffers(db: Db, substanceId: number): Promise<Offer[]> {
  const rows = await db
    .selectFrom('goods')
    .innerJoin('units', 'units.id', 'goods.unitId')
    .select([
      'goods.id',
      'goods.sellerId',
      'goods.packSize',
      'goods.purity',
      'goods.priceCents',
      'goods.stock',
      'goods.leadTimeDays',
      'units.code as unitCode',
      'units.name as unitName',
    ])
    .where('goods.substanceId', '=', substanceId)
    .where('goods.status', '=', 'on_shelf')
    .orderBy('goods.priceCents')
    .orderBy('goods.id')
    .execute();
  const names = await sellerNames(
    db,
    rows.map((r) => r.sellerId),
  );
  return rows.map((r) => ({
    goodsId: r.id,
    seller: { id: r.sellerId, name: names.get(r.sellerId) ?? '' },
    packSize: r.packSize,
    unit: { code: r.unitCode, name: r.unitName },
    purity: r.purity,
    priceCents: r.priceCents,
    stock: r.stock,
    leadTimeDays: r.leadTimeDays,
  }));
}

export type OfferSummary = { offerCount: number; lowestPriceCents: number | null };

/** Offer counts and lowest prices of many substances at once, for result lists. */
export async function offerSummaries(db: Db, substanceIds: number[]): Promise<Map<number, OfferSummary>> {
  if (substanceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goods')
    .select((eb) => [
      'substanceId',
      eb.fn.countAll<number>().as('offerCount'),
      eb.fn.min<number>('priceCents').as('lowestPriceCents'),
    ])
    .where('substanceId', 'in', substanceIds)
    .where('status', '=', 'on_shelf')
    .groupBy('substanceId')
    .execute();
  return new Map(
    rows.map((r) => [r.substanceId, { offerCount: Number(r.offerCount), lowestPriceCents: r.lowestPriceCents }]),
  );
}

/** The substances with the most on-shelf offers, most first. */
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
