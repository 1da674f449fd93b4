import type { Db } from '@/lib/server/core/db';

/*
 * Read-only query pieces the inquiry area exports for other areas' read
 * models (docs/decisions.md, "One owner per table").
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
