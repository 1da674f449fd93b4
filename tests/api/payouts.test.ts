import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { requestRefundPayout } from '@/lib/server/payouts/service';
import { movementsOf } from '@/lib/server/treasury/ledger';
import { runPayoutSchedules } from '@/lib/server/workflows/payout-requests';
import { isoWeekday } from '@/lib/server/payouts/schedule-rules';
import { chinaToday } from '@/lib/shared/china-day';
import { call, url } from './helpers';
import { fileDb, freshMember, ledgerWatch, post, seedDeposit, type FreshMember } from './kit';
import {
  approve,
  batchDetail,
  collectingAccount,
  corporateNumber,
  key,
  notifyPayout,
  payoutOf,
  prepare,
  requestPayout,
  requestWithdrawal,
  send,
  sentPayout,
  signedNotification,
  verifiedMember,
  type Payout,
} from './payouts-helpers';

const db = fileDb();
const watch = ledgerWatch(db);
const HOLDER = '上海测试化工有限公司';

let seller: FreshMember;
let accountId: number;
let opA: FreshMember;
let opB: FreshMember;
let opC: FreshMember;

beforeAll(async () => {
  seller = await verifiedMember(db, 'po_s', { seller: true }, HOLDER);
  accountId = await collectingAccount(seller.token, HOLDER);
  await seedDeposit(db, seller.id, 20_000_000, 'po-seed');
  [opA, opB, opC] = (await Promise.all([1, 2, 3].map((i) => freshMember(db, `po_op${i}`, { operator: true }, { displayName: `运营${i}` })))) as [
    FreshMember,
    FreshMember,
    FreshMember,
  ];
  watch.add(seller.id);
});

const ledgerOf = (memberId: number, payoutNo: string) =>
  db
    .selectFrom('depositLedger')
    .select(['kind', 'amountCents', 'frozenDeltaCents'])
    .where('memberId', '=', memberId)
    .where('reference', '=', `payout:${payoutNo}`)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ kind: r.kind, amountCents: Number(r.amountCents), frozenDeltaCents: Number(r.frozenDeltaCents) })));

describe('payout requests', () => {
  it('refuses a request without Idempotency-Key, below the minimum, beyond the withdrawable amount, or to an account in another name', async () => {
    const keyless = await requestPayout(seller.token, { amountCents: 20_000, collectingAccountId: accountId }, null);
    expect(keyless.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(keyless.body.msg).toContain('idempotencyKey');
    expect((await requestPayout(seller.token, { amountCents: 9_999, collectingAccountId: accountId })).body.code).toBe(ErrorCode.PAYOUT_BELOW_MINIMUM);
    const beyond = await requestPayout(seller.token, { amountCents: 20_000_001, collectingAccountId: accountId });
    expect(beyond.body.code).toBe(ErrorCode.WITHDRAWAL_EXCEEDS_AVAILABLE);
    const other = await collectingAccount(seller.token, '别人的公司');
    const mismatch = await requestPayout(seller.token, { amountCents: 20_000, collectingAccountId: other });
    expect(mismatch.body.code).toBe(ErrorCode.PAYOUT_ACCOUNT_HOLDER_MISMATCH);
    expect(mismatch.body.msg).toContain(HOLDER);
    const unverified = await freshMember(db, 'po_unv', { seller: true });
    const account = await collectingAccount(unverified.token, HOLDER);
    await seedDeposit(db, unverified.id, 50_000, 'po-unv');
    watch.add(unverified.id);
    const refused = await requestPayout(unverified.token, { amountCents: 20_000, collectingAccountId: account });
    expect(refused.body.code).toBe(ErrorCode.PAYOUT_NOT_VERIFIED);
    expect(refused.body.msg).toContain('营业执照');
    expect(await depositAmounts(db, seller.id)).toEqual({ balanceCents: 20_000_000, frozenCents: 0 });
  });

  it('one Idempotency-Key sent five times at once moves the money once and answers the same payout', async () => {
    const k = key();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => requestPayout(seller.token, { amountCents: 30_000, collectingAccountId: accountId }, k)));
    for (const a of answers) expect(a.body.code, a.body.msg).toBe(0);
    const numbers = new Set(answers.map((a) => a.body.data.payoutNo));
    expect(numbers.size).toBe(1);
    expect(answers.filter((a) => !a.body.data.repeated)).toHaveLength(1);
    const payoutNo = answers[0]!.body.data.payoutNo;
    expect(payoutNo).toMatch(/^PO\d{14}$/);
    expect(await ledgerOf(seller.id, payoutNo)).toEqual([{ kind: 'withdrawal_hold', amountCents: -30_000, frozenDeltaCents: 30_000 }]);
    expect((await requestPayout(seller.token, { amountCents: 30_001, collectingAccountId: accountId }, k)).body.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    // Cancelled: the money is available again; cancelling twice answers the same.
    const cancelled = await post<Payout>('/api/member/payout_cancel', seller.token, { payoutNo });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', statusLabel: '已撤销' });
    expect((await post<Payout>('/api/member/payout_cancel', seller.token, { payoutNo })).body.data.status).toBe('cancelled');
    expect(await ledgerOf(seller.id, payoutNo)).toEqual([
      { kind: 'withdrawal_hold', amountCents: -30_000, frozenDeltaCents: 30_000 },
      { kind: 'withdrawal_release', amountCents: 30_000, frozenDeltaCents: -30_000 },
    ]);
    await watch.check();
  });

  it('20 parallel requests against a withdrawable balance for 7: exactly 7 succeed', async () => {
    const s = await verifiedMember(db, 'po_race', { seller: true }, HOLDER);
    const account = await collectingAccount(s.token, HOLDER);
    await seedDeposit(db, s.id, 70_000, 'po-race');
    watch.add(s.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestPayout(s.token, { amountCents: 10_000, collectingAccountId: account })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(7);
    expect(codes.filter((c) => c === ErrorCode.WITHDRAWAL_EXCEEDS_AVAILABLE)).toHaveLength(13);
    expect(await depositAmounts(db, s.id)).toEqual({ balanceCents: 0, frozenCents: 70_000 });
    await watch.check();
  });

  it('another member gets "not found"; a buyer cannot use the seller calls', async () => {
    const { body } = await requestPayout(seller.token, { amountCents: 10_000, collectingAccountId: accountId });
    const stranger = await freshMember(db, 'po_x', { buyer: true, seller: true });
    expect((await post('/api/member/payout_cancel', stranger.token, { payoutNo: body.data.payoutNo })).body.code).toBe(ErrorCode.PAYOUT_NOT_FOUND);
    expect((await requestPayout(stranger.token, { amountCents: 10_000, collectingAccountId: accountId })).body.code).toBe(
      ErrorCode.COLLECTING_ACCOUNT_NOT_FOUND,
    );
    const buyer = await freshMember(db, 'po_b', { buyer: true });
    expect((await requestPayout(buyer.token, { amountCents: 10_000, collectingAccountId: accountId })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await post('/api/seller/payout_schedule_set', buyer.token, { kind: 'off' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await call('/api/admin/payouts', { token: seller.token })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    await post('/api/member/payout_cancel', seller.token, { payoutNo: body.data.payoutNo });
  });
});

describe('batches, approval and the provider', () => {
  it('above ¥50,000 two different operators approve; the preparer and a payee cannot; the bank file lists it; the notification pays it once', async () => {
    const requested = await requestPayout(seller.token, { amountCents: 6_000_000, collectingAccountId: accountId });
    expect(requested.body.code, requested.body.msg).toBe(0);
    const p = requested.body.data;
    const batch = await prepare(opA.token, [p.id]);
    expect(batch.body.data).toMatchObject({ status: 'pending', totalCents: 6_000_000, payoutCount: 1, approvalsNeeded: 2 });
    const batchNo = batch.body.data.batchNo;
    // Batched: the seller can no longer cancel it.
    expect((await post('/api/member/payout_cancel', seller.token, { payoutNo: p.payoutNo })).body.code).toBe(ErrorCode.PAYOUT_TRANSITION_INVALID);
    expect((await approve(opA.token, batchNo)).body.code).toBe(ErrorCode.PAYOUT_APPROVAL_REFUSED);
    expect((await call(`/api/admin/payout_batch_file`, { token: opA.token, query: { batchNo } })).body.code).toBe(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID);
    const first = await approve(opB.token, batchNo);
    expect(first.body.data).toMatchObject({ status: 'pending', approvals: [{ operatorId: opB.id }] });
    expect((await approve(opB.token, batchNo)).body.code).toBe(ErrorCode.PAYOUT_APPROVAL_REFUSED);
    expect((await send(opA.token, batchNo)).body.code).toBe(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID);
    expect((await approve(opC.token, batchNo)).body.data.status).toBe('approved');
    expect((await payoutOf(seller.token, p.payoutNo))?.status).toBe('approved');

    // The bank-transfer file: one row per payout and the total.
    const file = await fetch(url('/api/admin/payout_batch_file', { batchNo }), { headers: { cookie: `token=${opA.token}` } });
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file.arrayBuffer()) as ArrayBuffer);
    const sheet = book.getWorksheet('批量代付')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '序号',
      '收款账号',
      '收款户名',
      '收款银行',
      '开户行/支行',
      '金额(元)',
      '用途/附言',
      '对公/对私',
      '业务参考号',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      1,
      expect.stringMatching(/^3100\d+$/),
      HOLDER,
      '中国工商银行',
      '上海张江支行',
      60000,
      `货款提现 ${p.payoutNo}`,
      '对公',
      p.payoutNo,
    ]);
    expect(sheet.getRow(3).getCell(1).value).toBe('合计');
    expect(sheet.getRow(3).getCell(6).value).toBe(60000);

    const sent = await send(opA.token, batchNo);
    expect(sent.body.data).toMatchObject({ accepted: 1, refused: [], batch: { status: 'sent' } });
    expect((await payoutOf(seller.token, p.payoutNo))?.status).toBe('sending');

    // Forged: a changed amount breaks the signature; a made-up body is refused too. Nothing moves.
    const signed = await signedNotification(opA.token, p.payoutNo, 'success');
    const forged = JSON.stringify({ ...JSON.parse(signed), amountCents: 6_000_001 });
    expect((await notifyPayout(forged)).body.code).toBe(ErrorCode.PAYOUT_NOTIFY_INVALID);
    expect((await notifyPayout('{"provider":"dev","type":"payout"}')).body.code).toBe(ErrorCode.PAYOUT_NOTIFY_INVALID);
    expect((await notifyPayout('not json')).body.code).toBe(ErrorCode.PAYOUT_NOTIFY_INVALID);

    const before = await depositAmounts(db, seller.id);
    const paid = await notifyPayout(signed);
    expect(paid.body).toMatchObject({ code: 0, data: { payoutNo: p.payoutNo, status: 'paid', repeated: false } });
    const after = await depositAmounts(db, seller.id);
    expect(after).toEqual({ balanceCents: before.balanceCents, frozenCents: before.frozenCents - 6_000_000 });
    expect(await ledgerOf(seller.id, p.payoutNo)).toEqual([
      { kind: 'withdrawal_hold', amountCents: -6_000_000, frozenDeltaCents: 6_000_000 },
      { kind: 'withdrawal', amountCents: 0, frozenDeltaCents: -6_000_000 },
    ]);
    expect((await movementsOf(db, `payout:${p.payoutNo}`)).map((m) => [m.account, Number(m.amountCents)])).toEqual([['outside', 6_000_000]]);

    // The same notification again, and a failure after success: nothing moves.
    expect((await notifyPayout(signed)).body.data).toMatchObject({ status: 'paid', repeated: true });
    expect((await notifyPayout(await signedNotification(opA.token, p.payoutNo, 'failure'))).body.data).toMatchObject({ status: 'paid', repeated: true });
    expect(await depositAmounts(db, seller.id)).toEqual(after);
    expect((await payoutOf(seller.token, p.payoutNo))?.statusLabel).toBe('已到账');
    await watch.check();
  });

  it('a failed transfer returns the money with the reason the member sees', async () => {
    const p = await sentPayout(seller, accountId, 50_000, opA.token, opB.token);
    const before = await depositAmounts(db, seller.id);
    const failed = await notifyPayout(await signedNotification(opA.token, p.payoutNo, 'failure', '收款账号已销户'));
    expect(failed.body.data).toMatchObject({ status: 'failed', repeated: false });
    expect(await depositAmounts(db, seller.id)).toEqual({ balanceCents: before.balanceCents + 50_000, frozenCents: before.frozenCents - 50_000 });
    expect(await payoutOf(seller.token, p.payoutNo)).toMatchObject({ status: 'failed', failureReason: '收款账号已销户' });
    expect(await movementsOf(db, `payout:${p.payoutNo}`)).toEqual([]);
    expect((await notifyPayout(await signedNotification(opA.token, p.payoutNo, 'success'))).body.data).toMatchObject({ status: 'failed', repeated: true });
    await watch.check();
  });

  it('nobody approves a batch paying themselves; a rejected batch returns its payouts to the queue or refuses them with the money back', async () => {
    const payee = await verifiedMember(db, 'po_opself', { seller: true, operator: true }, HOLDER);
    const payeeAccount = await collectingAccount(payee.token, HOLDER);
    await seedDeposit(db, payee.id, 100_000, 'po-opself');
    watch.add(payee.id);
    const own = await requestPayout(payee.token, { amountCents: 20_000, collectingAccountId: payeeAccount });
    const batch = await prepare(opA.token, [own.body.data.id]);
    expect((await approve(payee.token, batch.body.data.batchNo)).body.code).toBe(ErrorCode.PAYOUT_APPROVAL_REFUSED);

    const queued = await post('/api/admin/payout_batch_reject', opB.token, { batchNo: batch.body.data.batchNo, reason: '核对中，下一批', returnToQueue: true });
    expect(queued.body.data).toMatchObject({ status: 'rejected', rejectReason: '核对中，下一批' });
    expect(await payoutOf(payee.token, own.body.data.payoutNo)).toMatchObject({ status: 'requested', batchNo: null });

    const again = await prepare(opA.token, [own.body.data.id]);
    const refused = await post('/api/admin/payout_batch_reject', opB.token, { batchNo: again.body.data.batchNo, reason: '收款账户存疑' });
    expect(refused.body.code, refused.body.msg).toBe(0);
    expect(await payoutOf(payee.token, own.body.data.payoutNo)).toMatchObject({ status: 'rejected', failureReason: '收款账户存疑' });
    expect(await depositAmounts(db, payee.id)).toEqual({ balanceCents: 100_000, frozenCents: 0 });
    expect((await approve(opC.token, again.body.data.batchNo)).body.code).toBe(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID);
    const audit = await db.selectFrom('auditLog').select('action').where('entityId', '=', again.body.data.batchNo).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['payout_batch.prepare', 'payout_batch.reject']);
    await watch.check();
  });
});

describe('buyers, refunds and schedules', () => {
  it('a buyer withdraws unspent deposit to an account in their verified name', async () => {
    const buyer = await verifiedMember(db, 'po_buy', { buyer: true }, '苏州测试贸易有限公司');
    await seedDeposit(db, buyer.id, 300_000, 'po-buy');
    watch.add(buyer.id);
    const account = { accountType: 'corporate', holder: '苏州测试贸易有限公司', bankCode: 'CMB', branch: '苏州分行', accountNumber: corporateNumber() };
    const wrong = await requestWithdrawal(buyer.token, { amountCents: 100_000, account: { ...account, holder: '张三' } });
    expect(wrong.body.code).toBe(ErrorCode.PAYOUT_ACCOUNT_HOLDER_MISMATCH);
    const badNumber = await requestWithdrawal(buyer.token, {
      amountCents: 100_000,
      account: { ...account, accountType: 'personal', accountNumber: '6222021234567890123' },
    });
    expect(badNumber.body.code).toBe(ErrorCode.PAYOUT_ACCOUNT_INVALID);
    const ok = await requestWithdrawal(buyer.token, { amountCents: 100_000, account });
    expect(ok.body.data).toMatchObject({ purpose: 'withdrawal', status: 'requested', account: { holder: '苏州测试贸易有限公司' } });
    expect(ok.body.data.account.maskedNumber).toContain('****');
    expect(await depositAmounts(db, buyer.id)).toEqual({ balanceCents: 200_000, frozenCents: 100_000 });
    await post('/api/member/payout_cancel', buyer.token, { payoutNo: ok.body.data.payoutNo });
    await watch.check();
  });

  it('requestRefundPayout pays a refund to the default account, or answers null without a usable one', async () => {
    const none = await freshMember(db, 'po_ref0', { buyer: true });
    expect(
      await db
        .transaction()
        .execute((trx) => requestRefundPayout(trx, { memberId: none.id, amountCents: 5_000, refundNo: 'RF999990', idempotencyKey: 'refund-x' })),
    ).toBeNull();
    const refund = await db
      .transaction()
      .execute((trx) => requestRefundPayout(trx, { memberId: seller.id, amountCents: 5_000, refundNo: 'RF999991', idempotencyKey: `refund-${key()}` }));
    expect(refund?.row).toMatchObject({ purpose: 'refund', amountCents: 5_000, status: 'requested', reference: 'refund:RF999991' });
    await post('/api/member/payout_cancel', seller.token, { payoutNo: refund!.row.payoutNo });
    await watch.check();
  });

  it('a weekly schedule due today pays the whole withdrawable amount once per period', async () => {
    const s = await verifiedMember(db, 'po_sched', { seller: true }, HOLDER);
    const account = await collectingAccount(s.token, HOLDER);
    await seedDeposit(db, s.id, 123_400, 'po-sched');
    watch.add(s.id);
    const weekday = isoWeekday(chinaToday());
    expect((await post('/api/seller/payout_schedule_set', s.token, { kind: 'weekly', weekday })).body.code).toBe(ErrorCode.PAYOUT_SCHEDULE_INVALID);
    expect((await post('/api/seller/payout_schedule_set', s.token, { kind: 'threshold', thresholdCents: 5_000, collectingAccountId: account })).body.code).toBe(
      ErrorCode.PAYOUT_BELOW_MINIMUM,
    );
    const set = await post<{ kind: string; description: string }>('/api/seller/payout_schedule_set', s.token, {
      kind: 'weekly',
      weekday,
      collectingAccountId: account,
    });
    expect(set.body.data.kind).toBe('weekly');
    await runPayoutSchedules(db);
    await runPayoutSchedules(db);
    const { body } = await post<{ list: Payout[] }>('/api/member/payout_list', s.token, { page: 1, pageSize: 10 });
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({ amountCents: 123_400, status: 'requested', purpose: 'seller_payout' });
    await post('/api/member/payout_cancel', s.token, { payoutNo: body.data.list[0]!.payoutNo });
    await runPayoutSchedules(db);
    expect((await post<{ total: number }>('/api/member/payout_list', s.token, { page: 1, pageSize: 10 })).body.data.total).toBe(1);
    await watch.check();
  });

  it('the batch page knows the development provider is serving', async () => {
    const requested = await requestPayout(seller.token, { amountCents: 10_000, collectingAccountId: accountId });
    const batch = await prepare(opA.token, [requested.body.data.id]);
    const detail = await batchDetail(opB.token, batch.body.data.batchNo);
    expect(detail.body.data).toMatchObject({
      devProvider: true,
      payoutCount: 1,
      payouts: [{ payoutNo: requested.body.data.payoutNo, member: { id: seller.id } }],
    });
    await post('/api/admin/payout_batch_reject', opB.token, { batchNo: batch.body.data.batchNo, reason: '测试结束，退回' });
  });
});
