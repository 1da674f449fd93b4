import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

const DEFAULT_DEADLINE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Inquiries and quotations (RFQ): inquiry lines, per-line quotations.
 *
 * - `inquiries` becomes the header: needed-by date, quotation deadline,
 *   attachments (upload ids, JSON), `updated_at`. Its product columns
 *   (`substance_id`, `cas`, `product_name`, `quantity`, `unit_id`, `purity`)
 *   stay as the summary of the first line, which the real-time feed shows;
 *   SQLite cannot drop a column that a foreign key uses.
 * - `inquiry_lines`: what is asked for, one row per product. Every existing
 *   inquiry gets its one line here.
 * - `quotations`: a seller's offer for one line; an appended offer is a new
 *   row pointing at the one it supersedes. One active quotation per seller
 *   and line, one accepted per line: both are unique partial indexes, so the
 *   database itself refuses a second (under any concurrency).
 * - `messages`: the in-app notification list (area `notifications`).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('inquiries').addColumn('needed_by', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('deadline_at', 'text').execute();
  await db.schema
    .alterTable('inquiries')
    .addColumn('attachment_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('inquiries').addColumn('updated_at', 'text').execute();
  // The delivery area (province and city) as it was when the inquiry was made: the zone shows it, never the street.
  await db.schema.alterTable('inquiries').addColumn('area', 'text').execute();
  await db.schema.createIndex('inquiries_status_created_idx').on('inquiries').columns(['status', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('inquiry_lines'), dialect)
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('substance_id', 'integer', (c) => c.references('substances.id'))
    .addColumn('cas', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('smiles', 'text')
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('purity', 'text')
    .addColumn('packaging', 'text')
    .addColumn('accepted_quotation_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_lines_inquiry_idx').unique().on('inquiry_lines').columns(['inquiry_id', 'line_no']).execute();
  await db.schema.createIndex('inquiry_lines_substance_idx').on('inquiry_lines').column('substance_id').execute();
  await db.schema.createIndex('inquiry_lines_cas_idx').on('inquiry_lines').column('cas').execute();

  await addIdColumn(db.schema.createTable('quotations'), dialect)
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('inquiry_lines.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('pack_size', 'double precision', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('purity', 'text')
    .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lead_time_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('coa_upload_id', 'integer', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('goods_id', 'integer', (c) => c.references('goods.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('supersedes_id', 'integer', (c) => c.references('quotations.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quotations_one_active_idx')
    .unique()
    .on('quotations')
    .columns(['line_id', 'seller_id'])
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema.createIndex('quotations_one_accepted_idx').unique().on('quotations').column('line_id').where(sql.ref('status'), '=', 'accepted').execute();
  await db.schema.createIndex('quotations_seller_idx').on('quotations').columns(['seller_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('quotations_inquiry_idx').on('quotations').columns(['inquiry_id', 'line_id']).execute();
  await db.schema.createIndex('quotations_status_valid_idx').on('quotations').columns(['status', 'valid_until']).execute();

  await addIdColumn(db.schema.createTable('messages'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_member_created_idx').on('messages').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('messages_member_read_idx').on('messages').columns(['member_id', 'read_at']).execute();

  // Every inquiry so far had one product: it becomes the header's line 1, and gets the default deadline.
  await sql`insert into inquiry_lines (inquiry_id, line_no, substance_id, cas, product_name, quantity, unit_id, purity, created_at)
    select id, 1, substance_id, cas, product_name, quantity, unit_id, purity, created_at from inquiries`.execute(db);
  await sql`update inquiries set area = (select area_label from addresses where addresses.id = inquiries.address_id) where address_id is not null`.execute(db);
  const existing = await sql<{ id: number; created_at: string }>`select id, created_at from inquiries`.execute(db);
  for (const row of existing.rows) {
    const deadline = new Date(new Date(row.created_at).getTime() + DEFAULT_DEADLINE_MS).toISOString();
    await sql`update inquiries set deadline_at = ${deadline}, updated_at = ${row.created_at} where id = ${row.id}`.execute(db);
  }
}
