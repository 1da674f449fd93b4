import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Certificates (a buyer's permits for regulated substances, a supplier's
 * business and hazardous-chemicals licences) with their review, and sellers'
 * collecting accounts.
 *
 * - `certificates.status` is what the operator decided; "expired" is not
 *   stored but read from `valid_to` against the day asked about, so nothing
 *   has to run at midnight.
 * - `collecting_accounts` keeps "at most one default per member" as a partial
 *   unique index, like addresses (0006).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('certificates'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text')
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('certificates_member_idx').on('certificates').columns(['member_id', 'scope']).execute();
  await db.schema.createIndex('certificates_status_idx').on('certificates').columns(['status', 'updated_at']).execute();

  await addIdColumn(db.schema.createTable('collecting_accounts'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('collecting_accounts_member_idx').on('collecting_accounts').column('member_id').execute();
  await db.schema
    .createIndex('collecting_accounts_one_default_idx')
    .unique()
    .on('collecting_accounts')
    .column('member_id')
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}
