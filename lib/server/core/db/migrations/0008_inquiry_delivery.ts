import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** An inquiry may say where the goods go and which invoice details to use, so sellers can quote freight and tax. */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('inquiries')
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('inquiries')
    .addColumn('invoice_info_id', 'integer', (c) => c.references('invoice_infos.id').onDelete('set null'))
    .execute();
}
