import { describe, expect, it } from 'vitest';
import { listPageNumber } from './paging';

describe('listPageNumber', () => {
  it('reads plain positive integers', () => {
    expect(listPageNumber('1')).toBe(1);
    expect(listPageNumber('27')).toBe(27);
  });

  it('refuses everything else', () => {
    for (const segment of ['0', '-1', '01', '2.5', '1e3', 'abc', '', ' 1', '1000001']) expect(listPageNumber(segment), segment).toBeNull();
  });
});
