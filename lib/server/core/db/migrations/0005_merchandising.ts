import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Merchandising and the first inquiries.
 *
 * - `product_placements`: what the operator puts on a list (promotion, main
 *   products, electronic grade), one current placement per product and list,
 *   shown between `starts_at` and `ends_at` (open-ended when null).
 * - `direct_suppliers`: sellers the operator has checked to be the maker or
 *   the stock holder of what they sell (厂家直供); their goods make the
 *   "direct" list.
 * - `inquiries`: the minimal request for a quotation the quick inquiry form
 *   sends; the inquiries issue extends it (quotations, status changes).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('product_placements'), dialect)
    .addColumn('substance_id', 'integer', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('label', 'text')
    .addColumn('promotion_price_cents', 'integer')
    .addColumn('note', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_placements_list_substance_idx').unique().on('product_placements').columns(['list', 'substance_id']).execute();
  await db.schema.createIndex('product_placements_list_order_idx').on('product_placements').columns(['list', 'sort_order']).execute();

  await db.schema
    .createTable('direct_suppliers')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('inquiries'), dialect)
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('substance_id', 'integer', (c) => c.references('substances.id'))
    .addColumn('cas', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('purity', 'text')
    .addColumn('note', 'text')
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiries_buyer_created_idx').on('inquiries').columns(['buyer_id', 'created_at']).execute();
  await db.schema.createIndex('inquiries_substance_created_idx').on('inquiries').columns(['substance_id', 'created_at']).execute();
  await db.schema.createIndex('inquiries_created_idx').on('inquiries').column('created_at').execute();
}
