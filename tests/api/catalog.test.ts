import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, url } from './helpers';

type Offer = {
  goodsId: number;
  priceCents: number;
  packSize: number;
  unit: { code: string };
  seller: { name: string };
  brand: string | null;
  coa: { lotNumber: string; url: string } | null;
};
type Product = {
  cas: string;
  name: string;
  synonyms: string[];
  formula: string;
  molecularWeight: number;
  smiles: string;
  inchikey: string;
  properties: { meltingPointK: number | null; boilingPointK: number | null; densityKgM3: number | null };
  offers: Offer[];
};

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

  it('gives each offer the brand its seller entered', async () => {
    const { body } = await call<Product>('/api/product/7664-93-9');
    const db = testDb();
    try {
      const rows = await db
        .selectFrom('goods')
        .select(['id', 'brand'])
        .where(
          'id',
          'in',
          body.data.offers.map((o) => o.goodsId),
        )
        .execute();
      const brandOf = new Map(rows.map((r) => [r.id, r.brand ?? null]));
      expect(body.data.offers.map((o) => o.brand)).toEqual(body.data.offers.map((o) => brandOf.get(o.goodsId)));
      // The demo sellers' goods carry brands.
      expect(body.data.offers.some((o) => o.brand)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('gives inorganic substances melting point, boiling point and density from the CRC inorganic table', async () => {
    const properties = async (cas: string) => (await call<Product>(`/api/product/${cas}`)).body.data.properties;
    expect(await properties('7664-93-9')).toEqual({ meltingPointK: 283.46, boilingPointK: 610.15, densityKgM3: 1830.2 });
    expect(await properties('7647-14-5')).toEqual({ meltingPointK: 1073.85, boilingPointK: 1738.15, densityKgM3: 2170 });
    expect(await properties('1310-73-2')).toEqual({ meltingPointK: 596.15, boilingPointK: 1661.15, densityKgM3: 2130 });
  });

  it('accepts a CAS number without dashes', async () => {
    const { body } = await call<Product>('/api/product/64175');
    expect(body.data.cas).toBe('64-17-5');
  });

  it('refuses a CAS number with a wrong check digit', async () => {
    const { body } = await call('/api/product/64-17-6');
    expect(body).toMatchObject({ code: ErrorCode.CAS_INVALID, data: null });
    expect(body.msg).toContain('不是有效的 CAS 号');
  });

  it('says when a valid CAS number is not in the catalog', async () => {
    const { body } = await call('/api/product/100-02-7');
    expect(body).toEqual({ code: ErrorCode.PRODUCT_NOT_FOUND, msg: '目录中没有 CAS 号为 100-02-7 的产品', data: null });
  });
});

describe('certificates of analysis', () => {
  it('an offer with a COA links a PDF anyone can download; one without says so with null', async () => {
    const { body } = await call<Product>('/api/product/64-17-5');
    const withCoa = body.data.offers.find((o) => o.coa !== null);
    expect(withCoa?.coa?.url).toBe(`/coa/${withCoa?.goodsId}`);
    expect(withCoa?.coa?.lotNumber).toMatch(/^CM\d+/);
    const response = await fetch(url(withCoa!.coa!.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(withCoa!.coa!.lotNumber);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // The demo gives certificates to its well-known products only: another product's offers have none.
    const { body: found } = await call<{ list: { cas: string; offerCount: number }[] }>('/api/search', {
      query: { keyword: 'acetate', inStock: 1, pageSize: 50 },
    });
    // Acetic and nitric acid became always-listed staples with the demo price model (they have certificates now).
    const other = found.data.list.find((h) => h.offerCount > 0 && !['64-19-7', '7697-37-2'].includes(h.cas));
    const { body: otherProduct } = await call<Product>(`/api/product/${other!.cas}`);
    expect(otherProduct.data.offers.every((o) => o.coa === null)).toBe(true);
  });

  it('stops serving a certificate once its goods leave the shelf', async () => {
    const db = testDb();
    const { body } = await call<Product>('/api/product/64-17-5');
    const withCoa = body.data.offers.find((o) => o.coa !== null)!;
    await db.updateTable('goods').set({ status: 'off_shelf' }).where('id', '=', withCoa.goodsId).execute();
    try {
      expect((await fetch(url(withCoa.coa!.url))).status).toBe(404);
    } finally {
      await db.updateTable('goods').set({ status: 'on_shelf' }).where('id', '=', withCoa.goodsId).execute();
    }
    expect((await fetch(url(withCoa.coa!.url))).status).toBe(200);
  });

  it('answers 404 for goods without a certificate or that do not exist', async () => {
    expect((await fetch(url('/coa/999999999'))).status).toBe(404);
    expect((await fetch(url('/coa/not-a-number'))).status).toBe(404);
  });
});
