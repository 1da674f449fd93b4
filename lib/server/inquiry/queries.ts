import { substanceColumn } from '@/lib/server/catalog/queries';
import type { Db } from '@/lib/server/core/db';
import { goodsBrandOf, unitCodeOf } from '@/lib/server/goods/queries';
import { inquiryNumber } from './number';

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
