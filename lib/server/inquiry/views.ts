import type { z } from 'zod';
import { memberTypesOf, sellerNames, verifiedMemberIds } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import type { MemberType } from '@/lib/server/core/db/schema';
import { coaUrl } from '@/lib/server/goods/coa';
import { listUnits, type Unit } from '@/lib/server/goods/service';
import { inBaseUnits } from '@/lib/shared/units';
import { publicBuyerLabel } from './feed';
import { inquiryNumber } from './number';
import type { QuotationRow } from './repo';
import * as repo from './repo';
import {
  QUOTATION_STATUS_LABELS,
  type InquiryLineSchema,
  type LineSummarySchema,
  type NormalizedPriceSchema,
  type QuotationSchema,
} from '@/lib/contracts/inquiry/schema';

/* Turning rows into the contract's shapes (lib/server/inquiry/schema.ts). */

export type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];
export type InquiryRow = NonNullable<Awaited<ReturnType<typeof repo.findInquiry>>>;

export async function unitsById(db: Db): Promise<Map<number, Unit>> {
  return new Map((await listUnits(db)).map((u) => [u.id, u]));
}

function unitRef(units: Map<number, Unit>, id: number) {
  const unit = units.get(id);
  return { code: unit?.code ?? '', name: unit?.name ?? '' };
}

/** A price brought to one gram or millilitre, or per piece for counted units. */
export function normalizedPrice(priceCents: number, packSize: number, unitCode: string): z.infer<typeof NormalizedPriceSchema> | null {
  if (packSize <= 0) return null;
  const base = inBaseUnits(packSize, unitCode);
  if (base !== null) return { cents: Math.round((priceCents / base) * 10_000) / 10_000, per: unitCode === 'mL' || unitCode === 'L' ? 'mL' : 'g' };
  return { cents: Math.round((priceCents / packSize) * 10_000) / 10_000, per: 'piece' };
}

/** The province and city of an area label ("上海市 浦东新区" → "上海市 浦东新区"; a third part is dropped). */
export function publicArea(area: string | null | undefined): string | null {
  if (!area) return null;
  return area.split(/\s+/).filter(Boolean).slice(0, 2).join(' ') || null;
}

export async function buyerLabels(
  db: Db,
  rows: { buyerId: number; contactName: string }[],
): Promise<(row: { buyerId: number; contactName: string }) => string> {
  const types = await memberTypesOf(
    db,
    rows.map((r) => r.buyerId),
  );
  return (row) => publicBuyerLabel(row.contactName, types.get(row.buyerId) ?? ('teacher' as MemberType));
}

export function toLine(row: LineRow, units: Map<number, Unit>): z.input<typeof InquiryLineSchema> {
  return {
    id: row.id,
    lineNo: row.lineNo,
    substanceId: row.substanceId,
    cas: row.cas,
    productName: row.productName,
    smiles: row.smiles,
    substanceKnown: row.substanceId !== null,
    quantity: row.quantity,
    unit: unitRef(units, row.unitId),
    purity: row.purity,
    packaging: row.packaging,
  };
}

export function toLineSummary(row: LineRow, units: Map<number, Unit>, quoteCounts: Map<number, number>): z.input<typeof LineSummarySchema> {
  return {
    lineId: row.id,
    substanceId: row.substanceId,
    cas: row.cas,
    productName: row.productName,
    quantity: row.quantity,
    unit: unitRef(units, row.unitId),
    purity: row.purity,
    packaging: row.packaging,
    quoteCount: quoteCounts.get(row.id) ?? 0,
    accepted: row.acceptedQuotationId !== null,
  };
}

export type Quotation = z.input<typeof QuotationSchema>;

/** Quotations as the contract shows them; `markCheapest` (buyer's view) marks the lowest normalised active price per line. */
/**
 * The labels of the sellers merchandising lists as direct suppliers, handed in
 * by the routes: merchandising ranks by this area's inquiries, so this area
 * does not import it.
 */
export type DirectSupplierLabels = (db: Db, sellerIds: number[]) => Promise<Map<number, string>>;

export async function toQuotations(
  db: Db,
  rows: QuotationRow[],
  units: Map<number, Unit>,
  markCheapest: boolean,
  directSupplierLabels: DirectSupplierLabels,
): Promise<Quotation[]> {
  const sellerIds = rows.map((r) => r.sellerId);
  const [names, verified, direct] = await Promise.all([
    sellerNames(db, sellerIds),
    verifiedMemberIds(db, sellerIds),
    directSupplierLabels(db, [...new Set(sellerIds)]),
  ]);
  const out = rows.map((r) => {
    const unit = unitRef(units, r.unitId);
    return {
      id: r.id,
      inquiryId: r.inquiryId,
      lineId: r.lineId,
      seller: { id: r.sellerId, name: names.get(r.sellerId) ?? '', verified: verified.has(r.sellerId), direct: direct.has(r.sellerId) },
      priceCents: r.priceCents,
      packSize: r.packSize,
      unit,
      normalizedPrice: normalizedPrice(r.priceCents, r.packSize, unit.code),
      purity: r.purity,
      inStock: r.inStock === 1,
      leadTimeDays: r.leadTimeDays,
      validUntil: r.validUntil,
      remarks: r.remarks,
      coa: r.coaUploadId === null ? null : { id: r.coaUploadId, name: 'COA', url: r.goodsId !== null ? coaUrl(r.goodsId) : `/files/${r.coaUploadId}` },
      goodsId: r.goodsId,
      status: r.status,
      statusLabel: QUOTATION_STATUS_LABELS[r.status],
      supersedesId: r.supersedesId,
      freightCents: r.freightCents ?? null,
      cheapest: false,
      createdAt: r.createdAt,
    };
  });
  if (markCheapest) {
    const best = new Map<number, { id: number; cents: number; per: string }>();
    for (const q of out) {
      if (q.status !== 'active' || !q.normalizedPrice) continue;
      const current = best.get(q.lineId);
      if (!current || (current.per === q.normalizedPrice.per && q.normalizedPrice.cents < current.cents)) {
        best.set(q.lineId, { id: q.id, cents: q.normalizedPrice.cents, per: q.normalizedPrice.per });
      }
    }
    const cheapest = new Set([...best.values()].map((b) => b.id));
    for (const q of out) q.cheapest = cheapest.has(q.id);
  }
  return out;
}

/** One of the seller's on-shelf goods as "quote from my goods" offers it. */
export function toMyGoods(g: {
  id: number;
  packSize: number | string;
  unitCode: string;
  unitName: string;
  purity: string;
  priceCents: number | string;
  stock: number | string;
  leadTimeDays: number;
  coaUploadId: number | null;
  lotNumber: string | null;
}) {
  return {
    goodsId: g.id,
    packSize: Number(g.packSize),
    unit: { code: g.unitCode, name: g.unitName },
    purity: g.purity,
    priceCents: Number(g.priceCents),
    stock: Number(g.stock),
    leadTimeDays: g.leadTimeDays,
    coaUploadId: g.coaUploadId,
    lotNumber: g.lotNumber,
  };
}

export function numberOf(row: { id: number; createdAt: string }): string {
  return inquiryNumber(row.id, row.createdAt);
}

export function attachmentIdsOf(row: { attachmentIds?: string | null }): number[] {
  try {
    const parsed: unknown = JSON.parse(row.attachmentIds ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}
