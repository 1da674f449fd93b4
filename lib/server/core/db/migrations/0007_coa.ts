import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** Goods carry the lot on offer and, when the seller has one, its certificate of analysis (a PDF upload). */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('goods').addColumn('lot_number', 'text').execute();
  await db.schema
    .alterTable('goods')
    .addColumn('coa_upload_id', 'integer', (c) => c.references('uploads.id'))
    .execute();
}
