import type { Mol } from '@rdkit/rdkit';
import { rdkit } from '@/lib/server/chem/rdkit';
import { config } from '@/lib/server/core/config';
import { substanceDepictions } from '@/lib/server/catalog/queries';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { logger } from '@/lib/server/core/logger';
import { rememberLru } from '@/lib/server/core/lru';
import { offsetOf } from '@/lib/server/core/pagination';
import { offerSummaries } from '@/lib/server/goods/service';
import { CartridgeEngine, detectCartridge } from './cartridge';
import type { EngineResult, PreparedQuery, StructureEngine, StructureMode } from './engine';
import { FP_WORDS, fpWords } from './fingerprint';
import { MemoryEngine } from './memory-engine';
import { defaultPoolSize, WorkerPool } from './pool';
import { queryForWorker } from './protocol';
import { exceedsQuerySize, MAX_LINE_QUERY, MAX_QUERY_ATOMS, parseStructureQuery } from './query';
import { MORGAN } from './record';
import type { StructureHit, StructureSearchInput, StructureSearchResult } from './schema';

/** Hits kept per search, as in text search: enough to browse, bounded in memory. */
export const MAX_STRUCTURE_HITS = 1000;
const RESULT_CACHE_SIZE = 200;
const RESULT_TTL_MS = 60_000;
const SVG_CACHE_SIZE = 5000;
const DRAW_SIZE = { width: 240, height: 180 };

type Engines = { byDb: WeakMap<Db, Promise<StructureEngine>>; results: Map<string, { at: number; result: EngineResult }>; svgs: Map<string, string | null> };
const globalForStructure = globalThis as unknown as { chemmartStructure?: Engines };
const state: Engines = (globalForStructure.chemmartStructure ??= { byDb: new WeakMap(), results: new Map(), svgs: new Map() });

/**
 * The engine for this database: the RDKit cartridge when configured, or on
 * "auto" when the database is PostgreSQL with the extension; otherwise the
 * in-memory index.
 */
export function structureEngine(db: Db): Promise<StructureEngine> {
  let engine = state.byDb.get(db);
  if (!engine) {
    engine = chooseEngine(db);
    state.byDb.set(db, engine);
    engine.catch(() => state.byDb.delete(db));
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
    if (engine === 'cartridge') logger().error({ reason: cartridge.reason }, 'STRUCTURE_SEARCH_ENGINE=cartridge, but the cartridge is unavailable: using the in-memory index');
  }
  return new MemoryEngine(db, new WorkerPool(defaultPoolSize(workers)));
}

/** Starts building the engine's index in the background (server start). */
export function warmStructureSearch(db: Db): void {
  structureEngine(db)
    .then((engine) => engine.refresh())
    .catch((error: unknown) => logger().error({ err: error }, 'structure index could not be built'));
}

/** The query read by RDKit, with its fingerprints; a clear error when it cannot be read or used this way. */
export async function prepareStructureQuery(structure: string, mode: StructureMode): Promise<PreparedQuery> {
  if (exceedsQuerySize(structure)) {
    throw new AppError(ErrorCode.STRUCTURE_TOO_LARGE, `结构过大：SMILES 最多 ${MAX_LINE_QUERY} 个字符，结构最多 ${MAX_QUERY_ATOMS} 个原子；请只画要找的部分`);
  }
  const parsed = parseStructureQuery(await rdkit(), structure, { fragment: mode === 'substructure' });
  if (!parsed) throw new AppError(ErrorCode.STRUCTURE_INVALID, '无法识别该结构：请检查 SMILES（如 c1ccccc1）或重新绘制');
  const { query, mol } = parsed;
  try {
    if (mode !== 'substructure' && query.hasQueryFeatures) {
      const what = mode === 'exact' ? '精确搜索' : '相似度搜索';
      throw new AppError(ErrorCode.STRUCTURE_NEEDS_MOLECULE, `${what}需要完整的分子：请去掉通配原子（*、A、Q）或改用子结构搜索`);
    }
    // Each mode needs one fingerprint; RDKit cannot make a Morgan fingerprint of a query molecule.
    const none = new Uint32Array(FP_WORDS);
    return { query, pattern: mode === 'substructure' ? patternOf(mol) : none, morgan: mode === 'similarity' ? morganOf(mol) : none };
  } finally {
    mol.delete();
  }
}

export async function structureSearch(db: Db, input: StructureSearchInput): Promise<StructureSearchResult> {
  const prepared = await prepareStructureQuery(input.structure, input.mode);
  const engine = await structureEngine(db);
  await engine.refresh();
  const result = await cachedSearch(engine, prepared, input.mode, input.threshold);
  const pageHits = result.hits.slice(offsetOf(input), offsetOf(input) + input.pageSize);
  return {
    list: await describeHits(db, engine, prepared, input.mode, pageHits),
    total: result.hits.length,
    page: input.page,
    pageSize: input.pageSize,
    truncated: result.truncated,
    engine: engine.name,
  };
}

function patternOf(mol: Mol): Uint32Array {
  return fpWords(mol.get_pattern_fp_as_uint8array() as Uint8Array);
}

function morganOf(mol: Mol): Uint32Array {
  return fpWords(mol.get_morgan_fp_as_uint8array(JSON.stringify(MORGAN)) as Uint8Array);
}

/**
 * Paging through one search repeats it; the hits are kept for a minute, and
 * a cut-short (truncated by time) search is not kept, so asking again may do better.
 */
async function cachedSearch(engine: StructureEngine, prepared: PreparedQuery, mode: StructureMode, threshold: number): Promise<EngineResult> {
  const key = [engine.name, engine.generation(), mode, mode === 'similarity' ? threshold : '', prepared.query.kind, prepared.query.text].join('\n');
  const cached = state.results.get(key);
  if (cached && Date.now() - cached.at < RESULT_TTL_MS) return cached.result;
  const timeLimit = config().structureSearch.timeLimitMs;
  const result = await engine.search(prepared, mode, { threshold, maxHits: MAX_STRUCTURE_HITS, deadline: Date.now() + timeLimit });
  const cutShort = result.truncated && result.hits.length < MAX_STRUCTURE_HITS;
  if (!cutShort) rememberLru(state.results, key, { at: Date.now(), result }, RESULT_CACHE_SIZE);
  return result;
}

async function describeHits(db: Db, engine: StructureEngine, prepared: PreparedQuery, mode: StructureMode, hits: EngineResult['hits']): Promise<StructureHit[]> {
  if (hits.length === 0) return [];
  const rows = await substanceDepictions(
    db,
    hits.map((h) => h.substanceId),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = hits.flatMap((hit) => {
    const row = byId.get(hit.substanceId);
    return row ? [{ hit, row: { ...row, smiles: row.smiles ?? '' } }] : [];
  });
  // Offers as text search shows them, so a buyer sees which hits can be ordered without opening each.
  const [svgs, summaries] = await Promise.all([
    drawHits(engine, prepared, mode, found.map((f) => ({ id: f.hit.substanceId, smiles: f.row.smiles }))),
    offerSummaries(db, found.map((f) => f.hit.substanceId)),
  ]);
  return found.map(({ hit, row }, i) => ({
    cas: row.cas,
    name: row.name,
    nameZh: row.nameZh,
    smiles: row.smiles,
    formula: row.formula,
    molecularWeight: row.molecularWeight,
    score: hit.score,
    svg: svgs[i] ?? null,
    offerCount: summaries.get(hit.substanceId)?.offerCount ?? 0,
    lowestPriceCents: summaries.get(hit.substanceId)?.lowestPriceCents ?? null,
  }));
}

/** The page's structures with the query's atoms highlighted, drawn in the workers and kept. */
async function drawHits(engine: StructureEngine, prepared: PreparedQuery, mode: StructureMode, items: { id: number; smiles: string }[]): Promise<(string | null)[]> {
  const highlight = mode === 'similarity' ? 'common' : 'match';
  const keyOf = (id: number) => `${highlight}\n${prepared.query.kind}\n${prepared.query.text}\n${id}`;
  const missing = items.filter((item) => !state.svgs.has(keyOf(item.id)));
  if (missing.length > 0) {
    const pool = engine.pool;
    const per = Math.ceil(missing.length / pool.size);
    const query = queryForWorker(prepared.query);
    const parts = await Promise.all(
      Array.from({ length: pool.size }, (_, n) => missing.slice(n * per, (n + 1) * per))
        .filter((part) => part.length > 0)
        .map((part, n) => pool.on(n, { kind: 'draw', items: part.map((item) => ({ smiles: item.smiles, ...DRAW_SIZE })), query, highlight }).then((reply) => ({ part, reply }))),
    );
    for (const { part, reply } of parts) part.forEach((item, i) => rememberLru(state.svgs, keyOf(item.id), reply.svgs[i] ?? null, SVG_CACHE_SIZE));
  }
  return items.map((item) => state.svgs.get(keyOf(item.id)) ?? null);
}


