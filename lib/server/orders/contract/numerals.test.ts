import { describe, expect, it } from 'vitest';
import { capitalYuan } from './numerals';

describe('capitalYuan (人民币大写)', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角整'],
    [55, '伍角伍分'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [1000, '壹拾元整'],
    [1500, '壹拾伍元整'],
    [10_010, '壹佰元壹角整'],
    [10_000, '壹佰元整'],
    [10_100, '壹佰零壹元整'],
    [101_000, '壹仟零壹拾元整'],
    [1_234_567, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [1_000_500, '壹万零伍元整'],
    [1_005_000, '壹万零伍拾元整'],
    [10_000_000, '壹拾万元整'],
    [100_000_101, '壹佰万零壹元零壹分'],
    [1_000_000_000, '壹仟万元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_100_000, '壹亿零壹仟元整'],
    [10_100_000_000, '壹亿零壹佰万元整'],
    [12_345_678_901, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元零壹分'],
    [200_000_000_000_00, '贰仟亿元整'],
  ])('%i cents → %s', (cents, words) => {
    expect(capitalYuan(cents)).toBe(words);
  });

  it('writes the amounts of the brief: 0, 0.05, 10.00, 100.10, 1,000,001.01, 10,000,000.00', () => {
    expect([0, 5, 1000, 10_010, 100_000_101, 1_000_000_000].map(capitalYuan)).toEqual([
      '零元整',
      '伍分',
      '壹拾元整',
      '壹佰元壹角整',
      '壹佰万零壹元零壹分',
      '壹仟万元整',
    ]);
  });

  it('marks a negative amount and refuses fractions of a cent and amounts past its range', () => {
    expect(capitalYuan(-1500)).toBe('负壹拾伍元整');
    expect(() => capitalYuan(1.5)).toThrow(RangeError);
    expect(() => capitalYuan(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});
