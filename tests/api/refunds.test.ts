import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call } from './helpers';
import { uploadProof } from './money-helpers';
import { depositAmounts, key, pay, paymentSuite, sellerToken, submittedOrder, type Order } from './orders-payment-helpers';
import { freshMember, get, post, type FreshMember } from './kit';

/*
 * Refunds to the original method (docs/decisions/0133-refunds-to-the-original-method.md):
 * online parts back through the payment provider (its signed notification
 * settles them once), deposit parts to the deposit, bank-transfer parts to
 * the deposit waiting for the payout path; partial refunds never beyond what
 * was paid. Every test ends with the conservation check (tests/api/conservation.ts).
 */

const { db, watch, shelf } = paymentSuite();
let goods: { goodsId: number; sellerId: number };
let seller: string;
let operator: FreshMember;

type Refund = {
  refundNo: string;
  method: string;
  methodLabel: string;
  amountCents: number;
  status: string;
  failureReason: string | null;
  simulatable: boolean;
  finishedAt: string | null;
};
type Refunds = { paidCashCents: number; refundedCents: number; refundableCents: number; refunds: Refund[] };
type PartialResult = Refunds & { repeated: boolean; created: Refund[] };
type Signed = { success: Record<string, unknown>; failure: Record<string, unknown> } | null;

beforeAll(async () => {
  goods = await shelf('50-78-2');
  seller = await sellerToken(db, goods.sellerId);
  operator = await busyRetry(() => freshMember(db, 'rf_op', { operator: true }));
});

/**
 * A write from this process reads before it writes (the ledger's idempotency look-up); on SQLite it is
 * refused at once when the server committed in between (its scheduler sends the previous test's mail).
 * Members are made again in that case: the half-made one was never watched and holds no money.
 */
async function busyRetry<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await make();
    } catch (error) {
      if (attempt >= 8 || !(error instanceof Error) || !/database is locked/.test(error.message)) throw error;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}
const buyer = (prefix: string, balanceCents = 0) => busyRetry(() => watch.buyer(prefix, balanceCents));

const notify = (payload: object) => call<{ status: string; refundNo?: string }>('/api/payment/notify', { method: 'POST', body: payload });
const partial = (token: string, body: object, idempotencyKey: string | null = key()) =>
  call<PartialResult>('/api/order_partial_refund', { method: 'POST', token, body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });
const refundsOf = async (token: string, orderNo: string) => (await get<Refunds>('/api/order_refunds', token, { orderNo })).body;
const signedFor = async (token: string, refundNo: string) =>
  (await post<{ refund: Refund; notifications: Signed }>('/api/payment/dev_refund_notifications', token, { refundNo })).body;
const platformRows = async (orderNo: string) =>
  (await db.selectFrom('platformLedger').select(['account', 'amountCents']).where('reference', '=', `order:${orderNo}`).orderBy('id').execute()).map(
    (r) => [r.account, Number(r.amountCents)] as const,
  );
const setStatus = (orderNo: string, status: 'dispatched' | 'completed') =>
  db.updateTable('orders').set({ status, dispatchedAt: new Date().toISOString(), trackingNo: 'SF1234567890' }).where('orderNo', '=', orderNo).execute();

/** An order paid ¥10 from the deposit and the rest online, the provider's success notification settled. */
async function onlinePaidOrder(prefix: string) {
  const m = await buyer(prefix, 1_000);
  const order = await submittedOrder(m.token, goods.goodsId);
  const onlineCents = order.payableCents - 1_000;
  const started = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: 1_000, onlineCents });
  expect(started.body.code, started.body.msg).toBe(0);
  const tradeNo = new URL(started.body.data.paymentUrl!, 'http://x').searchParams.get('tradeNo')!;
  const checkout = await post<{ notifications: Signed }>('/api/payment/dev_checkout_order', m.token, { tradeNo });
  expect((await notify(checkout.body.data.notifications!.success)).body.data.status).toBe('paid');
  return { m, order, onlineCents, tradeNo };
}

/** An order paid from the deposit only. */
async function depositPaidOrder(prefix: string) {
  const m = await buyer(prefix, 1_000_000);
  const order = await submittedOrder(m.token, goods.goodsId);
  const paid = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents });
  expect(paid.body.code, paid.body.msg).toBe(0);
  return { m, order: paid.body.data.order };
}

describe('refunds: online payments go back through the provider', () => {
  it('the whole-order refund: the online part through the provider once, the deposit part to the deposit', async () => {
    // Members are made first: a write from this process while the server writes may find the database busy.
    const stranger = await buyer('rf_onl_x');
    const { m, order, onlineCents, tradeNo } = await onlinePaidOrder('rf_onl');
    const refunded = await post<Order>('/api/order_refund', seller, { orderNo: order.orderNo, reason: '缺货，无法发货' });
    expect(refunded.body.code, refunded.body.msg).toBe(0);
    expect(refunded.body.data.status).toBe('refunded');
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000, frozenCents: 0 });

    const seen = await refundsOf(m.token, order.orderNo);
    expect(seen.code, seen.msg).toBe(0);
    expect(seen.data).toMatchObject({ paidCashCents: order.payableCents, refundedCents: order.payableCents, refundableCents: 0 });
    const online = seen.data.refunds.find((r) => r.method === 'online')!;
    expect(online).toMatchObject({ amountCents: onlineCents, status: 'sent', methodLabel: '原路退回在线支付（模拟）', simulatable: true });
    expect(seen.data.refunds.find((r) => r.method === 'deposit')).toMatchObject({ amountCents: 1_000, status: 'succeeded', methodLabel: '退回预存款' });
    expect((await platformRows(order.orderNo)).filter(([a]) => a === 'refunds_in_transit')).toEqual([['refunds_in_transit', onlineCents]]);

    // Only the buyer gets the simulated gateway's notifications; a forged or altered one is refused.
    expect((await signedFor(stranger.token, online.refundNo)).code).toBe(ErrorCode.REFUND_NOT_FOUND);
    const signed = (await signedFor(m.token, online.refundNo)).data.notifications!;
    expect((await notify({ ...signed.success, amountCents: onlineCents - 1 })).body.code).toBe(ErrorCode.PAYMENT_NOTIFY_INVALID);
    expect((await notify({ ...signed.success, signature: '0'.repeat(64) })).body.code).toBe(ErrorCode.PAYMENT_NOTIFY_INVALID);
    expect((await notify({ ...signed.success, refundNo: 'RF999999' })).body.code).toBe(ErrorCode.PAYMENT_NOTIFY_INVALID);

    const done = await notify(signed.success);
    expect(done.body.code, done.body.msg).toBe(0);
    expect(done.body.data).toEqual({ tradeNo, refundNo: online.refundNo, status: 'refunded' });
    const moved = await platformRows(order.orderNo);
    // The same notification again: the same answer, nothing moves; the opposite outcome is refused.
    expect((await notify(signed.success)).body.data).toEqual(done.body.data);
    expect((await notify(signed.failure)).body.code).toBe(ErrorCode.REFUND_TRANSITION_INVALID);
    expect(await platformRows(order.orderNo)).toEqual(moved);
    expect(moved.filter(([a]) => a === 'refunds_in_transit' || a === 'outside').slice(-3)).toEqual([
      ['refunds_in_transit', onlineCents],
      ['refunds_in_transit', -onlineCents],
      ['outside', onlineCents],
    ]);
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000, frozenCents: 0 });
    const after = await refundsOf(m.token, order.orderNo);
    expect(after.data.refunds.find((r) => r.method === 'online')).toMatchObject({ status: 'succeeded', simulatable: false });
    expect((await signedFor(m.token, online.refundNo)).data.notifications).toBeNull();
    await watch.check();
  }, 60_000);

  it('a failed provider refund lands in the buyer’s deposit, with the reason', async () => {
    const { m, order, onlineCents } = await onlinePaidOrder('rf_fail');
    await busyRetry(() => setStatus(order.orderNo, 'dispatched'));
    const result = await partial(seller, { orderNo: order.orderNo, amountCents: 500, reason: '少发一件' });
    expect(result.body.code, result.body.msg).toBe(0);
    expect(result.body.data.created).toEqual([expect.objectContaining({ method: 'online', amountCents: 500, status: 'sent' })]);
    const refundNo = result.body.data.created[0]!.refundNo;
    const signed = (await signedFor(m.token, refundNo)).data.notifications!;
    const failed = await notify(signed.failure);
    expect(failed.body.data).toMatchObject({ refundNo, status: 'failed' });
    expect((await notify(signed.failure)).body.data).toMatchObject({ status: 'failed' });
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 500, frozenCents: 0 });
    const seen = await refundsOf(m.token, order.orderNo);
    expect(seen.data.refunds[0]).toMatchObject({ status: 'failed', failureReason: '开发环境模拟：原付款账户已注销' });
    expect(seen.data.refundableCents).toBe(order.payableCents - 500);
    // The next partial refund draws on what is left of the online part.
    const next = await partial(seller, { orderNo: order.orderNo, amountCents: onlineCents - 500 + 100, reason: '再退一些' });
    expect(next.body.code, next.body.msg).toBe(0);
    expect(next.body.data.created.map((r) => [r.method, r.amountCents])).toEqual([
      ['online', onlineCents - 500],
      ['deposit', 100],
    ]);
    await watch.check();
  });
});

describe('refunds: deposit and bank-transfer parts', () => {
  it('a deposit part goes back to the deposit at once', async () => {
    const { m, order } = await depositPaidOrder('rf_dep');
    const before = await depositAmounts(db, m.id);
    const result = await partial(seller, { orderNo: order.orderNo, amountCents: 300, reason: '价格调整' });
    expect(result.body.code, result.body.msg).toBe(0);
    expect(result.body.data.created).toEqual([expect.objectContaining({ method: 'deposit', amountCents: 300, status: 'succeeded' })]);
    expect(result.body.data.refundableCents).toBe(order.payableCents - 300);
    expect(await depositAmounts(db, m.id)).toEqual({ ...before, balanceCents: before.balanceCents + 300 });
    await watch.check();
  });

  it('a bank-transfer part goes to the deposit, waiting for the payout path', async () => {
    const m = await buyer('rf_tr', 1_000_000);
    const order = await submittedOrder(m.token, goods.goodsId);
    const depositCents = Math.floor(order.payableCents / 2);
    const transferCents = order.payableCents - depositCents;
    const paid = await pay(m.token, {
      orderNo: order.orderNo,
      idempotencyKey: key(),
      depositCents,
      transferCents,
      proofUploadId: await uploadProof(m.token),
      payerName: '张三',
    });
    expect(paid.body.code, paid.body.msg).toBe(0);
    const transfer = paid.body.data.payments.find((p) => p.method === 'transfer')!;
    const confirmed = await get('/api/confirm_order_payment', operator.token, { paymentId: transfer.id, decision: 'confirm' });
    expect(confirmed.body.code, confirmed.body.msg).toBe(0);
    const before = await depositAmounts(db, m.id);
    const result = await partial(seller, { orderNo: order.orderNo, amountCents: transferCents + 1, reason: '部分缺货' });
    expect(result.body.code, result.body.msg).toBe(0);
    expect(result.body.data.created.map((r) => [r.method, r.amountCents, r.status, r.methodLabel])).toEqual([
      ['transfer', transferCents, 'awaiting_payout', '银行转账退款'],
      ['deposit', 1, 'succeeded', '退回预存款'],
    ]);
    expect(await depositAmounts(db, m.id)).toEqual({ ...before, balanceCents: before.balanceCents + transferCents + 1 });
    await watch.check();
  });
});

describe('refunds: partial refunds never exceed what was paid', () => {
  it('refuses more than is refundable, answers a repeated key once, and wants the header', async () => {
    const { order } = await depositPaidOrder('rf_cap');
    const body = { orderNo: order.orderNo, amountCents: order.payableCents + 1, reason: '超额退款' };
    const over = await partial(seller, body);
    expect(over.body.code).toBe(ErrorCode.REFUND_EXCEEDS_REFUNDABLE);
    expect(over.body.data).toEqual({ refundableCents: order.payableCents });
    expect((await partial(seller, { ...body, amountCents: 100 }, null)).body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('幂等键') });
    const k = key();
    const first = await partial(seller, { ...body, amountCents: 100 }, k);
    expect(first.body.data.repeated).toBe(false);
    const again = await partial(seller, { ...body, amountCents: 100 }, k);
    expect(again.body.data).toMatchObject({ repeated: true, refundedCents: 100 });
    expect(again.body.data.created.map((r) => r.refundNo)).toEqual(first.body.data.created.map((r) => r.refundNo));
    expect((await partial(seller, { ...body, amountCents: 200 }, k)).body.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    await watch.check();
  });

  it('10 parallel partial refunds: exactly as many as fit go through', async () => {
    const { m, order } = await depositPaidOrder('rf_par');
    const each = Math.floor(order.payableCents / 4);
    const before = await depositAmounts(db, m.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => partial(seller, { orderNo: order.orderNo, amountCents: each, reason: `并发退款 ${i}` })),
    );
    const ok = answers.filter((a) => a.body.code === 0);
    expect(ok).toHaveLength(4);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.code === ErrorCode.REFUND_EXCEEDS_REFUNDABLE)).toBe(true);
    const seen = await refundsOf(seller, order.orderNo);
    expect(seen.data).toMatchObject({ refundedCents: 4 * each, refundableCents: order.payableCents - 4 * each });
    expect(await depositAmounts(db, m.id)).toEqual({ ...before, balanceCents: before.balanceCents + 4 * each });
    await watch.check();
  });

  it('after receipt the seller pays from the available balance; receipt after a refund releases only the rest', async () => {
    const { m, order } = await depositPaidOrder('rf_recv');
    await busyRetry(() => setStatus(order.orderNo, 'dispatched'));
    expect((await partial(seller, { orderNo: order.orderNo, amountCents: 200, reason: '发货前少装' })).body.code).toBe(0);
    const received = await post('/api/confirm_receive', m.token, { orderNo: order.orderNo });
    expect(received.body.code, received.body.msg).toBe(0);
    const after = await partial(seller, { orderNo: order.orderNo, amountCents: 300, reason: '收货后质量问题' });
    expect(after.body.code, after.body.msg).toBe(0);
    const kinds = await db
      .selectFrom('depositLedger')
      .select(['kind', 'amountCents', 'frozenDeltaCents'])
      .where('memberId', '=', goods.sellerId)
      .where('reference', '=', `order:${order.orderNo}`)
      .orderBy('id')
      .execute();
    const held = kinds.filter((k) => Number(k.frozenDeltaCents) !== 0).reduce((s, k) => s + Number(k.frozenDeltaCents), 0);
    expect(held).toBe(0);
    expect(kinds.at(-1)).toMatchObject({ kind: 'sale_reversal', frozenDeltaCents: 0 });
    expect(Number(kinds.at(-1)!.amountCents)).toBeLessThan(0);
    await busyRetry(() => setStatus(order.orderNo, 'completed'));
    expect((await partial(seller, { orderNo: order.orderNo, amountCents: 100, reason: '完成后再退' })).body.code).toBe(ErrorCode.REFUND_NOT_ALLOWED_NOW);
    await watch.check();
  });
});

describe('refunds: who may', () => {
  it('another member gets "not found"; a buyer without the seller role is refused', async () => {
    const { m, order } = await depositPaidOrder('rf_auth');
    const otherSeller = await busyRetry(() => freshMember(db, 'rf_auth_s', { seller: true }));
    expect((await partial(otherSeller.token, { orderNo: order.orderNo, amountCents: 100, reason: '不是我的' })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await refundsOf(otherSeller.token, order.orderNo)).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await partial(m.token, { orderNo: order.orderNo, amountCents: 100, reason: '买家自退' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await refundsOf(m.token, order.orderNo)).data.refunds).toEqual([]);
    await watch.check();
  });
});
