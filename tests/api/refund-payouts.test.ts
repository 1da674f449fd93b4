import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call } from './helpers';
import { uploadProof } from './money-helpers';
import {
  approve,
  collectingAccount,
  corporateNumber,
  key,
  notifyPayout,
  prepare,
  send,
  signedNotification,
  verifiedMember,
  type Payout,
} from './payouts-helpers';
import { depositAmounts, pay, paymentSuite, sellerToken, submittedOrder } from './orders-payment-helpers';
import { credit } from '@/lib/server/deposit/ledger';
import { moneyIn } from '@/lib/server/treasury/ledger';
import { spendFromDeposit } from '@/tests/kits/money';
import { freshMember, get, post, seedDeposit, type FreshMember } from './kit';

/*
 * A refund of a bank transfer goes back to the buyer's bank account through
 * a payout (docs/decisions/0139-transfer-refunds-and-hand-paid-payouts.md):
 * at once to a known account in the buyer's verified name, else to the one
 * the buyer names on the order; the refund follows its payout. Every test
 * ends with the conservation check (tests/api/conservation.ts).
 */

const { db, watch, shelf } = paymentSuite();
const HOLDER = '杭州退款测试试剂有限公司';
let goods: { goodsId: number; sellerId: number };
let seller: string;
let opA: FreshMember;
let opB: FreshMember;

type Refund = {
  refundNo: string;
  method: string;
  amountCents: number;
  status: string;
  payoutNo: string | null;
  payoutRequestable: boolean;
  failureReason: string | null;
  whereLabel: string;
};
type Refunds = { refunds: Refund[] };

const ADDRESS = { receiver: '李四', phone: '13912345678', areaCodes: ['44', '4401', '440106'], detail: '天河路 100 号 2 楼', postcode: '510000' };

beforeAll(async () => {
  goods = await shelf('50-78-2');
  seller = await sellerToken(db, goods.sellerId);
  [opA, opB] = (await Promise.all([1, 2].map((i) => freshMember(db, `rp_op${i}`, { operator: true }, { displayName: `退款运营${i}` })))) as [
    FreshMember,
    FreshMember,
  ];
});

/** A buyer whose company name is verified, with an address and a deposit; with `account`, also a seller keeping a default collecting account in that name. */
async function verifiedBuyer(prefix: string, account = false): Promise<FreshMember> {
  const member = await verifiedMember(db, prefix, account ? { buyer: true, seller: true } : { buyer: true }, HOLDER);
  expect((await post('/api/transaction_create', member.token, ADDRESS)).body.code).toBe(0);
  if (account) await collectingAccount(member.token, HOLDER);
  await seedDeposit(db, member.id, 1_000_000, `rp-seed-${member.id}`);
  watch.add(member.id);
  return member;
}

/** An order paid half from the deposit, half by a bank transfer an operator confirmed; then the seller refunds the transfer part. */
async function transferRefund(buyer: FreshMember): Promise<{ orderNo: string; transferCents: number; created: Refund[] }> {
  const order = await submittedOrder(buyer.token, goods.goodsId);
  const depositCents = Math.floor(order.payableCents / 2);
  const transferCents = order.payableCents - depositCents;
  const paid = await pay(buyer.token, {
    orderNo: order.orderNo,
    idempotencyKey: key(),
    depositCents,
    transferCents,
    proofUploadId: await uploadProof(buyer.token),
    payerName: '张三',
  });
  expect(paid.body.code, paid.body.msg).toBe(0);
  const transfer = paid.body.data.payments.find((p) => p.method === 'transfer')!;
  const confirmed = await get('/api/confirm_order_payment', opA.token, { paymentId: transfer.id, decision: 'confirm' });
  expect(confirmed.body.code, confirmed.body.msg).toBe(0);
  const refunded = await call<{ created: Refund[] }>('/api/order_partial_refund', {
    method: 'POST',
    token: seller,
    body: { orderNo: order.orderNo, amountCents: transferCents, reason: '缺货退款' },
    headers: { 'Idempotency-Key': key() },
  });
  expect(refunded.body.code, refunded.body.msg).toBe(0);
  return { orderNo: order.orderNo, transferCents, created: refunded.body.data.created };
}

const refundsOf = async (token: string, orderNo: string) => (await get<Refunds>('/api/order_refunds', token, { orderNo })).body.data.refunds;
const toBank = (token: string, refundNo: string, account: object, idempotencyKey = key()) =>
  call<Payout>('/api/member/refund_payout', { method: 'POST', token, body: { refundNo, account }, headers: { 'Idempotency-Key': idempotencyKey } });
const account = (holder = HOLDER) => ({ accountType: 'corporate', holder, bankCode: 'CMB', branch: '杭州分行', accountNumber: corporateNumber() });

/** Batched by one operator, approved by the other, sent through the development provider. */
async function sendThrough(payoutId: number): Promise<void> {
  const batch = await prepare(opA.token, [payoutId]);
  expect(batch.body.code, batch.body.msg).toBe(0);
  expect((await approve(opB.token, batch.body.data.batchNo)).body.code).toBe(0);
  expect((await send(opA.token, batch.body.data.batchNo)).body.code).toBe(0);
}

describe('refunds of bank transfers go back to the bank through a payout', () => {
  it('waits for an account; the buyer names one; the paid payout ends the refund and the money leaves the platform', async () => {
    const buyer = await verifiedBuyer('rp_ask');
    const { orderNo, transferCents, created } = await transferRefund(buyer);
    expect(created.map((r) => [r.method, r.status, r.payoutNo])).toEqual([['transfer', 'awaiting_payout', null]]);
    const [waiting] = await refundsOf(buyer.token, orderNo);
    expect(waiting).toMatchObject({ status: 'awaiting_payout', payoutRequestable: true });
    expect((await refundsOf(seller, orderNo))[0]!.payoutRequestable).toBe(false);

    const stranger = await verifiedBuyer('rp_str');
    expect((await toBank(stranger.token, waiting!.refundNo, account())).body.code).toBe(ErrorCode.REFUND_NOT_FOUND);
    expect((await toBank(buyer.token, waiting!.refundNo, account('别人的公司'))).body.code).toBe(ErrorCode.PAYOUT_ACCOUNT_HOLDER_MISMATCH);
    expect((await toBank(buyer.token, waiting!.refundNo, { ...account(), accountNumber: '12' })).body.code).toBe(ErrorCode.PAYOUT_ACCOUNT_INVALID);
    const before = await depositAmounts(db, buyer.id);

    const sameKey = key();
    const asked = await toBank(buyer.token, waiting!.refundNo, account(), sameKey);
    expect(asked.body.code, asked.body.msg).toBe(0);
    expect(asked.body.data).toMatchObject({ purpose: 'refund', amountCents: transferCents, status: 'requested', repeated: false });
    const again = await toBank(buyer.token, waiting!.refundNo, account(), sameKey);
    expect(again.body.data).toMatchObject({ payoutNo: asked.body.data.payoutNo, repeated: true });
    expect((await toBank(buyer.token, waiting!.refundNo, account())).body.code).toBe(ErrorCode.REFUND_TRANSITION_INVALID);
    // Frozen at request: out of the available balance, not yet out of the deposit.
    expect(await depositAmounts(db, buyer.id)).toEqual({ balanceCents: before.balanceCents - transferCents, frozenCents: before.frozenCents + transferCents });
    expect((await refundsOf(buyer.token, orderNo))[0]).toMatchObject({ status: 'paying_out', payoutNo: asked.body.data.payoutNo, payoutRequestable: false });

    await sendThrough(asked.body.data.id);
    const settled = await notifyPayout(await signedNotification(opA.token, asked.body.data.payoutNo, 'success'));
    expect(settled.body.data).toMatchObject({ status: 'paid', repeated: false });
    expect(await depositAmounts(db, buyer.id)).toEqual({ balanceCents: before.balanceCents - transferCents, frozenCents: before.frozenCents });
    const done = (await refundsOf(buyer.token, orderNo))[0]!;
    expect(done).toMatchObject({ status: 'succeeded', payoutNo: asked.body.data.payoutNo });
    expect(done.whereLabel).toContain('已退回买家银行账户');
    await watch.check();
  });

  it('goes out at once to a known account; a failed payout brings it back to waiting with the reason; a cancelled one too', async () => {
    const buyer = await verifiedBuyer('rp_known', true);
    const { orderNo, transferCents, created } = await transferRefund(buyer);
    expect(created[0]).toMatchObject({ method: 'transfer', status: 'paying_out' });
    const payoutNo = created[0]!.payoutNo!;
    const payout = await db
      .selectFrom('payouts')
      .select(['id', 'purpose', 'reference', 'amountCents'])
      .where('payoutNo', '=', payoutNo)
      .executeTakeFirstOrThrow();
    expect(payout).toMatchObject({ purpose: 'refund', reference: `refund:${created[0]!.refundNo}` });
    expect(Number(payout.amountCents)).toBe(transferCents);

    await sendThrough(payout.id);
    const failed = await notifyPayout(await signedNotification(opA.token, payoutNo, 'failure', '收款账户已销户'));
    expect(failed.body.data.status).toBe('failed');
    const back = (await refundsOf(buyer.token, orderNo))[0]!;
    expect(back).toMatchObject({ status: 'awaiting_payout', payoutRequestable: true, failureReason: '收款账户已销户' });
    expect((await depositAmounts(db, buyer.id)).frozenCents).toBe(0);

    const retry = await toBank(buyer.token, back.refundNo, account());
    expect(retry.body.code, retry.body.msg).toBe(0);
    expect((await refundsOf(buyer.token, orderNo))[0]).toMatchObject({ status: 'paying_out', failureReason: null });
    const cancelled = await post<Payout>('/api/member/payout_cancel', buyer.token, { payoutNo: retry.body.data.payoutNo });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await refundsOf(buyer.token, orderNo))[0]).toMatchObject({ status: 'awaiting_payout', payoutRequestable: true });
    expect((await depositAmounts(db, buyer.id)).frozenCents).toBe(0);
    await watch.check();
  });

  it('the T+7 delay on sale proceeds never blocks a refund: a buyer who also sells, with recent proceeds, gets it sent at once', async () => {
    const buyer = await verifiedBuyer('rp_t7', true);
    await db.transaction().execute(async (trx) => {
      await credit(trx, buyer.id, 2_000_000, { reference: 'test:sale', idempotencyKey: 'rp-t7-release', kind: 'sale_release' });
      await moneyIn(trx, 2_000_000, { reference: 'test:sale', idempotencyKey: `rp-t7-release-${buyer.id}`, memo: '测试货款' });
    });
    await db
      .transaction()
      .execute((trx) => spendFromDeposit(trx, buyer.id, 2_900_000, { reference: 'test:spend', idempotencyKey: 'rp-t7-spend', kind: 'payment' }));
    const { created } = await transferRefund(buyer);
    expect(created[0]).toMatchObject({ method: 'transfer', status: 'paying_out' });
    await post('/api/member/payout_cancel', buyer.token, { payoutNo: created[0]!.payoutNo! });
    await watch.check();
  });

  it('a rejected batch and a hand-paid failure bring the refund back to waiting; the bank serial number records it paid', async () => {
    const buyer = await verifiedBuyer('rp_rej', true);
    const { orderNo, created } = await transferRefund(buyer);
    const first = await db.selectFrom('payouts').select('id').where('payoutNo', '=', created[0]!.payoutNo!).executeTakeFirstOrThrow();
    const batch = await prepare(opA.token, [first.id]);
    const rejected = await post('/api/admin/payout_batch_reject', opB.token, { batchNo: batch.body.data.batchNo, reason: '收款账户需核实' });
    expect(rejected.body.code, rejected.body.msg).toBe(0);
    expect((await refundsOf(buyer.token, orderNo))[0]).toMatchObject({ status: 'awaiting_payout', failureReason: '平台审核未通过：收款账户需核实' });

    const again = await toBank(buyer.token, created[0]!.refundNo, account());
    const second = await prepare(opA.token, [again.body.data.id]);
    expect((await approve(opB.token, second.body.data.batchNo)).body.code).toBe(0);
    expect((await post('/api/admin/payout_batch_hand_paid', opA.token, { batchNo: second.body.data.batchNo })).body.code).toBe(0);
    const failed = await post('/api/admin/payout_hand_paid_result', opB.token, {
      payoutNo: again.body.data.payoutNo,
      outcome: 'failed',
      reason: '银行退回：账号不存在',
    });
    expect(failed.body.code, failed.body.msg).toBe(0);
    expect((await refundsOf(buyer.token, orderNo))[0]).toMatchObject({ status: 'awaiting_payout', failureReason: '银行退回：账号不存在' });

    const third = await toBank(buyer.token, created[0]!.refundNo, account());
    const batch3 = await prepare(opA.token, [third.body.data.id]);
    expect((await approve(opB.token, batch3.body.data.batchNo)).body.code).toBe(0);
    expect((await post('/api/admin/payout_batch_hand_paid', opB.token, { batchNo: batch3.body.data.batchNo })).body.code).toBe(0);
    const paid = await post('/api/admin/payout_hand_paid_result', opB.token, {
      payoutNo: third.body.data.payoutNo,
      outcome: 'paid',
      bankSerialNo: `RP${Date.now()}`,
    });
    expect(paid.body.code, paid.body.msg).toBe(0);
    expect((await refundsOf(buyer.token, orderNo))[0]).toMatchObject({ status: 'succeeded', payoutNo: third.body.data.payoutNo });
    await watch.check();
  });

  it('a refund of another method cannot be sent to a bank account', async () => {
    const buyer = await verifiedBuyer('rp_dep');
    const order = await submittedOrder(buyer.token, goods.goodsId);
    expect((await pay(buyer.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents })).body.code).toBe(0);
    const refunded = await call<{ created: Refund[] }>('/api/order_partial_refund', {
      method: 'POST',
      token: seller,
      body: { orderNo: order.orderNo, amountCents: 100, reason: '少发一瓶' },
      headers: { 'Idempotency-Key': key() },
    });
    expect(refunded.body.data.created[0]).toMatchObject({ method: 'deposit', status: 'succeeded', payoutRequestable: false });
    expect((await toBank(buyer.token, refunded.body.data.created[0]!.refundNo, account())).body.code).toBe(ErrorCode.REFUND_TRANSITION_INVALID);
    await watch.check();
  });
});
