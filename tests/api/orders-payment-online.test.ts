import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call } from './helpers';
import { depositAmounts, freshBuyer, key, pay, paymentSuite, submittedOrder } from './orders-payment-helpers';
import { post } from './kit';

const { db, watch, shelf } = paymentSuite();
let aspirin: { goodsId: number; sellerId: number };

type Checkout = {
  payment: { tradeNo: string; orderNo: string; status: string; amountCents: number };
  notifications: { success: object; failure: object } | null;
};

beforeAll(async () => {
  aspirin = await shelf('50-78-2');
});

/** An order paid ¥10 from the deposit and the rest online, waiting at the provider's checkout. */
async function onlineOrder(prefix: string) {
  const m = await watch.buyer(prefix, 1_000);
  const order = await submittedOrder(m.token, aspirin.goodsId);
  const k = key();
  const query = { orderNo: order.orderNo, idempotencyKey: k, depositCents: 1_000, onlineCents: order.payableCents - 1_000 };
  const started = await pay(m.token, query);
  expect(started.body.code, started.body.msg).toBe(0);
  const data = started.body.data;
  expect(data.order.status).toBe('submitted');
  expect(data.paymentUrl).toMatch(/^\/payment\?tradeNo=OP\d{6}$/);
  expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 0, frozenCents: 1_000 });
  const tradeNo = new URL(data.paymentUrl!, 'http://x').searchParams.get('tradeNo')!;
  const checkout = await post<Checkout>('/api/payment/dev_checkout_order', m.token, { tradeNo });
  expect(checkout.body.code, checkout.body.msg).toBe(0);
  return { m, order, query, data, tradeNo, checkout: checkout.body.data };
}

/** The provider's notification: public, signed like every call, no session. */
const notifyPayment = (payload: object) => call<{ status: string }>('/api/payment/notify', { method: 'POST', body: payload });

const sellerRows = (orderNo: string) =>
  db.selectFrom('depositLedger').select('kind').where('memberId', '=', aspirin.sellerId).where('reference', '=', `order:${orderNo}`).execute();

describe('order payment: online through the payment provider', () => {
  it('a verified success notification pays the order once; a repeat moves nothing; a contradicting one is refused', async () => {
    const { m, order, query, data, tradeNo, checkout } = await onlineOrder('oonl');
    expect(checkout.payment).toMatchObject({ tradeNo, orderNo: order.orderNo, status: 'pending', amountCents: order.payableCents - 1_000 });
    const again = await pay(m.token, query);
    expect(again.body.data.repeated).toBe(true);
    expect(again.body.data.paymentUrl).toBe(data.paymentUrl);
    expect((await pay(m.token, { ...query, idempotencyKey: key() })).body.code).toBe(ErrorCode.ORDER_PAYMENT_PENDING);

    const tampered = await notifyPayment({ ...checkout.notifications!.success, amountCents: 1 });
    expect(tampered.body.code).toBe(ErrorCode.PAYMENT_NOTIFY_INVALID);
    const paid = await notifyPayment(checkout.notifications!.success);
    expect(paid.body.code, paid.body.msg).toBe(0);
    expect(paid.body.data.status).toBe('paid');
    expect((await notifyPayment(checkout.notifications!.success)).body.data).toMatchObject({ status: 'paid' });
    expect((await notifyPayment(checkout.notifications!.failure)).body.code).toBe(ErrorCode.ORDER_PAYMENT_TRANSITION_INVALID);

    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 0, frozenCents: 0 });
    const detail = await db.selectFrom('orders').select(['status', 'paidCents']).where('orderNo', '=', order.orderNo).executeTakeFirstOrThrow();
    expect({ status: detail.status, paidCents: Number(detail.paidCents) }).toEqual({ status: 'paid', paidCents: order.payableCents });
    expect((await sellerRows(order.orderNo)).map((r) => r.kind)).toEqual(['sale_held', 'commission']);
    await watch.check();
  });

  it('a failure notification gives the frozen deposit part back, and the order can be paid again', async () => {
    const { m, order, checkout } = await onlineOrder('oonl_f');
    const failed = await notifyPayment(checkout.notifications!.failure);
    expect(failed.body.data).toMatchObject({ status: 'failed' });
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000, frozenCents: 0 });
    const rows = await db.selectFrom('orderPayments').select(['method', 'status']).where('buyerId', '=', m.id).orderBy('id').execute();
    expect(rows).toEqual([
      { method: 'deposit', status: 'released' },
      { method: 'online', status: 'rejected' },
    ]);
    expect(await sellerRows(order.orderNo)).toEqual([]);
    const retry = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), onlineCents: order.payableCents });
    expect(retry.body.code, retry.body.msg).toBe(0);
    await watch.check();
  });

  it('refuses online with a bank transfer together, and shows the checkout only to the buyer', async () => {
    const { order, tradeNo } = await onlineOrder('oonl_a');
    const stranger = await freshBuyer(db, 'oonl_s');
    expect((await post('/api/payment/dev_checkout_order', stranger.token, { tradeNo })).body.code).toBe(ErrorCode.ORDER_PAYMENT_NOT_FOUND);
    expect((await post('/api/payment/dev_checkout_order', stranger.token, { tradeNo: 'R000001' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const mixed = await pay(stranger.token, { orderNo: order.orderNo, idempotencyKey: key(), transferCents: 1, onlineCents: order.payableCents - 1 });
    expect(mixed.body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    const own = await freshBuyer(db, 'oonl_m', 0);
    const ownOrder = await submittedOrder(own.token, aspirin.goodsId);
    expect(
      (await pay(own.token, { orderNo: ownOrder.orderNo, idempotencyKey: key(), transferCents: 1, onlineCents: ownOrder.payableCents - 1 })).body.code,
    ).toBe(ErrorCode.ORDER_PAYMENT_INVALID);
  });
});
