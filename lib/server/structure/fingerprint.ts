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

/** A query prepared for `tanimotoIfAtLeast`: its set words, and the bits left from each of them on. */
export type SimilarityQuery = { words: Uint32Array; setWords: Int32Array; bitsFrom: Int32Array; bits: number };

export function similarityQuery(words: Uint32Array): SimilarityQuery {
  const setWords = setWordIndexes(words);
  const bitsFrom = new Int32Array(setWords.length + 1);
  for (let i = setWords.length - 1; i >= 0; i--) bitsFrom[i] = (bitsFrom[i + 1] as number) + popcount32(words[setWords[i] as number] as number);
  return { words, setWords, bitsFrom, bits: bitsFrom[0] as number };
}

/**
 * The Tanimoto similarity of the query and the molecule at `position` when it
 * reaches `threshold`, else -1. Reads only the query's set words and stops as
 * soon as the query bits still unread cannot lift the common count enough:
 * T >= t exactly when common >= t (a + b) / (1 + t).
 */
export function tanimotoIfAtLeast(all: Uint32Array, position: number, query: SimilarityQuery, bits: number, threshold: number): number {
  const base = position * FP_WORDS;
  // A hair below the exact bound, so rounding never drops a molecule; the final test is exact.
  const needed = (threshold * (query.bits + bits)) / (1 + threshold) - 1e-9;
  const { words, setWords, bitsFrom } = query;
  let common = 0;
  for (let i = 0; i < setWords.length; i++) {
    if (common + (bitsFrom[i] as number) < needed) return -1;
    const k = setWords[i] as number;
    common += popcount32((all[base + k] as number) & (words[k] as number));
  }
  const union = query.bits + bits - common;
  const score = union === 0 ? 0 : common / union;
  return score >= threshold ? score : -1;
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
