/**
 * A structure worker thread: screens fingerprints, verifies substructure
 * candidates with RDKit, ranks by similarity, computes records and draws
 * hits, so none of it runs on the server's event loop. Started by pool.ts.
 */
import { parentPort } from 'node:worker_threads';
import initRDKitModule, { type MainModule as RDKitModule, type Mol } from '@rdkit/rdkit';
import { svgOf } from '@/lib/server/chem/depict';
import { coversQuery, setWordIndexes, similarityQuery, tanimotoBound, tanimotoIfAtLeast } from './fingerprint';
import { IndexArrays } from './index-arrays';
import type { DrawItem, QueryForWorker, WorkerAnswer, WorkerMessage, WorkerReply, WorkerRequest } from './protocol';
import { matchDetails, readQueryMol } from './query';
import { describeStructure } from './record';

const DEADLINE_CHECK_EVERY = 16;
const rdkitReady: Promise<RDKitModule> = initRDKitModule();
let index: IndexArrays | null = null;
let lastQuery: { key: string; mol: Mol } | null = null;

function queryMol(RDKit: RDKitModule, query: QueryForWorker): Mol {
  const key = `${query.kind}\n${query.text}`;
  if (lastQuery?.key !== key) {
    lastQuery?.mol.delete();
    const mol = readQueryMol(RDKit, query);
    if (!mol) throw new Error('The query no longer parses');
    lastQuery = { key, mol };
  }
  return lastQuery.mol;
}

function attachedIndex(): IndexArrays {
  if (!index) throw new Error('No index attached');
  return index;
}

function screen(start: number, end: number, pattern: Uint32Array, features: number): WorkerReply['screen'] {
  const arrays = attachedIndex();
  const words = setWordIndexes(pattern);
  const found = new Int32Array(end - start);
  let count = 0;
  for (let p = start; p < end; p++) {
    if (((arrays.features[p] as number) & features) === features && coversQuery(arrays.pattern, p, pattern, words)) found[count++] = p;
  }
  return { candidates: found.slice(0, count) };
}

function verify(RDKit: RDKitModule, positions: Int32Array, query: QueryForWorker, deadline: number): WorkerReply['verify'] {
  const arrays = attachedIndex();
  const q = queryMol(RDKit, query);
  const details = matchDetails(query);
  const matches: number[] = [];
  let checked = 0;
  for (; checked < positions.length; checked++) {
    if (checked % DEADLINE_CHECK_EVERY === 0 && Date.now() > deadline) break;
    const position = positions[checked] as number;
    const mol = RDKit.get_mol_from_uint8array(arrays.pickleAt(position));
    if (!mol) continue;
    try {
      if (mol.get_substruct_match(q, details) !== '{}') matches.push(position);
    } finally {
      mol.delete();
    }
  }
  return { matches: Int32Array.from(matches), checked };
}

function similar(start: number, end: number, morgan: Uint32Array, threshold: number, limit: number): WorkerReply['similar'] {
  const arrays = attachedIndex();
  const query = similarityQuery(morgan);
  const positions: number[] = [];
  const scores: number[] = [];
  for (let p = start; p < end; p++) {
    const bits = arrays.morganBits[p] as number;
    if (tanimotoBound(query.bits, bits) < threshold) continue;
    const score = tanimotoIfAtLeast(arrays.morgan, p, query, bits, threshold);
    if (score >= 0) {
      positions.push(p);
      scores.push(score);
    }
  }
  const order = positions.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number) || (positions[a] as number) - (positions[b] as number));
  const kept = order.slice(0, limit);
  return {
    positions: Int32Array.from(kept, (i) => positions[i] as number),
    scores: Float32Array.from(kept, (i) => scores[i] as number),
    total: positions.length,
  };
}

/** Atoms and bonds of `mol` to highlight: the query's match, or the largest part it shares with the query. */
function highlightOf(RDKit: RDKitModule, mol: Mol, query: QueryForWorker, highlight: 'match' | 'common'): { atoms: number[]; bonds: number[] } {
  const q = queryMol(RDKit, query);
  let pattern: Mol | null = q;
  if (highlight === 'common') {
    const list = new RDKit.MolList();
    list.append(q);
    list.append(mol);
    const mcs = JSON.parse(RDKit.get_mcs_as_json(list, JSON.stringify({ Timeout: 1, RingMatchesRingOnly: true }))) as { smarts?: string; numAtoms?: number };
    list.delete();
    pattern = mcs.smarts && (mcs.numAtoms ?? 0) > 0 ? RDKit.get_qmol(mcs.smarts) : null;
  }
  if (!pattern) return { atoms: [], bonds: [] };
  try {
    const match = JSON.parse(mol.get_substruct_match(pattern, matchDetails(query))) as { atoms?: number[]; bonds?: number[] };
    return { atoms: match.atoms ?? [], bonds: match.bonds ?? [] };
  } finally {
    if (pattern !== q) pattern.delete();
  }
}

function draw(RDKit: RDKitModule, items: DrawItem[], query: QueryForWorker, highlight: 'match' | 'common'): WorkerReply['draw'] {
  return {
    svgs: items.map(({ smiles, width, height }) => {
      const mol = RDKit.get_mol(smiles);
      if (!mol) return null;
      try {
        const { atoms, bonds } = highlightOf(RDKit, mol, query, highlight);
        return svgOf(mol, width, height, { atoms, bonds, highlightColour: [1, 0.6, 0.2], highlightRadius: 0.25, highlightBondWidthMultiplier: 6 });
      } finally {
        mol.delete();
      }
    }),
  };
}

async function handle(request: WorkerRequest): Promise<{ reply: unknown; transfer: ArrayBuffer[] }> {
  const RDKit = await rdkitReady;
  switch (request.kind) {
    case 'attach':
      index = new IndexArrays(request.buffers);
      return { reply: null, transfer: [] };
    case 'screen': {
      const reply = screen(request.start, request.end, request.pattern, request.features);
      return { reply, transfer: [reply.candidates.buffer as ArrayBuffer] };
    }
    case 'verify': {
      const reply = verify(RDKit, request.positions, request.query, request.deadline);
      return { reply, transfer: [reply.matches.buffer as ArrayBuffer] };
    }
    case 'similar': {
      const reply = similar(request.start, request.end, request.morgan, request.threshold, request.limit);
      return { reply, transfer: [reply.positions.buffer as ArrayBuffer, reply.scores.buffer as ArrayBuffer] };
    }
    case 'describe':
      return { reply: { records: request.smiles.map((smiles) => describeStructure(RDKit, smiles)) }, transfer: [] };
    case 'draw':
      return { reply: draw(RDKit, request.items, request.query, request.highlight), transfer: [] };
  }
}

parentPort?.on('message', (message: WorkerMessage) => {
  handle(message.request).then(
    ({ reply, transfer }) => parentPort?.postMessage({ id: message.id, reply } satisfies WorkerAnswer, transfer),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer),
  );
});
