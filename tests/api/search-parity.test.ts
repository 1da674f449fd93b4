import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import { dropPostgres, freshCatalogDatabases } from './scratch-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts, type SearchPage } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { normalizeTerm, wordsOf } from '@/lib/server/catalog/search/text';

/**
 * The two search adapters (SQLite FTS5, PostgreSQL pg_trgm + tsvector) must
 * answer the same: the same demo catalog is loaded into both and every query
 * of the set is compared hit for hit, page by page.
 */
// One database per run: parallel runs on a shared machine must not drop each other's.
const PG_DATABASE = `chemmart_search_parity_${process.pid}`;

const QUERIES: [string, Record<string, string | number | boolean>?][] = [
  ['aspirin'],
  ['50-78-2'],
  ['50782'],
  ['C9H8O4'],
  ['acetylsal'],
  ['asprin'],
  ['BSYNRYMUTXBXSQ-UHFFFAOYSA-N'],
  ['acetylsalicylic acid'],
  ['acid acetylsalicylic'],
  ['H2SO4'],
  ['benzoic'],
  ['phenol'],
  ['et'],
  ['acid'],
  ['chloride'],
  ['benzo[a]pyrene'],
  ['sodum chloride'],
  ['%'],
  ['agn 00e9s2'],
  ['ethyl acetate'],
  ['Ethanol'],
  ['acid', { inStock: true }],
  ['acid', { purity: '99' }],
  ['acid', { purity: 'GR' }],
  ['chloride', { category: 'inorganic' }],
  ['sodium'],
  ['acid', { category: 'inorganic' }],
  // Chinese names: one character (only the Chinese-name scan finds it inside a name), two (below the
  // trigram length: exact and prefix), three and four (trigram contains), and a Chinese alias.
  ['钠'],
  ['乙醇'],
  ['甲苯'],
  ['硫酸'],
  ['硫酸钠'],
  ['氢氧化钠'],
  ['氯化氢'],
  ['硫酸', { inStock: true }],
];

/**
 * How close a product's own name is to the query (the engine's ranks 1 to 6):
 * the name itself, the query and one more word before or after it, starting
 * with the query as a whole word, the whole word elsewhere, inside a word. Chinese has no words:
 * the name itself, starts with it, contains it.
 */
function closeness(query: string, name: string): number {
  const term = normalizeTerm(name);
  const q = normalizeTerm(query);
  if (term === q) return 1;
  if (/\p{Script=Han}/u.test(q)) return term.startsWith(q) ? 4 : 5;
  const words = wordsOf(term);
  const queryWords = wordsOf(q);
  const startsWith = queryWords.every((w, i) => words[i] === w);
  const endsWith = queryWords.every((w, i) => words[words.length - queryWords.length + i] === w);
  if (words.length === queryWords.length + 1 && (startsWith || endsWith)) return 3;
  if (startsWith) return 4;
  return ` ${words.join(' ')} `.includes(` ${queryWords.join(' ')} `) ? 5 : 6;
}

function comparable(page: SearchPage) {
  return { total: page.total, correctedKeyword: page.correctedKeyword, hits: page.list.map((h) => [h.cas, h.matched?.field, h.matched?.text].join(' · ')) };
}

describe('search gives the same results on SQLite and PostgreSQL', () => {
  const dbs: { sqlite?: Db; postgres?: Db } = {};

  beforeAll(async () => {
    const { sqlite, postgres } = await freshCatalogDatabases(`var/test/search-parity-${process.pid}.db`, PG_DATABASE);
    dbs.sqlite = sqlite.db;
    dbs.postgres = postgres.db;
  }, 180_000);

  afterAll(async () => {
    await dbs.sqlite?.destroy();
    await dbs.postgres?.destroy();
    await dropPostgres(PG_DATABASE);
  });

  it.each(QUERIES)('%s %j', async (keyword, filters = {}) => {
    for (const page of [1, 2]) {
      const paging = { page, pageSize: 40 };
      const [onSqlite, onPostgres] = await Promise.all([
        searchProducts(dbs.sqlite!, catalogOffers, keyword, paging, filters),
        searchProducts(dbs.postgres!, catalogOffers, keyword, paging, filters),
      ]);
      expect(comparable(onPostgres)).toEqual(comparable(onSqlite));
    }
  });

  it('finds a code-like word PostgreSQL’s own text parser would split (“00e9s2” is not the number 00e9)', async () => {
    const [onSqlite, onPostgres] = await Promise.all([
      searchProducts(dbs.sqlite!, catalogOffers, 'agn 00e9s2', { page: 1, pageSize: 5 }),
      searchProducts(dbs.postgres!, catalogOffers, 'agn 00e9s2', { page: 1, pageSize: 5 }),
    ]);
    expect(onSqlite.list[0]?.matched?.text).toBe('agn-pc-00e9s2');
    expect(onPostgres.list[0]?.matched?.text).toBe('agn-pc-00e9s2');
  });

  it.each(['benzoic', 'acetic', 'phenol', 'sulfuric', 'sodium', 'benzene', 'methanol', 'acid', '硫酸', '乙醇'])(
    'ranks “%s” by how close the own name is: the name, the query and one word, starts with it, the word elsewhere, inside a word',
    async (keyword) => {
      for (const db of [dbs.sqlite!, dbs.postgres!]) {
        const { list } = await searchProducts(db, catalogOffers, keyword, { page: 1, pageSize: 40 });
        const ownNames = list.filter((h) => h.matched?.field === 'name' || h.matched?.field === 'name_zh');
        expect(ownNames.length).toBeGreaterThan(3);
        const ranks = ownNames.map((h) => closeness(keyword, h.matched!.text));
        expect(ranks, ownNames.map((h) => h.matched!.text).join(' | ')).toEqual([...ranks].sort((a, b) => a - b));
      }
    },
  );

  it('puts benzoic acid first for “benzoic”, above derivatives on shelf that have the word further on', async () => {
    for (const db of [dbs.sqlite!, dbs.postgres!]) {
      const { list } = await searchProducts(db, catalogOffers, 'benzoic', { page: 1, pageSize: 10 });
      expect(list[0]).toMatchObject({ cas: '65-85-0', name: 'Benzoic acid' });
    }
  });

  it('is not comparing empty answers: most queries of the set find something', async () => {
    const found = await Promise.all(
      QUERIES.map(([keyword, filters]) => searchProducts(dbs.sqlite!, catalogOffers, keyword, { page: 1, pageSize: 1 }, filters)),
    );
    expect(found.filter((r) => r.total > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 1);
  });
});
