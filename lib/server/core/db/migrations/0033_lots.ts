import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Lots shipped (issue 30; docs/decisions/0152-lots-shipped-and-recalled.md).
 *
 * - `lots` (goods area): a seller's batch of one product, by lot number, with
 *   its certificate of analysis (an upload made as a COA), how many times the
 *   COA was revised, and whether the seller recalled it (when, why).
 *   `product_key` is the CAS number, else the product's name, so lots of
 *   quoted products outside the catalog have a key too.
 * - `order_lines.lot_id`: the lot the seller shipped on that line, recorded
 *   at dispatch (null: shipped before lots were recorded).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('lots'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('product_key', 'text', (c) => c.notNull())
    .addColumn('cas', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('lot_number', 'text', (c) => c.notNull())
    .addColumn('coa_upload_id', 'integer', (c) => c.references('uploads.id'))
    .addColumn('coa_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coa_revised_at', 'text')
    .addColumn('recalled_at', 'text')
    .addColumn('recall_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lots_seller_product_lot_idx').unique().on('lots').columns(['seller_id', 'product_key', 'lot_number']).execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('lot_id', 'integer', (c) => c.references('lots.id'))
    .execute();
  await db.schema.createIndex('order_lines_lot_idx').on('order_lines').columns(['lot_id']).execute();
}
