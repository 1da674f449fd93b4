import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, memberIdOf, testDb } from './helpers';

type Hit = {
  cas: string;
  name: string;
  formula: string | null;
  offerCount: number;
  lowestPriceCents: number | null;
  matched: { field: string; text: string } | null;
};
type SearchPage = { list: Hit[]; total: number; page: number; pageSize: number; correctedKeyword: string | null; truncated: boolean };
type Offer = { purity: string; stock: number; seller: { id: number; name: string } };

async function search(keyword: string, extra: Record<string, string | number> = {}): Promise<SearchPage> {
  const { body } = await call<SearchPage>('/api/search', { query: { keyword, ...extra } });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function offersOf(cas: string): Promise<Offer[]> {
  const { body } = await call<{ offers: Offer[] }>(`/api/product/${cas}`);
  return body.data.offers;
}

describe('GET /api/search: the fixed query set', () => {
  it.each([
    ['aspirin', 'name'],
    ['Aspirin', 'name'],
    ['50-78-2', 'cas'],
    ['50782', 'cas'],
    ['BSYNRYMUTXBXSQ-UHFFFAOYSA-N', 'inchikey'],
    ['acetylsalicylic acid', 'synonym'],
    ['acetylsal', 'synonym'],
  ])('“%s” finds aspirin first, by its %s', async (keyword, field) => {
    const { list } = await search(keyword);
    expect(list[0]?.cas).toBe('50-78-2');
    expect(list[0]?.matched?.field).toBe(field);
  });

  it('“C9H8O4” finds every substance of that formula, aspirin among them', async () => {
    const { list, total } = await search('C9H8O4');
    expect(list.map((h) => h.cas)).toContain('50-78-2');
    expect(list.every((h) => h.formula === 'C9H8O4')).toBe(true);
    expect(total).toBe(list.length);
  });

  it('reads a formula in any element order: “H2SO4” is sulfuric acid (H2O4S)', async () => {
    const { list } = await search('H2SO4');
    expect(list[0]).toMatchObject({ cas: '7664-93-9', matched: { field: 'formula', text: 'H2O4S' } });
  });

  it('“asprin” (one letter missing) answers aspirin and says it corrected the spelling', async () => {
    const result = await search('asprin');
    expect(result.correctedKeyword).toBe('aspirin');
    expect(result.list[0]?.cas).toBe('50-78-2');
  });

  it('shows which synonym matched', async () => {
    const { list } = await search('acetylsalicylic acid');
    expect(list[0]?.matched).toEqual({ field: 'synonym', text: expect.stringMatching(/^acetylsalicylic acid$/i) });
  });

  it('matches the words of a several-word query in any order', async () => {
    const { list } = await search('acid acetylsalicylic');
    expect(list.map((h) => h.cas)).toContain('50-78-2');
  });

  // Was "prefix before contains": a name with the whole word (2-chloroethanol) now ranks above one where
  // it only starts a longer word (ethanolamine): the own name as a whole word ranks above a match inside a word.
  it('ranks an exact name first, then names with the whole word, then names where it is part of a word', async () => {
    const { list } = await search('ethanol', { pageSize: 50 });
    expect(list[0]?.name).toBe('Ethanol');
    const words = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/);
    const wholeWord = list.findIndex((h, i) => i > 0 && h.matched?.field === 'name' && words(h.name).includes('ethanol'));
    const partOfWord = list.findIndex((h) => h.matched?.field === 'name' && !words(h.name).includes('ethanol'));
    expect(wholeWord).toBeGreaterThan(0);
    if (partOfWord >= 0) expect(partOfWord).toBeGreaterThan(wholeWord);
  });

  it('carries offer counts and the lowest price of each hit', async () => {
    const { list } = await search('64-17-5');
    expect(list[0]?.offerCount).toBeGreaterThan(0);
    expect(list[0]?.lowestPriceCents).toBeGreaterThan(0);
  });

  it('pages with page and pageSize and answers { list, total, page, pageSize }', async () => {
    const first = await search('acid', { page: 1, pageSize: 5 });
    const second = await search('acid', { page: 2, pageSize: 5 });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first.list).toHaveLength(5);
    expect(second).toMatchObject({ page: 2, pageSize: 5 });
    expect(first.list.filter((a) => second.list.some((b) => b.cas === a.cas))).toEqual([]);
  });

  it('still answers the total on a page past the end', async () => {
    const { total } = await search('acid', { pageSize: 5 });
    const beyond = await search('acid', { page: 10_000, pageSize: 5 });
    expect(beyond).toMatchObject({ list: [], total });
  });

  it('a broad query lists the most relevant matches and says there may be more', async () => {
    const broad = await search('a', { pageSize: 100 });
    expect(broad.truncated).toBe(true);
    expect(broad.total).toBeLessThanOrEqual(1000);
    const narrow = await search('aspirin');
    expect(narrow.truncated).toBe(false);
    const beyond = await search('a', { page: 11, pageSize: 100 });
    expect(beyond.list).toEqual([]);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    expect(await search('zzzz-no-such-chemical')).toMatchObject({ list: [], total: 0, page: 1, pageSize: 20 });
  });

  it('treats LIKE and GLOB wildcards as plain characters', async () => {
    const everything = await search('a');
    for (const wildcard of ['%', '*', '_', '?']) {
      const { list, total } = await search(wildcard, { pageSize: 100 });
      expect(total, wildcard).toBeLessThan(everything.total);
      for (const hit of list) expect(hit.matched?.text, wildcard).toContain(wildcard);
    }
    const { list } = await search('benzo[a]pyrene');
    expect(list[0]?.name).toBe('Benzo[a]pyrene');
  });

  it('refuses an empty keyword with a clear message', async () => {
    const { body } = await call('/api/search', { query: { keyword: '  ' } });
    expect(body.code).not.toBe(0);
    expect(body.msg).toContain('请输入搜索内容');
  });
});

describe('GET /api/search: filters', () => {
  it('in stock: every hit has an on-shelf offer with stock', async () => {
    const { list, total } = await search('acid', { inStock: 1, pageSize: 10 });
    const all = await search('acid');
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all.total);
    for (const hit of list)
      expect(
        (await offersOf(hit.cas)).some((o) => o.stock > 0),
        hit.cas,
      ).toBe(true);
  });

  it('purity: a number keeps products offered at least that pure; a grade keeps that grade', async () => {
    const { list, total } = await search('acid', { purity: '99.5', pageSize: 10 });
    expect(total).toBeGreaterThan(0);
    for (const hit of list) {
      expect(
        (await offersOf(hit.cas)).some((o) => Number.parseFloat(o.purity) >= 99.5),
        hit.cas,
      ).toBe(true);
    }
    const graded = await search('acid', { purity: 'ar', pageSize: 10 });
    for (const hit of graded.list)
      expect(
        (await offersOf(hit.cas)).some((o) => o.purity === 'AR'),
        hit.cas,
      ).toBe(true);
  });

  it('seller: keeps products that seller has on shelf', async () => {
    const sellerId = await memberIdOf(testDb(), 'demo_seller2');
    const { list, total } = await search('acid', { sellerId, pageSize: 10 });
    expect(total).toBeGreaterThan(0);
    for (const hit of list)
      expect(
        (await offersOf(hit.cas)).some((o) => o.seller.id === sellerId),
        hit.cas,
      ).toBe(true);
  });

  it('category: keeps products of that category', async () => {
    const inorganic = await search('chloride', { category: 'inorganic', pageSize: 100 });
    const all = await search('chloride', { pageSize: 100 });
    expect(inorganic.total).toBeGreaterThan(0);
    expect(inorganic.total).toBeLessThan(all.total);
    expect(inorganic.list.map((h) => h.cas)).toContain('7647-14-5');
  });

  it('refuses a seller id or page no record can have, instead of failing in the database', async () => {
    const seller = await call('/api/search', { query: { keyword: 'acid', sellerId: '99999999999' } });
    expect(seller.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('卖家编号不正确') });
    const page = await call('/api/search', { query: { keyword: 'acid', page: '1e22' } });
    expect(page.body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('refuses a malformed purity with a clear message', async () => {
    const { body } = await call('/api/search', { query: { keyword: 'acid', purity: '99%%' } });
    expect(body.code).not.toBe(0);
    expect(body.msg).toContain('纯度');
  });
});
