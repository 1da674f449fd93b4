import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * PostgreSQL's text-search parser splits some words differently from ours
 * ("9e75q6suub" reads as the number 9e75 and "q6suub"), so the any-order word
 * index is built from our own words, taken as lexemes as they are.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop index if exists search_terms_words_tsv_idx`.execute(db);
  await sql`create index search_terms_words_lexemes_idx on search_terms using gin (array_to_tsvector(string_to_array(btrim(words), ' ')))`.execute(db);
}
