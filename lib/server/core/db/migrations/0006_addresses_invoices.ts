import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Receipt addresses and invoice details, each a member's own list with one
 * default.
 *
 * - `addresses.area_codes` is the province, city and district codes from the
 *   area list joined by commas; `area_label` is their names as written on a
 *   parcel, kept so a later change of the list does not rewrite old addresses.
 * - A partial unique index holds "at most one default per member" in the
 *   database itself; the services keep "at least one" inside their transactions.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('addresses'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('receiver', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('area_codes', 'text', (c) => c.notNull())
    .addColumn('area_label', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_member_idx').on('addresses').column('member_id').execute();
  await db.schema
    .createIndex('addresses_one_default_idx')
    .unique()
    .on('addresses')
    .column('member_id')
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await addIdColumn(db.schema.createTable('invoice_infos'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('invoice_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tax_number', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('bank_account', 'text')
    .addColumn('registered_address', 'text')
    .addColumn('registered_phone', 'text')
    .addColumn('email', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_infos_member_idx').on('invoice_infos').column('member_id').execute();
  await db.schema
    .createIndex('invoice_infos_one_default_idx')
    .unique()
    .on('invoice_infos')
    .column('member_id')
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}
