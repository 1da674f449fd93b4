import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { testDb } from './helpers';
import { freshMember, get, post, unlistedCas, type FreshMember } from './kit';
import { freshBuyer, freshSeller, listGoods, PLAIN_CAS } from './order-helpers';

/*
 * Issue 30, 再次购买: a past order (or some of its lines) back into the cart
 * at today's offer, the price difference said per line, lines that cannot go
 * back said why; only the order's buyer may do it.
 */

const db = testDb();
afterAll(() => db.destroy());

type Reordered = {
  added: number;
  lines: {
    lineNo: number;
    quantity: number;
    added: boolean;
    reason: string | null;
    previousUnitPriceCents: number;
    unitPriceCents: number | null;
    differenceCents: number | null;
  }[];
  cart: { lines: { goodsId: number; quantity: number; unitPriceCents: number }[] };
};

let seller: FreshMember;
let buyer: FreshMember;
let dearer: number;
let delisted: number;
let orderNo: string;

beforeAll(async () => {
  seller = await freshSeller(db, 'ro_s');
  buyer = await freshBuyer(db, 'ro_b');
  const [other] = await unlistedCas(db, 1, 950);
  dearer = await listGoods(db, seller.id, PLAIN_CAS, 12_000);
  delisted = await listGoods(db, seller.id, other!, 8_000);
  const a = await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', buyer.token, { goodsId: dearer, quantity: 2 });
  const b = await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', buyer.token, { goodsId: delisted, quantity: 1 });
  expect(b.body.code, b.body.msg).toBe(0);
  const ids = [...a.body.data.lines, ...b.body.data.lines].filter((l) => l.goodsId === dearer || l.goodsId === delisted).map((l) => l.id);
  const created = await post<{ orders: { orderNo: string }[] }>('create_order', buyer.token, { cartItemIds: [...new Set(ids)] });
  expect(created.body.code, created.body.msg).toBe(0);
  orderNo = created.body.data.orders[0]!.orderNo;
  // SHORTCUT: the seller's price rise and delisting, written directly (goods management has its own tests).
  await db.updateTable('goods').set({ priceCents: 13_000 }).where('id', '=', dearer).execute();
  await db.updateTable('goods').set({ status: 'off_shelf' }).where('id', '=', delisted).execute();
});

describe('POST /api/order_reorder', () => {
  it('puts the lines back at today’s price with the difference, and says why a line could not go back', async () => {
    const { body } = await post<Reordered>('order_reorder', buyer.token, { orderNo });
    expect(body.code, body.msg).toBe(0);
    const byPrice = new Map(body.data.lines.map((l) => [l.previousUnitPriceCents, l]));
    expect(byPrice.get(12_000)).toMatchObject({ quantity: 2, added: true, reason: null, unitPriceCents: 13_000, differenceCents: 1_000 });
    expect(byPrice.get(8_000)).toMatchObject({ quantity: 1, added: false, reason: '商品已下架', unitPriceCents: null, differenceCents: null });
    expect(body.data.added).toBe(1);
    expect(body.data.cart.lines.find((l) => l.goodsId === dearer)).toMatchObject({ quantity: 2, unitPriceCents: 13_000 });
    expect(body.data.cart.lines.some((l) => l.goodsId === delisted)).toBe(false);
  });

  it('takes single lines by number, adding to what the cart holds, and refuses a line the order does not have', async () => {
    const dearerLine = (await post<Reordered>('order_reorder', buyer.token, { orderNo, lineNos: [1, 2] })).body.data.lines.find(
      (l) => l.previousUnitPriceCents === 12_000,
    )!;
    const again = await post<Reordered>('order_reorder', buyer.token, { orderNo, lineNos: [dearerLine.lineNo] });
    expect(again.body.data.lines).toHaveLength(1);
    expect(again.body.data.cart.lines.find((l) => l.goodsId === dearer)!.quantity).toBe(6);
    const missing = await post('order_reorder', buyer.token, { orderNo, lineNos: [9] });
    expect(missing.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '订单中没有第 9 行' });
  });

  it('stops at the offer’s stock rather than overfilling the cart', async () => {
    await db.updateTable('goods').set({ stock: 7 }).where('id', '=', dearer).execute();
    const { body } = await post<Reordered>('order_reorder', buyer.token, { orderNo });
    expect(body.data.lines.find((l) => l.previousUnitPriceCents === 12_000)).toMatchObject({ added: false, reason: '库存仅 7 件' });
    const cart = await get<{ lines: { goodsId: number; quantity: number }[] }>('cart', buyer.token);
    expect(cart.body.data.lines.find((l) => l.goodsId === dearer)!.quantity).toBe(6);
  });

  it('does not put back an offer that has since become another pack, and says what it is now', async () => {
    // SHORTCUT: the seller's edit of the pack size, written directly.
    await db.updateTable('goods').set({ packSize: 1000, stock: 500 }).where('id', '=', dearer).execute();
    const { body } = await post<Reordered>('order_reorder', buyer.token, { orderNo });
    expect(body.data.lines.find((l) => l.previousUnitPriceCents === 12_000)).toMatchObject({
      added: false,
      reason: expect.stringMatching(/^商品规格已变更（现为 1000 g · 99%）/),
    });
  });

  it('is the buyer’s alone: the seller and another member get “not found”, nobody signed in code 10', async () => {
    expect((await post('order_reorder', seller.token, { orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    const stranger = await freshMember(db, 'ro_x', { buyer: true });
    expect((await post('order_reorder', stranger.token, { orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await post('order_reorder', undefined, { orderNo })).body.code).toBe(10);
  });
});
