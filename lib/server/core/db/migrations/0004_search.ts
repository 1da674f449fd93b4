import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { purityPercentOf } from '@/lib/shared/purity';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * The text-search index: every name, IUPAC name and synonym of a substance as
 * a normalized term, the words of those terms, and each word's one-letter
 * deletions for typo tolerance. SQLite indexes terms with an FTS5 trigram
 * table kept in step by triggers; PostgreSQL with pg_trgm and a tsvector.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('search_terms'), dialect)
    .addColumn('substance_id', 'integer', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('original', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_terms_substance_idx').on('search_terms').column('substance_id').execute();

  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('frequency', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('search_word_variants')
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_variants_pk', ['variant', 'word'])
    .execute();

  // Purity as a number where the seller wrote a percentage ("≥99.5%"), for the purity filter.
  await db.schema.alterTable('goods').addColumn('purity_percent', 'double precision').execute();
  const goods = await sql<{ id: number; purity: string }>`select id, purity from goods`.execute(db);
  for (const g of goods.rows) {
    const percent = purityPercentOf(g.purity);
    if (percent !== null) await sql`update goods set purity_percent = ${percent} where id = ${g.id}`.execute(db);
  }

  if (dialect === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_terms_term_trgm_idx on search_terms using gin (term gin_trgm_ops)`.execute(db);
    await sql`create index search_terms_term_prefix_idx on search_terms (term text_pattern_ops)`.execute(db);
    await sql`create index search_terms_words_tsv_idx on search_terms using gin (to_tsvector('simple', words))`.execute(db);
  } else {
    await sql`create index search_terms_term_idx on search_terms (term)`.execute(db);
    await sql`create virtual table search_terms_fts using fts5(term, words, content='search_terms', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger search_terms_fts_insert after insert on search_terms begin
      insert into search_terms_fts(rowid, term, words) values (new.id, new.term, new.words);
    end`.execute(db);
    await sql`create trigger search_terms_fts_delete after delete on search_terms begin
      insert into search_terms_fts(search_terms_fts, rowid, term, words) values ('delete', old.id, old.term, old.words);
    end`.execute(db);
  }
}
