import type { Kysely } from 'kysely';

/**
 * Freight set by sellers (issue 29).
 *
 * - `freight_rules`: a seller's freight template (zones of provinces with
 *   first and further kilogram fees and transit days, free above an amount,
 *   a hazardous-goods surcharge), as JSON checked by
 *   lib/contracts/freight/schema.ts. A seller without a row has the default
 *   template (lib/shared/freight.ts).
 * - `quotations.freight_cents`: freight the seller quoted with an offer
 *   (0 is 包邮); null means the seller's template applies.
 * - `orders.shipping_note`: how the order's freight was reached, in words,
 *   as the buyer saw it before committing (shown on the order and contract).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('freight_rules')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('rules_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('quotations').addColumn('freight_cents', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('shipping_note', 'text').execute();
}
