import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Goods management: what a seller states about an offer beyond
 * price and pack (brand, storage), the operator's review (reason shown on the
 * rejected tab), the import job an offer came from; a substance a seller
 * proposes stays unlisted until its goods are approved; spreadsheet imports
 * run as jobs a server process claims and resumes.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('goods').addColumn('brand', 'text').execute();
  await db.schema.alterTable('goods').addColumn('storage_conditions', 'text').execute();
  await db.schema.alterTable('goods').addColumn('review_note', 'text').execute();
  await db.schema.alterTable('goods').addColumn('reviewed_at', 'text').execute();
  await db.schema.alterTable('goods').addColumn('import_job_id', 'integer').execute();
  await db.schema.createIndex('goods_seller_substance_idx').on('goods').columns(['seller_id', 'substance_id']).execute();

  await db.schema.alterTable('substances').addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('substances').addColumn('proposed_by', 'integer').execute();

  await addIdColumn(db.schema.createTable('goods_import_jobs'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('goods_import_jobs_seller_idx').on('goods_import_jobs').columns(['seller_id', 'id']).execute();
  await db.schema.createIndex('goods_import_jobs_status_idx').on('goods_import_jobs').columns(['status']).execute();

  await addIdColumn(db.schema.createTable('goods_import_rows'), dialect)
    .addColumn('job_id', 'integer', (c) => c.notNull().references('goods_import_jobs.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('cas', 'text')
    .addColumn('name', 'text')
    .addColumn('offer_key', 'text')
    .addColumn('goods_id', 'integer')
    .addUniqueConstraint('goods_import_rows_job_row', ['job_id', 'row_no'])
    .execute();
}
