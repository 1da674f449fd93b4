/**
 * Structure search at scale: the in-memory index and the RDKit cartridge on
 * the same generated molecules (`molecules.ts`, every SMILES checked by RDKit).
 *
 *   npx tsx tests/bench/structure.ts                 # 100k, memory + cartridge
 *   npx tsx tests/bench/structure.ts --n 1000000     # 1M (generate the molecules first)
 *   … --no-pg                                         # the in-memory index only
 *
 * Databases: var/bench/structure-<size>.db (SQLite) and chemmart_bench_structure_<size>
 * (PostgreSQL), built once and reused. Prints the index build time and memory,
 * and p50/p95 of substructure (to the first page: the first 1,000 hits, the
 * API's cap) and similarity (Tanimoto ≥ 0.7) per engine.
 */
import fs from 'node:fs';
import { seededRandom } from '@/lib/shared/random';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { CartridgeEngine, detectCartridge } from '@/lib/server/structure/cartridge';
import type { StructureEngine, StructureMode } from '@/lib/server/structure/engine';
import { MemoryEngine } from '@/lib/server/structure/memory-engine';
import { defaultPoolSize, WorkerPool } from '@/lib/server/structure/pool';
import { MAX_STRUCTURE_HITS, prepareStructureQuery } from '@/lib/server/structure/service';
import { SIMILARITY_QUERIES, SUBSTRUCTURE_QUERIES } from '@/tests/fixtures/structure-queries';
import { ensurePgDatabase, gitCommit, machine, ms, numberArg, parseArgs, PG_ADMIN_URL, sample, sizeLabel, summarize, table } from './common';
import { loadMolecules } from './molecules';

const args = parseArgs();
const n = numberArg(args, 'n', 100_000);
const withPg = args['no-pg'] === undefined;
const TIME_LIMIT_MS = 10_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function loadSubstances(db: Db): Promise<void> {
  const have = Number((await db.selectFrom('substances').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  if (have >= n) return;
  const molecules = await loadMolecules(n, (line) => console.log(line));
  const now = new Date().toISOString();
  for (let i = have; i < molecules.length; i += 2000) {
    const rows = molecules.slice(i, i + 2000).map((m) => ({ cas: m.cas, name: m.name, smiles: m.smiles, inchikey: m.inchikey, formula: m.formula, createdAt: now }));
    await db.insertInto('substances').values(rows).execute();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

async function run(engine: StructureEngine, structure: string, mode: StructureMode, threshold: number) {
  const prepared = await prepareStructureQuery(structure, mode);
  return timed(() => engine.search(prepared, mode, { threshold, maxHits: MAX_STRUCTURE_HITS, deadline: Date.now() + TIME_LIMIT_MS }));
}

/** One warm-up pass over every query, then a measured pass, one query at a time. */
async function measure(name: string, engine: StructureEngine, similarityQueries: string[]) {
  for (const q of SUBSTRUCTURE_QUERIES) await run(engine, q.structure, 'substructure', 0.7);
  for (const structure of similarityQueries) await run(engine, structure, 'similarity', 0.7);
  const sub: number[] = [];
  const subRows: (string | number)[][] = [];
  for (const q of SUBSTRUCTURE_QUERIES) {
    const { value, ms: t } = await run(engine, q.structure, 'substructure', 0.7);
    sub.push(t);
    subRows.push([q.label, value.hits.length, value.truncated ? 'yes' : 'no', ms(t)]);
  }
  const sim: number[] = [];
  for (const structure of similarityQueries) sim.push((await run(engine, structure, 'similarity', 0.7)).ms);
  return { name, sub: summarize(sub), sim: summarize(sim), subRows };
}

async function main() {
  console.log(`structure search benchmark · ${n.toLocaleString('en')} molecules · ${machine()} · ${gitCommit()}`);
  const file = path.join(process.cwd(), 'var', 'bench', `structure-${sizeLabel(n)}.db`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = createDb({ kind: 'sqlite', file });
  await migrateToLatest(sqlite.db, sqlite.dialect);
  await loadSubstances(sqlite.db);

  const pool = new WorkerPool(defaultPoolSize(0));
  const first = new MemoryEngine(sqlite.db, pool);
  const records = await timed(() => first.refresh());
  await pool.close();
  const pool2 = new WorkerPool(defaultPoolSize(0));
  const memory = new MemoryEngine(sqlite.db, pool2);
  const heapBefore = process.memoryUsage();
  const load = await timed(() => memory.refresh());
  const heapAfter = process.memoryUsage();
  console.log(`index: ${memory.index.size.toLocaleString('en')} molecules · ${pool2.size} worker threads`);
  console.log(`  first start: records computed and stored where missing, then loaded: ${(records.ms / 1000).toFixed(1)} s`);
  console.log(`  index loaded from the database (every start): ${(load.ms / 1000).toFixed(1)} s`);
  console.log(`  shared arrays ${mb(memory.index.sharedBytes)}, RSS +${mb(heapAfter.rss - heapBefore.rss)}, JS heap +${mb(heapAfter.heapUsed - heapBefore.heapUsed)}`);

  const rand = seededRandom(7);
  const picked = await sqlite.db.selectFrom('substances').select('smiles').where('id', 'in', sample(rand, Array.from({ length: n }, (_, i) => i + 1), 20)).execute();
  const similarityQueries = [...SIMILARITY_QUERIES.map((q) => q.structure), ...picked.map((p) => p.smiles ?? '')].filter(Boolean);
  const results = [await measure('memory (SQLite)', memory, similarityQueries)];

  if (withPg) {
    const name = `chemmart_bench_structure_${sizeLabel(n)}`;
    await ensurePgDatabase(name);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const postgres = createDb({ kind: 'postgres', url: url.toString() });
    await migrateToLatest(postgres.db, postgres.dialect);
    await loadSubstances(postgres.db);
    const detected = await detectCartridge(postgres.db);
    if (!detected.available) throw new Error(`cartridge unavailable: ${detected.reason}`);
    const cartridge = new CartridgeEngine(postgres.db, new WorkerPool(1));
    const build = await timed(() => cartridge.refresh());
    // Planner statistics for the new table, as autovacuum would gather soon after a load.
    await sql`analyze substance_mols`.execute(postgres.db);
    console.log(`cartridge: mol + Morgan columns and GiST indexes built in ${(build.ms / 1000).toFixed(1)} s (0 when already built)`);
    results.push(await measure('cartridge (PostgreSQL)', cartridge, similarityQueries));
    await postgres.db.destroy();
  }

  console.log('\nper query, substructure (hits capped at 1,000):');
  console.log(table(['query', ...results.flatMap((r) => [`${r.name} hits`, 'truncated', 'ms'])], results[0]!.subRows.map((row, i) => [row[0]!, ...results.flatMap((r) => (r.subRows[i] ?? []).slice(1))])));
  console.log('\nsummary (ms):');
  console.log(table(['engine', 'substructure p50', 'p95', 'similarity p50', 'p95'], results.map((r) => [r.name, ms(r.sub.p50), ms(r.sub.p95), ms(r.sim.p50), ms(r.sim.p95)])));
  await pool2.close();
  await sqlite.db.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
