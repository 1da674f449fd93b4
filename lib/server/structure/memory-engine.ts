import type { Kysely } from 'kysely';
import type { Database } from '@/lib/server/core/db/schema';
import type { EngineHit, EngineResult, PreparedQuery, SearchLimits, StructureEngine, StructureMode } from './engine';
import { StructureIndex } from './memory-index';
import type { WorkerPool } from './pool';
import { highestRecordedId, highestSubstanceId, readStructureRows, recordNewStructures } from './records';

/** Candidates per verification request: small enough that the first page arrives early. */
const VERIFY_CHUNK = 128;

/**
 * Structure search on the in-memory index: fingerprint screens and Tanimoto
 * ranking over shared arrays, RDKit verification, all in the worker threads.
 */
export class MemoryEngine implements StructureEngine {
  readonly name = 'memory' as const;
  readonly index = new StructureIndex();
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    readonly pool: WorkerPool,
  ) {}

  /** Records new substances' structures and loads them; concurrent callers share one run. */
  refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  generation(): number {
    return this.index.size;
  }

  async search(prepared: PreparedQuery, mode: StructureMode, limits: SearchLimits): Promise<EngineResult> {
    if (mode === 'exact') return this.exact(prepared);
    if (mode === 'similarity') return this.similar(prepared, limits);
    return this.substructure(prepared, limits);
  }

  private async load(): Promise<void> {
    const [substances, recorded] = await Promise.all([highestSubstanceId(this.db), highestRecordedId(this.db)]);
    if (substances > recorded) await recordNewStructures(this.db, this.pool);
    if ((await highestRecordedId(this.db)) <= this.index.lastSubstanceId) return;
    let grown = false;
    for await (const rows of readStructureRows(this.db, this.index.lastSubstanceId)) grown = this.index.append(rows) || grown;
    if (grown) await this.pool.attach(this.index.arrays.buffers);
  }

  private exact(prepared: PreparedQuery): EngineResult {
    const ids = this.index.exact(prepared.query.canonicalSmiles, prepared.query.inchikey);
    return { hits: ids.sort((a, b) => a - b).map((substanceId) => ({ substanceId, score: 1 })), truncated: false };
  }

  private shards(): { start: number; end: number }[] {
    const size = this.index.size;
    const per = Math.ceil(size / this.pool.size);
    return Array.from({ length: this.pool.size }, (_, n) => ({ start: Math.min(size, n * per), end: Math.min(size, (n + 1) * per) }));
  }

  private async substructure(prepared: PreparedQuery, limits: SearchLimits): Promise<EngineResult> {
    const screened = await Promise.all(this.shards().map((shard, n) => this.pool.on(n, { kind: 'screen', ...shard, pattern: prepared.pattern })));
    const candidates = concat(screened.map((s) => s.candidates));
    const chunks: Int32Array[] = [];
    for (let i = 0; i < candidates.length; i += VERIFY_CHUNK) chunks.push(candidates.subarray(i, i + VERIFY_CHUNK));

    // Chunks are verified in parallel but counted in order, so the hits kept
    // are always the first ones in index order, whatever finishes first.
    const results: (Int32Array | null)[] = chunks.map(() => null);
    let complete = 0;
    let hitsInComplete = 0;
    let dispatched = 0;
    /** The first chunk the deadline cut short: nothing after it counts. */
    let cutAt = Infinity;
    const query = { kind: prepared.query.kind, text: prepared.query.text, chiral: prepared.query.chiral };
    const runLane = async (lane: number): Promise<void> => {
      while (dispatched < chunks.length && hitsInComplete < limits.maxHits && cutAt === Infinity) {
        if (Date.now() > limits.deadline) {
          cutAt = Math.min(cutAt, dispatched);
          return;
        }
        const n = dispatched++;
        const chunk = chunks[n] as Int32Array;
        const { matches, checked } = await this.pool.on(lane, { kind: 'verify', positions: chunk.slice(), query, deadline: limits.deadline });
        results[n] = matches;
        if (checked < chunk.length) cutAt = Math.min(cutAt, n);
        while (complete < results.length && complete <= cutAt && results[complete]) {
          hitsInComplete += (results[complete] as Int32Array).length;
          complete++;
        }
      }
    };
    await Promise.all(Array.from({ length: this.pool.size * 2 }, (_, lane) => runLane(lane)));

    const positions = concat(results.slice(0, complete).filter((r): r is Int32Array => r !== null));
    const truncated = complete < chunks.length || cutAt !== Infinity || positions.length > limits.maxHits;
    const kept = Array.from(positions.subarray(0, limits.maxHits));
    const a = this.index.arrays;
    kept.sort((x, y) => (a.heavyAtoms[x] as number) - (a.heavyAtoms[y] as number) || (a.substanceIds[x] as number) - (a.substanceIds[y] as number));
    return { hits: kept.map((p) => ({ substanceId: a.substanceIds[p] as number, score: null })), truncated };
  }

  private async similar(prepared: PreparedQuery, limits: SearchLimits): Promise<EngineResult> {
    const parts = await Promise.all(
      this.shards().map((shard, n) => this.pool.on(n, { kind: 'similar', ...shard, morgan: prepared.morgan, threshold: limits.threshold, limit: limits.maxHits })),
    );
    const a = this.index.arrays;
    const hits: (EngineHit & { position: number })[] = parts.flatMap((part) =>
      Array.from(part.positions, (position, i) => ({ position, substanceId: a.substanceIds[position] as number, score: roundScore(part.scores[i] as number) })),
    );
    hits.sort((x, y) => (y.score ?? 0) - (x.score ?? 0) || (a.heavyAtoms[x.position] as number) - (a.heavyAtoms[y.position] as number) || x.substanceId - y.substanceId);
    const total = parts.reduce((sum, part) => sum + part.total, 0);
    return { hits: hits.slice(0, limits.maxHits).map(({ substanceId, score }) => ({ substanceId, score })), truncated: total > limits.maxHits };
  }
}

/** Scores travel as 32-bit floats; four decimals is what anyone reads. */
function roundScore(score: number): number {
  return Math.round(score * 10_000) / 10_000;
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
