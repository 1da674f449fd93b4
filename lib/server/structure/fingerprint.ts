/**
 * Fingerprint arithmetic on 2048-bit fingerprints held as 64 32-bit words.
 * Pure functions over typed arrays, so the worker threads, the main thread
 * and the tests share them.
 */
export const FP_BYTES = 256;
export const FP_WORDS = FP_BYTES / 4;

export function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The fingerprint bytes RDKit hands out, as words (a copy, so it owns its buffer). */
export function fpWords(bytes: Uint8Array): Uint32Array {
  if (bytes.length !== FP_BYTES) throw new Error(`Expected a ${FP_BYTES * 8}-bit fingerprint, got ${bytes.length * 8} bits`);
  const words = new Uint32Array(FP_WORDS);
  new Uint8Array(words.buffer).set(bytes);
  return words;
}

export function bitCount(words: Uint32Array, offset = 0): number {
  let count = 0;
  for (let k = 0; k < FP_WORDS; k++) count += popcount32(words[offset + k] as number);
  return count;
}

/** The words of a query fingerprint that have any bit set: the only ones a screen needs to test. */
export function setWordIndexes(query: Uint32Array): Int32Array {
  const indexes: number[] = [];
  for (let k = 0; k < FP_WORDS; k++) if (query[k] !== 0) indexes.push(k);
  return Int32Array.from(indexes);
}

/**
 * Substructure screen: a molecule can contain the query only if its pattern
 * fingerprint has every bit the query's has.
 */
export function coversQuery(all: Uint32Array, position: number, query: Uint32Array, queryWords: Int32Array): boolean {
  const base = position * FP_WORDS;
  for (let i = 0; i < queryWords.length; i++) {
    const k = queryWords[i] as number;
    // Bits the query has and the molecule lacks (bitwise results are signed: compare with 0).
    if (((query[k] as number) & ~(all[base + k] as number)) !== 0) return false;
  }
  return true;
}

/** Tanimoto similarity of the query and the molecule at `position`, given both bit counts. */
export function tanimotoAt(all: Uint32Array, position: number, query: Uint32Array, queryBits: number, bits: number): number {
  const base = position * FP_WORDS;
  let common = 0;
  for (let k = 0; k < FP_WORDS; k++) common += popcount32((all[base + k] as number) & (query[k] as number));
  const union = queryBits + bits - common;
  return union === 0 ? 0 : common / union;
}

/**
 * The best Tanimoto two fingerprints with these bit counts can reach
 * (Swamidass and Baldi): min / max. Molecules below the threshold by this
 * bound are skipped without reading their fingerprint.
 */
export function tanimotoBound(queryBits: number, bits: number): number {
  const high = Math.max(queryBits, bits);
  return high === 0 ? 0 : Math.min(queryBits, bits) / high;
}
