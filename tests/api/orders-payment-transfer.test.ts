import { beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '@/lib/shared/china-day';
import { ErrorCode } from '@/lib/server/core/errors';
import { runDueOrderSteps } from '@/lib/server/workflows/order-after-sale';
import { eventually } from './eventually';
import { TINY_PDF, uploadAs } from './fresh-roles';
import { newSlip, uploadProof } from './money-helpers';
import {
  commissionOf,
  depositAmounts,
  freshBuyer,
  key,
  orderMovements,
  paymentSuite,
  giveVoucher,
  pay,
  sellerToken,
  submittedOrder,
  type Order,
} from './orders-payment-helpers';
import { freshMember, get, post, type FreshMember } from './kit';

const { db, watch, shelf } = paymentSuite();
let aspirin: { goodsId: number; sellerId: number; priceCents: number };
let operator: FreshMember;
let seller: string;

type Review = { id: number; status: string; orderNo: string; depositPartCents: number; orderStatus: string; rejectReason: string | null };
const review = (token: string, query: Record<string, string | number>) => get<Review>('/api/confirm_order_payment', token, query);

beforeAll(async () => {
  aspirin = await shelf('50-78-2');
  operator = await freshMember(db, 'opt_op', { operator: true });
  seller = await sellerToken(db, aspirin.sellerId);
});

const sellerRows = async (orderNo: string) => (await orderMovements(db, aspirin.sellerId, orderNo)).map((r) => [r.kind, r.amountCents, r.frozenDeltaCents]);

/** An order paid half from the deposit, half by bank transfer, waiting for review. */
async function transferOrder(prefix: string) {
  const m = await watch.buyer(prefix, 1_000_000);
  const order = await submittedOrder(m.token, aspirin.goodsId);
  const depositCents = Math.floor(order.payableCents / 2);
  const transferCents = order.payableCents - depositCents;
  const proofUploadId = await uploadProof(m.token);
  const paid = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents, transferCents, proofUploadId, payerName: '张三' });
  expect(paid.body.code, paid.body.msg).toBe(0);
  expect(paid.body.data.order.status).toBe('submitted');
  expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000_000 - depositCents, frozenCents: depositCents });
  const transfer = paid.body.data.payments.find((p) => p.method === 'transfer')!;
  expect(transfer).toMatchObject({ status: 'pending', amountCents: transferCents });
  return { m, order, depositCents, transferCents, transfer, proofUploadId };
}

describe('order payment: bank transfer', () => {
  it('needs the buyer’s own fresh slip; a pending transfer blocks a second payment', async () => {
    const m = await watch.buyer('opt_proof', 1_000_000);
    const order = await submittedOrder(m.token, aspirin.goodsId);
    const base = { orderNo: order.orderNo, depositCents: 0, transferCents: order.payableCents };
    expect((await pay(m.token, { ...base, idempotencyKey: key() })).body.code).toBe(ErrorCode.ORDER_TRANSFER_PROOF_INVALID);
    const stranger = await watch.buyer('opt_proof2');
    const theirs = await uploadProof(stranger.token);
    expect((await pay(m.token, { ...base, idempotencyKey: key(), proofUploadId: theirs })).body.code).toBe(ErrorCode.ORDER_TRANSFER_PROOF_INVALID);
    const certificate = (await uploadAs(m.token, TINY_PDF, '证书.pdf')).data.id;
    expect((await pay(m.token, { ...base, idempotencyKey: key(), proofUploadId: certificate })).body.code).toBe(ErrorCode.ORDER_TRANSFER_PROOF_INVALID);
    const slip = newSlip();
    const first = await pay(m.token, { ...base, idempotencyKey: key(), proofUploadId: await uploadProof(m.token, slip) });
    expect(first.body.code, first.body.msg).toBe(0);
    const second = await pay(m.token, { ...base, idempotencyKey: key(), depositCents: order.payableCents, transferCents: 0 });
    expect(second.body.code).toBe(ErrorCode.ORDER_PAYMENT_PENDING);
    // The same slip uploaded again by anyone cannot back another order or a recharge.
    const other = await submittedOrder(stranger.token, aspirin.goodsId);
    const reused = await pay(stranger.token, {
      orderNo: other.orderNo,
      idempotencyKey: key(),
      transferCents: other.payableCents,
      proofUploadId: await uploadProof(stranger.token, slip),
    });
    expect(reused.body.code).toBe(ErrorCode.ORDER_TRANSFER_PROOF_INVALID);
    expect(reused.body.msg).toContain(order.orderNo);
    const recharge = await post('/api/member/recharge', stranger.token, {
      method: 'offline',
      amountCents: 100,
      idempotencyKey: key(),
      proofUploadId: await uploadProof(stranger.token, slip),
    });
    expect(recharge.body.code).not.toBe(0);
    expect(recharge.body.msg).toContain(order.orderNo);
    expect((await post('/api/order_cancel', m.token, { orderNo: order.orderNo, reason: '不要了' })).body.code).toBe(ErrorCode.ORDER_PAYMENT_PENDING);
    await watch.check();
  });

  it('confirm: the frozen deposit part is captured, the order paid, the proceeds held, the decision audited', async () => {
    const { m, order, depositCents, transfer } = await transferOrder('opt_ok');
    const list = await get<{ list: Review[] }>('/api/admin/order_payments', operator.token, { status: 'pending', pageSize: 100 });
    expect(list.body.data.list.find((r) => r.id === transfer.id)).toMatchObject({ orderNo: order.orderNo, depositPartCents: depositCents });
    const confirmed = await review(operator.token, { paymentId: transfer.id, decision: 'confirm' });
    expect(confirmed.body.code, confirmed.body.msg).toBe(0);
    expect(confirmed.body.data).toMatchObject({ status: 'settled', orderStatus: 'paid' });
    expect((await review(operator.token, { paymentId: transfer.id, decision: 'confirm' })).body.code).toBe(0);
    expect((await review(operator.token, { paymentId: transfer.id, decision: 'reject', reason: '晚了' })).body.code).toBe(
      ErrorCode.ORDER_PAYMENT_TRANSITION_INVALID,
    );
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000_000 - depositCents, frozenCents: 0 });
    const detail = await get<Order>('/api/order_detail', m.token, { orderNo: order.orderNo });
    expect(detail.body.data).toMatchObject({ status: 'paid', paidCents: order.payableCents });
    const commission = await commissionOf(db, order.orderNo);
    expect(await sellerRows(order.orderNo)).toEqual([
      ['sale_held', 0, order.goodsCents + order.shippingCents],
      ['commission', 0, -commission],
    ]);
    const audit = await db
      .selectFrom('auditLog')
      .select(['action', 'operatorId'])
      .where('entity', '=', 'order_payment')
      .where('entityId', '=', String(transfer.id))
      .execute();
    expect(audit).toEqual([{ action: 'order_payment.confirm', operatorId: operator.id }]);
    await watch.check();
  });

  it('reject: needs a reason, gives the frozen part back, the order stays unpaid and can be paid again', async () => {
    const { m, order, transfer, proofUploadId } = await transferOrder('opt_no');
    expect((await review(operator.token, { paymentId: transfer.id, decision: 'reject' })).body.code).toBe(ErrorCode.ORDER_PAYMENT_INVALID);
    const rejected = await review(operator.token, { paymentId: transfer.id, decision: 'reject', reason: '未收到款项' });
    expect(rejected.body.code, rejected.body.msg).toBe(0);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '未收到款项', orderStatus: 'submitted' });
    expect((await review(operator.token, { paymentId: transfer.id, decision: 'confirm' })).body.code).toBe(ErrorCode.ORDER_PAYMENT_TRANSITION_INVALID);
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 1_000_000, frozenCents: 0 });
    const info = await get<{ payments: { method: string; status: string }[]; pendingTransferCents: number }>('/api/get_due_pay_info', m.token, {
      orderNo: order.orderNo,
    });
    expect(info.body.data.pendingTransferCents).toBe(0);
    expect(info.body.data.payments.map((p) => [p.method, p.status])).toEqual([
      ['deposit', 'released'],
      ['transfer', 'rejected'],
    ]);
    // A rejected slip is free again (the buyer may have sent the money after all).
    const again = await pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: 0, transferCents: order.payableCents, proofUploadId });
    expect(again.body.code, again.body.msg).toBe(0);
    expect(await sellerRows(order.orderNo)).toEqual([]);
    await watch.check();
  });

  it('an operator never reviews a payment of an order they buy in; unknown payments are 5111', async () => {
    const buyingOperator = await freshBuyer(db, 'opt_self', 1_000_000);
    await db.updateTable('members').set({ isOperator: 1 }).where('id', '=', buyingOperator.id).execute();
    watch.touched.add(buyingOperator.id);
    const order = await submittedOrder(buyingOperator.token, aspirin.goodsId);
    const paid = await pay(buyingOperator.token, {
      orderNo: order.orderNo,
      idempotencyKey: key(),
      transferCents: order.payableCents,
      proofUploadId: await uploadProof(buyingOperator.token),
    });
    const transfer = paid.body.data.payments.find((p) => p.method === 'transfer')!;
    expect((await review(buyingOperator.token, { paymentId: transfer.id, decision: 'confirm' })).body.code).toBe(ErrorCode.ORDER_PAYMENT_TRANSITION_INVALID);
    expect((await review(operator.token, { paymentId: 2_000_000_000, decision: 'confirm' })).body.code).toBe(ErrorCode.ORDER_PAYMENT_NOT_FOUND);
  });
});

describe('order payment: receipt, refund and the automatic steps', () => {
  async function paidOrder(prefix: string, voucher = false) {
    const m = await watch.buyer(prefix, 1_000_000);
    const voucherId = voucher ? await giveVoucher(operator, m, 400) : undefined;
    const order = await submittedOrder(m.token, aspirin.goodsId);
    const discount = voucherId ? Math.min(400, order.goodsCents) : 0;
    const query = { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents - discount };
    const paid = await pay(m.token, voucherId ? { ...query, voucherId } : query);
    expect(paid.body.code, paid.body.msg).toBe(0);
    return { m, order: paid.body.data.order, voucherId };
  }
  const dispatch = (orderNo: string, daysAgo = 0) =>
    db
      .updateTable('orders')
      .set({ status: 'dispatched', dispatchedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(), trackingNo: 'SF1234567890' })
      .where('orderNo', '=', orderNo)
      .execute();

  it('receipt by the buyer releases the seller’s proceeds', async () => {
    const { m, order } = await paidOrder('opt_recv');
    expect((await post('/api/confirm_receive', m.token, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    await dispatch(order.orderNo);
    const received = await post<Order>('/api/confirm_receive', m.token, { orderNo: order.orderNo });
    expect(received.body.code, received.body.msg).toBe(0);
    expect(received.body.data).toMatchObject({ status: 'received', receiveMode: 'buyer' });
    const proceeds = order.goodsCents + order.shippingCents;
    const commission = await commissionOf(db, order.orderNo);
    expect(await sellerRows(order.orderNo)).toEqual([
      ['sale_held', 0, proceeds],
      ['commission', 0, -commission],
      ['sale_release', proceeds - commission, -(proceeds - commission)],
    ]);
    expect((await post('/api/confirm_receive', m.token, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    await watch.check();
  });

  it('refund before dispatch: the buyer’s money back, the proceeds reversed, the voucher usable again', async () => {
    const { m, order, voucherId } = await paidOrder('opt_ref', true);
    const before = await depositAmounts(db, m.id);
    const refunded = await post<Order>('/api/order_refund', seller, { orderNo: order.orderNo, reason: '缺货，无法发货' });
    expect(refunded.body.code, refunded.body.msg).toBe(0);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refundReason: '缺货，无法发货' });
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: before.balanceCents + order.paidCents, frozenCents: 0 });
    const proceeds = order.goodsCents + order.shippingCents;
    const commission = await commissionOf(db, order.orderNo);
    expect(await sellerRows(order.orderNo)).toEqual([
      ['sale_held', 0, proceeds],
      ['commission', 0, -commission],
      ['sale_reversal', 0, -(proceeds - commission)],
    ]);
    const vouchers = await post<{ list: { id: number; status: string }[] }>('/api/member/voucher/index', m.token, { pageSize: 100 });
    expect(vouchers.body.data.list.find((v) => v.id === voucherId)?.status).toBe('usable');
    expect((await post('/api/order_refund', seller, { orderNo: order.orderNo, reason: '再退一次' })).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    const list = await get<{ list: { statusLabel: string }[] }>('/api/order_pay_list', m.token);
    expect(list.body.data.list.map((p) => p.statusLabel)).toEqual(['已退款']);
    await watch.check();
  });

  it('no refund after dispatch', async () => {
    const { order } = await paidOrder('opt_ref2');
    await dispatch(order.orderNo);
    expect((await post('/api/order_refund', seller, { orderNo: order.orderNo, reason: '缺货退款' })).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
  });

  const statusOf = async (orderNo: string) =>
    await db.selectFrom('orders').select(['status', 'receiveMode']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();

  it('receipt is automatic ten days after dispatch and the order completes seven days after receipt, with nobody reading any list', async () => {
    const { m, order } = await paidOrder('opt_auto');
    await dispatch(order.orderNo, 9);
    expect((await get<Order>('/api/order_detail', m.token, { orderNo: order.orderNo })).body.data.status).toBe('dispatched');
    await dispatch(order.orderNo, 11);
    // Only the server's scheduler moves it: this test reads the database, never an order list or page.
    expect(
      await eventually(
        () => statusOf(order.orderNo),
        (o) => o.status !== 'dispatched',
        'the automatic receipt',
      ),
    ).toEqual({
      status: 'received',
      receiveMode: 'auto',
    });
    const proceeds = order.goodsCents + order.shippingCents;
    const commission = await commissionOf(db, order.orderNo);
    expect(await sellerRows(order.orderNo)).toEqual([
      ['sale_held', 0, proceeds],
      ['commission', 0, -commission],
      ['sale_release', proceeds - commission, -(proceeds - commission)],
    ]);
    await db
      .updateTable('orders')
      .set({ receivedAt: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('orderNo', '=', order.orderNo)
      .execute();
    expect(
      (
        await eventually(
          () => statusOf(order.orderNo),
          (o) => o.status !== 'received',
          'the automatic completion',
        )
      ).status,
    ).toBe('completed');
    expect((await get<Order>('/api/order_detail', m.token, { orderNo: order.orderNo })).body.data.status).toBe('completed');
    await watch.check();
  });
  it('several instances working the same due order move it once and release the proceeds once', async () => {
    const { order } = await paidOrder('opt_race');
    await dispatch(order.orderNo, 11);
    // Three dispatchers in this process race the server's own scheduler on the same database.
    await Promise.all([runDueOrderSteps(db), runDueOrderSteps(db), runDueOrderSteps(db)]);
    await eventually(
      () => statusOf(order.orderNo),
      (o) => o.status === 'received',
      'the automatic receipt',
    );
    const proceeds = order.goodsCents + order.shippingCents;
    const commission = await commissionOf(db, order.orderNo);
    expect(await sellerRows(order.orderNo)).toEqual([
      ['sale_held', 0, proceeds],
      ['commission', 0, -commission],
      ['sale_release', proceeds - commission, -(proceeds - commission)],
    ]);
    const events = await db
      .selectFrom('orderEvents')
      .innerJoin('orders', 'orders.id', 'orderEvents.orderId')
      .select('orderEvents.action')
      .where('orders.orderNo', '=', order.orderNo)
      .where('orderEvents.action', '=', 'auto_receive')
      .execute();
    expect(events).toHaveLength(1);
    await watch.check();
  });
});

describe('order payment: the regulated-substance gate', () => {
  const daysFromToday = (days: number) => {
    const d = new Date(`${chinaToday()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it('sulfuric acid needs an approved, unexpired precursor certificate at payment time', async () => {
    const acid = await shelf('7664-93-9');
    const m = await watch.buyer('opt_reg', 10_000_000);
    const order = await submittedOrder(m.token, acid.goodsId);
    const info = await get<{ blockedBy: { cas: string; reason: string }[] }>('/api/get_due_pay_info', m.token, { orderNo: order.orderNo });
    expect(info.body.data.blockedBy).toEqual([expect.objectContaining({ cas: '7664-93-9', reason: '第三类易制毒化学品' })]);
    const attempt = () => pay(m.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents });
    const blocked = await attempt();
    expect(blocked.body.code).toBe(ErrorCode.ORDER_CERTIFICATE_REQUIRED);
    expect(blocked.body.msg).toContain('易制毒');
    expect(blocked.body.data).toMatchObject({ uploadPath: '/member/account/certificate', missing: [{ cas: '7664-93-9' }] });

    const upload = (await uploadAs(m.token, TINY_PDF, '备案证明.pdf')).data.id;
    const stored = await post<{ id: number }>('/api/store_certificate', m.token, {
      scope: 'buyer',
      kind: 'precursor_filing_certificate',
      number: '（沪）3J3101012026000123',
      holder: '上海测试化工有限公司',
      validFrom: daysFromToday(-30),
      validTo: daysFromToday(335),
      uploadId: upload,
      allowances: [{ cas: '7664-93-9', quantity: 100, unitCode: 'kg' }],
    });
    expect(stored.body.code, stored.body.msg).toBe(0);
    const approved = await post('/api/admin/certificate_review', operator.token, { id: stored.body.data.id, revision: 1, decision: 'approve' });
    expect(approved.body.code, approved.body.msg).toBe(0);
    // Expired since yesterday: it no longer counts.
    await db
      .updateTable('certificates')
      .set({ validTo: daysFromToday(-1) })
      .where('id', '=', stored.body.data.id)
      .execute();
    expect((await attempt()).body.code).toBe(ErrorCode.ORDER_CERTIFICATE_REQUIRED);
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 10_000_000, frozenCents: 0 });
    await db
      .updateTable('certificates')
      .set({ validTo: daysFromToday(30) })
      .where('id', '=', stored.body.data.id)
      .execute();
    const paid = await attempt();
    expect(paid.body.code, paid.body.msg).toBe(0);
    expect(paid.body.data.order.status).toBe('paid');
    await watch.check();
  });
});
