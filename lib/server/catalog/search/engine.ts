import { sql, type RawBuilder } from 'kysely';
import type { Db, Dialect } from '@/lib/server/core/db';
import type { OfferFilter } from '@/lib/server/goods/queries';
import type { CatalogOffers } from '../offers';
import { MIN_CONTAINS_LENGTH, readPurityFilter, type ParsedKeyword, type SearchFilters } from './query';
import { escapeGlob, escapeLike, wordsOf } from './text';

/**
 * Each way a term can match (prefix, contains, all words) contributes at most
 * this many terms: a broad query ("meth") is ranked among its first few
 * thousand names instead of all hundred thousand, which keeps it fast.
 */
export const SOURCE_TERM_LIMIT = 1000;
/**
 * Filters draw from the same sources as the unfiltered list: a filter only
 * narrows it, so "无机" never finds more products than no filter does.
 */
export const FILTERED_SOURCE_TERM_LIMIT = SOURCE_TERM_LIMIT;

const HAN = /\p{Script=Han}/u;

/**
 * A Chinese query of one or two characters ("钠", "乙醇") is below what a
 * trigram index can serve; it scans the Chinese names only (a few thousand
 * terms, through the index on kind), on both databases alike.
 */
function shortChineseContains(query: ParsedKeyword, limit: number): RawBuilder<unknown> | null {
  if (!HAN.test(query.term) || query.term.length >= MIN_CONTAINS_LENGTH) return null;
  return sql`select id from search_terms where kind in ('name_zh', 'alias_zh') and term like ${`%${escapeLike(query.term)}%`} escape '\\' order by id limit ${limit}`;
}
/** A result list ends here; a broader query is told to be more specific. */
export const MAX_RESULTS = 1000;

/**
 * How one database finds the search terms a query matches. Both adapters
 * answer the same question with the index their database has, and pick the
 * same terms when a source is cut at its limit: prefix matches in binary
 * term order (the exact term first), the others by term id.
 */
export type TextMatcher = {
  /** Ids of the matching terms, each source bounded by SOURCE_TERM_LIMIT. */
  candidateTermIds(query: ParsedKeyword, limit: number): RawBuilder<unknown>;
  /** Binary ordering of a text column, the same on both databases. */
  binary(column: RawBuilder<unknown>): RawBuilder<unknown>;
};

function unionOf(sources: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql.join(
    sources.map((source) => sql`select id from (${source}) as source`),
    sql` union `,
  );
}

/**
 * A substring test the FTS5 trigram index can use. LIKE (no ESCAPE clause in
 * FTS5) when the text has no % or _; else GLOB when it has no * ? [; a text
 * with both kinds falls back to an escaped GLOB, which scans.
 */
function trigramContains(column: 'term' | 'words', text: string): RawBuilder<unknown> {
  const ref = sql.ref(`search_terms_fts.${column}`);
  if (!/[%_]/.test(text)) return sql`${ref} like ${`%${text}%`}`;
  return sql`${ref} glob ${`*${escapeGlob(text)}*`}`;
}

/** SQLite: a B-tree range on `term` for prefixes, an FTS5 trigram table for contains and words. */
const sqliteMatcher: TextMatcher = {
  candidateTermIds(query, limit) {
    // Every string that starts with the term sorts between it and the term followed by the last code point.
    const sources = [sql`select id from search_terms where term >= ${query.term} and term < ${`${query.term}\u{10FFFF}`} order by term limit ${limit}`];
    if (query.term.length >= MIN_CONTAINS_LENGTH) {
      sources.push(sql`select rowid as id from search_terms_fts where ${trigramContains('term', query.term)} order by rowid limit ${limit}`);
    }
    const shortChinese = shortChineseContains(query, limit);
    if (shortChinese) sources.push(shortChinese);
    if (query.words.length > 0) {
      const allWords = sql.join(
        query.words.map((w) => trigramContains('words', ` ${w}`)),
        sql` and `,
      );
      sources.push(sql`select rowid as id from search_terms_fts where ${allWords} order by rowid limit ${limit}`);
    }
    return unionOf(sources);
  },
  binary: (column) => column,
};

/** PostgreSQL: text_pattern_ops for prefixes, pg_trgm for contains, a tsvector of our own words for any-order words. */
const postgresMatcher: TextMatcher = {
  candidateTermIds(query, limit) {
    const sources = [sql`select id from search_terms where term like ${`${escapeLike(query.term)}%`} order by term collate "C" limit ${limit}`];
    if (query.term.length >= MIN_CONTAINS_LENGTH) {
      // "id + 0": ordered by the key itself, the planner would walk the whole table in key order
      // for a rare substring; this way it reads the trigram index's matches and sorts those.
      sources.push(sql`select id from search_terms where term like ${`%${escapeLike(query.term)}%`} order by id + 0 limit ${limit}`);
    }
    const shortChinese = shortChineseContains(query, limit);
    if (shortChinese) sources.push(shortChinese);
    if (query.words.length > 0) {
      // Our words as lexemes, as they are: no text-search parser between the query and the index.
      const tsquery = query.words.map((w) => `'${w.replace(/['\\]/g, (c) => `\\${c}`)}':*`).join(' & ');
      sources.push(
        sql`select id from search_terms where array_to_tsvector(string_to_array(btrim(words), ' ')) @@ ${tsquery}::tsquery order by id + 0 limit ${limit}`,
      );
    }
    return unionOf(sources);
  },
  binary: (column) => sql`${column} collate "C"`,
};

export function textMatcherFor(dialect: Dialect): TextMatcher {
  return dialect === 'postgres' ? postgresMatcher : sqliteMatcher;
}

export type MatchedField = 'cas' | 'inchikey' | 'formula' | 'name' | 'name_zh' | 'iupac' | 'synonym' | 'alias_zh' | 'pinyin' | 'pinyin_initials';

export type MatchRow = {
  id: number;
  cas: string;
  name: string;
  nameZh: string | null;
  formula: string | null;
  molecularWeight: number | null;
  categoryName: string | null;
  categorySlug: string | null;
  rank: number;
  field: MatchedField;
  matched: string;
  total: number;
};

/**
 * Ranks: 0 an identifier (CAS, InChIKey, formula). Then, for names, the
 * closer the name is to the query the better, own names before other names:
 * 1 the product's own name (English or Chinese) is the query; 2 a synonym or
 * IUPAC name is the query (an exact synonym names the substance itself:
 * "acetylsalicylic acid" is aspirin, not 5-acetylsalicylic acid); 3 the own
 * name is the query and one more word, before or after it ("benzoic" →
 * "Benzoic acid", "acid" → "Acetic acid"); 4 the own name starts with the
 * query as a whole word
 * ("Benzoic acid, 4-propyl-, …"; a Chinese name: starts with it); 5 the own
 * name contains it as a whole word elsewhere ("2-(Methylthio)benzoic acid";
 * Chinese: anywhere, Chinese has no spaces); 6 the own name contains it
 * inside a word; 7 a synonym contains it as a whole word; 8 inside a word;
 * 9 and 10 all words in any order (own name, other name). A name that merely
 * starts like the query ("acidex" for "acid") never beats one that has the
 * word. Within a rank, products on shelf come first, then shorter names.
 */
function identifierMatches(query: ParsedKeyword): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (query.cas) parts.push(sql`select id as substance_id, 0 as rank, 'cas' as field, cas as matched from substances where cas = ${query.cas}`);
  if (query.inchikey) parts.push(sql`select id, 0, 'inchikey', inchikey from substances where inchikey = ${query.inchikey}`);
  if (query.formula) parts.push(sql`select id, 0, 'formula', formula from substances where formula = ${query.formula}`);
  return parts;
}

function termMatches(query: ParsedKeyword, matcher: TextMatcher, sourceLimit: number): RawBuilder<unknown> {
  const words = escapeLike(wordsOf(query.term).join(' '));
  const never = sql`1 = 0`;
  const contains = sql`t.term like ${`%${escapeLike(query.term)}%`} escape '\\'`;
  const chinese = HAN.test(query.term);
  // t.words is " word word …": with a space appended every word sits between two spaces.
  const wholeWord = chinese ? contains : words ? sql`(t.words || ' ') like ${`% ${words} %`} escape '\\'` : never;
  const startsWithWord = chinese
    ? sql`t.term like ${`${escapeLike(query.term)}%`} escape '\\'`
    : words
      ? sql`(t.words || ' ') like ${` ${words} %`} escape '\\'`
      : never;
  // The query and exactly one more word, before or after it ("Benzoic acid" for "benzoic", "Acetic acid" for "acid"):
  // " W x " but not " W x y ", or " x W " but not " x y W " (LIKE's % spans spaces, so two spaces mean two words).
  const queryAndOneWord =
    !chinese && words
      ? sql`(((t.words || ' ') like ${` ${words} % `} escape '\\' and (t.words || ' ') not like ${` ${words} % % `} escape '\\')
          or ((t.words || ' ') like ${` % ${words} `} escape '\\' and (t.words || ' ') not like ${` % % ${words} `} escape '\\'))`
      : never;
  const tier = sql`case
      when t.kind in ('name', 'name_zh') then case
        when t.term = ${query.term} then 1 when ${queryAndOneWord} then 3 when ${startsWithWord} then 4
        when ${wholeWord} then 5 when ${contains} then 6 else 9 end
      else case when t.term = ${query.term} then 2 when ${wholeWord} then 7 when ${contains} then 8 else 10 end end`;
  return sql`select t.substance_id, ${tier}, t.kind, t.original
    from search_terms t where t.id in (${matcher.candidateTermIds(query, sourceLimit)})`;
}

export function filterConditions(filters: SearchFilters, offers: CatalogOffers): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filters.category) conditions.push(sql`s.category_id in (select id from categories where slug = ${filters.category})`);
  const purity = readPurityFilter(filters.purity);
  const offer: OfferFilter = {
    ...(filters.inStock ? { inStock: true } : {}),
    ...(filters.sellerId ? { sellerId: filters.sellerId } : {}),
    ...(purity?.kind === 'percent' ? { purityAtLeast: purity.atLeast } : {}),
    ...(purity?.kind === 'grade' ? { grade: purity.grade } : {}),
  };
  if (Object.keys(offer).length > 0) conditions.push(offers.onShelfOfferExists(sql`s.id`, offer));
  if (filters.hazard) conditions.push(offers.ghsLabelCondition(sql`s.id`, filters.hazard));
  return conditions;
}

/** A seller's proposed substance stays out of every list until the operator approves its goods (migration 0019). */
export const LISTED = sql`s.listed = 1`;

/** 1 when someone sells the substance now: among equally good names, products a buyer can order come first. */
export function onShelf(offers: CatalogOffers): RawBuilder<unknown> {
  return sql`case when ${offers.onShelfOfferExists(sql`s.id`)} then 1 else 0 end`;
}

export type MatchPage = {
  rows: MatchRow[];
  /** Matching products, at most MAX_RESULTS. */
  total: number;
  /** True when a source reached its limit or there were more than MAX_RESULTS: a more specific query may find more. */
  truncated: boolean;
};

/** One page of substances matching the query and filters, best first, with the total. */
export async function findMatches(
  db: Db,
  offers: CatalogOffers,
  dialect: Dialect,
  query: ParsedKeyword,
  filters: SearchFilters,
  page: { limit: number; offset: number },
): Promise<MatchPage> {
  const matcher = textMatcherFor(dialect);
  // A CAS number or an InChIKey is an identifier, not a name: looking it up among the names only costs time.
  // Filters are applied after the sources, so a filtered query draws from more names to keep its list full.
  const sourceLimit = filterConditions(filters, offers).length > 0 ? FILTERED_SOURCE_TERM_LIMIT : SOURCE_TERM_LIMIT;
  const parts = query.inchikey || query.cas ? identifierMatches(query) : [...identifierMatches(query), termMatches(query, matcher, sourceLimit)];
  const matches = sql.join(parts, sql` union all `);
  const where = sql.join([sql`r.n = 1`, LISTED, ...filterConditions(filters, offers)], sql` and `);
  const ranked = sql`with matches (substance_id, rank, field, matched) as (${matches}),
    ranked as (
      select m.*, row_number() over (partition by m.substance_id order by m.rank, length(m.matched), ${matcher.binary(sql`m.matched`)}) as n
      from matches m
    )`;
  const limit = Math.max(0, Math.min(page.limit, MAX_RESULTS - page.offset));
  // Past the end of the list: no page to read, only the count (an offset of millions never reaches SQL).
  const offset = limit === 0 ? 0 : page.offset;
  const result = await sql<MatchRow & { candidateTerms: number }>`${ranked}
    select s.id, s.cas, s.name, s.name_zh, s.formula, s.molecular_weight, c.name as category_name, c.slug as category_slug, r.rank, r.field, r.matched,
      count(*) over () as total, (select count(*) from matches) as candidate_terms
    from ranked r
    join substances s on s.id = r.substance_id
    left join categories c on c.id = s.category_id
    where ${where}
    order by r.rank, ${onShelf(offers)} desc, length(r.matched), length(s.name), ${matcher.binary(sql`s.name`)}, s.id
    limit ${limit} offset ${offset}`.execute(db);
  const rows = result.rows.map(({ candidateTerms: _, ...r }) => ({ ...r, rank: Number(r.rank), total: Number(r.total) }));
  let total = rows[0]?.total ?? 0;
  let candidateTerms = Number(result.rows[0]?.candidateTerms ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page the window count is not there; count on its own.
    const counted = await sql<{ total: number; candidateTerms: number }>`${ranked}
      select count(*) as total, (select count(*) from matches) as candidate_terms
      from ranked r join substances s on s.id = r.substance_id where ${where}`.execute(db);
    total = Number(counted.rows[0]?.total ?? 0);
    candidateTerms = Number(counted.rows[0]?.candidateTerms ?? 0);
  }
  return { rows, total: Math.min(total, MAX_RESULTS), truncated: total > MAX_RESULTS || candidateTerms >= sourceLimit };
}

/** The indexed word closest to a mistyped one: one edit away, most frequent first. */
export async function wordCandidates(db: Db, variants: string[]): Promise<{ word: string; frequency: number }[]> {
  return db
    .selectFrom('searchWordVariants as v')
    .innerJoin('searchWords as w', 'w.word', 'v.word')
    .select(['w.word', 'w.frequency'])
    .where('v.variant', 'in', variants)
    .distinct()
    .execute();
}

export async function isIndexedWord(db: Db, word: string): Promise<boolean> {
  return (await db.selectFrom('searchWords').select('word').where('word', '=', word).executeTakeFirst()) !== undefined;
}
