import type { IndexBuffers } from './index-arrays';
import type { StructureRecord } from './record';
import type { StructureQuery } from './query';

/** What the main thread asks of a structure worker. Positions are index positions. */
export type WorkerRequest =
  | { kind: 'attach'; buffers: IndexBuffers }
  | { kind: 'screen'; start: number; end: number; pattern: Uint32Array; features: number }
  | { kind: 'verify'; positions: Int32Array; query: QueryForWorker; deadline: number }
  | { kind: 'similar'; start: number; end: number; morgan: Uint32Array; threshold: number; limit: number }
  | { kind: 'describe'; smiles: string[] }
  | { kind: 'draw'; items: DrawItem[]; query: QueryForWorker; highlight: 'match' | 'common' };

export type QueryForWorker = Pick<StructureQuery, 'kind' | 'text' | 'chiral'>;

/** What a worker needs of a query to read it again (a Mol cannot cross threads). */
export function queryForWorker(query: StructureQuery): QueryForWorker {
  return { kind: query.kind, text: query.text, chiral: query.chiral };
}

export type DrawItem = { smiles: string; width: number; height: number };

export type WorkerReply = {
  attach: null;
  screen: { candidates: Int32Array };
  /** `checked` candidates were tested (all of them unless the deadline came first). */
  verify: { matches: Int32Array; checked: number };
  /** Positions above the threshold, best first, at most `limit`; `total` counts all of them. */
  similar: { positions: Int32Array; scores: Float32Array; total: number };
  describe: { records: (StructureRecord | null)[] };
  draw: { svgs: (string | null)[] };
};

export type WorkerMessage = { id: number; request: WorkerRequest };
export type WorkerAnswer = { id: number; reply?: unknown; error?: string };
