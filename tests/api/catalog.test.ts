import { describe, expect, it } from 'vitest';
import { call } from './helpers';

type Hit = { cas: string; name: string; formula: string | null; offerCount: number; lowestPriceCents: number | null };
type Page = { list: Hit[]; total: number; page: number; pageSize: number };
type Offer = { goodsId: number; priceCents: number; packSize: number; unit: { code: string }; seller: { name: string } };
type Product = {
  cas: string;
  name: string;
  synonyms: string[];
  formula: string;
  molecularWeight: number;
  smiles: string;
  inchikey: string;
  offers: Offer[];
};

async function search(keyword: string, extra: Record<string, number> = {}) {
  const { body } = await call<Page>('/api/search', { query: { keyword, ...extra } });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

describe('GET /api/unit and GET /api/invoice_categories', () => {
  it('lists the pack units', async () => {
    const { body } = await call<{ code: string; name: string }[]>('/api/unit');
    expect(body.data.map((u) => u.code)).toEqual(expect.arrayContaining(['g', 'kg', 'mL', 'L']));
    expect(body.data.find((u) => u.code === 'kg')?.name).toBe('千克');
  });

  it('lists the invoice categories', async () => {
    const { body } = await call<{ name: string }[]>('/api/invoice_categories');
    expect(body.data.map((c) => c.name)).toEqual(['增值税普通发票', '增值税专用发票', '电子普通发票']);
  });
});

describe('GET /api/product/{cas}', () => {
  it('describes a product: identity, names, synonyms and its on-shelf offers, cheapest first', async () => {
    const { body } = await call<Product>('/api/product/64-17-5');
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      cas: '64-17-5',
      name: 'Ethanol',
      formula: 'C2H6O',
      smiles: 'CCO',
      inchikey: 'LFQSCWFLJHTTHZ-UHFFFAOYSA-N',
    });
    expect(body.data.molecularWeight).toBeCloseTo(46.07, 1);
    expect(body.data.synonyms).toContain('ethyl alcohol');
    expect(body.data.offers.length).toBeGreaterThan(0);
    const prices = body.data.offers.map((o) => o.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.data.offers[0]?.seller.name).toMatch(/有限公司$/);
  });

  it('accepts a CAS number without dashes', async () => {
    const { body } = await call<Product>('/api/product/64175');
    expect(body.data.cas).toBe('64-17-5');
  });

  it('refuses a CAS number with a wrong check digit', async () => {
    const { body } = await call('/api/product/64-17-6');
    expect(body).toMatchObject({ code: 2001, data: null });
    expect(body.msg).toContain('不是有效的 CAS 号');
  });

  it('says when a valid CAS number is not in the catalog', async () => {
    const { body } = await call('/api/product/100-02-7');
    expect(body).toEqual({ code: 2002, msg: '目录中没有 CAS 号为 100-02-7 的产品', data: null });
  });
});

describe('GET /api/search', () => {
  it('finds aspirin by name, CAS with and without dashes, formula, InChIKey and synonym', async () => {
    for (const keyword of ['aspirin', 'Aspirin', '50-78-2', '50782', 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N', 'acetylsalicylic acid']) {
      const { list } = await search(keyword);
      expect(list[0]?.cas, keyword).toBe('50-78-2');
    }
    const { list } = await search('C9H8O4');
    expect(list.map((h) => h.cas)).toContain('50-78-2');
  });

  it('ranks an exact name before names that only contain it', async () => {
    const { list } = await search('ethanol');
    expect(list[0]?.name).toBe('Ethanol');
    expect(list.length).toBeGreaterThan(1);
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
    const overlap = first.list.filter((a) => second.list.some((b) => b.cas === a.cas));
    expect(overlap).toEqual([]);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    expect(await search('zzzz-no-such-chemical')).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
  });

  it('treats LIKE wildcards as plain characters', async () => {
    const { total } = await search('%');
    const everything = await search('a');
    expect(total).toBeLessThan(everything.total);
  });
});
