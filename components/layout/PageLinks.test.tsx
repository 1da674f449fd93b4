import { describe, expect, it } from 'vitest';
import { pagesToShow } from './PageLinks';

describe('pagesToShow', () => {
  it('shows every page of a short list', () => {
    expect(pagesToShow(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps the first, the last and two either side of the current page, with gaps between', () => {
    expect(pagesToShow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pagesToShow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pagesToShow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
  it('leaves no gap where the pages meet', () => {
    expect(pagesToShow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
