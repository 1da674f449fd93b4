import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { expireUnpaidOrders, UNPAID_EXPIRY_REASON } from '@/lib/server/workflows/order-expiry';
import { testDb } from './helpers';
import { get, post, unlistedCas, type FreshMember } from './kit';
import { freshSeller, listGoods, PLAIN_CAS } from './order-helpers';
import { freshBuyer, key, pay, sellerToken, type Order } from './orders-payment-helpers';

/*
 * Issue 30, stock that holds: an order from the cart reserves its packs when
 * submitted (never more than the stock, also when buyers submit at the same
 * moment), takes them when paid, gives them back when cancelled, expired
 * unpaid or refunded before dispatch; buyers see what is left, sellers see
 * what is held.
 */

const db = testDb();
afterAll(() => db.destroy());

let seller: FreshMember;
let goodsId: number;

const stockOf = () => db.selectFrom('goods').select(['stock', 'reserved']).where('id', '=', goodsId).executeTakeFirstOrThrow();

async function createdOrder(buyer: FreshMember, quantity = 1): Promise<string> {
  const cart = await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', buyer.token, { goodsId, quantity });
  expect(cart.body.code, cart.body.msg).toBe(0);
  const line = cart.body.data.lines.find((l) => l.goodsId === goodsId)!;
  const created = await post<{ orders: { orderNo: string }[] }>('create_order', buyer.token, { cartItemIds: [line.id], invoiceInfoId: null });
  expect(created.body.code, created.body.msg).toBe(0);
  return created.body.data.orders[0]!.orderNo;
}

beforeAll(async () => {
  seller = await freshSeller(db, 'stk_s');
  goodsId = await listGoods(db, seller.id, PLAIN_CAS, 5_000);
  // SHORTCUT: the seller's stock of 3 packs, written directly (goods editing has its own tests).
  await db.updateTable('goods').set({ stock: 3 }).where('id', '=', goodsId).execute();
});

describe('stock that holds', () => {
  const buyers: FreshMember[] = [];
  const orders: string[] = [];

  it('lets exactly the stock through when five buyers submit at once, and says why to the others', async () => {
    for (let i = 0; i < 5; i++) buyers.push(await freshBuyer(db, `stk_b${i}`, 100_000));
    for (const buyer of buyers) orders.push(await createdOrder(buyer));
    const answers = await Promise.all(orders.map((orderNo, i) => post<Order>('submit_order', buyers[i]!.token, { orderNo })));
    const ok = answers.filter((a) => a.body.code === 0);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(ok).toHaveLength(3);
    expect(refused.map((a) => a.body.code)).toEqual([ErrorCode.OFFER_UNAVAILABLE, ErrorCode.OFFER_UNAVAILABLE]);
    for (const a of refused) expect(a.body.msg).toMatch(/已售罄|库存不足/);
    expect(await stockOf()).toEqual({ stock: 3, reserved: 3 });

    // Buyers now see none left; the seller sees what is held.
    const late = await freshBuyer(db, 'stk_late');
    const refusedCart = await post('cart_add', late.token, { goodsId, quantity: 1 });
    expect(refusedCart.body).toMatchObject({ code: ErrorCode.OFFER_UNAVAILABLE, msg: expect.stringContaining('暂无库存') });
    const mine = await get<{ list: { goodsId: number; stock: number; reserved: number }[] }>('good_list', seller.token, { status: 'on_shelf', pageSize: 50 });
    expect(mine.body.data.list.find((g) => g.goodsId === goodsId)).toMatchObject({ stock: 3, reserved: 3 });
  });

  it('takes the packs from stock when paid, gives them back on cancel and on refund before dispatch', async () => {
    const held = await Promise.all(
      orders.map((orderNo) => db.selectFrom('orders').select(['orderNo', 'status', 'payableCents']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow()),
    );
    const submitted = held.filter((o) => o.status === 'submitted');
    const [toPay, toCancel, toRefund] = submitted.map((o) => ({ ...o, buyer: buyers[orders.indexOf(o.orderNo)]! }));

    const paid = await pay(toPay!.buyer.token, { orderNo: toPay!.orderNo, idempotencyKey: key(), depositCents: toPay!.payableCents });
    expect(paid.body.code, paid.body.msg).toBe(0);
    expect(await stockOf()).toEqual({ stock: 2, reserved: 2 });

    const cancelled = await post('order_cancel', toCancel!.buyer.token, { orderNo: toCancel!.orderNo, reason: '买错了' });
    expect(cancelled.body.code, cancelled.body.msg).toBe(0);
    expect(await stockOf()).toEqual({ stock: 2, reserved: 1 });

    const paidToo = await pay(toRefund!.buyer.token, { orderNo: toRefund!.orderNo, idempotencyKey: key(), depositCents: toRefund!.payableCents });
    expect(paidToo.body.code, paidToo.body.msg).toBe(0);
    expect(await stockOf()).toEqual({ stock: 1, reserved: 0 });
    const refunded = await post('order_refund', await sellerToken(db, seller.id), { orderNo: toRefund!.orderNo, reason: '仓库破损，无法发货' });
    expect(refunded.body.code, refunded.body.msg).toBe(0);
    expect(await stockOf()).toEqual({ stock: 2, reserved: 0 });
  });

  it('cancels an order that saw nothing happen for three days and frees its stock', async () => {
    const buyer = await freshBuyer(db, 'stk_slow');
    const orderNo = await createdOrder(buyer, 2);
    expect((await post('submit_order', buyer.token, { orderNo })).body.code).toBe(0);
    expect(await stockOf()).toEqual({ stock: 2, reserved: 2 });
    await expireUnpaidOrders(db);
    expect((await db.selectFrom('orders').select('status').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).status).toBe('submitted');
    // SHORTCUT: the submission and its events moved four days back, as the clock would.
    const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000).toISOString();
    const { id } = await db.selectFrom('orders').select('id').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ submittedAt: fourDaysAgo }).where('id', '=', id).execute();
    await db.updateTable('orderEvents').set({ createdAt: fourDaysAgo }).where('orderId', '=', id).execute();
    expect(await expireUnpaidOrders(db)).toBeGreaterThanOrEqual(1);
    const row = await db.selectFrom('orders').select(['status', 'cancelReason', 'stockState']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', cancelReason: UNPAID_EXPIRY_REASON, stockState: 'released' });
    expect(await stockOf()).toEqual({ stock: 2, reserved: 0 });
    const told = await get<{ list: { kind: string; title: string }[] }>('messages', buyer.token, { pageSize: 5 });
    expect(told.body.data.list[0]).toMatchObject({ kind: 'order_cancelled', title: `订单已自动取消：${orderNo}` });
  });

  it('holds the cart lines of an order that also has quotation lines, and only those', async () => {
    const buyer = await freshBuyer(db, 'stk_mix');
    const [cas] = await unlistedCas(db, 1, 1_200);
    const inquiry = await post<{ id: number; lines: { id: number }[] }>('create_inquiry', buyer.token, {
      contactName: '赵老师',
      contactPhone: '13800138000',
      lines: [{ cas, quantity: 1, unitCode: 'kg' }],
    });
    expect(inquiry.body.code, inquiry.body.msg).toBe(0);
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const quote = await post<{ id: number }>('create_quotation', await sellerToken(db, seller.id), {
      lineId: inquiry.body.data.lines[0]!.id,
      priceCents: 30_000,
      packSize: 1,
      unitCode: 'kg',
      inStock: true,
      validUntil,
    });
    expect(quote.body.code, quote.body.msg).toBe(0);
    expect(
      (await post('inquiry_change_status', buyer.token, { inquiryId: inquiry.body.data.id, action: 'accept', quotationId: quote.body.data.id })).body.code,
    ).toBe(0);
    const cart = await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', buyer.token, { goodsId, quantity: 1 });
    const line = cart.body.data.lines.find((l) => l.goodsId === goodsId)!;
    const created = await post<{ orders: { orderNo: string }[] }>('create_order', buyer.token, {
      cartItemIds: [line.id],
      quotationIds: [quote.body.data.id],
      invoiceInfoId: null,
    });
    expect(created.body.code, created.body.msg).toBe(0);
    expect(created.body.data.orders).toHaveLength(1);
    const before = await stockOf();
    expect((await post('submit_order', buyer.token, { orderNo: created.body.data.orders[0]!.orderNo })).body.code).toBe(0);
    expect(await stockOf()).toEqual({ stock: before.stock, reserved: before.reserved + 1 });
  });
});
