import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, url } from './helpers';
import { freshMember, get, post, unlistedCas, type FreshMember } from './kit';
import { DANGEROUS_CAS, freshBuyer, freshSeller, listGoods, PLAIN_CAS } from './order-helpers';

/*
 * Issue 29: freight set by sellers. Templates (zones, first and further
 * kilogram, free above, hazardous surcharge, zones not delivered to), the
 * freight the product page shows, the freight an order charges (template or
 * quotation, never a platform constant) and the contract stating it; the
 * buyer's comparison by landed cost with what splitting across sellers costs.
 */

const db = testDb();
afterAll(() => db.destroy());

type Rules = {
  freeFromCents: number | null;
  hazardousSurchargeCents: number;
  zones: { name: string; provinces: string[]; firstKgCents: number; extraKgCents: number; days: number; blocked: boolean }[];
};
type Preview = { orders: { seller: { id: number }; shippingCents: number; shippingNote: string | null; goodsCents: number }[] };

const SOUTH: Rules = {
  freeFromCents: 100_000,
  hazardousSurchargeCents: 3_000,
  zones: [
    { name: '华南', provinces: ['44', '45', '46'], firstKgCents: 800, extraKgCents: 300, days: 2, blocked: false },
    { name: '西藏新疆', provinces: ['54', '65'], firstKgCents: 0, extraKgCents: 0, days: 9, blocked: true },
    { name: '其他地区', provinces: [], firstKgCents: 1_500, extraKgCents: 600, days: 4, blocked: false },
  ],
};

let seller: FreshMember;
let buyer: FreshMember;

beforeAll(async () => {
  seller = await freshSeller(db, 'frt_s');
  buyer = await freshBuyer(db, 'frt_b');
});

async function cartPreview(goodsId: number, quantity: number, token = buyer.token): Promise<{ code: number; msg: string; data: Preview }> {
  const added = await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', token, { goodsId, quantity });
  expect(added.body.code, added.body.msg).toBe(0);
  const line = added.body.data.lines.find((l) => l.goodsId === goodsId)!;
  const { body } = await post<Preview>('create_order', token, { cartItemIds: [line.id], preview: true });
  await post('cart_delete', token, { ids: [line.id] });
  return body;
}

describe('a seller’s freight template', () => {
  it('starts as the default template, and is saved, checked and read back', async () => {
    const first = await get<{ isDefault: boolean; rules: Rules; provinces: { code: string; name: string }[] }>('seller/freight_rules', seller.token);
    expect(first.body.data).toMatchObject({ isDefault: true, rules: { freeFromCents: 50_000, hazardousSurchargeCents: 6_500 } });
    expect(first.body.data.provinces).toHaveLength(34);
    const noRest = await post('seller/freight_rules_save', seller.token, { ...SOUTH, zones: SOUTH.zones.slice(0, 2) });
    expect(noRest.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringMatching(/最后一个区域须为“其他地区”/) });
    const saved = await post<{ isDefault: boolean; rules: Rules }>('seller/freight_rules_save', seller.token, SOUTH);
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data).toMatchObject({ isDefault: false, rules: SOUTH });
  });

  it('belongs to sellers: a buyer is refused, nobody signed in gets code 10', async () => {
    expect((await get('seller/freight_rules', buyer.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await call('/api/seller/freight_rules')).body.code).toBe(10);
  });
});

describe('freight on the product page and in orders', () => {
  it('quotes one pack to the buyer’s default province, or to a chosen one, with the arrival date; not to a blocked zone', async () => {
    const goodsId = await listGoods(db, seller.id, PLAIN_CAS, 5_000);
    type Quote = { province: { code: string } | null; offers: { goodsId: number; freightCents: number | null; note: string; deliveredBy: string | null }[] };
    const mine = await get<Quote>('freight_quote', buyer.token, { goodsIds: String(goodsId) });
    expect(mine.body.data.province).toMatchObject({ code: '44' });
    expect(mine.body.data.offers).toEqual([
      { goodsId, freightCents: 800, note: expect.stringMatching(/^华南/), deliveredBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    const shanghai = await get<Quote>('freight_quote', undefined, { goodsIds: String(goodsId), province: '31' });
    expect(shanghai.body.data.offers[0]).toMatchObject({ freightCents: 1_500 });
    const tibet = await get<Quote>('freight_quote', undefined, { goodsIds: String(goodsId), province: '54' });
    expect(tibet.body.data.offers[0]).toMatchObject({ freightCents: null, note: '卖家不配送至西藏自治区', deliveredBy: null });
    const visitor = await get<Quote>('freight_quote', undefined, { goodsIds: String(goodsId) });
    expect(visitor.body.data).toEqual({ province: null, offers: [] });
  });

  it('an order charges the seller’s template by weight band and zone, free above the amount, never for hazardous goods', async () => {
    const plain = await listGoods(db, seller.id, PLAIN_CAS, 5_000);
    // 3 × 500 g = 1.5 kg to Guangzhou: first kg ¥8 + 1 further kg ¥3.
    const light = await cartPreview(plain, 3);
    expect(light.code, light.msg).toBe(0);
    expect(light.data.orders[0]).toMatchObject({
      shippingCents: 1_100,
      shippingNote: expect.stringMatching(/按卖家运费模板 华南：首重 ¥8\.00 \+ 续重 1 kg × ¥3\.00（2 kg）/),
    });
    // 20 packs = ¥1,000 of goods: free.
    expect((await cartPreview(plain, 20)).data.orders[0]).toMatchObject({ shippingCents: 0, shippingNote: expect.stringMatching(/满 ¥1,?000\.00 包邮/) });
    const hexane = await listGoods(db, seller.id, DANGEROUS_CAS, 5_000);
    const dangerous = await cartPreview(hexane, 20);
    expect(dangerous.data.orders[0]!.shippingCents).toBe(800 + 9 * 300 + 3_000);
  });

  it('refuses an order to a zone the seller does not deliver to, naming seller and province', async () => {
    const farBuyer = await freshMember(db, 'frt_far', { buyer: true });
    const address = await post('transaction_create', farBuyer.token, {
      receiver: '扎西',
      phone: '13912345678',
      areaCodes: ['54', '5401', '540102'],
      detail: '北京中路 1 号',
      isDefault: true,
    });
    expect(address.body.code, address.body.msg).toBe(0);
    const goodsId = await listGoods(db, seller.id, PLAIN_CAS, 5_000);
    const refused = await cartPreview(goodsId, 1, farBuyer.token);
    expect(refused.code).toBe(ErrorCode.ORDER_NOT_DELIVERABLE);
    expect(refused.msg).toMatch(/不配送至西藏自治区/);
  });
});

/** The cells of an exported inquiry as text, row by row (columns as in lib/server/inquiry/export.ts). */
async function xlsxRows(token: string, id: number): Promise<string[][]> {
  const time = String(unixSecondsNow());
  const response = await fetch(url('/api/inquiry_export', { id }), {
    headers: { authorization: `Bearer ${token}`, time, sign: requestSign(inject('signSecret'), time) },
  });
  expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(String(cell.text ?? '')));
    rows.push(cells);
  });
  return rows;
}

describe('freight quoted with a quotation', () => {
  it('is carried into the order and the contract, and ranks the comparison by landed cost with what splitting costs', async () => {
    const other = await freshSeller(db, 'frt_s2');
    const rfqBuyer = await freshBuyer(db, 'frt_rb');
    const [a, b] = await unlistedCas(db, 2, 600);
    const address = await get<{ list: { id: number }[] }>('transaction', rfqBuyer.token);
    const inquiry = await post<{ id: number; lines: { id: number }[] }>('create_inquiry', rfqBuyer.token, {
      contactName: '王老师',
      contactPhone: '13800138000',
      addressId: address.body.data.list[0]!.id,
      lines: [
        { cas: a, quantity: 1, unitCode: 'kg' },
        { cas: b, quantity: 1, unitCode: 'kg' },
      ],
    });
    expect(inquiry.body.code, inquiry.body.msg).toBe(0);
    const [lineA, lineB] = inquiry.body.data.lines;
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const offer = (lineId: number, priceCents: number, extra: object = {}) => ({
      lineId,
      priceCents,
      packSize: 1,
      unitCode: 'kg',
      inStock: true,
      validUntil,
      ...extra,
    });
    // The seller (template: 华南 ¥8 the first kg, ¥3 each further) quotes both lines, freight by template;
    // the other quotes line A only, ¥50 with ¥40 freight quoted.
    const mine = await post<{ rows: { quotationId: number }[] }>('submit_quotation_sheet', seller.token, {
      inquiryId: inquiry.body.data.id,
      rows: [offer(lineA!.id, 10_000), offer(lineB!.id, 10_000)],
    });
    expect(mine.body.code, mine.body.msg).toBe(0);
    const theirs = await post<{ id: number; freightCents: number }>('create_quotation', other.token, offer(lineA!.id, 5_000, { freightCents: 4_000 }));
    expect(theirs.body.data.freightCents).toBe(4_000);

    type Detail = {
      lines: { landed: { quotationId: number; totalCents: number; freightCents: number | null }[] }[];
      plans: { kind: string; sellers: string[]; goodsCents: number; freightCents: number; totalCents: number }[];
    };
    const detail = await get<Detail>('inquiry_detail', rfqBuyer.token, { id: inquiry.body.data.id });
    const landedA = detail.body.data.lines[0]!.landed;
    expect(landedA.find((l) => l.quotationId === theirs.body.data.id)).toMatchObject({ totalCents: 9_000, freightCents: 4_000 });
    expect(landedA.find((l) => l.quotationId === mine.body.data.rows[0]!.quotationId)).toMatchObject({ totalCents: 10_800, freightCents: 800 });
    // Split: A from the other seller (¥50 + ¥40) and B from this one (¥100 + ¥8) = ¥198; all from this seller: ¥200 + ¥11 (2 kg shipped together) = ¥211.
    expect(detail.body.data.plans.map((p) => [p.kind, p.sellers.length, p.goodsCents, p.freightCents, p.totalCents])).toEqual([
      ['cheapest_per_line', 2, 15_000, 4_800, 19_800],
      ['one_seller', 1, 20_000, 1_100, 21_100],
    ]);
    const sellerView = await get<Detail>('inquiry_detail', other.token, { id: inquiry.body.data.id });
    expect(sellerView.body.data.plans).toEqual([]);
    expect(sellerView.body.data.lines[0]!.landed).toEqual([]);

    // The export holds what each party may see: the buyer every quotation and the plans, a seller only their own.
    const buyerFile = await xlsxRows(rfqBuyer.token, inquiry.body.data.id);
    expect(buyerFile.filter((r) => r[6] && r[0] !== '行号').map((r) => [r[0], r[7], r[10], r[11]])).toEqual(
      expect.arrayContaining([
        ['1', '50', '40', '90'],
        ['1', '100', '8', '108'],
        ['2', '100', '8', '108'],
      ]),
    );
    expect(buyerFile.some((r) => r[0]?.startsWith('分开采购'))).toBe(true);
    const otherFile = await xlsxRows(other.token, inquiry.body.data.id);
    expect(otherFile.filter((r) => /^\d+$/.test(r[0] ?? '') && r[6] && !r[6].startsWith('（')).map((r) => r[7])).toEqual(['50']);
    expect(otherFile.some((r) => r[0]?.startsWith('分开采购'))).toBe(false);
    const stranger = await freshMember(db, 'frt_x', { buyer: true });
    const refused = await call('/api/inquiry_export', { token: stranger.token, query: { id: inquiry.body.data.id } });
    expect(refused.body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);

    const accept = await post('inquiry_change_status', rfqBuyer.token, { inquiryId: inquiry.body.data.id, action: 'accept', quotationId: theirs.body.data.id });
    expect(accept.body.code, accept.body.msg).toBe(0);
    const created = await post<{ orders: { orderNo: string; shippingCents: number; shippingNote: string }[] }>('create_order', rfqBuyer.token, {
      quotationIds: [theirs.body.data.id],
    });
    expect(created.body.code, created.body.msg).toBe(0);
    expect(created.body.data.orders[0]).toMatchObject({ shippingCents: 4_000, shippingNote: '报价运费 ¥40.00' });
  });
});
