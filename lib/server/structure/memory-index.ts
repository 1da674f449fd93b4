import { smilesFeatures } from './features';
import { FP_BYTES } from './fingerprint';
import { IdSet } from './id-set';
import { IndexArrays } from './index-arrays';
import type { StoredStructureRow, StructureRow } from './stored-rows';

const INITIAL_CAPACITY = 1024;
const PICKLE_BYTES_GUESS = 400;

/**
 * The in-memory structure index: fingerprints and pickles in shared arrays
 * (read by the workers), canonical SMILES and InChIKeys in maps (exact search,
 * on the main thread). Rows are only appended, in whatever order they come.
 */
export class StructureIndex {
  arrays = IndexArrays.allocate(INITIAL_CAPACITY, INITIAL_CAPACITY * PICKLE_BYTES_GUESS);
  size = 0;
  /**
   * Every row seen, readable or not, by substance id: compared with the
   * stored rows it tells which ones this index lacks (ids are not committed
   * in order, so "above the highest" is not enough).
   */
  readonly known = new IdSet();
  private readonly bySmiles = new Map<string, number[]>();
  private readonly byInchikey = new Map<string, number[]>();

  /**
   * Notes rows as seen and appends the readable ones not seen before; true
   * when the arrays had to be reallocated (the workers must attach the new ones).
   */
  append(stored: StoredStructureRow[]): boolean {
    const rows = stored.filter((row) => this.known.add(row.substanceId)).filter(isReadable);
    const pickleBytes = rows.reduce((sum, row) => sum + row.pickle.length, 0);
    const grown = this.ensureRoom(rows.length, pickleBytes);
    const a = this.arrays;
    for (const row of rows) {
      const p = this.size;
      new Uint8Array(a.pattern.buffer, p * FP_BYTES, FP_BYTES).set(row.patternFp);
      new Uint8Array(a.morgan.buffer, p * FP_BYTES, FP_BYTES).set(row.morganFp);
      a.morganBits[p] = row.morganBits;
      a.heavyAtoms[p] = Math.min(row.heavyAtoms, 0xffff);
      a.features[p] = smilesFeatures(row.canonicalSmiles);
      a.substanceIds[p] = row.substanceId;
      const start = a.pickleOffsets[p] as number;
      a.pickleBytes.set(row.pickle, start);
      a.pickleOffsets[p + 1] = start + row.pickle.length;
      addTo(this.bySmiles, row.canonicalSmiles, row.substanceId);
      if (row.inchikey) addTo(this.byInchikey, row.inchikey, row.substanceId);
      this.size = p + 1;
    }
    return grown;
  }

  /** Substance ids with this canonical SMILES or this InChIKey. */
  exact(canonicalSmiles: string | null, inchikey: string | null): number[] {
    const ids = new Set([...(canonicalSmiles ? (this.bySmiles.get(canonicalSmiles) ?? []) : []), ...(inchikey ? (this.byInchikey.get(inchikey) ?? []) : [])]);
    return [...ids];
  }

  /** Bytes held in the shared arrays (the maps come on top). */
  get sharedBytes(): number {
    const b = this.arrays.buffers;
    return [b.pattern, b.morgan, b.morganBits, b.heavyAtoms, b.features, b.substanceIds, b.pickleOffsets, b.pickleBytes].reduce(
      (sum, buffer) => sum + buffer.byteLength,
      0,
    );
  }

  private ensureRoom(count: number, pickleBytes: number): boolean {
    const a = this.arrays;
    const neededCapacity = this.size + count;
    const neededPickle = (a.pickleOffsets[this.size] as number) + pickleBytes;
    if (neededCapacity <= a.capacity && neededPickle <= a.pickleCapacity) return false;
    const capacity = Math.max(a.capacity, Math.ceil(neededCapacity * 1.25));
    const pickleCapacity = Math.max(a.pickleCapacity, Math.ceil(neededPickle * 1.25));
    this.arrays = a.grownTo(this.size, capacity, pickleCapacity);
    return true;
  }
}

/** RDKit could read it, and its fingerprints are of this build's size. */
function isReadable(row: StoredStructureRow): row is StructureRow {
  return row.canonicalSmiles !== null && row.pickle !== null && row.patternFp?.length === FP_BYTES && row.morganFp?.length === FP_BYTES;
}

function addTo(map: Map<string, number[]>, key: string, id: number): void {
  const ids = map.get(key);
  if (ids) ids.push(id);
  else map.set(key, [id]);
}
