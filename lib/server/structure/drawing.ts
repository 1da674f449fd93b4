import { rememberLru } from '@/lib/server/core/lru';
import type { PreparedQuery, StructureEngine, StructureMode } from './engine';
import { queryForWorker } from './protocol';

const SVG_CACHE_SIZE = 5000;
const DRAW_SIZE = { width: 240, height: 180 };

/** Drawings by query and substance, kept across module copies. */
const globalForDrawings = globalThis as unknown as { chemmartStructureSvgs?: Map<string, string | null> };
const svgs = (globalForDrawings.chemmartStructureSvgs ??= new Map());

/** The page's structures with the query's atoms highlighted, drawn in the workers and kept. */
export async function drawHits(engine: StructureEngine, prepared: PreparedQuery, mode: StructureMode, items: { id: number; smiles: string }[]): Promise<(string | null)[]> {
  const highlight = mode === 'similarity' ? 'common' : 'match';
  const keyOf = (id: number) => `${highlight}\n${prepared.query.kind}\n${prepared.query.text}\n${id}`;
  const missing = items.filter((item) => !svgs.has(keyOf(item.id)));
  if (missing.length > 0) {
    const pool = engine.pool;
    const per = Math.ceil(missing.length / pool.size);
    const query = queryForWorker(prepared.query);
    const parts = await Promise.all(
      Array.from({ length: pool.size }, (_, n) => missing.slice(n * per, (n + 1) * per))
        .filter((part) => part.length > 0)
        .map((part, n) => pool.on(n, { kind: 'draw', items: part.map((item) => ({ smiles: item.smiles, ...DRAW_SIZE })), query, highlight }).then((reply) => ({ part, reply }))),
    );
    for (const { part, reply } of parts) part.forEach((item, i) => rememberLru(svgs, keyOf(item.id), reply.svgs[i] ?? null, SVG_CACHE_SIZE));
  }
  return items.map((item) => svgs.get(keyOf(item.id)) ?? null);
}
