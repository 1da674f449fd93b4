import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call } from './helpers';
import { commissionOf, depositAmounts, key, orderMovements, paymentSuite, giveVoucher, pay, sellerToken, submittedOrder, type Order } from './orders-payment-helpers';
import { freshMember, get, post, seedDeposit, type FreshMember } from './kit';

const { db, watch, shelf } = paymentSuite();
let aspirin: { goodsId: number; sellerId: number; priceCents: number };
let ethanol: { goodsId: number; sellerId: number; priceCents: number };

beforeAll(async () => {
  aspirin = await shelf('50-78-2');
  ethanol = await shelf('64-17-5');
});

const movements = (memberId: number, orderNo: string) => orderMovements(db, memberId, orderNo);

describe('order payment: from the deposit', () => {
  it('shows the cashier, pays the order once per key, and holds the seller’s proceeds', async () => {
    const m = await watch.buyer('opay', 1_000_000);
    const order = await submittedOrder(m.token, aspirin.goodsId);
    const info = await get<{ order: Order; depositBalanceCents: number; blockedBy: unknown[]; certificateUploadPath: string; bankAccount: object }>(
      '/api/get_due_pay_info',
      m.token,
      { orderNo: order.orderNo },
    );
    expect(info.body.code, info.body.msg).toBe(0);
    expect(info.body.data).toMatchObject({ depositBalanceCents: 1_000_000, blockedBy: [], certificateUploadPath: '/member/account/certificate' });
    expect(info.body.data.order.dueCents).toBe(order.payableCents);

    const wrongSum = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents - 1 });
    expect(wrongSum.body.code).toBe(ErrorCode.ORDER_PAYMENT_INVALID);
    expect(wrongSum.body.data).toEqual({ dueCents: order.payableCents });

    const k = key();
    const first = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: k, depositCents: order.payableCents });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data.repeated).toBe(false);
    expect(first.body.data.order).toMatchObject({ status: 'paid', paidCents: order.payableCents, dueCents: 0 });
    expect(first.body.data.payments).toMatchObject([{ method: 'deposit', amountCents: order.payableCents, status: 'settled' }]);

    const again = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: k, depositCents: order.payableCents });
    expect(again.body.code, again.body.msg).toBe(0);
    expect(again.body.data.repeated).toBe(true);
    expect((await pay(m.token, { orderNo: order.orderNo, idempotencyKey: k, depositCents: 1 })).body.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const late = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents });
    expect(late.body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    expect(late.body.msg).toContain('待发货');

    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000_000 - order.payableCents, frozenCents: 0 });
    expect(await movements(m.id, order.orderNo)).toEqual([{ kind: 'payment', amountCents: -order.payableCents, frozenDeltaCents: 0 }]);
    const commission = await commissionOf(db, order.orderNo);
    expect(commission).toBeGreaterThan(0);
    expect(await movements(aspirin.sellerId, order.orderNo)).toEqual([
      { kind: 'sale_held', amountCents: 0, frozenDeltaCents: order.goodsCents + order.shippingCents },
      { kind: 'commission', amountCents: 0, frozenDeltaCents: -commission },
    ]);
    const list = await get<{ list: { orderNo: string; method: string; amountCents: number; statusLabel: string }[]; total: number }>(
      '/api/order_pay_list',
      m.token,
    );
    expect(list.body.data).toMatchObject({
      total: 1,
      list: [{ orderNo: order.orderNo, method: 'deposit', amountCents: order.payableCents, statusLabel: '已支付' }],
    });
    await watch.check();
  });

  it('refuses an order that is not submitted, and a balance too small, moving nothing', async () => {
    const m = await watch.buyer('opay_state', 100);
    const order = await submittedOrder(m.token, aspirin.goodsId);
    const poor = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents });
    expect(poor.body.code).toBe(ErrorCode.BALANCE_INSUFFICIENT);
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 100, frozenCents: 0 });
    expect(await post('/api/order_cancel', m.token, { orderNo: order.orderNo, reason: '不要了' }).then((r) => r.body.code)).toBe(0);
    const cancelled = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents });
    expect(cancelled.body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    expect(cancelled.body.msg).toContain('已取消');
    await watch.check();
  });

  it('50 parallel payments against one balance pay exactly as many orders as it covers', async () => {
    const orders: Order[] = [];
    const m = await watch.buyer('opay50');
    for (let i = 0; i < 50; i += 1) orders.push(await submittedOrder(m.token, aspirin.goodsId));
    const payable = orders[0]!.payableCents;
    expect(new Set(orders.map((o) => o.payableCents))).toEqual(new Set([payable]));
    await seedDeposit(db, m.id, payable * 20 + Math.floor(payable / 2), 'seed50');
    const answers = await Promise.all(orders.map((o) => pay(m.token, { orderNo: o.orderNo, idempotencyKey: key(), depositCents: payable })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(20);
    expect(new Set(codes.filter((c) => c !== 0))).toEqual(new Set([ErrorCode.BALANCE_INSUFFICIENT]));
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: Math.floor(payable / 2), frozenCents: 0 });
    const paid = await db.selectFrom('orders').select('status').where('buyerId', '=', m.id).where('status', '=', 'paid').execute();
    expect(paid).toHaveLength(20);
    await watch.check();
  });

  it('parallel payments of one order with different keys pay it once', async () => {
    const m = await watch.buyer('opay_same', 1_000_000);
    const order = await submittedOrder(m.token, aspirin.goodsId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.code))).toEqual(new Set([ErrorCode.ORDER_TRANSITION_INVALID]));
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000_000 - order.payableCents, frozenCents: 0 });
    expect((await movements(aspirin.sellerId, order.orderNo)).map((r) => r.kind)).toEqual(['sale_held', 'commission']);
    await watch.check();
  });

  it('a double submit with one key, sent in parallel, moves money once', async () => {
    const m = await watch.buyer('opay_dbl', 1_000_000);
    const order = await submittedOrder(m.token, aspirin.goodsId);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(m.token, { orderNo: order.orderNo, idempotencyKey: k, depositCents: order.payableCents })),
    );
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(answers.filter((a) => !a.body.data.repeated)).toHaveLength(1);
    expect(answers.every((a) => a.body.data.order.status === 'paid')).toBe(true);
    expect(await movements(m.id, order.orderNo)).toEqual([{ kind: 'payment', amountCents: -order.payableCents, frozenDeltaCents: 0 }]);
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000_000 - order.payableCents, frozenCents: 0 });
    await watch.check();
  });
});

describe('order payment: vouchers', () => {
  let operator: FreshMember;
  beforeAll(async () => {
    operator = await freshMember(db, 'opay_op', { operator: true });
  });

  it('applies a voucher at the cashier: discount on the order, the seller still gets goods and shipping', async () => {
    const m = await watch.buyer('opay_v', 1_000_000);
    const voucherId = await giveVoucher(operator, m, 500);
    const order = await submittedOrder(m.token, aspirin.goodsId);
    const info = await get<{ usableVouchers: { id: number }[] }>('/api/get_due_pay_info', m.token, { orderNo: order.orderNo });
    expect(info.body.data.usableVouchers.map((v) => v.id)).toContain(voucherId);
    const discount = Math.min(500, order.goodsCents);
    const paid = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), voucherId, depositCents: order.payableCents - discount });
    expect(paid.body.code, paid.body.msg).toBe(0);
    expect(paid.body.data.order).toMatchObject({
      status: 'paid',
      discountCents: discount,
      payableCents: order.payableCents - discount,
      voucher: { id: voucherId },
    });
    expect(paid.body.data.order.version).toBe(order.version + 1);
    expect(paid.body.data.payments.map((p) => p.method).sort()).toEqual(['deposit', 'voucher']);
    const commission = await commissionOf(db, order.orderNo);
    expect(commission).toBeGreaterThan(0);
    expect(await movements(aspirin.sellerId, order.orderNo)).toEqual([
      { kind: 'sale_held', amountCents: 0, frozenDeltaCents: order.goodsCents + order.shippingCents },
      { kind: 'commission', amountCents: 0, frozenDeltaCents: -commission },
    ]);
    const other = await submittedOrder(m.token, aspirin.goodsId);
    const reused = await pay(m.token, { orderNo: other.orderNo, idempotencyKey: key(), voucherId, depositCents: other.payableCents - discount });
    expect(reused.body.code).toBe(ErrorCode.VOUCHER_USED);
    await watch.check();
  });

  it('one voucher used by two parallel create_order calls succeeds once', async () => {
    const m = await watch.buyer('opay_vv');
    const voucherId = await giveVoucher(operator, m, 300);
    const a = await post<{ lines: { id: number; goodsId: number; sellerId: number }[] }>('/api/cart_add', m.token, { goodsId: aspirin.goodsId, quantity: 1 });
    const b = await post<{ lines: { id: number; goodsId: number; sellerId: number }[] }>('/api/cart_add', m.token, { goodsId: ethanol.goodsId, quantity: 1 });
    const lineA = a.body.data.lines.find((l) => l.goodsId === aspirin.goodsId)!;
    const lineB = b.body.data.lines.find((l) => l.goodsId === ethanol.goodsId)!;
    const [x, y] = await Promise.all([
      post('/api/create_order', m.token, { cartItemIds: [lineA.id], invoiceInfoId: null, groups: [{ sellerId: lineA.sellerId, voucherId }] }),
      post('/api/create_order', m.token, { cartItemIds: [lineB.id], invoiceInfoId: null, groups: [{ sellerId: lineB.sellerId, voucherId }] }),
    ]);
    const codes = [x.body.code, y.body.code].sort();
    expect(codes[0]).toBe(0);
    expect([7011, 7012]).toContain(codes[1]);
    const withVoucher = await db.selectFrom('orders').select('id').where('buyerId', '=', m.id).where('voucherId', '=', voucherId).execute();
    expect(withVoucher).toHaveLength(1);
  });
});

describe('order payment: checkout and the cashier judge a voucher alike', () => {
  let operator: FreshMember;
  beforeAll(async () => {
    operator = await freshMember(db, 'opay_vc_op', { operator: true });
  });

  /** create_order (or its preview) for one cart line of aspirin with the voucher. */
  async function checkout(m: FreshMember, voucherId: number, preview: boolean) {
    const cart = await post<{ lines: { id: number; goodsId: number }[] }>('/api/cart_add', m.token, { goodsId: aspirin.goodsId, quantity: 1 });
    const line = cart.body.data.lines.find((l) => l.goodsId === aspirin.goodsId)!;
    return post('/api/create_order', m.token, { cartItemIds: [line.id], invoiceInfoId: null, preview, groups: [{ sellerId: aspirin.sellerId, voucherId }] });
  }

  it('a used voucher answers 7011 and a minimum not met 7013, at checkout and its preview as at the cashier', async () => {
    const m = await watch.buyer('opay_vc', 1_000_000);
    const used = await giveVoucher(operator, m, 100);
    const order = await submittedOrder(m.token, aspirin.goodsId);
    const discount = Math.min(100, order.goodsCents);
    expect(
      (await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), voucherId: used, depositCents: order.payableCents - discount })).body.code,
    ).toBe(0);
    const other = await submittedOrder(m.token, aspirin.goodsId);
    const atCashier = (await pay(m.token, { orderNo: other.orderNo, idempotencyKey: key(), voucherId: used, depositCents: other.payableCents })).body;
    expect(atCashier.code).toBe(ErrorCode.VOUCHER_USED);
    for (const preview of [true, false]) {
      const answer = (await checkout(m, used, preview)).body;
      expect({ preview, code: answer.code, msg: answer.msg }).toEqual({ preview, code: ErrorCode.VOUCHER_USED, msg: atCashier.msg });
    }

    const bigMinimum = await giveVoucher(operator, m, 100, 100_000_000);
    const minimumAtCashier = (await pay(m.token, { orderNo: other.orderNo, idempotencyKey: key(), voucherId: bigMinimum, depositCents: other.payableCents }))
      .body;
    expect(minimumAtCashier.code).toBe(ErrorCode.VOUCHER_MIN_NOT_MET);
    for (const preview of [true, false]) {
      const answer = (await checkout(m, bigMinimum, preview)).body;
      expect({ preview, code: answer.code, msg: answer.msg }).toEqual({ preview, code: ErrorCode.VOUCHER_MIN_NOT_MET, msg: minimumAtCashier.msg });
    }
    expect((await checkout(m, 2_000_000_000, true)).body.code).toBe(ErrorCode.VOUCHER_NOT_FOUND);
    await watch.check();
  });
});

describe('order payment: who may call', () => {
  it('another member gets 5101 for every call on a buyer’s order; the wrong role gets 3012; no session 10', async () => {
    const owner = await watch.buyer('opay_own', 1_000_000);
    const stranger = await watch.buyer('opay_str', 1_000_000);
    const order = await submittedOrder(owner.token, aspirin.goodsId);
    expect((await get('/api/get_due_pay_info', stranger.token, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await pay(stranger.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents })).body.code).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
    expect((await post('/api/confirm_receive', stranger.token, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await get<{ total: number }>('/api/order_pay_list', stranger.token)).body.data.total).toBe(0);
    // The seller of the order is not its buyer either.
    const seller = await sellerToken(db, aspirin.sellerId);
    expect((await get('/api/get_due_pay_info', seller, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await pay(seller, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    // Refund is the seller's: another seller gets 5101, a buyer-only member 3012.
    const otherSeller = await freshMember(db, 'opay_os', { seller: true });
    expect((await post('/api/order_refund', otherSeller.token, { orderNo: order.orderNo, reason: '缺货退款' })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await post('/api/order_refund', owner.token, { orderNo: order.orderNo, reason: '缺货退款' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    // The operator's calls refuse members.
    expect((await get('/api/confirm_order_payment', owner.token, { paymentId: 1, decision: 'confirm' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await get('/api/admin/order_payments', owner.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    for (const path of ['/api/get_due_pay_info', '/api/payment', '/api/order_pay_list', '/api/confirm_order_payment', '/api/admin/order_payments']) {
      expect((await call(path, { query: { orderNo: order.orderNo } })).body.code, path).toBe(10);
    }
    expect(await depositAmounts(db, owner.id)).toEqual({ balanceCents: 1_000_000, frozenCents: 0 });
    await watch.check();
  });
});
