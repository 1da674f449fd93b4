import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/server/core/db';
import { ErrorCode } from '@/lib/server/core/errors';
import { testDb } from './helpers';
import { post, unlistedCas, upload, type FreshMember } from './kit';
import { freshBuyer, freshSeller, listOffer, type OfferSpec } from './order-helpers';

/*
 * Issue 30, 快速下单: a pasted or uploaded list resolved to on-shelf offers by
 * the buyer's rule, alternatives, reasons for lines without an offer, then the
 * cart filled and the rest sent to an inquiry in one step.
 */

const db = testDb();
afterAll(() => db.destroy());

type Offer = { goodsId: number; sellerId: number; packs: number; goodsCents: number; freightCents: number | null; landedCents: number };
type Line = {
  row: number;
  query: string;
  quantity: number | null;
  unitCode: string | null;
  purity: string | null;
  substance: { id: number; cas: string } | null;
  choice: Offer | null;
  alternatives: Offer[];
  problem: string | null;
};
type Result = {
  province: { code: string; name: string } | null;
  lines: Line[];
  sellers: { sellerId: number; lines: number; goodsCents: number; freightCents: number | null; totalCents: number }[];
  totals: { lines: number; matched: number; unmatched: number; goodsCents: number; freightCents: number; totalCents: number };
};
type Placed = {
  lines: { row: number; goodsId: number; added: boolean; reason: string | null }[];
  added: number;
  inquiry: { id: number; inquiryNo: string; lines: number } | null;
  cart: { lines: { goodsId: number; quantity: number }[] };
};

/** An offer of the quick-order tests: stock 50 unless said otherwise. */
const offer = (db: Db, sellerId: number, cas: string, o: OfferSpec) => listOffer(db, sellerId, cas, { stock: 50, ...o });

let a: FreshMember;
let b: FreshMember;
let buyer: FreshMember;
let cas: string[];
const goods: Record<string, number> = {};

beforeAll(async () => {
  a = await freshSeller(db, 'qo_a');
  b = await freshSeller(db, 'qo_b');
  buyer = await freshBuyer(db, 'qo_buy');
  cas = await unlistedCas(db, 5, 1200);
  const [c1, c2, c3, , c5] = cas as [string, string, string, string, string];
  goods.a1 = await offer(db, a.id, c1, { size: 500, unit: 'mL', cents: 4_000 });
  goods.b1 = await offer(db, b.id, c1, { size: 1, unit: 'L', cents: 9_000 });
  goods.a2 = await offer(db, a.id, c2, { size: 1, unit: 'kg', cents: 10_000 });
  goods.b2 = await offer(db, b.id, c2, { size: 25, unit: 'kg', cents: 150_000, stock: 2, purity: '99.5%', percent: 99.5 });
  goods.a3 = await offer(db, a.id, c3, { size: 500, unit: 'g', cents: 3_000, purity: '98%', percent: 98 });
  goods.b3 = await offer(db, b.id, c3, { size: 500, unit: 'g', cents: 5_000, purity: 'AR', percent: null });
  goods.b5 = await offer(db, b.id, c5, { size: 100, unit: 'g', cents: 2_000, stock: 1 });
});

const lineOf = (result: Result, row: number) => result.lines.find((l) => l.row === row)!;

describe('POST /api/quick_order_resolve', () => {
  it('reads a messy list and picks the lowest landed cost of covering each line, with the alternatives and the reason a line has none', async () => {
    const [c1, c2, c3, c4, c5] = cas as [string, string, string, string, string];
    const text = [
      `${c1.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))}，２.５ Ｌ`,
      `${c2} 25kg`,
      `${c3}\t500\tg\tAR`,
      `${c3},500,g,99.9%`,
      `${c4} 1 L`,
      `${c5} 5`,
      '不存在的化合物名称xyz 1 g',
    ].join('\n');
    const { body } = await post<Result>('quick_order_resolve', buyer.token, { text });
    expect(body.code, body.msg).toBe(0);
    const r = body.data;
    expect(r.province).toEqual({ code: '44', name: '广东省' });
    expect(r.lines).toHaveLength(7);

    const first = lineOf(r, 1);
    expect(first).toMatchObject({ quantity: 2.5, unitCode: 'L', substance: { cas: c1 } });
    // 2.5 L: five 500 mL packs at ¥40 from A against three 1 L packs at ¥90 from B.
    expect(first.choice).toMatchObject({ goodsId: goods.a1, packs: 5, goodsCents: 20_000 });
    expect(first.choice!.landedCents).toBe(first.choice!.goodsCents + first.choice!.freightCents!);
    expect(first.alternatives).toEqual([expect.objectContaining({ goodsId: goods.b1, packs: 3, goodsCents: 27_000 })]);

    // 25 kg: one drum from B beats twenty-five 1 kg bottles from A.
    expect(lineOf(r, 2).choice).toMatchObject({ goodsId: goods.b2, packs: 1 });
    // A grade asked: only the AR offer qualifies, though dearer.
    expect(lineOf(r, 3)).toMatchObject({ purity: 'AR', choice: { goodsId: goods.b3 } });
    expect(lineOf(r, 3).alternatives).toEqual([]);
    expect(lineOf(r, 4)).toMatchObject({ choice: null, problem: expect.stringContaining('没有纯度达到“99.9%”') });
    expect(lineOf(r, 5)).toMatchObject({ choice: null, problem: '暂无在售商品，将转为询价' });
    // A bare number is a count of packs: five asked, one in stock.
    expect(lineOf(r, 6)).toMatchObject({ choice: null, problem: '在售商品库存不足，将转为询价' });
    expect(lineOf(r, 7)).toMatchObject({ substance: null, choice: null, problem: expect.stringContaining('目录中没有') });

    expect(r.totals).toMatchObject({ lines: 7, matched: 3, unmatched: 4 });
    const sellerB = r.sellers.find((s) => s.sellerId === b.id)!;
    expect(sellerB.lines).toBe(2);
    expect(sellerB.goodsCents).toBe(150_000 + 5_000);
    expect(r.totals.totalCents).toBe(r.sellers.reduce((sum, s) => sum + s.totalCents, 0));
  });

  it('one_seller gives every line a seller can cover to that seller, even at a higher price', async () => {
    const [c1, c2, c3] = cas;
    const { body } = await post<Result>('quick_order_resolve', buyer.token, { text: `${c1} 2.5 L\n${c2} 25 kg\n${c3} 500 g AR`, strategy: 'one_seller' });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.lines.map((l) => l.choice?.sellerId)).toEqual([b.id, b.id, b.id]);
    expect(body.data.sellers).toHaveLength(1);
    expect(lineOf(body.data, 1).alternatives.map((o) => o.goodsId)).toEqual([goods.a1]);
  });

  it('reads units by their Chinese name, and never takes an unknown unit for a count of packs', async () => {
    const [c1, , c3] = cas as [string, string, string];
    const { body } = await post<Result>('quick_order_resolve', buyer.token, { text: `${c3} 500 克 AR\n${c1} 2 lb\n${c3}\t500g\tGR` });
    expect(body.code, body.msg).toBe(0);
    expect(lineOf(body.data, 1)).toMatchObject({ unitCode: 'g', choice: { goodsId: goods.b3 } });
    expect(lineOf(body.data, 2)).toMatchObject({ choice: null, problem: expect.stringContaining('没有单位“lb”') });
    // A grade no offer states.
    expect(lineOf(body.data, 3)).toMatchObject({ purity: 'GR', choice: null, problem: expect.stringContaining('没有纯度达到“GR”') });
  });

  it('never buys a line of quantity 0 or below as one pack, and says why', async () => {
    const [, , c3] = cas as [string, string, string];
    const { body } = await post<Result>('quick_order_resolve', buyer.token, { text: `${c3} 0 g\n${c3} -2 g\n${c3} 500 g` });
    expect(body.code, body.msg).toBe(0);
    expect(lineOf(body.data, 1)).toMatchObject({ choice: null, problem: '数量须大于 0' });
    expect(lineOf(body.data, 2)).toMatchObject({ substance: { cas: c3 }, choice: null, problem: '数量须大于 0' });
    // The same substance with a quantity is bought.
    expect(lineOf(body.data, 3)).toMatchObject({ problem: null, choice: { goodsId: expect.any(Number) } });
  });

  it('never offers members their own goods', async () => {
    const [c1] = cas;
    const { body } = await post<Result>('quick_order_resolve', a.token, { text: `${c1} 1 L` });
    expect(body.code, body.msg).toBe(0);
    expect(lineOf(body.data, 1).choice).toMatchObject({ goodsId: goods.b1 });
    expect(lineOf(body.data, 1).alternatives).toEqual([]);
  });

  it('refuses an empty request, an unknown rule and a list over 500 lines in plain words', async () => {
    expect((await post('quick_order_resolve', buyer.token, {})).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('请粘贴清单'),
    });
    expect((await post('quick_order_resolve', buyer.token, { text: cas[0], strategy: 'random' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const long = await post('quick_order_resolve', buyer.token, { text: Array.from({ length: 501 }, () => cas[0]).join('\n') });
    expect(long.body).toMatchObject({ code: ErrorCode.RESOLVE_INPUT_INVALID, msg: expect.stringContaining('最多 500 行') });
    expect((await post('quick_order_resolve', undefined, { text: cas[0] })).body.code).not.toBe(0);
  });
});

describe('POST /api/quick_order_resolve_file', () => {
  it('reads a .csv written by Excel on Chinese Windows (GBK) with a header and a grade', async () => {
    const [, , c3] = cas;
    // "CAS号,数量,单位,纯度" / "<c3>,500,g,分析纯" in GBK bytes.
    const bytes = Buffer.concat([
      Buffer.from('434153bac52ccafdc1bf2cb5a5cebb2cb4bfb6c80d0a', 'hex'),
      Buffer.from(`${c3},500,g,`, 'ascii'),
      Buffer.from('b7d6cef6b4bf', 'hex'),
      Buffer.from('\r\n', 'ascii'),
    ]);
    const result = await upload<Result>('quick_order_resolve_file', buyer.token, { bytes, name: '清单.csv' });
    expect(result.code, result.msg).toBe(0);
    expect(result.data.lines).toHaveLength(1);
    // 分析纯 is AR's Chinese name, but offers say AR: no offer claims 分析纯, so the line goes to an inquiry.
    expect(result.data.lines[0]).toMatchObject({ purity: '分析纯', quantity: 500, unitCode: 'g', substance: { cas: c3 } });
  });

  it('reads an .xlsx (UTF-8 inside) with the rule given as a form field', async () => {
    const [c1, c2] = cas;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.addRow(['CAS', '数量', '单位']);
    sheet.addRow([c1, 2.5, 'L']);
    sheet.addRow([c2, '25', 'KG']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await upload<Result>('quick_order_resolve_file', buyer.token, { bytes, name: 'list.xlsx' }, { strategy: 'one_seller' });
    expect(result.code, result.msg).toBe(0);
    expect(result.data.lines.map((l) => [l.quantity, l.unitCode, l.choice?.sellerId])).toEqual([
      [2.5, 'L', b.id],
      [25, 'kg', b.id],
    ]);
  });

  it('refuses a file that is not a list, in plain words', async () => {
    const result = await upload('quick_order_resolve_file', buyer.token, { bytes: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]), name: 'scan.pdf' });
    expect(result).toMatchObject({ code: ErrorCode.RESOLVE_INPUT_INVALID, msg: expect.stringContaining('只能上传 .xlsx 或 .csv') });
  });
});

describe('POST /api/quick_order_place', () => {
  it('fills the cart with the chosen offers, says why a line sold out since could not go in, and asks for the rest in one inquiry', async () => {
    const [c1, c2, , c4] = cas;
    const resolved = (await post<Result>('quick_order_resolve', buyer.token, { text: `${c1} 2.5 L\n${c2} 25 kg\n${c4} 1 L` })).body.data;
    // SHORTCUT: the drum sells out between the list and the click.
    await db.updateTable('goods').set({ stock: 0 }).where('id', '=', goods.b2!).execute();
    const chosen = resolved.lines.filter((l) => l.choice).map((l) => ({ row: l.row, goodsId: l.choice!.goodsId, packs: l.choice!.packs }));
    const rest = resolved.lines
      .filter((l) => !l.choice)
      .map((l) => ({ row: l.row, query: l.query, substanceId: l.substance?.id, quantity: l.quantity, unitCode: l.unitCode }));
    const { body } = await post<Placed>('quick_order_place', buyer.token, { lines: chosen, inquiryLines: rest });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.added).toBe(1);
    expect(body.data.lines.find((l) => l.goodsId === goods.a1)).toMatchObject({ added: true, reason: null });
    expect(body.data.lines.find((l) => l.goodsId === goods.b2)).toMatchObject({ added: false, reason: '暂无库存，请询价' });
    expect(body.data.cart.lines.find((l) => l.goodsId === goods.a1)).toMatchObject({ quantity: 5 });
    expect(body.data.inquiry).toMatchObject({ lines: 1, inquiryNo: expect.stringMatching(/^XJ\d+/) });
    const line = await db.selectFrom('inquiryLines').select(['cas', 'quantity']).where('inquiryId', '=', body.data.inquiry!.id).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ cas: c4, quantity: 1 });
    const inquiry = await db
      .selectFrom('inquiries')
      .select(['buyerId', 'contactPhone', 'addressId'])
      .where('id', '=', body.data.inquiry!.id)
      .executeTakeFirstOrThrow();
    expect(inquiry).toMatchObject({ buyerId: buyer.id, contactPhone: '13912345678' });
    expect(inquiry.addressId).not.toBeNull();
    await db.updateTable('goods').set({ stock: 2 }).where('id', '=', goods.b2!).execute();
  });

  it('leaves the cart as it was when the inquiry is refused (no contact phone anywhere)', async () => {
    const lone = await freshSeller(db, 'qo_lone');
    await db.updateTable('members').set({ isBuyer: 1 }).where('id', '=', lone.id).execute();
    const { body } = await post('quick_order_place', lone.token, {
      lines: [{ row: 1, goodsId: goods.a1, packs: 1 }],
      inquiryLines: [{ row: 2, query: cas[3], quantity: 1, unitCode: 'L' }],
    });
    expect(body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('询价需要联系电话') });
    const cart = await db.selectFrom('cartItems').select('id').where('memberId', '=', lone.id).execute();
    expect(cart).toEqual([]);
  });

  it('refuses an empty request and a bad line', async () => {
    expect((await post('quick_order_place', buyer.token, { lines: [], inquiryLines: [] })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('没有要下单或询价的行'),
    });
    expect((await post('quick_order_place', buyer.token, { lines: [{ row: 1, goodsId: goods.a1, packs: 0 }] })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
