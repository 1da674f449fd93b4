import { recordOfferStates } from './price-events';
import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { GoodsStatus } from '@/lib/server/core/db/schema';
import { coaUrl } from './coa';
import { sheetKey, sheetsOf, type SheetSet } from '@/lib/server/safety/sds';
import { purityPercentOf } from '@/lib/shared/purity';
import * as repo from './repo';
import type { OfferSchema, UnitSchema } from '@/lib/contracts/goods/schema';

export type Unit = z.infer<typeof UnitSchema>;
export type Offer = z.infer<typeof OfferSchema>;

export function listUnits(db: Db): Promise<Unit[]> {
  return repo.listUnits(db);
}

/** The columns an offer is made of, as goods queries select them. */
export type OfferRow = {
  id: number;
  sellerId: number;
  packSize: number;
  unitCode: string;
  unitName: string;
  purity: string;
  brand?: string | null;
  priceCents: number;
  stock: number;
  leadTimeDays: number;
  lotNumber: string | null;
  coaUploadId: number | null;
};

/** One offer as buyers see it; a certificate counts only with the lot number it describes. */
export function toOffer(row: OfferRow, sellerName: string, sheets: SheetSet | null = null): Offer {
  return {
    goodsId: row.id,
    seller: { id: row.sellerId, name: sellerName },
    packSize: row.packSize,
    unit: { code: row.unitCode, name: row.unitName },
    purity: row.purity,
    brand: row.brand?.trim() || null,
    priceCents: row.priceCents,
    stock: row.stock,
    leadTimeDays: row.leadTimeDays,
    coa: row.coaUploadId !== null && row.lotNumber ? { lotNumber: row.lotNumber, url: coaUrl(row.id) } : null,
    sds: sheets && (sheets.zh || sheets.en) ? { zh: publicSheet(sheets.zh), en: publicSheet(sheets.en) } : null,
  };
}

const publicSheet = (sheet: SheetSet['zh']) => (sheet ? { revisedOn: sheet.revisedOn, url: sheet.url } : null);

/** Every on-shelf offer of one substance, cheapest first, with each seller's SDS of it. */
export async function onShelfOffers(db: Db, substanceId: number): Promise<Offer[]> {
  const rows = await repo.onShelfOfferRows(db, substanceId);
  const [names, sheets] = await Promise.all([
    sellerNames(
      db,
      rows.map((r) => r.sellerId),
    ),
    sheetsOf(
      db,
      rows.map((r) => ({ sellerId: r.sellerId, substanceId })),
    ),
  ]);
  return rows.map((r) => toOffer(r, names.get(r.sellerId) ?? '', sheets.get(sheetKey(r.sellerId, substanceId)) ?? null));
}

export type OfferSummary = { offerCount: number; lowestPriceCents: number | null };

/** Offer counts and lowest prices of many substances at once, for result lists. */
export async function offerSummaries(db: Db, substanceIds: number[]): Promise<Map<number, OfferSummary>> {
  const rows = await repo.offerSummaryRows(db, substanceIds);
  return new Map(rows.map((r) => [r.substanceId, { offerCount: Number(r.offerCount), lowestPriceCents: r.lowestPriceCents }]));
}

/** Sellers with goods on shelf, by name: the choices of the search's seller filter. */
export async function sellersOnShelf(db: Db): Promise<{ id: number; name: string }[]> {
  const ids = await repo.sellerIdsWithOnShelfGoods(db);
  const names = await sellerNames(db, ids);
  return ids.map((id) => ({ id, name: names.get(id) ?? `#${id}` })).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}

/** The substances with the most on-shelf offers, most first. */
export function mostOfferedSubstanceIds(db: Db, limit: number): Promise<number[]> {
  return repo.mostOfferedSubstanceIds(db, limit);
}

export async function importUnits(db: Db, units: readonly { code: string; name: string; kind: Unit['kind'] }[]): Promise<void> {
  for (const [sortOrder, unit] of units.entries()) await repo.upsertUnit(db, { ...unit, sortOrder });
}

export type ImportedGoods = {
  sellerId: number;
  substanceId: number;
  packSize: number;
  unitCode: string;
  purity: string;
  brand?: string | null;
  priceCents: number;
  stock: number;
  leadTimeDays: number;
  status: GoodsStatus;
};

export function sellerIdsWithGoods(db: Db): Promise<Set<number>> {
  return repo.sellerIdsWithGoods(db);
}

/** Lists goods for sellers; the unit codes must exist. Returns how many were added. */
export async function importGoods(db: Db, goods: ImportedGoods[]): Promise<number> {
  const unitIds = await repo.unitIdsByCode(db);
  const now = nowIso();
  await repo.insertGoods(
    db,
    goods.map(({ unitCode, ...g }) => {
      const unitId = unitIds.get(unitCode);
      if (unitId === undefined) throw new Error(`unknown unit ${unitCode}`);
      return { ...g, unitId, purityPercent: purityPercentOf(g.purity), createdAt: now, updatedAt: now };
    }),
  );
  await recordOfferStates(db, await repo.goodsIdsWithoutPriceEvents(db));
  return goods.length;
}

/** A seller's goods by review state, for the member home. */
export async function goodsCountsOfSeller(db: Db, sellerId: number): Promise<{ pending: number; onShelf: number; offShelf: number }> {
  const rows = await repo.goodsCountsByStatus(db, sellerId);
  const count = (status: GoodsStatus) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { pending: count('pending'), onShelf: count('on_shelf'), offShelf: count('off_shelf') };
}
