import type { Kysely } from 'kysely';

/**
 * Inquiries at a supplier's scale (issue 29).
 *
 * - `inquiries.delivery_json`, `inquiries.invoice_json`: the address and
 *   invoice details as they were when the inquiry was sent, so deleting
 *   them from the address or invoice book later changes nothing the sellers
 *   see (orders already keep theirs this way). Older inquiries keep null and
 *   are read from the books as before.
 * - `quotation_drafts`: a seller's unsent quotation sheet for one inquiry,
 *   one row per seller and inquiry, the rows as JSON (lib/server/inquiry/sheet.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inquiries').addColumn('delivery_json', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('invoice_json', 'text').execute();
  await db.schema
    .createTable('quotation_drafts')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('rows_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotation_drafts_pk', ['inquiry_id', 'seller_id'])
    .execute();
}
