import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { productCards, substanceIdsOf } from '@/lib/server/catalog/queries';
import type { Db } from '@/lib/server/core/db';
import type { PlacementList } from '@/lib/server/core/db/schema';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';
import { toOffer } from '@/lib/server/goods/service';
import { latestInquiries } from '@/lib/server/inquiry/service';
import * as repo from './repo';
import type {
  BulkItemSchema,
  DirectItemSchema,
  ElectronicGradeItemSchema,
  HotSaleItemSchema,
  ListProductSchema,
  MainProductItemSchema,
  PromotionItemSchema,
  RealTimePurchaseItemSchema,
} from '@/lib/contracts/merchandising/schema';

export type ListProduct = z.infer<typeof ListProductSchema>;
export type PromotionItem = z.infer<typeof PromotionItemSchema>;
export type MainProductItem = z.infer<typeof MainProductItemSchema>;
export type ElectronicGradeItem = z.infer<typeof ElectronicGradeItemSchema>;
export type DirectItem = z.infer<typeof DirectItemSchema>;
export type BulkItem = z.infer<typeof BulkItemSchema>;
export type HotSaleItem = z.infer<typeof HotSaleItemSchema>;
export type RealTimePurchaseItem = z.infer<typeof RealTimePurchaseItemSchema>;

/** Hot sale looks at the inquiries of the last 30 days, and ranks at most 100 products. */
export const HOT_SALE_WINDOW_DAYS = 30;
export const HOT_SALE_CAP = 100;
/** The real-time feed shows the newest 100 inquiries, not the whole history. */
export const REAL_TIME_CAP = 100;

/** Each substance as a list shows it: the catalog's product card. */
function listProducts(db: Db, ids: number[]): Promise<Map<number, ListProduct>> {
  return productCards(db, catalogOffers, ids);
}

function pageOf<T>(list: T[], total: number, paging: PageQuery): Page<T> {
  return { list, total, page: paging.page, pageSize: paging.pageSize };
}

/** One page of an operator list, with each placement's product. */
async function placementPage(db: Db, list: PlacementList, paging: PageQuery, now: Date) {
  const { rows, total } = await repo.activePlacements(db, list, now.toISOString(), paging.pageSize, offsetOf(paging));
  const products = await listProducts(
    db,
    rows.map((r) => r.substanceId),
  );
  // A placement whose substance vanished mid-request is skipped rather than shown half empty.
  const entries = rows.flatMap((placement) => {
    const product = products.get(placement.substanceId);
    return product ? [{ placement, product }] : [];
  });
  return { entries, total };
}

/** Promotions the operator set, running at `now` (not yet started and ended ones are not listed), in the operator's order. */
/** Purity as the feed may show it: a percentage or a reagent/electronic grade, not free text. */
const PUBLIC_PURITY = /^(?:[≥>]=?\s*)?\d{1,3}(?:\.\d+)?\s*%$|^(?:AR|GR|CP|LR|HPLC|ACS|SEMI G[1-5]|G[1-5]|UP(?:-S{1,3})?|[4-7]N)$/i;

export async function promotionalProducts(db: Db, paging: PageQuery, now = new Date()): Promise<Page<PromotionItem>> {
  const { entries, total } = await placementPage(db, 'promotion', paging, now);
  const list = entries.map(({ placement: p, product }) => ({
    ...product,
    label: p.label ?? '促销',
    promotionPriceCents: p.promotionPriceCents,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    note: p.note,
  }));
  return pageOf(list, total, paging);
}

/** The platform's main products (主营产品), as the operator placed them. */
export async function mainProducts(db: Db, paging: PageQuery, now = new Date()): Promise<Page<MainProductItem>> {
  const { entries, total } = await placementPage(db, 'main', paging, now);
  return pageOf(
    entries.map(({ placement: p, product }) => ({ ...product, label: p.label, note: p.note })),
    total,
    paging,
  );
}

/** Substances the operator lists as available in electronic (semiconductor) grade, with the grade. */
export async function electronicGradeProducts(db: Db, paging: PageQuery, now = new Date()): Promise<Page<ElectronicGradeItem>> {
  const { entries, total } = await placementPage(db, 'electronic_grade', paging, now);
  return pageOf(
    entries.map(({ placement: p, product }) => ({ ...product, grade: p.label ?? '电子级', note: p.note })),
    total,
    paging,
  );
}

type GoodsRow = Awaited<ReturnType<typeof repo.bulkGoodsPage>>['offerRows'][number];

/** The grouped goods page with each substance's cheapest offer among the selected goods. */
async function cheapestPerSubstance(db: Db, page: Awaited<ReturnType<typeof repo.bulkGoodsPage>>) {
  const cheapest = new Map<number, GoodsRow>();
  // Rows come cheapest first, so the first row of a substance is its cheapest.
  for (const row of page.offerRows) if (!cheapest.has(row.substanceId)) cheapest.set(row.substanceId, row);
  const [products, names] = await Promise.all([
    listProducts(
      db,
      page.groups.map((g) => g.substanceId),
    ),
    sellerNames(
      db,
      [...cheapest.values()].map((r) => r.sellerId),
    ),
  ]);
  return page.groups.flatMap((group) => {
    const product = products.get(group.substanceId);
    const row = cheapest.get(group.substanceId);
    return product && row ? [{ group, product, row, offer: toOffer(row, names.get(row.sellerId) ?? '') }] : [];
  });
}

/** Products with bulk packs on shelf (≥ 1 kg / 1 L, or by the ton or drum): derived from the goods, nobody sets it. */
export async function bulkProducts(db: Db, paging: PageQuery): Promise<Page<BulkItem>> {
  const page = await repo.bulkGoodsPage(db, paging.pageSize, offsetOf(paging));
  const entries = await cheapestPerSubstance(db, page);
  return pageOf(
    entries.map(({ group, product, offer }) => ({ ...product, bulkOfferCount: group.offers, bulkOffer: offer })),
    page.total,
    paging,
  );
}

/** Products sold on shelf by sellers the operator marks as direct suppliers (厂家直供). */
export async function directProducts(db: Db, paging: PageQuery): Promise<Page<DirectItem>> {
  const page = await repo.directGoodsPage(db, paging.pageSize, offsetOf(paging));
  const entries = await cheapestPerSubstance(db, page);
  const labels = await repo.directSupplierLabels(
    db,
    entries.map((e) => e.row.sellerId),
  );
  return pageOf(
    entries.map(({ group, product, offer }) => ({
      ...product,
      supplier: { ...offer.seller, label: labels.get(offer.seller.id) ?? '厂家直供' },
      directOfferCount: group.offers,
      directOffer: offer,
    })),
    page.total,
    paging,
  );
}

/**
 * Hot sale (热销). Until orders exist: products on shelf ranked by their
 * inquiries of the last 30 days, then by how many offers they have. When
 * orders exist the ranking becomes units sold in the window.
 */
export async function hotSaleProducts(db: Db, paging: PageQuery, now = new Date()): Promise<Page<HotSaleItem>> {
  const since = new Date(now.getTime() - HOT_SALE_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const { rows, total } = await repo.hotSalePage(db, since, HOT_SALE_CAP, paging.pageSize, offsetOf(paging));
  const products = await listProducts(
    db,
    rows.map((r) => r.substanceId),
  );
  const list = rows.flatMap((r, i) => {
    const product = products.get(r.substanceId);
    return product ? [{ ...product, rank: offsetOf(paging) + i + 1, recentBuyerCount: r.asked }] : [];
  });
  return pageOf(list, total, paging);
}

/**
 * Real-time purchase (实时采购): the newest inquiries, as "王老师 刚刚询价
 * 乙醇 500 mL". When orders exist, placed orders join the feed.
 */
export async function realTimePurchases(db: Db, paging: PageQuery): Promise<Page<RealTimePurchaseItem>> {
  const page = await latestInquiries(db, paging);
  const shown = page.list.slice(0, Math.max(0, REAL_TIME_CAP - offsetOf(paging)));
  const products = await listProducts(
    db,
    shown.flatMap((i) => (i.substanceId === null ? [] : [i.substanceId])),
  );
  const list = shown.map((inquiry) => {
    const product = inquiry.substanceId === null ? undefined : products.get(inquiry.substanceId);
    return {
      id: inquiry.id,
      buyer: inquiry.buyer,
      cas: product?.cas ?? inquiry.cas,
      // A public feed shows no buyer's free text: the catalog's name, else the CAS number, else a neutral word.
      name: product?.name ?? (inquiry.cas ? `CAS ${inquiry.cas}` : '目录外产品'),
      nameZh: product?.nameZh ?? null,
      inCatalog: product !== undefined,
      formula: product?.formula ?? null,
      category: product?.category ?? null,
      offerCount: product?.offerCount ?? 0,
      lowestPriceCents: product?.lowestPriceCents ?? null,
      quantity: inquiry.quantity,
      unit: inquiry.unit,
      purity: inquiry.purity && PUBLIC_PURITY.test(inquiry.purity) ? inquiry.purity : null,
      createdAt: inquiry.createdAt,
    };
  });
  return pageOf(list, Math.min(page.total, REAL_TIME_CAP), paging);
}

export type ImportedPlacement = {
  cas: string;
  list: PlacementList;
  sortOrder: number;
  label: string | null;
  promotionPriceCents: number | null;
  note: string | null;
  startsAt: string;
  endsAt: string | null;
};

/** Places products on the operator lists (replacing their current placement there); unknown CAS numbers are skipped. Returns how many were placed. */
export async function importPlacements(db: Db, placements: ImportedPlacement[], createdAt: string): Promise<number> {
  const ids = await substanceIdsOf(
    db,
    placements.map((p) => p.cas),
  );
  let placed = 0;
  for (const { cas, ...placement } of placements) {
    const substanceId = ids.get(cas);
    if (substanceId === undefined) continue;
    await repo.upsertPlacement(db, { ...placement, substanceId, createdAt });
    placed += 1;
  }
  return placed;
}

/** Marks a seller as a direct supplier (厂家直供) unless it already is one. */
export function markDirectSupplier(db: Db, sellerId: number, label: string, createdAt: string): Promise<void> {
  return repo.addDirectSupplier(db, sellerId, label, createdAt);
}
