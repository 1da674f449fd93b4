/**
 * The benchmark catalog: the real demo catalog (4,741 substances, its goods
 * and demo accounts, loaded by the project's own `seedDemoCatalog`) plus
 * generated molecules (`molecules.ts`) up to `--n` substances, inserted through
 * `importCatalog` so every search index is maintained as in production, and
 * goods from the three demo sellers on every 10th generated substance.
 *
 *   npx tsx tests/bench/catalog-db.ts            # SQLite var/bench/catalog-100k.db
 *   npx tsx tests/bench/catalog-db.ts --pg       # PostgreSQL chemmart_bench
 *   … --n 1000000 | --rebuild
 *
 * Skips the build when the database already holds n substances (after
 * applying any new migration).
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { memberIdsByUsername } from '@/lib/server/account/service';
import { catalogSize, importCatalog, substanceIdsByCas } from '@/lib/server/catalog/service';
import { createDb, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { DEMO_MEMBERS, demoGoodsFor } from '@/lib/server/demo/seed';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';
import { CATEGORIES, categorize, type SourceSubstance } from '@/lib/server/demo/substances';
import { importGoods } from '@/lib/server/goods/service';
import { benchTarget, ensurePgDatabase, gitCommit, numberArg, parseArgs, type BenchTarget } from './common';
import { loadMolecules, type GeneratedMolecule } from './molecules';

/** Every n-th generated substance gets offers (the demo catalog lists every 12th real one). */
const GENERATED_LIST_EVERY = 10;
const CHUNK = 5000;

function asSubstance(m: GeneratedMolecule): SourceSubstance {
  return {
    cas: m.cas,
    name: m.name,
    iupacName: null,
    formula: m.formula,
    molecularWeight: m.molecularWeight,
    smiles: m.smiles,
    inchi: m.inchi || null,
    inchikey: m.inchikey,
    pubchemCid: null,
    synonyms: m.synonyms,
    categorySlug: categorize(m.formula, m.smiles, false),
    meltingPointK: null,
    boilingPointK: null,
    densityKgM3: null,
    nameZh: null,
    nameZhSource: null,
    aliasesZh: [],
  };
}

async function counts(db: Db): Promise<{ substances: number; synonyms: number; goods: number }> {
  const count = async (table: 'substances' | 'substanceSynonyms' | 'goods') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { substances: await count('substances'), synonyms: await count('substanceSynonyms'), goods: await count('goods') };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Builds (or keeps) the benchmark database for n substances; returns its target. */
export async function buildCatalogDb(n: number, postgres: boolean, rebuild = false, log = console.log): Promise<BenchTarget> {
  const target = benchTarget(n, postgres);
  if (target.database.kind === 'sqlite' && rebuild) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${target.database.file}${suffix}`, { force: true });
  }
  if (target.pgName) await ensurePgDatabase(target.pgName, rebuild);
  let { db, dialect } = createDb(target.database);
  let open = true;
  try {
    let applied: string[];
    try {
      applied = await migrateToLatest(db, dialect);
    } catch (error) {
      // A migration this database ran has since been renamed or removed: start over.
      if (rebuild) throw error;
      log(`[catalog-db] ${target.label}: migration failed (${error instanceof Error ? error.message : error}); building again`);
      await db.destroy();
      open = false;
      return await buildCatalogDb(n, postgres, true, log);
    }
    if (applied.length > 0) log(`[catalog-db] ${target.label}: applied ${applied.join(', ')}`);
    const existing = await catalogSize(db);
    if (existing === n) {
      log(`[catalog-db] ${target.label} already holds ${n} substances: kept (--rebuild to build again)`);
      return target;
    }
    if (existing > 0) {
      log(`[catalog-db] ${target.label} holds ${existing} substances, not ${n}: building again`);
      await db.destroy();
      open = false;
      return await buildCatalogDb(n, postgres, true, log);
    }
    const started = performance.now();
    log(`[catalog-db] building ${target.label} with ${n} substances at commit ${gitCommit()}`);
    const seed = await seedDemoCatalog(db);
    log(`[catalog-db] demo catalog: ${seed.substancesAdded} substances, ${seed.synonymsAdded} synonyms, ${seed.goodsAdded} goods in ${seconds(started)}`);

    const wanted = n - seed.substancesAdded;
    let phase = performance.now();
    const molecules = wanted > 0 ? await loadMolecules(wanted, log) : [];
    log(`[catalog-db] ${molecules.length} generated molecules loaded in ${seconds(phase)}`);

    phase = performance.now();
    let added = 0;
    for (let i = 0; i < molecules.length; i += CHUNK) {
      const chunk = molecules.slice(i, i + CHUNK).map(asSubstance);
      const result = await db.transaction().execute((trx) => importCatalog(trx, CATEGORIES, chunk));
      added += result.added;
      if ((i / CHUNK) % 4 === 3) log(`[catalog-db]   ${added} generated substances after ${seconds(phase)}`);
    }
    log(`[catalog-db] ${added} generated substances imported in ${seconds(phase)}`);

    phase = performance.now();
    const sellerNames = DEMO_MEMBERS.filter((m) => m.isSeller).map((m) => m.username);
    const sellerIds = await memberIdsByUsername(db, sellerNames);
    const ids = await substanceIdsByCas(db);
    const listed = molecules.filter((_, i) => i % GENERATED_LIST_EVERY === 0).map(asSubstance);
    let goods = 0;
    for (let i = 0; i < listed.length; i += CHUNK) {
      const rows = listed.slice(i, i + CHUNK).flatMap((s) =>
        demoGoodsFor(s, sellerNames).map(({ sellerUsername, ...g }) => ({ ...g, sellerId: sellerIds.get(sellerUsername)!, substanceId: ids.get(s.cas)! })),
      );
      goods += await db.transaction().execute((trx) => importGoods(trx, rows));
    }
    log(`[catalog-db] ${goods} goods on ${listed.length} generated substances in ${seconds(phase)}`);

    if (dialect === 'postgres') {
      // What autovacuum would do soon after a bulk load; the planner needs the statistics.
      await sql`analyze`.execute(db);
    }
    const total = await counts(db);
    log(`[catalog-db] done in ${seconds(started)}: ${total.substances} substances, ${total.synonyms} synonyms, ${total.goods} goods`);
    if (target.database.kind === 'sqlite') {
      await db.destroy();
      ({ db } = createDb(target.database));
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
      log(`[catalog-db] ${target.database.file}: ${(fs.statSync(target.database.file).size / 2 ** 20).toFixed(0)} MiB`);
    }
    return target;
  } finally {
    if (open) await db.destroy();
  }
}

async function main(): Promise<void> {
  const args = parseArgs();
  await buildCatalogDb(numberArg(args, 'n', 100_000), args.pg === true, args.rebuild === true);
}

if (process.argv[1]?.endsWith('catalog-db.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
