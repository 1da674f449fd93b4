import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * A substance's Chinese name and where it comes from (an official list and
 * its entry number), so every Chinese name shown can be traced to a source.
 * The index on (kind, id) lets a one- or two-character Chinese query, which
 * no trigram index can serve, scan the few thousand Chinese terms only.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('substances').addColumn('name_zh', 'text').execute();
  await db.schema.alterTable('substances').addColumn('name_zh_source', 'text').execute();
  await sql`create index search_terms_kind_idx on search_terms (kind, id)`.execute(db);
}
