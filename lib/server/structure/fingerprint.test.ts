import { describe, expect, it } from 'vitest';
import { bitCount, coversQuery, FP_WORDS, popcount32, setWordIndexes, similarityQuery, tanimotoBound, tanimotoIfAtLeast } from './fingerprint';

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

  it('scores Tanimoto as common / union when it reaches the threshold, and bounds it by the bit counts', () => {
    const query = similarityQuery(fp([1, 2, 3, 4]));
    const molecules = fp([3, 4, 5, 6]);
    expect(query.bits).toBe(4);
    expect(tanimotoIfAtLeast(molecules, 0, query, 4, 0.3)).toBeCloseTo(2 / 6);
    expect(tanimotoIfAtLeast(molecules, 0, query, 4, 1 / 3)).toBeCloseTo(1 / 3); // exactly at the threshold counts
    expect(tanimotoIfAtLeast(molecules, 0, query, 4, 0.34)).toBe(-1);
    expect(tanimotoBound(4, 8)).toBe(0.5);
    expect(tanimotoBound(0, 0)).toBe(0);
  });

  it('stops early only when the threshold is out of reach: random fingerprints agree with a full count', () => {
    let seed = 42;
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const randomFp = (bits: number) => fp(Array.from({ length: bits }, () => Math.floor(rand() * 2048)));
    const molecules = new Uint32Array(FP_WORDS * 500);
    for (let p = 0; p < 500; p++) molecules.set(randomFp(20 + Math.floor(rand() * 60)), p * FP_WORDS);
    for (let q = 0; q < 20; q++) {
      const words = randomFp(20 + Math.floor(rand() * 60));
      // Half the queries are a molecule with a few bits changed, so some scores are high.
      if (q % 2 === 0) {
        words.set(molecules.subarray(q * FP_WORDS, (q + 1) * FP_WORDS));
        words[q] = 0xff;
      }
      const query = similarityQuery(words);
      for (const threshold of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        for (let p = 0; p < 500; p++) {
          const bits = bitCount(molecules, p * FP_WORDS);
          let common = 0;
          for (let k = 0; k < FP_WORDS; k++) common += popcount32((molecules[p * FP_WORDS + k] as number) & (words[k] as number));
          const full = common / (query.bits + bits - common);
          expect(tanimotoIfAtLeast(molecules, p, query, bits, threshold)).toBe(full >= threshold ? full : -1);
        }
      }
    }
  });
});
