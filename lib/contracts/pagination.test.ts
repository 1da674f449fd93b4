import { describe, expect, it } from 'vitest';
import { pageNumberOf } from '@/lib/contracts/pagination';

describe('pageNumberOf', () => {
  it('reads plain positive integers', () => {
    expect(pageNumberOf('1')).toBe(1);
    expect(pageNumberOf('27')).toBe(27);
  });

  it('refuses everything else', () => {
    for (const segment of ['0', '-1', '01', '2.5', '1e3', 'abc', '', ' 1', '1000001']) expect(pageNumberOf(segment), segment).toBeNull();
  });
});
