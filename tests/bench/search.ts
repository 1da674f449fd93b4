/**
 * Search latency over the 100k benchmark catalog, per kind of query: exact
 * CAS (dashed and digits only), name prefix, full synonym, formula (Hill order
 * and another order), InChIKey, and a name with one typo. One warm-up pass
 * over every query, then one measured pass; prints p50/p95/p99/max in ms.
 *
 *   npx tsx tests/bench/search.ts                          # in-process, SQLite
 *   npx tsx tests/bench/search.ts --pg                     # in-process, PostgreSQL
 *   npx tsx tests/bench/search.ts --url http://127.0.0.1:3300   # GET /api/search of a running server
 *   … --n 100000 --per-kind 200
 *
 * In-process calls `searchProducts(db, catalogOffers, keyword, { page: 1, pageSize: 20 })`
 * of the catalog service, so it measures the search and the offer summaries
 * of one result page, without HTTP. Builds the database first if needed.
 */
import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import { searchProducts } from '@/lib/server/catalog/service';
import { seededRandom } from '@/lib/shared/random';
import { DEVELOPMENT_SIGN_SECRET } from '@/lib/server/core/config';
import { createDb, type Db } from '@/lib/server/core/db';
import { readDemoSubstances } from '@/lib/server/demo/substances';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { gitCommit, machine, ms, numberArg, parseArgs, sample, summarize, table } from './common';
import { buildCatalogDb } from './catalog-db';
import { loadMolecules } from './molecules';

/** One query and, where there is one right answer, the CAS number that should be on the first page. */
type Query = { kind: string; keyword: string; expect: string | null };
type Answer = { total: number; cas: string[]; corrected: string | null };
type Searcher = (keyword: string) => Promise<Answer>;

const PAGE = { page: 1, pageSize: 20 };

/** "C9H8O4" → "O4H8C9"-like: the same elements in another order (what a person might type). */
function reordered(formula: string, rand: () => number): string | null {
  const parts = formula.match(/[A-Z][a-z]?\d*/g) ?? [];
  if (parts.length < 2 || parts.join('') !== formula) return null;
  for (let tries = 0; tries < 5; tries++) {
    const shuffled = sample(rand, parts, parts.length).join('');
    if (shuffled !== formula) return shuffled;
  }
  return parts.reverse().join('');
}

/** One deleted or one swapped letter inside the word ("aspirin" → "asprin", "aspirni"). */
function typo(name: string, rand: () => number): string {
  const at = 1 + Math.floor(rand() * (name.length - 2));
  return rand() < 0.5 ? name.slice(0, at) + name.slice(at + 1) : name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
}

/** The query sets, the same on every run: half real substances, half generated where both exist. */
async function buildQueries(n: number, perKind: number): Promise<Query[]> {
  const rand = seededRandom(42);
  const real = readDemoSubstances();
  const generated = await loadMolecules(Math.max(0, n - real.length));
  const half = Math.ceil(perKind / 2);
  const ids = [
    ...sample(rand, real, half).map((s) => ({ cas: s.cas, inchikey: s.inchikey })),
    ...sample(rand, generated, perKind - half).map((m) => ({ cas: m.cas, inchikey: m.inchikey })),
  ];
  const queries: Query[] = [];
  for (const id of ids) queries.push({ kind: 'CAS, dashed', keyword: id.cas, expect: id.cas });
  for (const id of ids) queries.push({ kind: 'CAS, digits only', keyword: id.cas.replace(/-/g, ''), expect: id.cas });
  for (const id of ids.filter((i) => i.inchikey)) queries.push({ kind: 'InChIKey', keyword: id.inchikey as string, expect: id.cas });

  const plainNames = real.filter((s) => /^[A-Za-z][a-z]{5,}/.test(s.name));
  for (const s of sample(rand, plainNames, perKind)) {
    queries.push({ kind: 'name prefix (4-6 letters)', keyword: s.name.slice(0, 4 + Math.floor(rand() * 3)), expect: null });
  }
  const synonyms = real.flatMap((s) => s.synonyms.filter((x) => x.length >= 4 && x.length <= 60).map((synonym) => ({ synonym, cas: s.cas })));
  for (const s of sample(rand, synonyms, perKind)) queries.push({ kind: 'synonym (full)', keyword: s.synonym, expect: s.cas });

  const formulas = [...new Set([...real.map((s) => s.formula), ...generated.slice(0, 20_000).map((m) => m.formula)].filter((f): f is string => !!f && /^[A-Z]/.test(f)))];
  for (const f of sample(rand, formulas, perKind)) queries.push({ kind: 'formula (Hill)', keyword: f, expect: null });
  for (const f of sample(rand, formulas, perKind * 2)) {
    const other = reordered(f, rand);
    if (other && queries.filter((q) => q.kind === 'formula (other order)').length < perKind) queries.push({ kind: 'formula (other order)', keyword: other, expect: null });
  }
  const typoNames = real.filter((s) => /^[A-Za-z]{7,}$/.test(s.name));
  for (const s of sample(rand, typoNames, perKind)) queries.push({ kind: 'name, one typo', keyword: typo(s.name.toLowerCase(), rand), expect: s.cas });
  return queries;
}

function inProcess(db: Db): Searcher {
  return async (keyword) => {
    const page = await searchProducts(db, catalogOffers, keyword, PAGE);
    return { total: page.total, cas: page.list.map((h) => h.cas), corrected: page.correctedKeyword ?? null };
  };
}

/** GET /api/search, signed like the browser client (API_SIGN_SECRET, else the development secret). */
function overHttp(base: string): Searcher {
  const secret = process.env.API_SIGN_SECRET ?? DEVELOPMENT_SIGN_SECRET;
  return async (keyword) => {
    const time = String(unixSecondsNow());
    const query = new URLSearchParams({ keyword, page: String(PAGE.page), pageSize: String(PAGE.pageSize) });
    const response = await fetch(`${base}/api/search?${query}`, { headers: { time, sign: requestSign(secret, time) } });
    const body = (await response.json()) as { code: number; msg?: string; data?: { total: number; list: { cas: string }[]; correctedKeyword?: string | null } };
    if (body.code !== 0 || !body.data) throw new Error(`HTTP ${response.status} code ${body.code}: ${body.msg ?? ''} for “${keyword}”`);
    return { total: body.data.total, cas: body.data.list.map((h) => h.cas), corrected: body.data.correctedKeyword ?? null };
  };
}

type KindResult = { kind: string; latencies: number[]; totals: number[]; found: number; expected: number; corrected: number; errors: number; slowest: { keyword: string; ms: number; total: number }[] };

async function measure(search: Searcher, queries: Query[]): Promise<KindResult[]> {
  const byKind = new Map<string, KindResult>();
  for (const q of queries) {
    const result = byKind.get(q.kind) ?? { kind: q.kind, latencies: [], totals: [], found: 0, expected: 0, corrected: 0, errors: 0, slowest: [] };
    byKind.set(q.kind, result);
    const started = performance.now();
    try {
      const answer = await search(q.keyword);
      const elapsed = performance.now() - started;
      result.latencies.push(elapsed);
      result.totals.push(answer.total);
      result.slowest.push({ keyword: q.keyword, ms: elapsed, total: answer.total });
      result.slowest = result.slowest.sort((a, b) => b.ms - a.ms).slice(0, 3);
      if (answer.corrected) result.corrected++;
      if (q.expect) {
        result.expected++;
        if (answer.cas.includes(q.expect)) result.found++;
      }
    } catch (error) {
      result.errors++;
      if (result.errors <= 3) console.error(`[search] ${q.kind} “${q.keyword}”: ${error instanceof Error ? error.message : error}`);
    }
  }
  return [...byKind.values()];
}

function report(results: KindResult[]): string {
  const all = summarize(results.flatMap((r) => r.latencies));
  const rows = results.map((r) => {
    const s = summarize(r.latencies);
    const totals = summarize(r.totals);
    const found = r.expected > 0 ? `${((100 * r.found) / r.expected).toFixed(0)} %` : '—';
    return [r.kind, s.n, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max), totals.p50, found, r.corrected, r.errors];
  });
  rows.push(['all', all.n, ms(all.p50), ms(all.p95), ms(all.p99), ms(all.max), '', '', '', '']);
  return table(['query kind', 'queries', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'median hits', 'expected on page 1', 'corrected', 'errors'], rows);
}

async function main(): Promise<void> {
  const args = parseArgs();
  const n = numberArg(args, 'n', 100_000);
  const perKind = numberArg(args, 'per-kind', 200);
  const url = typeof args.url === 'string' ? args.url.replace(/\/$/, '') : null;
  let db: Db | null = null;
  let where: string;
  let search: Searcher;
  if (url) {
    where = `${url}/api/search (HTTP, one request at a time)`;
    search = overHttp(url);
  } else {
    const target = await buildCatalogDb(n, args.pg === true);
    db = createDb(target.database).db;
    where = `${target.label} (in-process searchProducts)`;
    search = inProcess(db);
  }
  try {
    const queries = await buildQueries(n, perKind);
    console.log(`[search] ${queries.length} queries against ${where}, ${n} substances`);
    console.log(`[search] commit ${gitCommit()}; ${machine()}`);
    let started = performance.now();
    await measure(search, queries);
    console.log(`[search] warm-up pass: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const results = await measure(search, queries);
    console.log(`[search] measured pass: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    console.log(report(results));
    console.log('\n[search] slowest queries of each kind (ms, hits):');
    for (const r of results) console.log(`  ${r.kind}: ${r.slowest.map((q) => `“${q.keyword}” ${ms(q.ms)} (${q.total})`).join(', ')}`);
  } finally {
    await db?.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
