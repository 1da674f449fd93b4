import { describe, expect, it } from 'vitest';
import { IdSet } from './id-set';

describe('IdSet', () => {
  it('adds, finds and deletes ids in any order, counting each once', () => {
    const ids = new IdSet();
    expect(ids.add(70_000)).toBe(true);
    expect(ids.add(5)).toBe(true);
    expect(ids.add(5)).toBe(false);
    expect(ids.add(31)).toBe(true);
    expect(ids.add(32)).toBe(true);
    expect([ids.size, ids.max]).toEqual([4, 70_000]);
    expect([ids.has(5), ids.has(6), ids.has(31), ids.has(1 << 30)]).toEqual([true, false, true, false]);
    expect(ids.delete(31)).toBe(true);
    expect(ids.delete(31)).toBe(false);
    expect(ids.size).toBe(3);
    expect([...ids.between(0, 100_000)]).toEqual([5, 32, 70_000]);
    expect([...ids.between(6, 70_000)]).toEqual([32]);
  });

  it('keeps bit 31 of a word apart from the sign, and refuses what is not a substance id', () => {
    const ids = new IdSet();
    expect(ids.add(63)).toBe(true);
    expect([ids.has(63), ids.has(62), ids.has(31)]).toEqual([true, false, false]);
    expect([...ids.between(0, Infinity)]).toEqual([63]);
    expect(() => ids.add(-1)).toThrow(RangeError);
    expect(() => ids.add(2 ** 31)).toThrow(RangeError);
    expect(() => ids.add(1.5)).toThrow(RangeError);
  });

  it('sums ids per block, as the database does with integer division', () => {
    const ids = new IdSet();
    for (const id of [1, 2, 4095, 4096, 9000]) ids.add(id);
    expect(ids.blockSums(4096)).toEqual(
      new Map([
        [0, { count: 3, total: 4098 }],
        [1, { count: 1, total: 4096 }],
        [2, { count: 1, total: 9000 }],
      ]),
    );
  });
});
