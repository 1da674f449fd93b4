import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { depositAmounts, ledgerSums } from '@/lib/server/deposit/ledger';
import { call, testDb } from './helpers';
import { key, newSlip, uploadProof } from './money-helpers';
import { freshMember, post, seedDeposit, spendFromDeposit, TEACHER } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Recharge = { id: number; rechargeNo: string; status: string; amountCents: number; paymentUrl: string | null };
type Info = { balanceCents: number; frozenCents: number; pendingRechargeCents: number };
type Record = { list: { kind: string; amountCents: number; balanceAfterCents: number; reference: string; referenceLabel: string }[]; total: number };
type Checkout = { recharge: Recharge; notifications: { success: object; failure: object } | null };

const info = async (token: string) => (await post<Info>('/api/member/deposit/info', token, {})).body.data;

async function expectLedgerEqualsAccount(memberId: number) {
  expect(await ledgerSums(db, memberId)).toEqual(await depositAmounts(db, memberId));
}

async function onlineRecharge(token: string, amountCents: number): Promise<Checkout> {
  const created = await post<Recharge>('/api/member/recharge', token, { method: 'online', amountCents, idempotencyKey: key() });
  expect(created.body.code, created.body.msg).toBe(0);
  const checkout = await post<Checkout>('/api/payment/dev_checkout', token, { tradeNo: created.body.data.rechargeNo });
  expect(checkout.body.code, checkout.body.msg).toBe(0);
  return checkout.body.data;
}

describe('deposit: the ledger is the truth', () => {
  it('a new member has nothing, and an empty record', async () => {
    const m = await freshMember(db, 'dep', { buyer: true }, TEACHER);
    expect(await info(m.token)).toEqual({ balanceCents: 0, frozenCents: 0, pendingRechargeCents: 0 });
    expect((await post<Record>('/api/member/deposit/record', m.token, {})).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('50 parallel debits against one balance never overspend, and the ledger sums to the balance', async () => {
    const m = await freshMember(db, 'dep50', { buyer: true }, TEACHER);
    await seedDeposit(db, m.id, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => db.transaction().execute((trx) => spendFromDeposit(trx, m.id, 300, { reference: `order:P${i}`, idempotencyKey: `p${i}` }))),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    expect(succeeded).toBe(33);
    const refusals = results.flatMap((r) =>
      r.status === 'rejected' ? [String((r.reason as { code?: number; message?: string }).code ?? (r.reason as Error).message)] : [],
    );
    expect(new Set(refusals)).toEqual(new Set(['7002']));
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 100, frozenCents: 0 });
    await expectLedgerEqualsAccount(m.id);
    const record = (await post<Record>('/api/member/deposit/record', m.token, { kind: 'payment', pageSize: 100 })).body.data;
    expect(record.total).toBe(33);
    expect(record.list.map((e) => e.balanceAfterCents).sort((a, b) => a - b)[0]).toBe(100);
  });

  it('filters the record by kind and Beijing days, and refuses a bad filter clearly', async () => {
    const m = await freshMember(db, 'depf', { buyer: true }, TEACHER);
    await seedDeposit(db, m.id, 1_000, 'a');
    await db.transaction().execute((trx) => spendFromDeposit(trx, m.id, 400, { reference: 'order:Q1', idempotencyKey: 'b' }));
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await post<Record>('/api/member/deposit/record', m.token, { from: today, to: today })).body.data.total).toBe(2);
    expect((await post<Record>('/api/member/deposit/record', m.token, { kind: 'recharge' })).body.data.total).toBe(1);
    expect((await post<Record>('/api/member/deposit/record', m.token, { from: '2000-01-01', to: '2000-01-02' })).body.data.total).toBe(0);
    const bad = await post('/api/member/deposit/record', m.token, { from: '2026-02-30x' });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.body.msg).toContain('开始日期');
    expect((await post('/api/member/deposit/record', m.token, { kind: 'bonus' })).body.msg).toContain('资金类型不正确');
  });

  it('shows a member only their own ledger rows', async () => {
    const [a, b] = [await freshMember(db, 'depa', { buyer: true }, TEACHER), await freshMember(db, 'depb', { buyer: true }, TEACHER)];
    await seedDeposit(db, a.id, 777, 'own');
    expect((await post<Record>('/api/member/deposit/record', b.token, {})).body.data.total).toBe(0);
    expect((await info(b.token)).balanceCents).toBe(0);
    expect((await info(a.token)).balanceCents).toBe(777);
  });
});

describe('recharge: validation', () => {
  it('refuses bad amounts, a missing key and an offline recharge without its proof, in Chinese', async () => {
    const m = await freshMember(db, 'rcv', { buyer: true }, TEACHER);
    const AMOUNT_RANGE = '金额须为 1 到 1,000,000,000 之间的整数（单位：分）';
    const cases: [object, string][] = [
      [{ method: 'online', amountCents: 0, idempotencyKey: key() }, AMOUNT_RANGE],
      [{ method: 'online', amountCents: -100, idempotencyKey: key() }, AMOUNT_RANGE],
      [{ method: 'online', amountCents: 12.5, idempotencyKey: key() }, AMOUNT_RANGE],
      [{ method: 'online', amountCents: 1e12, idempotencyKey: key() }, AMOUNT_RANGE],
      [{ method: 'online', amountCents: 100 }, '幂等键'],
      [{ method: 'online', amountCents: 100, idempotencyKey: 'short' }, '幂等键'],
      [{ method: 'offline', amountCents: 100, idempotencyKey: key() }, '转账凭证'],
      [{ method: 'cash', amountCents: 100, idempotencyKey: key() }, '充值方式'],
    ];
    for (const [body, text] of cases) {
      const { body: answer } = await post('/api/member/recharge', m.token, body);
      expect({ code: answer.code, body }).toEqual({ code: ErrorCode.VALIDATION_FAILED, body });
      expect(answer.msg).toContain(text);
    }
    expect((await post<Recharge[]>('/api/member/recharge/list', m.token, {})).body.data).toMatchObject({ total: 0 });
  });
});

describe('recharge online through the development provider', () => {
  it('credits once although the signed notification arrives twice (also in parallel)', async () => {
    const m = await freshMember(db, 'rco', { buyer: true }, TEACHER);
    const checkout = await onlineRecharge(m.token, 12_345);
    expect(checkout.recharge).toMatchObject({ status: 'pending', amountCents: 12_345 });
    expect(checkout.recharge.paymentUrl).toBe(`/payment?tradeNo=${checkout.recharge.rechargeNo}`);
    const success = checkout.notifications!.success;
    const answers = await Promise.all([post('/api/payment/notify', undefined, success), post('/api/payment/notify', undefined, success)]);
    for (const a of answers) expect(a.body).toMatchObject({ code: 0, data: { status: 'paid' } });
    expect((await post('/api/payment/notify', undefined, success)).body).toMatchObject({ code: 0, data: { status: 'paid' } });
    expect(await info(m.token)).toMatchObject({ balanceCents: 12_345 });
    const record = (await post<Record>('/api/member/deposit/record', m.token, {})).body.data;
    expect(record.list).toEqual([
      expect.objectContaining({ kind: 'recharge', amountCents: 12_345, balanceAfterCents: 12_345, referenceLabel: `充值单 ${checkout.recharge.rechargeNo}` }),
    ]);
    // The failure notice of a paid recharge contradicts it: refused, nothing moves.
    expect((await post('/api/payment/notify', undefined, checkout.notifications!.failure)).body.code).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
    await expectLedgerEqualsAccount(m.id);
    expect((await post<Checkout>('/api/payment/dev_checkout', m.token, { tradeNo: checkout.recharge.rechargeNo })).body.data).toMatchObject({
      recharge: { status: 'paid' },
      notifications: null,
    });
  });

  it('refuses a tampered or forged notification, and a failed payment moves nothing', async () => {
    const m = await freshMember(db, 'rcf', { buyer: true }, TEACHER);
    const checkout = await onlineRecharge(m.token, 5_000);
    const success = checkout.notifications!.success as { amountCents: number; signature: string };
    expect((await post('/api/payment/notify', undefined, { ...success, amountCents: 5_000_000 })).body.code).toBe(ErrorCode.PAYMENT_NOTIFY_INVALID);
    expect((await post('/api/payment/notify', undefined, { ...success, signature: 'f'.repeat(64) })).body.code).toBe(ErrorCode.PAYMENT_NOTIFY_INVALID);
    // Online payment is on: a notification that names no provider of ours, or is no notification at all, is invalid (7008), not "unavailable".
    expect((await post('/api/payment/notify', undefined, { provider: 'alipay', tradeNo: 'R000001' })).body.code).toBe(ErrorCode.PAYMENT_NOTIFY_INVALID);
    for (const malformed of [{}, { tradeNo: 'R000001' }, [1, 2], 'paid', 42, null]) {
      expect((await post('/api/payment/notify', undefined, malformed as object)).body.code, JSON.stringify(malformed)).toBe(ErrorCode.PAYMENT_NOTIFY_INVALID);
    }
    expect((await call('/api/payment/notify', { method: 'POST', rawBody: '{"provider":' })).body.code).toBe(ErrorCode.MALFORMED_BODY);
    expect((await post('/api/payment/notify', undefined, checkout.notifications!.failure)).body).toMatchObject({ code: 0, data: { status: 'failed' } });
    expect((await post('/api/payment/notify', undefined, success)).body.code).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
    expect(await info(m.token)).toMatchObject({ balanceCents: 0 });
  });

  it('the same idempotency key creates one recharge; reused for another amount it is refused', async () => {
    const m = await freshMember(db, 'rck', { buyer: true }, TEACHER);
    const k = key();
    const [first, second] = await Promise.all([
      post<Recharge>('/api/member/recharge', m.token, { method: 'online', amountCents: 800, idempotencyKey: k }),
      post<Recharge>('/api/member/recharge', m.token, { method: 'online', amountCents: 800, idempotencyKey: k }),
    ]);
    expect(first.body.code, first.body.msg).toBe(0);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await post('/api/member/recharge', m.token, { method: 'online', amountCents: 900, idempotencyKey: k })).body.code).toBe(
      ErrorCode.IDEMPOTENCY_KEY_REUSED,
    );
    expect((await post<{ total: number }>('/api/member/recharge/list', m.token, {})).body.data.total).toBe(1);
  });

  it("another member's recharge is not found at checkout", async () => {
    const [a, b] = [await freshMember(db, 'rca', { buyer: true }, TEACHER), await freshMember(db, 'rcb', { buyer: true }, TEACHER)];
    const checkout = await onlineRecharge(a.token, 100);
    expect((await post('/api/payment/dev_checkout', b.token, { tradeNo: checkout.recharge.rechargeNo })).body.code).toBe(ErrorCode.RECHARGE_NOT_FOUND);
    expect((await post<{ total: number }>('/api/member/recharge/list', b.token, {})).body.data.total).toBe(0);
  });
});

describe('recharge offline: the operator confirms or rejects', () => {
  let operator: { token: string; id: number };
  beforeAll(async () => {
    operator = await freshMember(db, 'op', { buyer: true, operator: true }, TEACHER);
  });

  async function offline(token: string, amountCents: number): Promise<Recharge> {
    const proofUploadId = await uploadProof(token);
    const { body } = await post<Recharge>('/api/member/recharge', token, {
      method: 'offline',
      amountCents,
      idempotencyKey: key(),
      proofUploadId,
      payerName: '王老师',
    });
    expect(body.code, body.msg).toBe(0);
    return body.data;
  }

  it('a confirmed transfer is credited once, even when confirmed twice in parallel, and audited', async () => {
    const m = await freshMember(db, 'rcx', { buyer: true }, TEACHER);
    const recharge = await offline(m.token, 50_000);
    expect(recharge).toMatchObject({ status: 'pending', paymentUrl: null });
    expect(await info(m.token)).toEqual({ balanceCents: 0, frozenCents: 0, pendingRechargeCents: 50_000 });
    const listed = await call<{ list: { id: number; memberAccount: string; proofUrl: string }[] }>('/api/admin/recharges', {
      token: operator.token,
      query: { status: 'pending', pageSize: 100 },
    });
    expect(listed.body.data.list.find((r) => r.id === recharge.id)).toMatchObject({
      memberAccount: m.username,
      proofUrl: expect.stringMatching(/^\/files\/\d+$/),
    });

    const answers = await Promise.all([
      post<Recharge>('/api/admin/recharge_confirm', operator.token, { id: recharge.id }),
      post<Recharge>('/api/admin/recharge_confirm', operator.token, { id: recharge.id }),
    ]);
    for (const a of answers) expect(a.body).toMatchObject({ code: 0, data: { status: 'paid' } });
    expect((await post<Recharge>('/api/admin/recharge_confirm', operator.token, { id: recharge.id })).body.data.status).toBe('paid');
    expect(await info(m.token)).toEqual({ balanceCents: 50_000, frozenCents: 0, pendingRechargeCents: 0 });
    await expectLedgerEqualsAccount(m.id);
    const audits = await db.selectFrom('auditLog').selectAll().where('entity', '=', 'recharge').where('entityId', '=', String(recharge.id)).execute();
    expect(audits.map((a) => a.action)).toEqual(['recharge.confirm']);
    expect((await post('/api/admin/recharge_reject', operator.token, { id: recharge.id, reason: '重复' })).body.code).toBe(
      ErrorCode.RECHARGE_TRANSITION_INVALID,
    );
  });

  it('a rejection needs a reason, moves nothing, and the member sees why', async () => {
    const m = await freshMember(db, 'rcr', { buyer: true }, TEACHER);
    const recharge = await offline(m.token, 20_000);
    const noReason = await post('/api/admin/recharge_reject', operator.token, { id: recharge.id });
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(noReason.body.msg).toContain('驳回原因');
    expect((await post('/api/admin/recharge_reject', operator.token, { id: recharge.id, reason: '未查到该笔转账' })).body).toMatchObject({
      code: 0,
      data: { status: 'rejected' },
    });
    expect((await post('/api/admin/recharge_confirm', operator.token, { id: recharge.id })).body.code).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
    const mine = (await post<{ list: { rejectReason: string }[] }>('/api/member/recharge/list', m.token, {})).body.data.list;
    expect(mine[0]!.rejectReason).toBe('未查到该笔转账');
    expect(await info(m.token)).toEqual({ balanceCents: 0, frozenCents: 0, pendingRechargeCents: 0 });
  });

  it('one transfer slip backs one recharge, whoever uploads it again; a rejected recharge frees it', async () => {
    const [a, b] = [await freshMember(db, 'rsa', { buyer: true }, TEACHER), await freshMember(db, 'rsb', { buyer: true }, TEACHER)];
    const slip = newSlip();
    const first = await post<Recharge>('/api/member/recharge', a.token, {
      method: 'offline',
      amountCents: 10_000,
      idempotencyKey: key(),
      proofUploadId: await uploadProof(a.token, slip),
    });
    expect(first.body.code, first.body.msg).toBe(0);
    for (const member of [a, b]) {
      const again = await post('/api/member/recharge', member.token, {
        method: 'offline',
        amountCents: 10_000,
        idempotencyKey: key(),
        proofUploadId: await uploadProof(member.token, slip),
      });
      expect(again.body.code).toBe(ErrorCode.RECHARGE_PROOF_INVALID);
      expect(again.body.msg).toContain(`已用于充值单 ${first.body.data.rechargeNo}`);
    }
    expect((await post('/api/admin/recharge_reject', operator.token, { id: first.body.data.id, reason: '未查到该笔转账' })).body.code).toBe(0);
    const afterRejection = await post('/api/member/recharge', b.token, {
      method: 'offline',
      amountCents: 10_000,
      idempotencyKey: key(),
      proofUploadId: await uploadProof(b.token, slip),
    });
    expect(afterRejection.body.code, afterRejection.body.msg).toBe(0);
  });

  it("an operator's own transfer waits for another operator", async () => {
    const own = await offline(operator.token, 30_000);
    const answer = await post('/api/admin/recharge_confirm', operator.token, { id: own.id });
    expect(answer.body.code).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
    expect(answer.body.msg).toContain('不能处理自己的充值单');
    const other = await freshMember(db, 'op2', { buyer: true, operator: true }, TEACHER);
    expect((await post<Recharge>('/api/admin/recharge_confirm', other.token, { id: own.id })).body).toMatchObject({ code: 0, data: { status: 'paid' } });
  });

  it("refuses another member's upload as proof, and an unknown recharge", async () => {
    const [a, b] = [await freshMember(db, 'rpa', { buyer: true }, TEACHER), await freshMember(db, 'rpb', { buyer: true }, TEACHER)];
    const proofUploadId = await uploadProof(a.token);
    expect((await post('/api/member/recharge', b.token, { method: 'offline', amountCents: 100, idempotencyKey: key(), proofUploadId })).body.code).toBe(
      ErrorCode.RECHARGE_PROOF_INVALID,
    );
    expect((await post('/api/admin/recharge_confirm', operator.token, { id: 2_000_000_000 })).body.code).toBe(ErrorCode.RECHARGE_NOT_FOUND);
  });

  it('refuses the operator calls to members (3012) and to visitors (10)', async () => {
    const m = await freshMember(db, 'rcm', { buyer: true }, TEACHER);
    const calls: [string, 'GET' | 'POST'][] = [
      ['/api/admin/recharges', 'GET'],
      ['/api/admin/recharge_confirm', 'POST'],
      ['/api/admin/recharge_reject', 'POST'],
      ['/api/admin/vouchers', 'GET'],
      ['/api/admin/voucher_create', 'POST'],
      ['/api/admin/voucher_issue', 'POST'],
      ['/api/admin/voucher_generate', 'POST'],
      ['/api/admin/voucher_codes', 'GET'],
    ];
    for (const [path, method] of calls) {
      const body = method === 'POST' ? { id: 1, reason: '测试', batchId: 1, count: 1 } : undefined;
      expect({ path, code: (await call(path, { method, token: m.token, body })).body.code }).toEqual({ path, code: ErrorCode.ROLE_FORBIDDEN });
      expect({ path, code: (await call(path, { method, body })).body.code }).toEqual({ path, code: 10 });
    }
  });
});
