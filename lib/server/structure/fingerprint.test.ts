import { describe, expect, it } from 'vitest';
import { bitCount, coversQuery, FP_WORDS, popcount32, setWordIndexes, tanimotoAt, tanimotoBound } from './fingerprint';

function fp(bits: number[]): Uint32Array {
  const words = new Uint32Array(FP_WORDS);
  for (const bit of bits) words[bit >>> 5] = ((words[bit >>> 5] as number) | (1 << (bit & 31))) >>> 0;
  return words;
}

describe('fingerprint arithmetic', () => {
  it('counts bits, the sign bit included', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(0x80000001)).toBe(2);
    expect(bitCount(fp([0, 31, 32, 2047]))).toBe(4);
  });

  it('screens: a molecule passes only when it has every query bit, in words whose top bit is set too', () => {
    const query = fp([5, 31, 63, 2047]);
    const words = setWordIndexes(query);
    expect(Array.from(words)).toEqual([0, 1, 63]);
    const molecules = new Uint32Array(FP_WORDS * 3);
    molecules.set(fp([5, 31, 63, 2047, 100]), 0);
    molecules.set(fp([5, 63, 2047]), FP_WORDS);
    molecules.set(fp([5, 31, 63]), FP_WORDS * 2);
    expect([0, 1, 2].map((p) => coversQuery(molecules, p, query, words))).toEqual([true, false, false]);
  });

  it('scores Tanimoto as common / union, and bounds it by the bit counts', () => {
    const query = fp([1, 2, 3, 4]);
    const molecules = fp([3, 4, 5, 6]);
    expect(tanimotoAt(molecules, 0, query, 4, 4)).toBeCloseTo(2 / 6);
    expect(tanimotoBound(4, 8)).toBe(0.5);
    expect(tanimotoBound(0, 0)).toBe(0);
  });
});
