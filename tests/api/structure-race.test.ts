import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { CartridgeEngine, detectCartridge } from '@/lib/server/structure/cartridge';
import type { StructureEngine } from '@/lib/server/structure/engine';
import { MemoryEngine } from '@/lib/server/structure/memory-engine';
import { WorkerPool } from '@/lib/server/structure/pool';
import { MAX_STRUCTURE_HITS, prepareStructureQuery, structureSearch } from '@/lib/server/structure/service';
import { dropPostgres, freshPostgres } from './scratch-databases';

/**
 * Issue 27: PostgreSQL hands out substance ids at insert but shows the rows at
 * commit, so a long import commits ids below one a short write already
 * committed (and the structure index already recorded). Every substance must
 * still be found by exact structure, on the engine the service picks and on
 * a second instance that loaded its index before the import committed.
 * Runs on a PostgreSQL database of its own (the API server may run SQLite);
 * the cartridge takes part where that server has the rdkit extension
 * (PARITY_PG_ADMIN_URL names another server), and then also answers for the service.
 */
const PG_DATABASE = `structidx_race_${process.pid}`;
const LONG_BATCH = 40;

let db: Db;
const pools: WorkerPool[] = [];

/** A distinct small molecule per number (below 60): a carbon chain ending in an amine, an alcohol or a chloride. */
const smilesOf = (n: number) => `${'C'.repeat(1 + (n % 20))}${['N', 'O', 'Cl'][Math.floor(n / 20)]}`;
const casOf = (n: number) => `${9_100_000 + n}-00-${n % 10}`;

function substance(n: number) {
  return { cas: casOf(n), name: `race substance ${n}`, smiles: smilesOf(n), formula: null, createdAt: new Date().toISOString() };
}

async function foundByService(n: number): Promise<string[]> {
  const result = await structureSearch(db, { structure: smilesOf(n), mode: 'exact', page: 1, pageSize: 20, threshold: 0.7 });
  return result.list.map((hit) => hit.cas);
}

async function foundByEngine(engine: StructureEngine, n: number): Promise<number> {
  await engine.refresh();
  const prepared = await prepareStructureQuery(smilesOf(n), 'exact');
  const { hits } = await engine.search(prepared, 'exact', { threshold: 0.7, maxHits: MAX_STRUCTURE_HITS, deadline: Date.now() + 10_000 });
  return hits.length;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

beforeAll(async () => {
  db = createDb({ kind: 'postgres', url: await freshPostgres(PG_DATABASE) }).db;
  await migrateToLatest(db, 'postgres');
}, 120_000);

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await db?.destroy();
  await dropPostgres(PG_DATABASE);
});

describe('structure index: a long import commits lower ids after a short write was indexed', () => {
  it('finds every substance by exact structure, on every instance', async () => {
    const second = new MemoryEngine(db, new WorkerPool(1));
    pools.push(second.pool);
    const cartridge = (await detectCartridge(db)).available ? new CartridgeEngine(db, new WorkerPool(1)) : null;
    if (cartridge) pools.push(cartridge.pool);
    await second.refresh();
    await cartridge?.refresh();

    const inserted = deferred();
    const release = deferred();
    const longImport = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('substances')
        .values(Array.from({ length: LONG_BATCH }, (_, n) => substance(n)))
        .execute();
      inserted.resolve();
      await release.promise;
    });
    await inserted.promise;

    // A seller's single substance: a higher id, committed (and indexed) while the import is open.
    await db.insertInto('substances').values(substance(LONG_BATCH)).execute();
    expect(await foundByService(LONG_BATCH)).toEqual([casOf(LONG_BATCH)]);
    expect(await foundByEngine(second, LONG_BATCH)).toBe(1);
    if (cartridge) expect(await foundByEngine(cartridge, LONG_BATCH)).toBe(1);

    release.resolve();
    await longImport;

    const missedByService: number[] = [];
    for (let n = 0; n < LONG_BATCH; n++) if ((await foundByService(n)).length !== 1) missedByService.push(n);
    expect(missedByService).toEqual([]);

    // The second instance loaded its index before the import committed; it learns the rows the first recorded.
    const missedBySecond: number[] = [];
    for (let n = 0; n < LONG_BATCH; n++) if ((await foundByEngine(second, n)) !== 1) missedBySecond.push(n);
    expect(missedBySecond).toEqual([]);

    if (cartridge) {
      const missedByCartridge: number[] = [];
      for (let n = 0; n < LONG_BATCH; n++) if ((await foundByEngine(cartridge, n)) !== 1) missedByCartridge.push(n);
      expect(missedByCartridge).toEqual([]);
    }

    // A restart: a fresh index built from what is stored.
    const restarted = new MemoryEngine(db, new WorkerPool(1));
    pools.push(restarted.pool);
    const missedAfterRestart: number[] = [];
    for (let n = 0; n <= LONG_BATCH; n++) if ((await foundByEngine(restarted, n)) !== 1) missedAfterRestart.push(n);
    expect(missedAfterRestart).toEqual([]);
  }, 120_000);
});
