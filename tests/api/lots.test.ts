import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { testDb } from './helpers';
import { fetchFile, TINY_PDF, uploadAs } from './fresh-roles';
import { get, post, unlistedCas, type FreshMember } from './kit';
import { expressId, freshBuyer, freshSeller, listGoods, messagesOf, paidOrder } from './order-helpers';

/*
 * Issue 30, lots: the seller records the lot (and its COA) shipped on each
 * order line at dispatch; the order shows it to both parties; a revised COA
 * or a recall reaches every buyer who received the lot, and no one else.
 */

const db = testDb();
afterAll(() => db.destroy());

type ShippedLot = { lotNumber: string; coaUrl: string | null; coaRevision: number; recalledAt: string | null; recallReason: string | null };
type Order = { orderNo: string; lines: { lineNo: number; lotNumber: string | null; shippedLot: ShippedLot | null }[] };
type Lot = { id: number; lotNumber: string; orders: number; buyers: number; coaRevision: number; recalledAt: string | null };

let seller: FreshMember;
let other: FreshMember;
let buyer: FreshMember;
let secondBuyer: FreshMember;
let bystander: FreshMember;
let goodsId: number;
let sf: number;

const COA_V2 = Buffer.from('%PDF-1.4\n% revised COA\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function coaUpload(member: FreshMember, bytes = TINY_PDF): Promise<number> {
  const uploaded = await uploadAs(member.token, bytes, 'coa.pdf', 'coa', 'application/pdf');
  expect(uploaded.code, uploaded.msg).toBe(0);
  return uploaded.data.id;
}

const ship = (member: FreshMember, body: object) =>
  post<Order>('update_express', member.token, { expressCompanyId: sf, trackingNo: `SF${Date.now()}${Math.floor(Math.random() * 1000)}`, ...body });

beforeAll(async () => {
  seller = await freshSeller(db, 'lot_s');
  other = await freshSeller(db, 'lot_o');
  buyer = await freshBuyer(db, 'lot_b');
  secondBuyer = await freshBuyer(db, 'lot_b2');
  bystander = await freshBuyer(db, 'lot_x');
  const [cas] = await unlistedCas(db, 1, 1400);
  goodsId = await listGoods(db, seller.id, cas!, 5_000);
  const coa = await coaUpload(seller);
  // SHORTCUT: the offer's lot on sale and its COA, written directly (goods management has its own tests).
  await db.updateTable('goods').set({ lotNumber: 'OFFER-LOT-1', coaUploadId: coa }).where('id', '=', goodsId).execute();
  sf = await expressId(db, 'SF');
});

describe('lots at dispatch', () => {
  let orderNo: string;
  let lotId: number;

  it('records the lot the seller names, with its COA, and shows it to both parties', async () => {
    orderNo = await paidOrder(db, buyer, goodsId);
    const coa = await coaUpload(seller);
    const shipped = await ship(seller, { orderNo, lots: [{ lineNo: 1, lotNumber: 'b-2026-0315', coaUploadId: coa }] });
    expect(shipped.body.code, shipped.body.msg).toBe(0);
    for (const member of [buyer, seller]) {
      const { body } = await get<Order>('order_detail', member.token, { orderNo });
      expect(body.data.lines[0]).toMatchObject({ lotNumber: 'OFFER-LOT-1', shippedLot: { lotNumber: 'B-2026-0315', coaRevision: 0, recalledAt: null } });
      const file = await fetchFile(body.data.lines[0]!.shippedLot!.coaUrl!, member.token);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await file.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    }
    expect((await fetchFile(`/order-coa/${orderNo}/1`, bystander.token)).status).toBe(404);
    expect((await fetchFile(`/order-coa/${orderNo}/1`, null)).status).toBe(404);
    expect((await fetchFile(`/order-coa/${orderNo}/9`, buyer.token)).status).toBe(404);
    const lots = await get<{ list: Lot[] }>('seller_lots', seller.token, { keyword: 'b-2026' });
    expect(lots.body.data.list).toEqual([expect.objectContaining({ lotNumber: 'B-2026-0315', orders: 1, buyers: 1 })]);
    lotId = lots.body.data.list[0]!.id;
  });

  it('without a lot named, records the lot the offer carried when the order was made', async () => {
    const second = await paidOrder(db, secondBuyer, goodsId);
    expect((await ship(seller, { orderNo: second })).body.code).toBe(0);
    const { body } = await get<Order>('order_detail', secondBuyer.token, { orderNo: second });
    expect(body.data.lines[0]!.shippedLot).toMatchObject({ lotNumber: 'OFFER-LOT-1', coaUrl: `/order-coa/${second}/1` });
  });

  it('a second order shipped from the same lot (typed in another case) joins it; the seller can correct the lot of a dispatched order', async () => {
    const third = await paidOrder(db, secondBuyer, goodsId);
    expect((await ship(seller, { orderNo: third, lots: [{ lineNo: 1, lotNumber: 'B-2026-0999' }] })).body.code).toBe(0);
    const corrected = await ship(seller, { orderNo: third, lots: [{ lineNo: 1, lotNumber: 'b-2026-0315' }] });
    expect(corrected.body.code, corrected.body.msg).toBe(0);
    const lots = await get<{ list: Lot[] }>('seller_lots', seller.token, { keyword: 'b-2026-0315' });
    expect(lots.body.data.list[0]).toMatchObject({ orders: 2, buyers: 2 });
  });

  it('refuses a line the order does not have, a COA that is not the seller’s own, and a bad lot number, shipping nothing', async () => {
    const order = await paidOrder(db, buyer, goodsId);
    expect((await ship(seller, { orderNo: order, lots: [{ lineNo: 4, lotNumber: 'L1' }] })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('订单中没有第 4 行'),
    });
    const foreign = await coaUpload(other);
    expect((await ship(seller, { orderNo: order, lots: [{ lineNo: 1, lotNumber: 'L1', coaUploadId: foreign }] })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('本人上传的 COA'),
    });
    expect((await ship(seller, { orderNo: order, lots: [{ lineNo: 1, lotNumber: '批号 一' }] })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const { body } = await get<Order & { status: string }>('order_detail', buyer.token, { orderNo: order });
    expect(body.data.status).toBe('paid');
  });

  it('a revised COA reaches every buyer who received the lot, once each, and the order serves the new file', async () => {
    const coa = await coaUpload(seller, COA_V2);
    const revised = await post<{ lot: Lot; notifiedBuyers: number }>('seller_lot_coa', seller.token, { lotId, coaUploadId: coa, note: '更正水分含量' });
    expect(revised.body.code, revised.body.msg).toBe(0);
    expect(revised.body.data).toMatchObject({ notifiedBuyers: 2, lot: { coaRevision: 1 } });
    for (const member of [buyer, secondBuyer]) {
      const notices = (await messagesOf(member.token)).filter((m) => m.kind === 'lot_notice');
      expect(notices[0]).toMatchObject({ title: expect.stringContaining('检验报告已修订'), body: expect.stringContaining('更正水分含量') });
    }
    expect((await messagesOf(bystander.token)).some((m) => m.kind === 'lot_notice')).toBe(false);
    const file = await fetchFile(`/order-coa/${orderNo}/1`, buyer.token);
    expect(Buffer.from(await file.arrayBuffer()).equals(COA_V2)).toBe(true);
    expect((await post('seller_lot_coa', seller.token, { lotId, coaUploadId: coa })).body.code).toBe(ErrorCode.LOT_INVALID);
  });

  it('a recall tells the buyers why, shows on their orders, and cannot be made twice', async () => {
    const recalled = await post<{ lot: Lot; notifiedBuyers: number }>('seller_lot_recall', seller.token, { lotId, reason: '检出杂质超标' });
    expect(recalled.body.code, recalled.body.msg).toBe(0);
    expect(recalled.body.data.notifiedBuyers).toBe(2);
    const notice = (await messagesOf(buyer.token)).find((m) => m.kind === 'lot_notice' && m.title.includes('召回'));
    expect(notice?.body).toContain('检出杂质超标');
    const { body } = await get<Order>('order_detail', buyer.token, { orderNo });
    expect(body.data.lines[0]!.shippedLot).toMatchObject({ recallReason: '检出杂质超标', recalledAt: expect.any(String) });
    expect((await post('seller_lot_recall', seller.token, { lotId, reason: '再次召回一下' })).body).toMatchObject({
      code: ErrorCode.LOT_INVALID,
      msg: '该批次已经召回',
    });
  });

  it('a recalled lot cannot go out again, and a different COA for a known lot is a revision, not a dispatch detail', async () => {
    const order = await paidOrder(db, buyer, goodsId);
    expect((await ship(seller, { orderNo: order, lots: [{ lineNo: 1, lotNumber: 'B-2026-0315' }] })).body).toMatchObject({
      code: ErrorCode.LOT_INVALID,
      msg: '批号 B-2026-0315 已召回，不能再发货',
    });
    const other = await coaUpload(seller, COA_V2);
    expect((await ship(seller, { orderNo: order, lots: [{ lineNo: 1, lotNumber: 'OFFER-LOT-1', coaUploadId: other }] })).body).toMatchObject({
      code: ErrorCode.LOT_INVALID,
      msg: expect.stringContaining('已有 COA'),
    });
    const { body } = await get<Order & { status: string }>('order_detail', buyer.token, { orderNo: order });
    expect(body.data.status).toBe('paid');
  });

  it('the offer’s own lot named without a file keeps the offer’s COA', async () => {
    const order = await paidOrder(db, bystander, goodsId);
    expect((await ship(seller, { orderNo: order, lots: [{ lineNo: 1, lotNumber: 'offer-lot-1' }] })).body.code).toBe(0);
    const { body } = await get<Order>('order_detail', bystander.token, { orderNo: order });
    expect(body.data.lines[0]!.shippedLot).toMatchObject({ lotNumber: 'OFFER-LOT-1', coaUrl: `/order-coa/${order}/1` });
  });

  it('another seller gets “not found”; a buyer is refused the seller calls; a short reason is refused', async () => {
    expect((await post('seller_lot_recall', other.token, { lotId, reason: '不是我的批次' })).body.code).toBe(ErrorCode.LOT_NOT_FOUND);
    expect((await get<{ total: number }>('seller_lots', other.token)).body.data.total).toBe(0);
    expect((await get('seller_lots', buyer.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await post('seller_lot_recall', seller.token, { lotId, reason: '坏' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
