/**
 * What finding missing structure rows costs on the demo catalog (~4,700
 * substances), SQLite and PostgreSQL (docs/decisions/0142-structure-index-by-missing-rows.md):
 * a search's refresh when nothing changed (two counts), the periodic
 * reconcile (block comparison), and one row missing below the highest
 * (counts, range, anti-join, one RDKit record).
 *
 *   npx tsx tests/bench/structure-missing-rows.ts [--runs 20]
 *
 * Databases: var/bench/structure-missing-rows.db and structidx_bench_<pid>
 * (dropped at the end).
 */
import { sql } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { MemoryEngine } from '@/lib/server/structure/memory-engine';
import { WorkerPool } from '@/lib/server/structure/pool';
import { dropPostgres, freshCatalogDatabases } from '@/tests/api/scratch-databases';
import { machine, ms, numberArg, parseArgs, summarize, table } from './common';

const runs = numberArg(parseArgs(), 'runs', 20);
const PG_NAME = `structidx_bench_${process.pid}`;

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

/** Deletes the structure row of a substance well below the highest: what a late commit leaves. */
async function dropOneRow(db: Db): Promise<void> {
  await sql`delete from substance_structures where substance_id = (select substance_id from substance_structures order by substance_id limit 1 offset 100)`.execute(
    db,
  );
}

async function measure(label: string, db: Db): Promise<(string | number)[][]> {
  const pool = new WorkerPool(2);
  try {
    const engine = new MemoryEngine(db, pool);
    const start = performance.now();
    await engine.refresh();
    const build = performance.now() - start;
    const steady = summarize(await timed(() => engine.refresh()));
    const reconcile = summarize(await timed(() => engine.reconcile()));
    // Each round: a row missing below the highest (what a late commit leaves), found by the anti-join and recorded again; a second instance checks.
    const second = new MemoryEngine(db, pool);
    await second.refresh();
    const repair = summarize(
      await timed(async () => {
        await dropOneRow(db);
        await engine.refresh();
        await second.refresh();
      }),
    );
    const substances = Number((await sql<{ n: string | number }>`select count(*) as n from substances`.execute(db)).rows[0]?.n ?? 0);
    return [
      [label, substances, 'first build (record + load)', ms(build)],
      [label, substances, 'refresh, nothing changed: p50 / p95', `${ms(steady.p50)} / ${ms(steady.p95)}`],
      [label, substances, 'reconcile (block comparison): p50 / p95', `${ms(reconcile.p50)} / ${ms(reconcile.p95)}`],
      [label, substances, 'one row missing below the highest: anti-join + record + 2nd instance check, p50 / p95', `${ms(repair.p50)} / ${ms(repair.p95)}`],
    ];
  } finally {
    await pool.close();
  }
}

async function main(): Promise<void> {
  const { sqlite, postgres } = await freshCatalogDatabases('var/bench/structure-missing-rows.db', PG_NAME);
  try {
    const rows = [...(await measure('SQLite', sqlite.db)), ...(await measure('PostgreSQL', postgres.db))];
    console.log(machine());
    console.log(table(['database', 'substances', 'what', 'time'], rows));
  } finally {
    await sqlite.db.destroy();
    await postgres.db.destroy();
    await dropPostgres(PG_NAME);
  }
}

await main();
