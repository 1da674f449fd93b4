import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { isBulkPack } from '@/lib/server/merchandising/bulk';
import { call, memberIdOf, testDb, tokenFor, url } from './helpers';
import { freshBuyerToken } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
type Product = { cas: string; name: string; formula: string | null; category: string | null; offerCount: number; lowestPriceCents: number | null };
type Offer = { goodsId: number; packSize: number; unit: { code: string }; priceCents: number; seller: { name: string } };
type Promotion = Product & { label: string; promotionPriceCents: number | null; startsAt: string; endsAt: string | null };
type HotSale = Product & { rank: number; recentBuyerCount: number };
type Purchase = { id: number; buyer: string; cas: string | null; name: string; inCatalog: boolean; quantity: number; unit: { code: string; name: string } };
type Inquiry = { id: number; inquiryNo: string; cas: string | null; productName: string; substanceKnown: boolean; status: string; unit: { code: string } };
type Company = {
  organisationName: string;
  creditCode: string | null;
  verified: boolean;
  directSupplier: boolean;
  roles: { seller: boolean };
  onShelfGoods: number;
};

function expectPageShape(body: { code: number; data: Page<unknown> }, page: number, pageSize: number) {
  expect(body.code).toBe(0);
  expect(Object.keys(body.data).sort()).toEqual(['list', 'page', 'pageSize', 'total']);
  expect(body.data).toMatchObject({ page, pageSize });
  expect(body.data.list.length).toBeLessThanOrEqual(pageSize);
}

function expectProductFields(item: Product) {
  expect(item.cas).toMatch(/^\d{2,7}-\d{2}-\d$/);
  expect(item.name).not.toBe('');
  expect(typeof item.offerCount).toBe('number');
  expect(item).toHaveProperty('formula');
  expect(item).toHaveProperty('category');
  expect(item).toHaveProperty('lowestPriceCents');
}

async function buyerToken(): Promise<string> {
  return tokenFor(db, 'demo_buyer');
}

const ETHANOL_INQUIRY = { cas: '64-17-5', quantity: 500, unitCode: 'mL', purity: 'AR', contactName: '王老师', contactPhone: '13800138000' };

describe('GET /api/promotional_products', () => {
  it('answers pages of running promotions, each with its label and promotion price', async () => {
    const { body } = await call<Page<Promotion>>('/api/promotional_products', { query: { page: 1, pageSize: 5 } });
    expectPageShape(body, 1, 5);
    expect(body.data.total).toBeGreaterThan(10);
    expect(body.data.list).toHaveLength(5);
    for (const item of body.data.list) {
      expectProductFields(item);
      expect(item.label).toMatch(/折/);
      expect(item.promotionPriceCents).toBeGreaterThan(0);
      expect(new Date(item.startsAt).getTime()).toBeLessThanOrEqual(Date.now());
      if (item.endsAt) expect(new Date(item.endsAt).getTime()).toBeGreaterThan(Date.now());
    }
    const second = await call<Page<Promotion>>('/api/promotional_products', { query: { page: 2, pageSize: 5 } });
    expect(second.body.data.list.map((p) => p.cas)).not.toContain(body.data.list[0]?.cas);
    const beyond = await call<Page<Promotion>>('/api/promotional_products', { query: { page: 99, pageSize: 5 } });
    expect(beyond.body.data).toMatchObject({ list: [], total: body.data.total, page: 99 });
  });

  it('does not list ended or not yet started promotions', async () => {
    const now = new Date().toISOString();
    const hidden = await db
      .selectFrom('productPlacements')
      .innerJoin('substances', 'substances.id', 'productPlacements.substanceId')
      .select('substances.cas')
      .where('productPlacements.list', '=', 'promotion')
      .where((eb) => eb.or([eb('productPlacements.endsAt', '<=', now), eb('productPlacements.startsAt', '>', now)]))
      .execute();
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    const { body } = await call<Page<Promotion>>('/api/promotional_products', { query: { pageSize: 100 } });
    const listed = body.data.list.map((p) => p.cas);
    for (const { cas } of hidden) expect(listed).not.toContain(cas);
  });

  it('refuses a page size over 100 with a clear message', async () => {
    const { body } = await call('/api/promotional_products', { query: { pageSize: 500 } });
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.msg).toContain('pageSize');
  });
});

describe('GET /api/main_products and GET /api/electronic_grade', () => {
  it("main products are the operator's list, in order", async () => {
    const { body } = await call<Page<Product & { label: string | null }>>('/api/main_products', { query: { pageSize: 50 } });
    expectPageShape(body, 1, 50);
    expect(body.data.total).toBeGreaterThan(10);
    body.data.list.forEach(expectProductFields);
    expect(body.data.list[0]).toMatchObject({ cas: '64-17-5', name: 'Ethanol' });
  });

  it('electronic grade items carry their grade', async () => {
    const { body } = await call<Page<Product & { grade: string; note: string | null }>>('/api/electronic_grade', { query: { pageSize: 50 } });
    expectPageShape(body, 1, 50);
    expect(body.data.total).toBeGreaterThan(10);
    for (const item of body.data.list) {
      expectProductFields(item);
      expect(item.grade).toMatch(/^(SEMI G[1-5]|\dN)$/);
    }
    expect(body.data.list.find((i) => i.cas === '7664-39-3')).toMatchObject({ name: 'Hydrofluoric acid', grade: 'SEMI G4' });
  });
});

describe('GET /api/bulk_list', () => {
  it('lists products with bulk packs on shelf, and each shown offer really is bulk', async () => {
    const { body } = await call<Page<Product & { bulkOfferCount: number; bulkOffer: Offer }>>('/api/bulk_list', { query: { page: 1, pageSize: 20 } });
    expectPageShape(body, 1, 20);
    expect(body.data.total).toBeGreaterThan(20);
    for (const item of body.data.list) {
      expectProductFields(item);
      expect(item.bulkOfferCount).toBeGreaterThanOrEqual(1);
      expect(isBulkPack(item.bulkOffer.packSize, item.bulkOffer.unit.code), `${item.cas} ${item.bulkOffer.packSize} ${item.bulkOffer.unit.code}`).toBe(true);
      expect(item.bulkOffer.seller.name).not.toBe('');
    }
    const counts = body.data.list.map((i) => i.bulkOfferCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('POST /api/create_inquiry', () => {
  it('creates an inquiry for a signed-in buyer and answers its number', async () => {
    const { body } = await call<Inquiry>('/api/create_inquiry', { method: 'POST', token: await buyerToken(), body: ETHANOL_INQUIRY });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ cas: '64-17-5', productName: '乙醇 Ethanol', substanceKnown: true, status: 'open', unit: { code: 'mL' } });
    expect(body.data.inquiryNo).toMatch(new RegExp(`^XJ\\d{8}${String(body.data.id).padStart(6, '0')}$`));
  });

  it('accepts a valid CAS number the catalog does not have, named by the buyer', async () => {
    const { body } = await call<Inquiry>('/api/create_inquiry', {
      method: 'POST',
      token: await buyerToken(),
      body: { ...ETHANOL_INQUIRY, cas: '100-02-7', productName: '对硝基苯酚', unitCode: 'kg', quantity: 5 },
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ cas: '100-02-7', productName: '对硝基苯酚', substanceKnown: false });
  });

  it('refuses an invalid CAS number, a missing product, a bad phone and an unknown unit, saying which field', async () => {
    const token = await buyerToken();
    const send = (changes: object) =>
      call<{ fields: { field: string }[] }>('/api/create_inquiry', { method: 'POST', token, body: { ...ETHANOL_INQUIRY, ...changes } });
    const badCas = (await send({ cas: '64-17-6' })).body;
    expect(badCas).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 cas 不正确：CAS 号不正确：格式如 64-17-5，末位为校验位' });
    expect(badCas.data.fields.map((f) => f.field)).toContain('cas');
    expect((await send({ cas: '', productName: '  ' })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: '参数 productName 不正确：请填写产品名称或 CAS 号',
    });
    expect((await send({ contactPhone: '12345' })).body.msg).toContain('请填写有效的手机号');
    expect((await send({ quantity: 0 })).body.msg).toBe('参数 quantity 不正确：数量须为大于 0、不超过 1,000,000 的数');
    expect((await send({ unitCode: 'box' })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: '参数 unitCode 不正确：没有单位“box”，请从单位列表中选择',
    });
  });

  it('attaches the buyer’s own receipt address and invoice details, and refuses another member’s', async () => {
    const token = await buyerToken();
    const [{ body: addresses }, { body: invoices }] = await Promise.all([
      call<Page<{ id: number; receiver: string; areaLabel: string }>>('/api/transaction', { token }),
      call<Page<{ id: number; title: string }>>('/api/invoice_list', { token }),
    ]);
    const address = addresses.data.list[0]!;
    const invoice = invoices.data.list[0]!;
    const { body } = await call<Inquiry & { delivery: object }>('/api/create_inquiry', {
      method: 'POST',
      token,
      body: { ...ETHANOL_INQUIRY, addressId: address.id, invoiceInfoId: invoice.id },
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.delivery).toEqual({
      addressId: address.id,
      address: `${address.areaLabel} · ${address.receiver}`,
      invoiceInfoId: invoice.id,
      invoiceTitle: invoice.title,
    });

    const otherToken = await tokenFor(db, 'demo_seller3');
    const foreignAddress = await call('/api/create_inquiry', { method: 'POST', token: otherToken, body: { ...ETHANOL_INQUIRY, addressId: address.id } });
    expect(foreignAddress.body.code).toBe(ErrorCode.ADDRESS_NOT_FOUND);
    const foreignInvoice = await call('/api/create_inquiry', { method: 'POST', token: otherToken, body: { ...ETHANOL_INQUIRY, invoiceInfoId: invoice.id } });
    expect(foreignInvoice.body.code).toBe(ErrorCode.INVOICE_INFO_NOT_FOUND);
  });

  it('needs a signed-in buyer: signed out answers code 10, a seller-only member 3012', async () => {
    const signedOut = await call('/api/create_inquiry', { method: 'POST', body: ETHANOL_INQUIRY });
    expect(signedOut.body.code).toBe(10);
    const seller = await call('/api/create_inquiry', { method: 'POST', token: await tokenFor(db, 'demo_seller2'), body: ETHANOL_INQUIRY });
    expect(seller.body).toMatchObject({ code: ErrorCode.ROLE_FORBIDDEN, msg: '该功能仅对买家开放，请先开通买家身份' });
  });
});

describe('GET /api/real_time_purchase and GET /api/hot_sale', () => {
  it('the feed starts with the newest inquiry and shows the buyer by surname only', async () => {
    await call('/api/create_inquiry', { method: 'POST', token: await buyerToken(), body: { ...ETHANOL_INQUIRY, cas: '67-64-1', quantity: 4, unitCode: 'L' } });
    const { body } = await call<Page<Purchase>>('/api/real_time_purchase', { query: { page: 1, pageSize: 5 } });
    expectPageShape(body, 1, 5);
    expect(body.data.list[0]).toMatchObject({
      buyer: '王老师',
      cas: '67-64-1',
      name: 'Acetone',
      inCatalog: true,
      quantity: 4,
      unit: { code: 'L', name: '升' },
    });
    expect(JSON.stringify(body.data)).not.toContain('13800138000');
    const times = body.data.list.map((p) => p.id);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the public feed shows no buyer’s free text: a product outside the catalog appears by CAS or as 目录外产品', async () => {
    const token = await buyerToken();
    await call('/api/create_inquiry', {
      method: 'POST',
      token,
      body: { ...ETHANOL_INQUIRY, cas: '', productName: '王老师课题组专用 请致电13912345678', purity: '请尽快联系' },
    });
    const { body } = await call<Page<Purchase & { purity: string | null }>>('/api/real_time_purchase', { query: { page: 1, pageSize: 5 } });
    expect(body.data.list[0]).toMatchObject({ name: '目录外产品', inCatalog: false, purity: null });
    expect(JSON.stringify(body.data)).not.toContain('13912345678');
    await call('/api/create_inquiry', {
      method: 'POST',
      token,
      body: { ...ETHANOL_INQUIRY, cas: '100-02-7', productName: '对硝基苯酚（私人备注）', purity: '≥99.5%' },
    });
    const { body: next } = await call<Page<Purchase & { purity: string | null }>>('/api/real_time_purchase', { query: { page: 1, pageSize: 5 } });
    expect(next.data.list[0]).toMatchObject({ name: 'CAS 100-02-7', purity: '≥99.5%' });
  });

  it('hot sale ranks on-shelf products by how many buyers asked lately, then offers; one buyer asking often counts once', async () => {
    // Other files ask about the demo's staples while this one runs, so the test counts askers on a product nobody else asks about.
    const hot = async () => (await call<Page<HotSale>>('/api/hot_sale', { query: { page: 1, pageSize: 100 } })).body;
    const askedAbout = new Set((await hot()).data.list.map((h) => h.cas));
    const { body: listed } = await call<Page<Product>>('/api/electronic_grade', { query: { page: 1, pageSize: 50 } });
    const quiet = listed.data.list.find((p) => p.offerCount > 0 && !askedAbout.has(p.cas));
    expect(quiet, 'an on-shelf product nobody has asked about').toBeDefined();
    const askersOf = async (cas: string) => (await hot()).data.list.find((h) => h.cas === cas)?.recentBuyerCount ?? 0;

    const firstBuyer = await freshBuyerToken(db, 'hot-a');
    for (let i = 0; i < 4; i++) await call('/api/create_inquiry', { method: 'POST', token: firstBuyer, body: { ...ETHANOL_INQUIRY, cas: quiet!.cas, quantity: i + 1 } });
    expect(await askersOf(quiet!.cas)).toBe(1);
    const secondBuyer = await freshBuyerToken(db, 'hot-b');
    await call('/api/create_inquiry', { method: 'POST', token: secondBuyer, body: { ...ETHANOL_INQUIRY, cas: quiet!.cas, contactName: '陈经理', contactPhone: '13600136000' } });
    expect(await askersOf(quiet!.cas)).toBe(2);

    const { body } = await call<Page<HotSale>>('/api/hot_sale', { query: { page: 1, pageSize: 10 } });
    expectPageShape(body, 1, 10);
    expect(body.data.total).toBeLessThanOrEqual(100);
    expect(body.data.list.map((h) => h.rank)).toEqual(body.data.list.map((_, i) => i + 1));
    const asked = body.data.list.map((h) => h.recentBuyerCount);
    expect(asked).toEqual([...asked].sort((a, b) => b - a));
    expect(body.data.list.every((h) => h.offerCount > 0)).toBe(true);
  });
});

describe('GET /api/company_check', () => {
  it('finds a registered organisation by part of its name, verified, code masked', async () => {
    const { body } = await call<Page<Company>>('/api/company_check', { query: { keyword: '华东化学' } });
    expectPageShape(body, 1, 10);
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({
      organisationName: '上海华东化学试剂有限公司',
      creditCode: '9131**********8L22',
      verified: true,
      directSupplier: true,
      roles: { seller: true },
    });
    expect(body.data.list[0]!.onShelfGoods).toBeGreaterThan(0);
  });

  it('finds it by the full unified social credit code, in any case', async () => {
    for (const keyword of ['91310115MA1K3B8L22', '91310115ma1k3b8l22']) {
      const { body } = await call<Page<Company>>('/api/company_check', { query: { keyword } });
      expect(body.data.list.map((c) => c.organisationName)).toEqual(['上海华东化学试剂有限公司']);
    }
  });

  it('answers an empty list for an unknown organisation', async () => {
    const { body } = await call<Page<Company>>('/api/company_check', { query: { keyword: '不存在的化工有限公司' } });
    expect(body).toMatchObject({ code: 0, data: { list: [], total: 0 } });
  });

  it('explains a too-short keyword and a credit code with a wrong check character', async () => {
    const short = await call('/api/company_check', { query: { keyword: '华' } });
    expect(short.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 keyword 不正确：请输入至少 2 个字的企业名称，或 18 位统一社会信用代码' });
    const wrong = await call('/api/company_check', { query: { keyword: '91310115MA1K3B8L23' } });
    expect(wrong.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 keyword 不正确：统一社会信用代码不正确：应为 18 位，末位为校验码' });
  });
});

describe('the list pages', () => {
  const get = (pathname: string) => fetch(url(pathname), { redirect: 'manual' });

  it('serve /products/direct/1, /products/promotion/1 and /categories/electronic_grade/1 without a .html redirect', async () => {
    for (const [pathname, text] of [
      ['/products/direct/1', '厂家直供'],
      ['/products/promotion/1', '促销产品'],
      ['/categories/electronic_grade/1', '电子级化学品'],
    ] as const) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toContain('快速询价');
      expect(html).toContain('企业核验');
    }
  });

  it('link to their next page and answer 404 for a page that cannot exist', async () => {
    expect(await (await get('/products/promotion/1')).text()).toContain('href="/products/promotion/2"');
    for (const pathname of ['/products/promotion/0', '/products/promotion/abc', '/products/direct/01', '/products/promotion/999']) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });

  it('send the bare list path to its first page', async () => {
    const response = await get('/products/promotion');
    expect([307, 308]).toContain(response.status);
    expect(response.headers.get('location')).toContain('/products/promotion/1');
  });
});

describe('inquiry flood guard', () => {
  it('answers 4001 with the wait after 30 inquiries in an hour', async () => {
    const buyerId = await memberIdOf(db, 'demo_seller3');
    const unit = await db.selectFrom('units').select('id').where('code', '=', 'g').executeTakeFirstOrThrow();
    const createdAt = new Date().toISOString();
    const row = {
      buyerId,
      substanceId: null,
      cas: null,
      productName: '测试',
      quantity: 1,
      unitId: unit.id,
      purity: null,
      note: null,
      contactName: '陈经理',
      contactPhone: '13600136000',
      status: 'open' as const,
      createdAt,
    };
    await db
      .insertInto('inquiries')
      .values(Array.from({ length: 30 }, () => row))
      .execute();
    const { body } = await call<{ retryAfterSeconds: number }>('/api/create_inquiry', {
      method: 'POST',
      token: await tokenFor(db, 'demo_seller3'),
      body: ETHANOL_INQUIRY,
    });
    expect(body.code).toBe(ErrorCode.INQUIRY_TOO_FREQUENT);
    expect(body.msg).toMatch(/一小时内最多提交 30 条询价，请 \d+ 分钟后再试/);
    expect(body.data.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('holds under parallel requests: of 35 sent at once by a new buyer, exactly 30 are accepted', async () => {
    const token = await freshBuyerToken(db, 'flood');
    const answers = await Promise.all(
      Array.from({ length: 35 }, () => call('/api/create_inquiry', { method: 'POST', token, body: { ...ETHANOL_INQUIRY, contactName: '并发测试' } })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(30);
    expect(codes.filter((c) => c === ErrorCode.INQUIRY_TOO_FREQUENT)).toHaveLength(5);
  });
});
