// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, RestrictionResult } from '@/lib/contracts/regulated/schema';
import { RegulatedBadges } from './RegulatedBadges';

beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

function list(key: ListResult['key'], name: string, over: Partial<ListResult> = {}): ListResult {
  return {
    key,
    name,
    onList: false,
    category: null,
    item: null,
    entryName: null,
    note: null,
    requirement: null,
    source: { document: `${name}名录`, authority: '—', edition: '—', url: 'https://example.org', taken: '2026-11-22' },
    complete: true,
    ...over,
  };
}

describe('RegulatedBadges', () => {
  it('shows a tag per list the substance is on and what the buyer must provide', () => {
    const result: RestrictionResult = {
      cas: '7722-64-7',
      regulated: true,
      lists: [
        list('precursor', '易制毒化学品', { onList: true, category: '3', item: '4', entryName: '高锰酸钾' }),
        list('explosive_precursor', '易制爆危险化学品', { onList: true, category: '9 其他', item: '9.3' }),
        list('highly_toxic', '剧毒化学品'),
        list('hazardous', '危险化学品', { onList: true, item: '813' }),
      ],
      requirements: ['购买前向县级公安机关备案', '购买后5日内备案'],
    };
    render(<RegulatedBadges result={result} />);
    expect(screen.getByText('易制毒 第三类')).toBeTruthy();
    expect(screen.getByText('易制爆')).toBeTruthy();
    expect(screen.getByText('危险化学品')).toBeTruthy();
    expect(screen.queryByText('剧毒化学品')).toBeNull();
    expect(screen.getByText('购买须知')).toBeTruthy();
    expect(screen.getByText('购买后5日内备案')).toBeTruthy();
  });

  it('says "not listed" only for the lists it holds completely', () => {
    const result: RestrictionResult = {
      cas: '7732-18-5',
      regulated: false,
      lists: [list('precursor', '易制毒化学品'), list('hazardous', '危险化学品', { complete: false })],
      requirements: [],
    };
    render(<RegulatedBadges result={result} />);
    expect(screen.getByText('未列入本站收录的管制名录')).toBeTruthy();
    expect(screen.getByText(/本站未完整收录：危险化学品名录/)).toBeTruthy();
    expect(screen.queryByText('购买须知')).toBeNull();
  });
});
