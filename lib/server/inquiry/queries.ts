import { substanceColumn } from '@/lib/server/catalog/queries';
import type { Db } from '@/lib/server/core/db';
import { goodsBrandOf, unitCodeOf } from '@/lib/server/goods/queries';
import { inquiryNumber } from './number';
import { deadlineOf } from './service';
import { QUOTABLE_INQUIRY_STATUSES } from './transitions';
import { buyerLabels } from './views';

/*
 * Read-only query pieces the inquiry area exports for other areas' read
 * models (docs/decisions/0006-one-owner-per-table.md).
 */

/**
 * Per substance, how many distinct buyers asked about it since `since`
 * (`substanceId`, `asked`), as a subquery to alias and join. Distinct buyers,
 * not inquiries: one buyer asking thirty times does not make a product hot.
 * Every line of a multi-line inquiry counts.
 */
export function distinctBuyersAskingSince(db: Db, since: string) {
  return db
    .selectFrom('inquiryLines')
    .innerJoin('inquiries', 'inquiries.id', 'inquiryLines.inquiryId')
    .select((eb) => [eb.ref('inquiryLines.substanceId').as('substanceId'), eb.fn.count<number>('inquiries.buyerId').distinct().as('asked')])
    .where('inquiries.createdAt', '>=', since)
    .where('inquiryLines.substanceId', 'is not', null)
    .groupBy('inquiryLines.substanceId');
}

/**
 * A buyer's accepted quotations with what an order needs of them (the line's
 * substance and its catalog names, the quoted pack and price, the brand of
 * the goods quoted from, the inquiry). Another buyer's
 * quotation is simply not returned.
 */
export function acceptedQuotationsOf(db: Db, buyerId: number, quotationIds: number[]) {
  if (quotationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('quotations')
    .innerJoin('inquiryLines', 'inquiryLines.id', 'quotations.lineId')
    .innerJoin('inquiries', 'inquiries.id', 'quotations.inquiryId')
    .select((eb) => [
      'quotations.id',
      'quotations.inquiryId',
      'quotations.sellerId',
      'quotations.priceCents',
      'quotations.packSize',
      'quotations.unitId',
      'quotations.purity',
      'quotations.leadTimeDays',
      'quotations.coaUploadId',
      'quotations.goodsId',
      'quotations.freightCents',
      'quotations.status',
      // quotations.unit_id is a not-null reference: the unit is always there, as with the inner join this replaces.
      unitCodeOf(db, eb.ref('quotations.unitId')).$notNull().as('unitCode'),
      'inquiryLines.substanceId',
      'inquiryLines.cas',
      'inquiryLines.productName',
      'inquiryLines.quantity as lineQuantity',
      'inquiryLines.unitId as lineUnitId',
      unitCodeOf(db, eb.ref('inquiryLines.unitId')).$notNull().as('lineUnitCode'),
      substanceColumn(db, eb.ref('inquiryLines.substanceId'), 'name').as('substanceName'),
      substanceColumn(db, eb.ref('inquiryLines.substanceId'), 'nameZh').as('nameZh'),
      // The goods the seller quoted from, if any: its brand goes on the order line.
      goodsBrandOf(db, eb.ref('quotations.goodsId')).as('brand'),
      'inquiries.createdAt as inquiryCreatedAt',
    ])
    .where('inquiries.buyerId', '=', buyerId)
    .where('quotations.id', 'in', quotationIds)
    .execute();
}

/** What the buyer asked for on the lines of these quotations (quantity and unit code), by quotation id: order lines show it beside the packs. */
export async function askedForQuotations(db: Db, quotationIds: number[]): Promise<Map<number, { quantity: number; unitCode: string }>> {
  if (quotationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quotations')
    .innerJoin('inquiryLines', 'inquiryLines.id', 'quotations.lineId')
    .select((eb) => ['quotations.id', 'inquiryLines.quantity', unitCodeOf(db, eb.ref('inquiryLines.unitId')).$notNull().as('unitCode')])
    .where('quotations.id', 'in', [...new Set(quotationIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { quantity: Number(r.quantity), unitCode: r.unitCode }]));
}

/** Inquiry numbers (XJ…) by inquiry id, for orders made from quotations. */
export async function inquiryNumbersOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('inquiries')
    .select(['id', 'createdAt'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, inquiryNumber(r.id, r.createdAt)]));
}

/** How many quotations a seller has made since `since`, and the oldest of them (the quote rate limit; the demo's seeding). */
export { quotationsSince } from './repo';

/**
 * An inquiry line with what a conversation about it needs: the inquiry's
 * buyer, status and contact (masked or not by the caller), and whether the
 * seller has quoted on the line. Undefined for a line that does not exist.
 */
export async function lineForThread(db: Db, lineId: number, sellerId: number | null) {
  const row = await db
    .selectFrom('inquiryLines')
    .innerJoin('inquiries', 'inquiries.id', 'inquiryLines.inquiryId')
    .select((eb) => [
      'inquiryLines.id as lineId',
      'inquiryLines.lineNo',
      'inquiryLines.productName',
      'inquiryLines.cas',
      'inquiries.id as inquiryId',
      'inquiries.buyerId',
      'inquiries.status',
      'inquiries.contactName',
      'inquiries.contactPhone',
      'inquiries.deadlineAt',
      'inquiries.createdAt',
      sellerId === null
        ? eb.val(0).as('sellerQuotes')
        : eb
            .selectFrom('quotations')
            .select((q) => q.fn.countAll<number>().as('n'))
            .whereRef('quotations.lineId', '=', 'inquiryLines.id')
            .where('quotations.sellerId', '=', sellerId)
            .as('sellerQuotes'),
    ])
    .where('inquiryLines.id', '=', lineId)
    .executeTakeFirst();
  if (!row) return undefined;
  const label = await buyerLabels(db, [row]);
  return {
    ...row,
    inquiryNo: inquiryNumber(row.inquiryId, row.createdAt),
    buyerLabel: label(row),
    sellerQuoted: Number(row.sellerQuotes ?? 0) > 0,
    // Sellers may open a conversation while the inquiry takes quotations (as they may quote).
    quotable: QUOTABLE_INQUIRY_STATUSES.includes(row.status) && deadlineOf(row) > new Date().toISOString(),
  };
}

/** Line numbers and product names of lines, by id (thread lists). */
export async function lineLabels(db: Db, lineIds: number[]): Promise<Map<number, { lineNo: number; productName: string }>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('inquiryLines')
    .select(['id', 'lineNo', 'productName'])
    .where('id', 'in', [...new Set(lineIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { lineNo: r.lineNo, productName: r.productName }]));
}

/** The buyer of an inquiry, their contact name and their masked label ("王老师"); undefined when there is no such inquiry. */
export async function inquiryBuyerOf(db: Db, inquiryId: number): Promise<{ buyerId: number; contactName: string; label: string } | undefined> {
  const row = await db.selectFrom('inquiries').select(['buyerId', 'contactName']).where('id', '=', inquiryId).executeTakeFirst();
  if (!row) return undefined;
  const label = await buyerLabels(db, [row]);
  return { ...row, label: label(row) };
}

/**
 * Inquiries sent since `since` with their lines' substances, whether they
 * still take quotations, and each seller's first quotation time: what the
 * trust area measures quotation response by (decision 0157).
 */
export async function inquiryFactsSince(db: Db, since: string) {
  const now = new Date().toISOString();
  const [inquiries, lines, firstQuotes] = await Promise.all([
    db.selectFrom('inquiries').select(['id', 'status', 'createdAt', 'deadlineAt']).where('createdAt', '>=', since).execute(),
    db
      .selectFrom('inquiryLines')
      .innerJoin('inquiries', 'inquiries.id', 'inquiryLines.inquiryId')
      .select(['inquiryLines.inquiryId', 'inquiryLines.substanceId'])
      .where('inquiries.createdAt', '>=', since)
      .where('inquiryLines.substanceId', 'is not', null)
      .$narrowType<{ substanceId: number }>()
      .execute(),
    db
      .selectFrom('quotations')
      .innerJoin('inquiries', 'inquiries.id', 'quotations.inquiryId')
      .select((eb) => ['quotations.inquiryId', 'quotations.sellerId', eb.fn.min('quotations.createdAt').as('firstQuotedAt')])
      .where('inquiries.createdAt', '>=', since)
      .groupBy(['quotations.inquiryId', 'quotations.sellerId'])
      .execute(),
  ]);
  const substancesOf = new Map<number, Set<number>>();
  for (const l of lines) substancesOf.set(l.inquiryId, (substancesOf.get(l.inquiryId) ?? new Set()).add(l.substanceId));
  const quotesOf = new Map<number, Map<number, string>>();
  for (const q of firstQuotes) quotesOf.set(q.inquiryId, (quotesOf.get(q.inquiryId) ?? new Map()).set(q.sellerId, String(q.firstQuotedAt)));
  return inquiries.map((i) => ({
    askedAt: i.createdAt,
    open: QUOTABLE_INQUIRY_STATUSES.includes(i.status) && deadlineOf(i) > now,
    substanceIds: [...(substancesOf.get(i.id) ?? [])],
    firstQuotedAt: quotesOf.get(i.id) ?? new Map<number, string>(),
  }));
}
