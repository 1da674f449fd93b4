import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { CartridgeEngine, detectCartridge } from './cartridge';
import type { StructureEngine } from './engine';
import { MemoryEngine } from './memory-engine';
import { defaultPoolSize, WorkerPool } from './pool';

/** One engine per database, kept across module copies (instrumentation and routes are bundled apart). */
const globalForEngines = globalThis as unknown as { chemmartStructureEngines?: WeakMap<Db, Promise<StructureEngine>> };
const byDb = (globalForEngines.chemmartStructureEngines ??= new WeakMap());

/**
 * The engine for this database: the RDKit cartridge when configured, or on
 * "auto" when the database is PostgreSQL with the extension; otherwise the
 * in-memory index.
 */
export function structureEngine(db: Db): Promise<StructureEngine> {
  let engine = byDb.get(db);
  if (!engine) {
    engine = chooseEngine(db);
    byDb.set(db, engine);
    engine.catch(() => byDb.delete(db));
  }
  return engine;
}

async function chooseEngine(db: Db): Promise<StructureEngine> {
  const { engine, workers } = config().structureSearch;
  if (engine !== 'memory') {
    const cartridge = await detectCartridge(db);
    if (cartridge.available) {
      logger().info({ reason: cartridge.reason }, 'structure search on the RDKit cartridge');
      return new CartridgeEngine(db, new WorkerPool(defaultPoolSize(workers)));
    }
    if (engine === 'cartridge')
      logger().error({ reason: cartridge.reason }, 'STRUCTURE_SEARCH_ENGINE=cartridge, but the cartridge is unavailable: using the in-memory index');
  }
  return new MemoryEngine(db, new WorkerPool(defaultPoolSize(workers)));
}

/** Starts building the engine's index in the background (server start), repairing any substance left without structure rows. */
export function warmStructureSearch(db: Db): void {
  reconcileStructureSearch(db).catch((error: unknown) => logger().error({ err: error }, 'structure index could not be built'));
}

/**
 * Records the structures of substances that have none and loads the rows
 * this instance lacks (another instance may have recorded them): the
 * scheduler's safety net, so a substance is found even if no search here
 * came along since it was committed.
 */
export async function reconcileStructureSearch(db: Db): Promise<void> {
  await (await structureEngine(db)).reconcile();
}
