import { describe, expect, it } from 'vitest';
import { call, url } from './helpers';

/**
 * Chinese names and broad words, against the running server: on SQLite by
 * default, on PostgreSQL when the suite runs with DATABASE_URL (README).
 */
type Hit = {
  cas: string;
  name: string;
  nameZh: string | null;
  categorySlug: string | null;
  offerCount: number;
  matched: { field: string; text: string } | null;
};
type SearchPage = { list: Hit[]; total: number; truncated: boolean };

async function search(keyword: string, extra: Record<string, string | number> = {}): Promise<SearchPage> {
  const { body } = await call<SearchPage>('/api/search', { query: { keyword, pageSize: 20, ...extra } });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

const OWN_NAME = ['name', 'name_zh'];

describe('GET /api/search: Chinese names from the official lists', () => {
  it.each([
    // 2 characters: below the trigram length, matched exactly and by prefix.
    ['乙醇', '64-17-5', 'Ethanol'],
    ['甲苯', '108-88-3', 'Toluene'],
    ['丙酮', '67-64-1', 'Acetone'],
    // 3 and 4 characters, through the trigram indexes.
    ['氰化钠', '143-33-9', 'Sodium cyanide'],
    ['氢氧化钠', '1310-73-2', 'Sodium hydroxide'],
    // The precursor annex's everyday name, the hazardous catalogue's other name as an alias.
    ['盐酸', '7647-01-0', 'Hydrochloric acid'],
  ])('“%s” finds %s (%s) first, by its Chinese name', async (keyword, cas, name) => {
    const { list } = await search(keyword);
    expect(list[0]).toMatchObject({ cas, name, nameZh: keyword, matched: { field: 'name_zh', text: keyword } });
  });

  it('a Chinese alias finds the substance and says which name matched', async () => {
    const { list } = await search('氯化氢');
    expect(list[0]).toMatchObject({ cas: '7647-01-0', nameZh: '盐酸', matched: { field: 'alias_zh', text: '氯化氢' } });
  });

  it('by prefix: two characters find longer names that start with them; three and four as well', async () => {
    expect((await search('丙酮')).list.map((h) => h.nameZh)).toContain('丙酮氰醇');
    expect((await search('硫酸二')).list.map((h) => h.nameZh)).toEqual(expect.arrayContaining(['硫酸二甲酯', '硫酸二乙酯']));
    expect((await search('硫酸二甲')).list[0]?.nameZh).toBe('硫酸二甲酯');
  });

  it('inside a name: one character and three characters', async () => {
    expect((await search('钠')).list.map((h) => h.cas)).toContain('1310-73-2');
    expect((await search('二甲酯')).list.map((h) => h.nameZh)).toContain('硫酸二甲酯');
  });

  it('the product page carries the Chinese name and where it comes from', async () => {
    const { body } = await call<{ nameZh: string; nameZhSource: string }>('/api/product/64-17-5');
    expect(body.data).toMatchObject({ nameZh: '乙醇', nameZhSource: expect.stringContaining('危险化学品目录（2015版）') });
  });
});

describe('GET /api/search: broad words, page 1', () => {
  it.each([
    ['acid', ['64-19-7', '7664-93-9', '7647-01-0', '7697-37-2']],
    ['chloride', ['7647-14-5']],
    ['sodium', ['7647-14-5', '1310-73-2']],
    ['硫酸', ['7664-93-9']],
    ['钠', ['1310-73-2']],
  ])('“%s” has %j on page 1, and only own-name matches there', async (keyword, expected) => {
    const { list } = await search(keyword);
    expect(list.map((h) => h.cas)).toEqual(expect.arrayContaining(expected));
    // A name that has the word beats a synonym or a word that merely starts with it.
    for (const hit of list) expect(OWN_NAME, `${hit.name}: ${hit.matched?.text}`).toContain(hit.matched?.field);
  });

  it('“acid” lists acetic acid before acid fuchsin (3244-88-0)', async () => {
    const cas = (await search('acid')).list.map((h) => h.cas);
    const fuchsin = cas.indexOf('3244-88-0');
    expect(cas.indexOf('64-19-7')).toBeLessThan(fuchsin === -1 ? Infinity : fuchsin);
  });

  it('“硫酸” is sulfuric acid first, then names that contain it', async () => {
    const { list } = await search('硫酸');
    expect(list[0]).toMatchObject({ cas: '7664-93-9', nameZh: '硫酸' });
    for (const hit of list.slice(1)) expect(hit.nameZh).toContain('硫酸');
  });

  it('a filter only narrows: the filtered count never exceeds the unfiltered one, truncated or not', async () => {
    for (const keyword of ['acid', 'chloride', 'sodium', '钠']) {
      const all = await search(keyword);
      const inorganic = await search(keyword, { category: 'inorganic' });
      expect(inorganic.total, keyword).toBeLessThanOrEqual(all.total);
      if (!all.truncated) expect(inorganic.truncated, keyword).toBe(false);
    }
  });
});

describe('pages: category listings and page numbers that end well', () => {
  const get = (pathname: string) => fetch(url(pathname), { redirect: 'manual' });

  it('a category listing is a server-rendered page with products, filters and the category in the title', async () => {
    const response = await get('/categories/inorganic/1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>无机化学品（Inorganic chemicals） | ChemMart 化学品商城</title>');
    expect(html).toContain('/products/7664-93-9.html');
    expect((await get('/categories/inorganic/1?inStock=1')).status).toBe(200);
  });

  it.each([
    ['/categories/inorganic/abc', '/categories/inorganic/1'],
    ['/categories/inorganic/99999', /^\/categories\/inorganic\/\d+$/],
    ['/searchResults/acid/abc', '/searchResults/acid/1'],
    ['/searchResults/acid/99', /^\/searchResults\/acid\/\d+$/],
  ])('%s redirects to a page that exists', async (pathname, target) => {
    const response = await get(pathname);
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '', url('/')).pathname;
    if (typeof target === 'string') expect(location).toBe(target);
    else expect(location).toMatch(target);
    expect((await get(location)).status).toBe(200);
  });

  it('a keyword with a literal % is searched as typed, not a server error', async () => {
    const response = await get('/searchResults/100%25/1');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('“100%” 的搜索结果');
  });

  it('an unknown category answers 404', async () => {
    expect((await get('/categories/no-such-category/1')).status).toBe(404);
  });

  it('the sitemap lists every category listing', async () => {
    const xml = await (await get('/sitemaps/pages.xml')).text();
    for (const slug of ['inorganic', 'organometallic', 'cyclic-organic', 'acyclic-organic']) expect(xml).toContain(`/categories/${slug}/1</loc>`);
  });
});
