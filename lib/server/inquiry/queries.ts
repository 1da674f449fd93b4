import type { Db } from '@/lib/server/core/db';

/*
 * Read-only query pieces the inquiry area exports for other areas' read
 * models (docs/decisions.md, "One owner per table").
 */

/**
 * Per substance, how many distinct buyers asked about it since `since`
 * (`substanceId`, `asked`), as a subquery to alias and join. Distinct buyers,
 * not inquiries: one buyer asking thirty times does not make a product hot.
 */
export function distinctBuyersAskingSince(db: Db, since: string) {
  return db
    .selectFrom('inquiries')
    .select((eb) => ['inquiries.substanceId', eb.fn.count<number>('inquiries.buyerId').distinct().as('asked')])
    .where('inquiries.createdAt', '>=', since)
    .where('inquiries.substanceId', 'is not', null)
    .groupBy('inquiries.substanceId');
}
