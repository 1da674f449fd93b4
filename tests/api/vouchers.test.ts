import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
// Aliased: a function named use… reads as a React hook to the linter.
import { useVoucher as spendVoucher } from '@/lib/server/voucher/service';
import { call, memberIdOf, testDb, tokenFor } from './helpers';
import { freshMember, post, TEACHER } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Voucher = { id: number; code: string; status: string; faceValueCents: number; minOrderCents: number; scope: string };
type VoucherPage = { list: Voucher[]; total: number; counts: { usable: number; used: number; expired: number } };
type Check = { voucher: Voucher; redeemed: boolean; usableForAmount: boolean | null; reason: string | null };

const today = (plusDays = 0) => new Date(Date.now() + 8 * 3600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);
const codeOf = async (work: Promise<unknown>) =>
  work.then(
    () => 0,
    (e: unknown) => (e instanceof AppError ? e.code : -1),
  );

let operator: { token: string; id: number };
let batchId: number;

beforeAll(async () => {
  operator = await freshMember(db, 'vop', { buyer: true, operator: true }, TEACHER);
  const created = await post<{ id: number }>('/api/admin/voucher_create', operator.token, {
    title: '测试满减券',
    faceValueCents: 1_000,
    minOrderCents: 10_000,
    validFrom: today(-1),
    validUntil: today(30),
    scope: '全场通用',
  });
  expect(created.body.code, created.body.msg).toBe(0);
  batchId = created.body.data.id;
});

async function generate(count: number): Promise<string[]> {
  const { body } = await post<{ codes: string[] }>('/api/admin/voucher_generate', operator.token, { batchId, count });
  expect(body.code, body.msg).toBe(0);
  return body.data.codes;
}

describe('vouchers: operator batches', () => {
  it('validates a batch clearly', async () => {
    const bad = await post('/api/admin/voucher_create', operator.token, {
      title: '券',
      faceValueCents: 0,
      minOrderCents: 0,
      validFrom: today(),
      validUntil: today(-1),
      scope: '全场',
    });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const reversed = await post('/api/admin/voucher_create', operator.token, {
      title: '测试券',
      faceValueCents: 500,
      minOrderCents: 0,
      validFrom: today(),
      validUntil: today(-1),
      scope: '全场',
    });
    expect(reversed.body.msg).toContain('截止日期不能早于生效日期');
    expect((await post('/api/admin/voucher_generate', operator.token, { batchId, count: 501 })).body.msg).toContain('500');
    expect((await post('/api/admin/voucher_generate', operator.token, { batchId: 2_000_000_000, count: 1 })).body.code).toBe(ErrorCode.VOUCHER_BATCH_NOT_FOUND);
    expect((await post('/api/admin/voucher_issue', operator.token, { batchId, account: 'nobody_here_12345' })).body.code).toBe(
      ErrorCode.VOUCHER_RECIPIENT_NOT_FOUND,
    );
  });

  it('issues to a member by account, generates codes, counts them, and audits each action', async () => {
    const m = await freshMember(db, 'vis', { buyer: true }, TEACHER);
    const issued = await post<{ code: string }>('/api/admin/voucher_issue', operator.token, { batchId, account: m.username });
    expect(issued.body.code, issued.body.msg).toBe(0);
    const codes = await generate(3);
    expect(codes).toHaveLength(3);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    const mine = (await post<VoucherPage>('/api/member/voucher/index', m.token, {})).body.data;
    expect(mine.list.map((v) => v.code)).toEqual([issued.body.data.code]);
    expect(mine.counts).toEqual({ usable: 1, used: 0, expired: 0 });
    const batches = (
      await call<{ list: { id: number; codes: number; claimed: number }[] }>('/api/admin/vouchers', { token: operator.token, query: { pageSize: 100 } })
    ).body.data;
    expect(batches.list.find((b) => b.id === batchId)).toMatchObject({ codes: expect.any(Number), claimed: expect.any(Number) });
    const actions = await db.selectFrom('auditLog').select('action').where('entity', '=', 'voucher_batch').where('entityId', '=', String(batchId)).execute();
    expect(new Set(actions.map((a) => a.action))).toEqual(new Set(['voucher_batch.create', 'voucher.issue', 'voucher.generate']));
  });
});

describe('vouchers: members', () => {
  it('redeems a code once; checking it again only shows it; another member is told it does not exist', async () => {
    const [a, b] = [await freshMember(db, 'vra', { buyer: true }, TEACHER), await freshMember(db, 'vrb', { buyer: true }, TEACHER)];
    const [code] = await generate(1);
    const first = await post<Check>('/api/member/voucher/check', a.token, { code: ` ${code!.toLowerCase()} ` });
    expect(first.body).toMatchObject({
      code: 0,
      data: { redeemed: true, voucher: { code, status: 'usable', faceValueCents: 1_000, minOrderCents: 10_000, scope: '全场通用' } },
    });
    expect((await post<Check>('/api/member/voucher/check', a.token, { code })).body.data.redeemed).toBe(false);
    const other = await post('/api/member/voucher/check', b.token, { code });
    expect(other.body.code).toBe(ErrorCode.VOUCHER_NOT_FOUND);
    expect((await post<VoucherPage>('/api/member/voucher/index', b.token, {})).body.data.total).toBe(0);
    const amount = (await post<Check>('/api/member/voucher/check', a.token, { code, orderAmountCents: 5_000 })).body.data;
    expect(amount).toMatchObject({ usableForAmount: false, reason: expect.stringContaining('才能使用') });
    expect((await post('/api/member/voucher/check', a.token, { code: '!!' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await post('/api/member/voucher/check', a.token, { code: 'NOSUCHCODE1' })).body.code).toBe(ErrorCode.VOUCHER_NOT_FOUND);
  });

  it('of two members redeeming one code at once, exactly one gets it', async () => {
    const [a, b] = [await freshMember(db, 'vpa', { buyer: true }, TEACHER), await freshMember(db, 'vpb', { buyer: true }, TEACHER)];
    const [code] = await generate(1);
    const answers = await Promise.all([post('/api/member/voucher/check', a.token, { code }), post('/api/member/voucher/check', b.token, { code })]);
    expect(answers.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.VOUCHER_NOT_FOUND]);
  });

  it('a voucher used twice in parallel succeeds once; below the minimum or used it is refused', async () => {
    const m = await freshMember(db, 'vuse', { buyer: true }, TEACHER);
    const [code] = await generate(1);
    const voucher = (await post<Check>('/api/member/voucher/check', m.token, { code })).body.data.voucher;
    expect(await codeOf(spendVoucher(db, m.id, voucher.id, { orderReference: 'order:T0', orderAmountCents: 9_999 }))).toBe(7013);
    const results = await Promise.all(
      [1, 2].map((n) =>
        codeOf(db.transaction().execute((trx) => spendVoucher(trx, m.id, voucher.id, { orderReference: `order:T${n}`, orderAmountCents: 20_000 }))),
      ),
    );
    expect(results.sort()).toEqual([0, ErrorCode.VOUCHER_USED]);
    expect(await codeOf(spendVoucher(db, m.id, voucher.id, { orderReference: 'order:T3', orderAmountCents: 20_000 }))).toBe(7011);
    const other = await freshMember(db, 'vuso', { buyer: true }, TEACHER);
    expect(await codeOf(spendVoucher(db, other.id, voucher.id, { orderReference: 'order:T4', orderAmountCents: 20_000 }))).toBe(7010);
    const page = (await post<VoucherPage>('/api/member/voucher/index', m.token, { status: 'used' })).body.data;
    expect(page).toMatchObject({ total: 1, counts: { usable: 0, used: 1, expired: 0 } });
  });

  it('the demo buyer has usable, used and expired vouchers', async () => {
    const buyer = await tokenFor(db, 'demo_buyer');
    const page = (await post<VoucherPage>('/api/member/voucher/index', buyer, {})).body.data;
    expect(page.counts.usable).toBeGreaterThanOrEqual(2);
    expect(page.counts.used).toBeGreaterThanOrEqual(1);
    expect(page.counts.expired).toBeGreaterThanOrEqual(1);
    const expired = (await post<VoucherPage>('/api/member/voucher/index', buyer, { status: 'expired' })).body.data.list[0]!;
    const buyerId = await memberIdOf(db, 'demo_buyer');
    expect(await codeOf(spendVoucher(db, buyerId, expired.id, { orderReference: 'order:X', orderAmountCents: 100_000 }))).toBe(7012);
  });
});
