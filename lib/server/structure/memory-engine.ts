import type { Kysely } from 'kysely';
import type { Database } from '@/lib/server/core/db/schema';
import { roundScore, type EngineHit, type EngineResult, type PreparedQuery, type SearchLimits, type StructureEngine, type StructureMode } from './engine';
import { requiredFeatures } from './features';
import { StructureIndex } from './memory-index';
import type { WorkerPool } from './pool';
import { queryForWorker } from './protocol';
import { syncIndex } from './memory-sync';
import { recordMissingStructures } from './records';
import { SerialRuns } from './serial-runs';

/** Candidates per verification request: small enough that the first page arrives early. */
const VERIFY_CHUNK = 64;
/** Index positions screened in the first block; later blocks double up to MAX_BLOCK. */
const FIRST_BLOCK = 1 << 15;
const MAX_BLOCK = 1 << 18;

/**
 * Structure search on the in-memory index: fingerprint screens and Tanimoto
 * ranking over shared arrays, RDKit verification, all in the worker threads.
 */
export class MemoryEngine implements StructureEngine {
  readonly name = 'memory' as const;
  readonly index = new StructureIndex();
  private readonly runs = new SerialRuns((full) => this.load(full));

  constructor(
    private readonly db: Kysely<Database>,
    readonly pool: WorkerPool,
    /** Screen block sizes (tests make them small to cross many blocks). */
    private readonly blocks = { first: FIRST_BLOCK, max: MAX_BLOCK },
  ) {}

  /** Records new substances' structures and loads the rows not loaded yet (serial-runs.ts: who shares which run). */
  refresh(): Promise<void> {
    return this.runs.run(false);
  }

  /** As refresh, and compares the whole index with the stored rows, block by block, whatever the counts say. */
  reconcile(): Promise<void> {
    return this.runs.run(true);
  }

  generation(): number {
    return this.index.size;
  }

  async search(prepared: PreparedQuery, mode: StructureMode, limits: SearchLimits): Promise<EngineResult> {
    if (mode === 'exact') return this.exact(prepared);
    if (mode === 'similarity') return this.similar(prepared, limits);
    return this.substructure(prepared, limits);
  }

  private async load(full: boolean): Promise<void> {
    const { storedCount } = await recordMissingStructures(this.db, this.pool);
    if (await syncIndex(this.db, this.index, { full, storedCount })) await this.pool.attach(this.index.arrays.buffers);
  }

  private exact(prepared: PreparedQuery): EngineResult {
    const ids = this.index.exact(prepared.query.canonicalSmiles, prepared.query.inchikey);
    return { hits: ids.sort((a, b) => a - b).map((substanceId) => ({ substanceId, score: 1 })), truncated: false };
  }

  /** `[start, end)` cut into one shard per worker. */
  private shards(start = 0, end = this.index.size): { start: number; end: number }[] {
    const per = Math.ceil((end - start) / this.pool.size);
    return Array.from({ length: this.pool.size }, (_, n) => ({ start: Math.min(end, start + n * per), end: Math.min(end, start + (n + 1) * per) }));
  }

  /**
   * Screen and verify the index block by block, smallest molecules first,
   * and stop once the hits fill the cap: a broad query never screens the
   * whole index. Blocks start small (the first page comes early) and double.
   */
  private async substructure(prepared: PreparedQuery, limits: SearchLimits): Promise<EngineResult> {
    const size = this.index.size;
    const features = requiredFeatures(prepared.query);
    const found: Int32Array[] = [];
    let hits = 0;
    let truncated = false;
    for (let start = 0, block = this.blocks.first; start < size; start += block, block = Math.min(block * 2, this.blocks.max)) {
      if (Date.now() > limits.deadline) {
        truncated = true;
        break;
      }
      const end = Math.min(size, start + block);
      const screened = await Promise.all(
        this.shards(start, end).map((shard, n) => this.pool.on(n, { kind: 'screen', ...shard, pattern: prepared.pattern, features })),
      );
      const verified = await this.verifyInOrder(concat(screened.map((s) => s.candidates)), prepared, limits.maxHits - hits, limits.deadline);
      found.push(verified.matches);
      hits += verified.matches.length;
      if (!verified.complete || hits >= limits.maxHits) {
        truncated = !verified.complete || hits > limits.maxHits || end < size;
        break;
      }
    }
    const kept = Array.from(concat(found).subarray(0, limits.maxHits));
    const a = this.index.arrays;
    kept.sort((x, y) => (a.heavyAtoms[x] as number) - (a.heavyAtoms[y] as number) || (a.substanceIds[x] as number) - (a.substanceIds[y] as number));
    return { hits: kept.map((p) => ({ substanceId: a.substanceIds[p] as number, score: null })), truncated };
  }

  /**
   * RDKit checks of the candidates, in chunks spread over the workers but
   * counted in order, so the matches kept are always the first ones whatever
   * finishes first. Stops once `needed` matches are in; `complete` is false
   * when candidates were left unchecked (enough matches, or the deadline).
   */
  private async verifyInOrder(
    candidates: Int32Array,
    prepared: PreparedQuery,
    needed: number,
    deadline: number,
  ): Promise<{ matches: Int32Array; complete: boolean }> {
    const chunks: Int32Array[] = [];
    for (let i = 0; i < candidates.length; i += VERIFY_CHUNK) chunks.push(candidates.subarray(i, i + VERIFY_CHUNK));
    const results: (Int32Array | null)[] = chunks.map(() => null);
    let complete = 0;
    let matchesInComplete = 0;
    let dispatched = 0;
    /** The first chunk the deadline cut short: nothing after it counts. */
    let cutAt = Infinity;
    const query = queryForWorker(prepared.query);
    const runLane = async (lane: number): Promise<void> => {
      while (dispatched < chunks.length && matchesInComplete < needed && cutAt === Infinity) {
        if (Date.now() > deadline) {
          cutAt = Math.min(cutAt, dispatched);
          return;
        }
        const n = dispatched++;
        const chunk = chunks[n] as Int32Array;
        const { matches, checked } = await this.pool.on(lane, { kind: 'verify', positions: chunk.slice(), query, deadline });
        results[n] = matches;
        if (checked < chunk.length) cutAt = Math.min(cutAt, n);
        while (complete < results.length && complete <= cutAt && results[complete]) {
          matchesInComplete += (results[complete] as Int32Array).length;
          complete++;
        }
      }
    };
    await Promise.all(Array.from({ length: this.pool.size * 2 }, (_, lane) => runLane(lane)));
    const checkedAll = complete === chunks.length && cutAt === Infinity;
    return { matches: concat(results.slice(0, complete).filter((r): r is Int32Array => r !== null)), complete: checkedAll };
  }

  private async similar(prepared: PreparedQuery, limits: SearchLimits): Promise<EngineResult> {
    const parts = await Promise.all(
      this.shards().map((shard, n) =>
        this.pool.on(n, { kind: 'similar', ...shard, morgan: prepared.morgan, threshold: limits.threshold, limit: limits.maxHits }),
      ),
    );
    const a = this.index.arrays;
    const hits: (EngineHit & { position: number })[] = parts.flatMap((part) =>
      Array.from(part.positions, (position, i) => ({ position, substanceId: a.substanceIds[position] as number, score: roundScore(part.scores[i] as number) })),
    );
    hits.sort(
      (x, y) => (y.score ?? 0) - (x.score ?? 0) || (a.heavyAtoms[x.position] as number) - (a.heavyAtoms[y.position] as number) || x.substanceId - y.substanceId,
    );
    const total = parts.reduce((sum, part) => sum + part.total, 0);
    return { hits: hits.slice(0, limits.maxHits).map(({ substanceId, score }) => ({ substanceId, score })), truncated: total > limits.maxHits };
  }
}

function concat(parts: Int32Array[]): Int32Array {
  const all = new Int32Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
