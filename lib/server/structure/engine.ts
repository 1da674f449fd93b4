import type { StructureMode } from '@/lib/shared/structure';
import type { WorkerPool } from './pool';
import type { StructureQuery } from './query';

export type { StructureMode } from '@/lib/shared/structure';
export type EngineName = 'memory' | 'cartridge';

/** A query with the fingerprints the memory engine screens and ranks with. */
export type PreparedQuery = { query: StructureQuery; pattern: Uint32Array; morgan: Uint32Array };

export type SearchLimits = {
  /** Tanimoto cut-off (similarity only). */
  threshold: number;
  /** At most this many hits come back; more make the answer truncated. */
  maxHits: number;
  /** Date.now() after which the search stops with what it has, truncated. */
  deadline: number;
};

export type EngineHit = { substanceId: number; score: number | null };

/**
 * Hits in the order users see them: substructure and exact hits smallest
 * molecule first, similarity hits best score first.
 */
export type EngineResult = { hits: EngineHit[]; truncated: boolean };

export interface StructureEngine {
  readonly name: EngineName;
  /** Searches what the last refresh() loaded: callers refresh first (the service does, once per search). */
  search(prepared: PreparedQuery, mode: StructureMode, limits: SearchLimits): Promise<EngineResult>;
  /**
   * Bring the engine up to date with the substances in the database, by the
   * rows it lacks (never "ids above the highest": ids are not committed in
   * order). Runs before every search, so it is cheap when nothing changed.
   */
  refresh(): Promise<void>;
  /** As refresh, and checks the whole index against the database (start, and every STRUCTURE_RECONCILE_MS). */
  reconcile(): Promise<void>;
  /** Changes whenever refresh() loads new molecules (kept results of older generations are stale). */
  generation(): number;
  /** The worker threads that draw this engine's hits. */
  readonly pool: WorkerPool;
}

/** Scores as engines answer them: four decimals is what anyone reads (the workers' are 32-bit floats). */
export function roundScore(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}
