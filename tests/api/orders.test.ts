import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { isDangerousGoods } from '@/lib/server/orders/pricing';
import { call, memberIdOf, testDb, tokenFor } from './helpers';
import { freshMember, post, TEACHER } from './kit';

/*
 * Orders, part one: the cart, create_order (preview and real), submit_order,
 * order_cancel, order_list, order_sell and order_detail — and who may see or
 * change which order, call by call.
 */

const db = testDb();
afterAll(() => db.destroy());

type CartLine = { id: number; goodsId: number; sellerId: number; quantity: number; unitPriceCents: number; amountCents: number; available: boolean };
type Cart = { lines: CartLine[]; count: number };
type Order = {
  orderNo: string;
  status: string;
  role: string;
  seller: { id: number };
  lines: { goodsId: number; quantity: number; unitPriceCents: number; amountCents: number }[];
  delivery: { receiver: string; detail: string };
  invoice: { title: string } | null;
  goodsCents: number;
  shippingCents: number;
  discountCents: number;
  payableCents: number;
  voucher: { id: number } | null;
  expressCompany: { id: number; dangerousGoods: boolean } | null;
  actions: string[];
};
type Created = { preview: boolean; orders: Order[]; totals: { goodsCents: number; shippingCents: number; discountCents: number; payableCents: number } };
type OrderPage = { list: Order[]; total: number; counts: Record<string, number> };

const TIANHE = ['44', '4401', '440106'];
let sellerId: number;
let sellerToken: string;
let offers: { id: number; priceCents: number; sellerId: number }[];

beforeAll(async () => {
  sellerId = await memberIdOf(db, 'demo_seller');
  sellerToken = await tokenFor(db, 'demo_seller');
  const candidates = await db
    .selectFrom('goods')
    .innerJoin('substances', 'substances.id', 'goods.substanceId')
    .select(['goods.id', 'goods.priceCents', 'goods.sellerId', 'substances.cas'])
    .where('goods.status', '=', 'on_shelf')
    .where('goods.stock', '>', 5)
    .where('goods.sellerId', 'in', [sellerId, await memberIdOf(db, 'demo_seller2')])
    .orderBy('goods.id')
    .limit(300)
    .execute();
  // Parcel goods only (not on any list), so shipping is the parcel rate.
  offers = candidates.filter((c) => !isDangerousGoods(c.cas)).slice(0, 12);
  expect(offers.length).toBeGreaterThan(3);
});

/** A buyer with an address (and invoice details when asked). */
async function buyerWithAddress(prefix: string, options: { invoice?: boolean } = {}) {
  const m = await freshMember(db, prefix, { buyer: true }, TEACHER);
  const address = await post<{ id: number }>('/api/transaction_create', m.token, {
    receiver: '李四',
    phone: '13912345678',
    areaCodes: TIANHE,
    detail: '天河路 100 号',
    postcode: '510000',
  });
  expect(address.body.code, address.body.msg).toBe(0);
  if (options.invoice) {
    const categories = (await call<{ id: number; code: string }[]>('/api/invoice_categories')).body.data;
    const created = await post('/api/invoice_create', m.token, { categoryId: categories.find((c) => c.code === 'vat_normal')!.id, title: '复旦大学' });
    expect(created.body.code, created.body.msg).toBe(0);
  }
  return { ...m, addressId: address.body.data.id };
}

async function addToCart(token: string, goodsId: number, quantity = 1): Promise<Cart> {
  const { body } = await post<Cart>('/api/cart_add', token, { goodsId, quantity });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function createFromCart(token: string, extra: object = {}): Promise<Created> {
  const cart = (await call<Cart>('/api/cart', { token })).body.data;
  const { body } = await post<Created>('/api/create_order', token, { cartItemIds: cart.lines.map((l) => l.id), ...extra });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

describe('orders: signed out and roles', () => {
  it('every order call needs a session (code 10)', async () => {
    for (const path of ['/api/cart', '/api/order_list', '/api/order_sell', '/api/order_detail']) expect((await call(path)).body.code, path).toBe(10);
    for (const path of ['/api/cart_add', '/api/cart_update', '/api/cart_delete', '/api/create_order', '/api/submit_order', '/api/order_cancel']) {
      expect((await call(path, { method: 'POST', body: {} })).body.code, path).toBe(10);
    }
  });

  it('a member who is not a seller is refused the sales list (3012)', async () => {
    const buyer = await freshMember(db, 'ordrole', { buyer: true }, TEACHER);
    expect((await call('/api/order_sell', { token: buyer.token })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });
});

describe('cart', () => {
  it('adds, adds again to the same line, updates, deletes; the count is the number of packs', async () => {
    const m = await freshMember(db, 'cart', { buyer: true }, TEACHER);
    await addToCart(m.token, offers[0]!.id, 2);
    let cart = await addToCart(m.token, offers[0]!.id, 1);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ goodsId: offers[0]!.id, quantity: 3, amountCents: 3 * offers[0]!.priceCents, available: true });
    cart = await addToCart(m.token, offers[1]!.id);
    expect(cart.count).toBe(4);
    const line = cart.lines.find((l) => l.goodsId === offers[1]!.id)!;
    cart = (await post<Cart>('/api/cart_update', m.token, { id: line.id, quantity: 5 })).body.data;
    expect(cart.count).toBe(8);
    cart = (await post<Cart>('/api/cart_delete', m.token, { ids: [line.id] })).body.data;
    expect(cart.lines.map((l) => l.goodsId)).toEqual([offers[0]!.id]);
  });

  it('refuses own goods, goods off shelf, more than the stock, and bad quantities with clear messages', async () => {
    const own = await post('/api/cart_add', sellerToken, { goodsId: offers.find((o) => o.sellerId === sellerId)!.id });
    expect(own.body).toMatchObject({ code: ErrorCode.OWN_GOODS, msg: '不能购买自己发布的商品' });
    const m = await freshMember(db, 'cartbad', { buyer: true }, TEACHER);
    const offShelf = await db.selectFrom('goods').select(['id']).where('status', '!=', 'on_shelf').executeTakeFirst();
    if (offShelf) expect((await post('/api/cart_add', m.token, { goodsId: offShelf.id })).body.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect((await post('/api/cart_add', m.token, { goodsId: 2_000_000_000 })).body.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    // What buyers can take: the stock less what other files' unpaid orders hold.
    const held = await db.selectFrom('goods').select(['stock', 'reserved']).where('id', '=', offers[0]!.id).executeTakeFirstOrThrow();
    const stock = Math.max(0, held.stock - held.reserved);
    const tooMany = await post('/api/cart_add', m.token, { goodsId: offers[0]!.id, quantity: stock + 1 });
    expect(tooMany.body.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect(tooMany.body.msg).toContain(`库存仅 ${stock} 件`);
    expect((await post('/api/cart_add', m.token, { goodsId: offers[0]!.id, quantity: 0 })).body.msg).toContain('数量须为 1 到 9,999 之间的整数');
    expect((await call<Cart>('/api/cart', { token: m.token })).body.data.lines).toEqual([]);
  });

  it("another member's cart line answers not found (5103)", async () => {
    const a = await freshMember(db, 'carta', { buyer: true }, TEACHER);
    const b = await freshMember(db, 'cartb', { buyer: true }, TEACHER);
    const line = (await addToCart(a.token, offers[0]!.id)).lines[0]!;
    expect((await post('/api/cart_update', b.token, { id: line.id, quantity: 2 })).body.code).toBe(ErrorCode.CART_ITEM_NOT_FOUND);
    expect((await post('/api/cart_delete', b.token, { ids: [line.id] })).body.code).toBe(ErrorCode.CART_ITEM_NOT_FOUND);
    expect((await call<Cart>('/api/cart', { token: a.token })).body.data.lines[0]!.quantity).toBe(1);
  });
});

describe('create_order', () => {
  it('previews without writing: the same totals, no order, the cart kept', async () => {
    const m = await buyerWithAddress('ordprev');
    await addToCart(m.token, offers[0]!.id, 2);
    await addToCart(m.token, offers[1]!.id, 1);
    const preview = await createFromCart(m.token, { preview: true });
    expect(preview.preview).toBe(true);
    expect(preview.orders.every((o) => o.orderNo === undefined)).toBe(true);
    const goods = 2 * offers[0]!.priceCents + offers[1]!.priceCents;
    expect(preview.totals.goodsCents).toBe(goods);
    expect(preview.totals.payableCents).toBe(preview.totals.goodsCents + preview.totals.shippingCents - preview.totals.discountCents);
    expect((await call<OrderPage>('/api/order_list', { token: m.token })).body.data.total).toBe(0);
    expect((await call<Cart>('/api/cart', { token: m.token })).body.data.count).toBe(3);
    const real = await createFromCart(m.token);
    expect(real.totals).toEqual(preview.totals);
  });

  it('makes one order per seller, snapshots prices, address and invoice details, and empties the cart lines used', async () => {
    const m = await buyerWithAddress('ordsplit', { invoice: true });
    const [a, b] = [offers.find((o) => o.sellerId === sellerId)!, offers.find((o) => o.sellerId !== sellerId)!];
    await addToCart(m.token, a.id, 2);
    await addToCart(m.token, b.id, 1);
    const created = await createFromCart(m.token);
    expect(created.orders).toHaveLength(2);
    const mine = created.orders.find((o) => o.seller.id === sellerId)!;
    expect(mine).toMatchObject({
      status: 'created',
      role: 'buyer',
      goodsCents: 2 * a.priceCents,
      delivery: { receiver: '李四' },
      invoice: { title: '复旦大学' },
    });
    expect(mine.orderNo).toMatch(/^DD\d{14}$/);
    expect(mine.lines).toEqual([expect.objectContaining({ goodsId: a.id, quantity: 2, unitPriceCents: a.priceCents, amountCents: 2 * a.priceCents })]);
    expect(mine.shippingCents).toBe(mine.goodsCents >= 50_000 ? 0 : 1_500);
    expect(mine.actions).toEqual(['submit', 'cancel']);
    expect((await call<Cart>('/api/cart', { token: m.token })).body.data.lines).toEqual([]);

    // Later edits of the address and the offer's price change no order.
    await post('/api/transaction_update', m.token, { id: m.addressId, receiver: '王五', phone: '13912345678', areaCodes: TIANHE, detail: '新地址 1 号' });
    await db
      .updateTable('goods')
      .set({ priceCents: a.priceCents + 100 })
      .where('id', '=', a.id)
      .execute();
    try {
      const detail = (await call<Order>('/api/order_detail', { token: m.token, query: { orderNo: mine.orderNo } })).body.data;
      expect(detail).toMatchObject({ delivery: { receiver: '李四', detail: '天河路 100 号' }, goodsCents: 2 * a.priceCents });
    } finally {
      await db.updateTable('goods').set({ priceCents: a.priceCents }).where('id', '=', a.id).execute();
    }
  });

  it('takes "no invoice", refuses a buyer without an address, an empty choice and a parcel carrier for dangerous goods', async () => {
    const m = await buyerWithAddress('ordnoinv', { invoice: true });
    await addToCart(m.token, offers[0]!.id);
    expect((await createFromCart(m.token, { invoiceInfoId: null, preview: true })).orders[0]!.invoice).toBeNull();
    const nobody = await freshMember(db, 'ordnoaddr', { buyer: true }, TEACHER);
    await addToCart(nobody.token, offers[0]!.id);
    const noAddress = await post('/api/create_order', nobody.token, {
      cartItemIds: (await call<Cart>('/api/cart', { token: nobody.token })).body.data.lines.map((l) => l.id),
    });
    expect(noAddress.body).toMatchObject({ code: ErrorCode.ORDER_ADDRESS_REQUIRED, msg: '请先添加收货地址' });
    expect((await post('/api/create_order', m.token, {})).body.msg).toContain('请选择要购买的商品');

    const acid = await db
      .selectFrom('goods')
      .innerJoin('substances', 'substances.id', 'goods.substanceId')
      .select(['goods.id', 'goods.sellerId'])
      .where('substances.cas', '=', '7664-93-9')
      .where('goods.status', '=', 'on_shelf')
      .where('goods.stock', '>', 0)
      .executeTakeFirstOrThrow();
    const acidBuyer = await buyerWithAddress('ordacid');
    await addToCart(acidBuyer.token, acid.id);
    const parcel = (await call<{ id: number; dangerousGoods: boolean }[]>('/api/express_company')).body.data.find((c) => !c.dangerousGoods)!;
    const chosenForIt = await createFromCart(acidBuyer.token, { preview: true });
    expect(chosenForIt.orders[0]!.expressCompany?.dangerousGoods).toBe(true);
    const cartIds = (await call<Cart>('/api/cart', { token: acidBuyer.token })).body.data.lines.map((l) => l.id);
    const wrong = await post('/api/create_order', acidBuyer.token, {
      cartItemIds: cartIds,
      groups: [{ sellerId: acid.sellerId, expressCompanyId: parcel.id }],
    });
    expect(wrong.body.code).toBe(ErrorCode.ORDER_SHIPPING_METHOD_INVALID);
    expect(wrong.body.msg).toContain('危险化学品');
  });

  it('uses a voucher once: a second order with it is refused, and cancelling gives it back', async () => {
    const m = await buyerWithAddress('ordvou');
    const operator = await freshMember(db, 'ordvop', { buyer: true, operator: true }, TEACHER);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const batch = await post<{ id: number }>('/api/admin/voucher_create', operator.token, {
      title: '下单立减',
      faceValueCents: 500,
      minOrderCents: 0,
      validFrom: today,
      validUntil: '2099-12-31',
      scope: '全场通用',
    });
    await post('/api/admin/voucher_issue', operator.token, { batchId: batch.body.data.id, account: m.username });
    const voucherId = (await post<{ list: { id: number }[] }>('/api/member/voucher/index', m.token, { status: 'usable' })).body.data.list[0]!.id;
    const offer = offers.find((o) => o.priceCents > 500)!;
    await addToCart(m.token, offer.id);
    const first = await createFromCart(m.token, { groups: [{ sellerId: offer.sellerId, voucherId }] });
    expect(first.orders[0]).toMatchObject({ discountCents: 500, voucher: { id: voucherId } });
    expect(first.orders[0]!.payableCents).toBe(first.orders[0]!.goodsCents + first.orders[0]!.shippingCents - 500);

    await addToCart(m.token, offer.id);
    const cartIds = (await call<Cart>('/api/cart', { token: m.token })).body.data.lines.map((l) => l.id);
    const second = await post('/api/create_order', m.token, { cartItemIds: cartIds, groups: [{ sellerId: offer.sellerId, voucherId }] });
    // The cashier's precise answer (used, outside validity, below the minimum), not a catch-all.
    expect(second.body).toMatchObject({ code: ErrorCode.VOUCHER_USED, msg: '这张优惠券已使用' });

    const cancelled = await post<Order>('/api/order_cancel', m.token, { orderNo: first.orders[0]!.orderNo, reason: '改用别的券' });
    expect(cancelled.body.data.status).toBe('cancelled');
    const again = await post<Created>('/api/create_order', m.token, { cartItemIds: cartIds, groups: [{ sellerId: offer.sellerId, voucherId }] });
    expect(again.body.code, again.body.msg).toBe(0);
    expect(again.body.data.orders[0]!.discountCents).toBe(500);
  });
});

describe('submit, cancel, lists and who sees what', () => {
  let buyer: Awaited<ReturnType<typeof buyerWithAddress>>;
  let order: Order;

  beforeAll(async () => {
    buyer = await buyerWithAddress('ordflow');
    await addToCart(buyer.token, offers.find((o) => o.sellerId === sellerId)!.id, 1);
    order = (await createFromCart(buyer.token)).orders[0]!;
  });

  it("the seller cannot see the buyer's unsubmitted order; nobody else sees it at all", async () => {
    const stranger = await freshMember(db, 'ordstr', { buyer: true }, TEACHER);
    for (const token of [sellerToken, stranger.token]) {
      expect((await call('/api/order_detail', { token, query: { orderNo: order.orderNo } })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
      expect((await post('/api/submit_order', token, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
      expect((await post('/api/order_cancel', token, { orderNo: order.orderNo, reason: '试试看' })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    }
    const sales = (await call<OrderPage>('/api/order_sell', { token: sellerToken, query: { keyword: order.orderNo } })).body.data;
    expect(sales.total).toBe(0);
    expect((await call<OrderPage>('/api/order_list', { token: stranger.token })).body.data.total).toBe(0);
  });

  it('submitting tells the seller, and then the seller sees it in the unpaid tab', async () => {
    const submitted = await post<Order>('/api/submit_order', buyer.token, { orderNo: order.orderNo });
    expect(submitted.body.data).toMatchObject({ status: 'submitted', actions: expect.arrayContaining(['pay', 'cancel', 'propose_price']) });
    expect((await post('/api/submit_order', buyer.token, { orderNo: order.orderNo })).body).toMatchObject({
      code: ErrorCode.ORDER_TRANSITION_INVALID,
      msg: '订单当前状态为“待付款”，不能提交订单',
    });
    const sales = (await call<OrderPage>('/api/order_sell', { token: sellerToken, query: { status: 'unpaid', keyword: order.orderNo } })).body.data;
    expect(sales.list.map((o) => [o.orderNo, o.role])).toEqual([[order.orderNo, 'seller']]);
    const message = await db
      .selectFrom('messages')
      .select(['title'])
      .where('memberId', '=', sellerId)
      .where('kind', '=', 'order_submitted')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(message?.title).toBe(`新订单：${order.orderNo}`);
  });

  it('lists by tab with counts and finds an order by number, CAS or product name', async () => {
    const page = (await call<OrderPage>('/api/order_list', { token: buyer.token, query: { status: 'unpaid' } })).body.data;
    expect(page.list.map((o) => o.orderNo)).toContain(order.orderNo);
    expect(page.counts).toMatchObject({ all: 1, unpaid: 1, created: 0, closed: 0 });
    expect((await call<OrderPage>('/api/order_list', { token: buyer.token, query: { status: 'paid' } })).body.data.total).toBe(0);
    expect((await call<OrderPage>('/api/order_list', { token: buyer.token, query: { keyword: 'no-such-thing' } })).body.data.total).toBe(0);
    expect((await call('/api/order_list', { token: buyer.token, query: { status: 'nonsense' } })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('the seller may cancel an unpaid order with a reason; then nothing more can happen to it', async () => {
    expect((await post('/api/order_cancel', sellerToken, { orderNo: order.orderNo, reason: '' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const cancelled = await post<Order>('/api/order_cancel', sellerToken, { orderNo: order.orderNo, reason: '库存不足' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', actions: [] });
    expect((await post('/api/order_cancel', buyer.token, { orderNo: order.orderNo, reason: '再取消一次' })).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    const detail = (
      await call<Order & { events: { action: string; actor: string }[] }>('/api/order_detail', { token: buyer.token, query: { orderNo: order.orderNo } })
    ).body.data;
    expect(detail.events.map((e) => [e.action, e.actor])).toEqual([
      ['create', 'buyer'],
      ['submit', 'buyer'],
      ['cancel', 'seller'],
    ]);
  });

  it('answers an order number that is malformed or unknown clearly', async () => {
    expect((await call('/api/order_detail', { token: buyer.token, query: { orderNo: 'abc' } })).body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect((await call('/api/order_detail', { token: buyer.token, query: { orderNo: 'DD20990101999999' } })).body).toMatchObject({
      code: ErrorCode.ORDER_NOT_FOUND,
      msg: '订单不存在',
    });
  });
});
