import { listedSubstanceIds, substanceDepictions } from '@/lib/server/catalog/queries';
import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { rememberLru } from '@/lib/server/core/lru';
import { offsetOf } from '@/lib/contracts/pagination';
import { offerSummaries } from '@/lib/server/goods/service';
import { drawHits } from './drawing';
import type { EngineResult, PreparedQuery, StructureEngine, StructureMode } from './engine';
import { structureEngine } from './engines';
import { prepareStructureQuery } from './prepare';
import type { StructureHit, StructureSearchInput, StructureSearchResult } from '@/lib/contracts/structure/schema';

export { prepareStructureQuery } from './prepare';
export { warmStructureSearch } from './engines';

/** Hits kept per search, as in text search: enough to browse, bounded in memory. */
export const MAX_STRUCTURE_HITS = 1000;
const RESULT_CACHE_SIZE = 200;
const RESULT_TTL_MS = 60_000;

/** Searches kept for paging, across module copies. */
const globalForResults = globalThis as unknown as { chemmartStructureResults?: Map<string, { at: number; result: EngineResult }> };
const results = (globalForResults.chemmartStructureResults ??= new Map());

export async function structureSearch(db: Db, input: StructureSearchInput): Promise<StructureSearchResult> {
  const prepared = await prepareStructureQuery(input.structure, input.mode);
  const engine = await structureEngine(db);
  await engine.refresh();
  const result = await cachedSearch(engine, prepared, input.mode, input.threshold);
  // Both engines index every substance as it is added; one a seller proposed shows only once approved.
  const listed = await listedSubstanceIds(
    db,
    result.hits.map((h) => h.substanceId),
  );
  const hits = result.hits.filter((h) => listed.has(h.substanceId));
  const pageHits = hits.slice(offsetOf(input), offsetOf(input) + input.pageSize);
  return {
    list: await describeHits(db, engine, prepared, input.mode, pageHits),
    total: hits.length,
    page: input.page,
    pageSize: input.pageSize,
    truncated: result.truncated,
    engine: engine.name,
  };
}

/**
 * Paging through one search repeats it; the hits are kept for a minute, and
 * a cut-short (truncated by time) search is not kept, so asking again may do better.
 */
async function cachedSearch(engine: StructureEngine, prepared: PreparedQuery, mode: StructureMode, threshold: number): Promise<EngineResult> {
  const key = [engine.name, engine.generation(), mode, mode === 'similarity' ? threshold : '', prepared.query.kind, prepared.query.text].join('\n');
  const cached = results.get(key);
  if (cached && Date.now() - cached.at < RESULT_TTL_MS) return cached.result;
  const timeLimit = config().structureSearch.timeLimitMs;
  const result = await engine.search(prepared, mode, { threshold, maxHits: MAX_STRUCTURE_HITS, deadline: Date.now() + timeLimit });
  const cutShort = result.truncated && result.hits.length < MAX_STRUCTURE_HITS;
  if (!cutShort) rememberLru(results, key, { at: Date.now(), result }, RESULT_CACHE_SIZE);
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
