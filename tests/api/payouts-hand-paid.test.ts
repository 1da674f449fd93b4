import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { movementsOf } from '@/lib/server/treasury/ledger';
import { fileDb, freshMember, ledgerWatch, post, seedDeposit, type FreshMember } from './kit';
import {
  approve,
  batchDetail,
  collectingAccount,
  notifyPayout,
  prepare,
  requestPayout,
  sentPayout,
  signedNotification,
  verifiedMember,
  type Batch,
  type Payout,
} from './payouts-helpers';

/*
 * Batches paid by hand (docs/decisions/0139-transfer-refunds-and-hand-paid-payouts.md):
 * an operator pays the approved batch's bank-transfer file in the bank's
 * portal, marks the batch, and records each payout paid (the bank's serial
 * number) or failed (the reason) — settled exactly as a provider's
 * notification would, audited, once.
 */

const db = fileDb();
const watch = ledgerWatch(db);
const HOLDER = '宁波人工打款化工有限公司';
let seller: FreshMember;
let accountId: number;
let opA: FreshMember;
let opB: FreshMember;

beforeAll(async () => {
  seller = await verifiedMember(db, 'hp_s', { seller: true }, HOLDER);
  accountId = await collectingAccount(seller.token, HOLDER);
  await seedDeposit(db, seller.id, 5_000_000, 'hp-seed');
  watch.add(seller.id);
  [opA, opB] = (await Promise.all([1, 2].map((i) => freshMember(db, `hp_op${i}`, { operator: true }, { displayName: `人工运营${i}` })))) as [
    FreshMember,
    FreshMember,
  ];
});

const handPaid = (operator: string, batchNo: string) => post<Batch>('/api/admin/payout_batch_hand_paid', operator, { batchNo });
const result = (operator: string, body: object) =>
  post<{ payoutNo: string; status: string; repeated: boolean }>('/api/admin/payout_hand_paid_result', operator, body);

/** Two payouts requested, batched by A and approved by B: ready for the bank. */
async function approvedBatch(amounts: number[]): Promise<{ batchNo: string; payouts: Payout[] }> {
  const payouts: Payout[] = [];
  for (const amountCents of amounts) {
    const requested = await requestPayout(seller.token, { amountCents, collectingAccountId: accountId });
    expect(requested.body.code, requested.body.msg).toBe(0);
    payouts.push(requested.body.data);
  }
  const batch = await prepare(
    opA.token,
    payouts.map((p) => p.id),
  );
  expect((await approve(opB.token, batch.body.data.batchNo)).body.code).toBe(0);
  return { batchNo: batch.body.data.batchNo, payouts };
}

describe('payout batches paid by hand', () => {
  it('marks the batch, records one payout paid and one failed, once each; the money leaves or comes back', async () => {
    const { batchNo, payouts } = await approvedBatch([20_000, 30_000]);
    const [paid, failed] = payouts as [Payout, Payout];
    const before = await depositAmounts(db, seller.id);
    expect((await result(opB.token, { payoutNo: paid.payoutNo, outcome: 'paid', bankSerialNo: 'HP20261127001' })).body.code).toBe(
      ErrorCode.PAYOUT_NOT_HAND_PAID,
    );

    const marked = await handPaid(opB.token, batchNo);
    expect(marked.body.code, marked.body.msg).toBe(0);
    expect(marked.body.data.status).toBe('sent');
    expect((await handPaid(opB.token, batchNo)).body.code).toBe(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID);
    const detail = await batchDetail(opA.token, batchNo);
    expect(detail.body.data.payouts.map((p) => [p.status, (p as Payout & { handPaid: boolean }).handPaid])).toEqual([
      ['sending', true],
      ['sending', true],
    ]);

    const noSerial = await result(opB.token, { payoutNo: paid.payoutNo, outcome: 'paid' });
    expect(noSerial.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(noSerial.body.msg).toContain('流水号');
    expect((await result(opB.token, { payoutNo: failed.payoutNo, outcome: 'failed' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await result(opB.token, { payoutNo: paid.payoutNo, outcome: 'paid', bankSerialNo: '流水 1' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await result(seller.token, { payoutNo: paid.payoutNo, outcome: 'paid', bankSerialNo: 'HP20261127001' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);

    const ok = await result(opB.token, { payoutNo: paid.payoutNo, outcome: 'paid', bankSerialNo: 'HP20261127001' });
    expect(ok.body.data).toMatchObject({ status: 'paid', repeated: false });
    expect((await result(opA.token, { payoutNo: paid.payoutNo, outcome: 'paid', bankSerialNo: 'HP20261127001' })).body.data).toMatchObject({
      status: 'paid',
      repeated: true,
    });
    expect((await result(opA.token, { payoutNo: paid.payoutNo, outcome: 'failed', reason: '改口' })).body.code).toBe(ErrorCode.PAYOUT_TRANSITION_INVALID);
    // A provider's notification never settles a hand-paid payout.
    expect((await notifyPayout(await signedNotification(opA.token, failed.payoutNo, 'success'))).body.code).toBe(ErrorCode.PAYOUT_NOTIFY_INVALID);

    // One bank receipt backs one payout; money back to the member is not for the one who marked the batch paid.
    const reused = await result(opA.token, { payoutNo: failed.payoutNo, outcome: 'paid', bankSerialNo: 'HP20261127001' });
    expect(reused.body.code).toBe(ErrorCode.PAYOUT_TRANSITION_INVALID);
    expect(reused.body.msg).toContain(paid.payoutNo);
    expect((await result(opB.token, { payoutNo: failed.payoutNo, outcome: 'failed', reason: '户名与账号不符，银行退回' })).body.code).toBe(
      ErrorCode.PAYOUT_APPROVAL_REFUSED,
    );
    const no = await result(opA.token, { payoutNo: failed.payoutNo, outcome: 'failed', reason: '户名与账号不符，银行退回' });
    expect(no.body.data).toMatchObject({ status: 'failed', repeated: false });
    expect(await depositAmounts(db, seller.id)).toEqual({ balanceCents: before.balanceCents + 30_000, frozenCents: before.frozenCents - 50_000 });
    const mine = await post<{ list: Payout[] }>('/api/member/payout_list', seller.token, { page: 1, pageSize: 100 });
    const seen = new Map(mine.body.data.list.map((p) => [p.payoutNo, p]));
    expect(seen.get(paid.payoutNo)).toMatchObject({ status: 'paid' });
    expect(seen.get(failed.payoutNo)).toMatchObject({ status: 'failed', failureReason: '户名与账号不符，银行退回' });
    const out = await movementsOf(db, `payout:${paid.payoutNo}`);
    expect(out.map((m) => [m.account, Number(m.amountCents)])).toEqual([['outside', 20_000]]);

    const audit = await db
      .selectFrom('auditLog')
      .select(['action', 'operatorId', 'entityId'])
      .where('entity', 'in', ['payout', 'payout_batch'])
      .where('entityId', 'in', [batchNo, paid.payoutNo, failed.payoutNo])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.operatorId, a.entityId])).toEqual([
      ['payout_batch.prepare', opA.id, batchNo],
      ['payout_batch.approve', opB.id, batchNo],
      ['payout_batch.hand_paid', opB.id, batchNo],
      ['payout.hand_paid_result', opB.id, paid.payoutNo],
      ['payout.hand_paid_result', opA.id, failed.payoutNo],
    ]);
    await watch.check();
  });

  it('a payout the provider sent is settled only by its notification; an operator paid by it cannot record it', async () => {
    const sent = await sentPayout(seller, accountId, 10_000, opA.token, opB.token);
    const refused = await result(opA.token, { payoutNo: sent.payoutNo, outcome: 'paid', bankSerialNo: 'HP20261127009' });
    expect(refused.body.code).toBe(ErrorCode.PAYOUT_NOT_HAND_PAID);
    expect(refused.body.msg).toContain('打款机构');
    await notifyPayout(await signedNotification(opA.token, sent.payoutNo, 'success'));

    const payee = await verifiedMember(db, 'hp_self', { seller: true, operator: true }, HOLDER);
    const payeeAccount = await collectingAccount(payee.token, HOLDER);
    await seedDeposit(db, payee.id, 100_000, 'hp-self');
    watch.add(payee.id);
    const own = await requestPayout(payee.token, { amountCents: 10_000, collectingAccountId: payeeAccount });
    const batch = await prepare(opA.token, [own.body.data.id]);
    expect((await approve(opB.token, batch.body.data.batchNo)).body.code).toBe(0);
    expect((await handPaid(opA.token, batch.body.data.batchNo)).body.code).toBe(0);
    expect((await result(payee.token, { payoutNo: own.body.data.payoutNo, outcome: 'paid', bankSerialNo: 'HP20261127010' })).body.code).toBe(
      ErrorCode.PAYOUT_APPROVAL_REFUSED,
    );
    expect((await result(opA.token, { payoutNo: own.body.data.payoutNo, outcome: 'paid', bankSerialNo: 'HP20261127010' })).body.data.status).toBe('paid');
    await watch.check();
  });
});
