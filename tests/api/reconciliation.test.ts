import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { chinaToday } from '@/lib/shared/china-day';
import { call } from './helpers';
import { fileDb, freshMember, get, goodsOnShelf, post, seedDeposit, upload, type FreshMember } from './kit';
import { freshBuyer, key, pay, sellerToken, submittedOrder } from './orders-payment-helpers';
import { collectingAccount, notifyPayout, sentPayout, signedNotification, verifiedMember } from './payouts-helpers';

/*
 * Reconciliation (docs/decisions/0136-reconciliation.md): real payments,
 * a recharge, a refund and a payout go through the development provider;
 * its settlement file for today, altered on purpose, is uploaded, and each
 * mismatch lands in its category, to be resolved with an audited note.
 * Other test files may have used the provider today too, so assertions name
 * this file's own numbers.
 */

const db = fileDb();
const DAY = chinaToday();

type Run = {
  id: number;
  status: string;
  lineCount: number;
  matchedCount: number;
  mismatchCount: number;
  openCount: number;
  feeCents: number;
  uploadedBy: { name: string };
};
type UploadResult = { run: Run; repeated: boolean; replacedRunId: number | null };
type Item = {
  id: number;
  runId: number;
  ourNo: string;
  kind: string;
  outcome: string;
  lineNo: number | null;
  fileAmountCents: number | null;
  ourAmountCents: number | null;
  ourStatus: string | null;
  detail: string;
  status: string;
  note: string | null;
  resolvedBy: { id: number; name: string } | null;
  resolvedAt: string | null;
};
type ItemPage = { list: Item[]; total: number; counts: { open: number; resolved: number } };
type Signed = { success: object; failure: object } | null;

let opA: FreshMember;
let opB: FreshMember;
let buyer: FreshMember;
const numbers = { paid: '', pending: '', recharge: '', refund: '', payout: '' };

const notify = (payload: object) => call<{ status: string }>('/api/payment/notify', { method: 'POST', body: payload });
const uploadBill = (token: string, content: string | Buffer, fields: Record<string, string> = { provider: 'dev', day: DAY }, name = 'bill.csv') =>
  upload<UploadResult>(
    '/api/admin/reconciliation_upload',
    token,
    { bytes: typeof content === 'string' ? Buffer.from(content, 'utf8') : content, name, type: 'text/csv' },
    fields,
  );
const devBill = (token: string, day = DAY) =>
  post<{ fileName: string; content: string; lineCount: number }>('/api/admin/reconciliation_dev_bill', token, { day });
const itemsOf = (token: string, query: Record<string, string | number>) => get<ItemPage>('/api/admin/reconciliation_items', token, { pageSize: 100, ...query });
const runCount = async () =>
  Number(
    (
      await db
        .selectFrom('reconciliationRuns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tradeNoOf = (paymentUrl: string) => new URL(paymentUrl, 'http://x').searchParams.get('tradeNo')!;

beforeAll(async () => {
  [opA, opB] = [
    await freshMember(db, 'rec_opa', { operator: true }, { displayName: '对账甲' }),
    await freshMember(db, 'rec_opb', { operator: true }, { displayName: '对账乙' }),
  ];
  buyer = await freshBuyer(db, 'rec_b');
  const goods = await goodsOnShelf(db, '50-78-2');
  const seller = await sellerToken(db, goods.sellerId);

  // An order paid online, its notification settled; then refunded whole by the seller, the refund settled.
  const paid = await submittedOrder(buyer.token, goods.goodsId);
  const started = await pay(buyer.token, { orderNo: paid.orderNo, idempotencyKey: key(), onlineCents: paid.payableCents });
  expect(started.body.code, started.body.msg).toBe(0);
  numbers.paid = tradeNoOf(started.body.data.paymentUrl!);
  const checkout = await post<{ notifications: Signed }>('/api/payment/dev_checkout_order', buyer.token, { tradeNo: numbers.paid });
  expect((await notify(checkout.body.data.notifications!.success)).body.data.status).toBe('paid');
  const refunded = await post('/api/order_refund', seller, { orderNo: paid.orderNo, reason: '缺货，无法发货' });
  expect(refunded.body.code, refunded.body.msg).toBe(0);
  const refunds = await get<{ refunds: { refundNo: string; method: string }[] }>('/api/order_refunds', buyer.token, { orderNo: paid.orderNo });
  numbers.refund = refunds.body.data.refunds.find((r) => r.method === 'online')!.refundNo;
  const signedRefund = await post<{ notifications: Signed }>('/api/payment/dev_refund_notifications', buyer.token, { refundNo: numbers.refund });
  expect((await notify(signedRefund.body.data.notifications!.success)).body.code).toBe(0);

  // An order whose online payment never heard back from the provider.
  const waiting = await submittedOrder(buyer.token, goods.goodsId);
  const pending = await pay(buyer.token, { orderNo: waiting.orderNo, idempotencyKey: key(), onlineCents: waiting.payableCents });
  numbers.pending = tradeNoOf(pending.body.data.paymentUrl!);

  // An online recharge, paid.
  const recharge = await post<{ rechargeNo: string }>('/api/member/recharge', buyer.token, { method: 'online', amountCents: 12_345, idempotencyKey: key() });
  numbers.recharge = recharge.body.data.rechargeNo;
  const rechargeCheckout = await post<{ notifications: Signed }>('/api/payment/dev_checkout', buyer.token, { tradeNo: numbers.recharge });
  expect((await notify(rechargeCheckout.body.data.notifications!.success)).body.data.status).toBe('paid');

  // A seller's payout, sent and paid.
  const holder = '上海对账测试化工有限公司';
  const payee = await verifiedMember(db, 'rec_s', { seller: true }, holder);
  const account = await collectingAccount(payee.token, holder);
  await seedDeposit(db, payee.id, 100_000, 'rec-seed');
  const payout = await sentPayout(payee, account, 20_000, opA.token, opB.token);
  numbers.payout = payout.payoutNo;
  expect((await notifyPayout(await signedNotification(opA.token, payout.payoutNo, 'success'))).body.data.status).toBe('paid');
});

/** How many transaction lines a bill holds (not remarks, not the header). */
const dataLines = (content: string) => content.split('\r\n').filter((l) => /^[A-Za-z0-9_-]+,(OP|R|RF|PO)\d/.test(l)).length;

/** The bill's CSV lines with this number. */
const lineOf = (content: string, ourNo: string) => content.split('\r\n').find((l) => l.split(',')[1] === ourNo);

describe('the development provider settlement file', () => {
  it('lists what went through it today: payments, recharges, refunds, payouts with an outcome; not the payment still waiting', async () => {
    const bill = await devBill(opA.token);
    expect(bill.body.code, bill.body.msg).toBe(0);
    const { content, fileName } = bill.body.data;
    expect(fileName).toBe(`dev-settlement-${DAY}.csv`);
    expect(content).toContain('开发环境模拟');
    expect(content.split('\r\n')[2]).toBe('渠道流水号,商户单号,业务类型,金额(元),手续费(元),状态,完成时间');
    expect(lineOf(content, numbers.paid)).toMatch(/,payment,\d+\.\d{2},\d+\.\d{2},success,/);
    expect(lineOf(content, numbers.recharge)).toMatch(/,payment,123\.45,0\.74,success,/);
    expect(lineOf(content, numbers.refund)).toMatch(/,refund,\d+\.\d{2},0\.00,success,/);
    expect(lineOf(content, numbers.payout)).toMatch(/,payout,200\.00,0\.00,success,/);
    expect(lineOf(content, numbers.pending)).toBeUndefined();
  });
});

describe('reconciling a settlement file', () => {
  let run1: Run;
  let bill: string;
  let altered: string;

  it('sorts each deliberately wrong line into its category and stores the run', async () => {
    bill = (await devBill(opA.token)).body.data.content;
    const lines = bill.split('\r\n');
    const changed = lines
      // The provider has no refund in its file: we recorded one.
      .filter((l) => l.split(',')[1] !== numbers.refund)
      .map((l) => {
        const f = l.split(',');
        if (f[1] === numbers.recharge) f[3] = '123.46';
        if (f[1] === numbers.payout) f[5] = 'failed';
        return f.join(',');
      });
    const at = `${DAY} 12:00:00`;
    changed.splice(3, 0, `DEVLOST1,${numbers.pending},payment,10.00,0.06,success,${at}`, `DEVLOST2,OP999999999,payment,8.00,0.05,success,${at}`);
    altered = changed.join('\r\n');
    const answer = await uploadBill(opA.token, altered, { provider: 'dev', day: DAY }, '对账单.csv');
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.repeated).toBe(false);
    run1 = answer.data.run;
    expect(run1).toMatchObject({ status: 'current', lineCount: dataLines(altered), uploadedBy: { name: expect.stringContaining('对账甲') } });
    expect(dataLines(altered)).toBe(dataLines(bill) + 1);

    const items = (await itemsOf(opA.token, { runId: run1.id })).body.data.list;
    const outcomeOf = (ourNo: string) => items.find((i) => i.ourNo === ourNo);
    expect(outcomeOf(numbers.pending)).toMatchObject({ outcome: 'missing_ours', kind: 'payment', ourStatus: '待支付', status: 'open' });
    expect(outcomeOf(numbers.pending)!.detail).toContain('可能未收到渠道通知');
    expect(outcomeOf('OP999999999')).toMatchObject({ outcome: 'missing_ours', ourAmountCents: null, detail: expect.stringContaining('我方没有这笔记录') });
    expect(outcomeOf(numbers.recharge)).toMatchObject({ outcome: 'amount_differs', fileAmountCents: 12_346, ourAmountCents: 12_345 });
    expect(outcomeOf(numbers.payout)).toMatchObject({ outcome: 'status_differs', fileStatus: 'failed', ourStatus: '已到账' });
    expect(outcomeOf(numbers.refund)).toMatchObject({ outcome: 'missing_file', lineNo: null, kind: 'refund', ourStatus: '已退回' });
    expect(outcomeOf(numbers.paid)).toBeUndefined();
    expect(run1.matchedCount).toBeGreaterThanOrEqual(1);
    expect(run1.openCount).toBe(run1.mismatchCount);

    const audit = await db
      .selectFrom('auditLog')
      .select(['action', 'operatorId', 'afterJson'])
      .where('entity', '=', 'reconciliation_run')
      .where('entityId', '=', String(run1.id))
      .execute();
    expect(audit).toEqual([
      { action: 'reconciliation_run.upload', operatorId: opA.id, afterJson: expect.stringContaining(`"mismatchCount":${run1.mismatchCount}`) },
    ]);
  });

  it('the same file again is the same run: nothing new is written', async () => {
    const before = await runCount();
    const total = (await itemsOf(opA.token, { runId: run1.id })).body.data.total;
    const again = await uploadBill(opB.token, altered, { provider: 'dev', day: DAY }, '改了名字.csv');
    expect(again.code, again.msg).toBe(0);
    expect(again.data).toMatchObject({ repeated: true, replacedRunId: null, run: { id: run1.id, status: 'current' } });
    expect(await runCount()).toBe(before);
    expect((await itemsOf(opA.token, { runId: run1.id })).body.data.total).toBe(total);
  });

  it('a mismatch is resolved once, with a required note, audited; another operator sees who and what', async () => {
    const item = (await itemsOf(opA.token, { runId: run1.id, status: 'open', outcome: 'missing_ours' })).body.data.list.find(
      (i) => i.ourNo === numbers.pending,
    )!;
    for (const note of [undefined, '', '   ', '好', 'x'.repeat(501)]) {
      const refused = await post('/api/admin/reconciliation_resolve', opA.token, note === undefined ? { id: item.id } : { id: item.id, note });
      expect(refused.body.code, String(note)).toBe(ErrorCode.VALIDATION_FAILED);
      expect(refused.body.msg).toMatch(/处理说明/);
    }
    expect((await post('/api/admin/reconciliation_resolve', opA.token, { id: 2_000_000_000, note: '查无此条' })).body.code).toBe(
      ErrorCode.RECONCILIATION_ITEM_NOT_FOUND,
    );

    const note = '  已向渠道查询：支付成功，通知未送达；已补单入账  ';
    const resolved = await post<Item>('/api/admin/reconciliation_resolve', opA.token, { id: item.id, note });
    expect(resolved.body.code, resolved.body.msg).toBe(0);
    expect(resolved.body.data).toMatchObject({ status: 'resolved', note: note.trim(), resolvedBy: { id: opA.id, name: expect.stringContaining('对账甲') } });
    expect(resolved.body.data.resolvedAt).toBeTruthy();
    const again = await post('/api/admin/reconciliation_resolve', opB.token, { id: item.id, note: '再处理一次' });
    expect(again.body.code).toBe(ErrorCode.RECONCILIATION_ITEM_RESOLVED);
    expect(again.body.msg).toContain('对账甲');

    const seen = await itemsOf(opB.token, { runId: run1.id, status: 'resolved' });
    expect(seen.body.data.list).toEqual([
      expect.objectContaining({ id: item.id, note: note.trim(), resolvedBy: { id: opA.id, name: expect.stringContaining('对账甲') } }),
    ]);
    expect(seen.body.data.counts).toEqual({ open: run1.mismatchCount - 1, resolved: 1 });
    const audit = await db.selectFrom('auditLog').selectAll().where('entity', '=', 'reconciliation_item').where('entityId', '=', String(item.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'reconciliation_item.resolve', operatorId: opA.id, reason: note.trim() });
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ status: 'resolved', outcome: 'missing_ours', ourNo: numbers.pending });
    const log = await get<{ list: { action: string; entityId: string }[] }>('/api/admin/audit', opB.token, {
      entity: 'reconciliation_item',
      entityId: String(item.id),
    });
    expect(log.body.data.list.map((e) => e.action)).toEqual(['reconciliation_item.resolve']);
  });

  it('a new file for the same day replaces the run; the same file again answers its run', async () => {
    const clean = await uploadBill(opB.token, bill);
    expect(clean.code, clean.msg).toBe(0);
    expect(clean.data).toMatchObject({
      repeated: false,
      replacedRunId: run1.id,
      run: { status: 'current', uploadedBy: { name: expect.stringContaining('对账乙') } },
    });
    const before = await runCount();
    const repeated = await uploadBill(opA.token, bill);
    expect(repeated.data).toMatchObject({ repeated: true, run: { id: clean.data.run.id } });
    expect(await runCount()).toBe(before);

    const runs = await get<{ list: Run[] }>('/api/admin/reconciliation_runs', opA.token, { day: DAY, provider: 'dev' });
    expect(runs.body.data.list.find((r) => r.id === run1.id)).toMatchObject({ status: 'superseded', openCount: 0 });
    const old = (await itemsOf(opA.token, { runId: run1.id })).body.data.list;
    expect(old.filter((i) => i.status === 'resolved').map((i) => i.ourNo)).toEqual([numbers.pending]);
    expect(old.filter((i) => i.status !== 'resolved').every((i) => i.status === 'superseded')).toBe(true);
    const superseded = old.find((i) => i.status === 'superseded')!;
    expect((await post('/api/admin/reconciliation_resolve', opA.token, { id: superseded.id, note: '旧批次' })).body.code).toBe(
      ErrorCode.RECONCILIATION_ITEM_RESOLVED,
    );
    // The provider's own file agrees with us on this file's numbers.
    const mine = (await itemsOf(opA.token, { runId: clean.data.run.id })).body.data.list.filter((i) => Object.values(numbers).includes(i.ourNo));
    expect(mine).toEqual([]);
  });
});

describe('refused input: a clear message, nothing written', () => {
  it('refuses a future day, an empty file, wrong columns, bad amounts, bytes that are not text, and missing fields', async () => {
    const before = await runCount();
    const tomorrow = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const header = '渠道流水号,商户单号,业务类型,金额(元),手续费(元),状态,完成时间';
    const cases: [Parameters<typeof uploadBill>[1], Record<string, string>, number, RegExp][] = [
      [`${header}\n`, { provider: 'dev', day: tomorrow }, ErrorCode.RECONCILIATION_DAY_IN_FUTURE, /还没到/],
      ['', { provider: 'dev', day: DAY }, ErrorCode.RECONCILIATION_FILE_EMPTY, /空/],
      ['# 只有备注\n', { provider: 'dev', day: DAY }, ErrorCode.RECONCILIATION_FILE_EMPTY, /没有内容/],
      ['单号,金额\nOP000001,1.00\n', { provider: 'dev', day: DAY }, ErrorCode.RECONCILIATION_FILE_INVALID, /表头缺少列/],
      [
        `${header}\nX1,OP000001,payment,1.5,0.00,success,${DAY} 10:00:00\n`,
        { provider: 'dev', day: DAY },
        ErrorCode.RECONCILIATION_LINES_INVALID,
        /第 2 行：金额“1\.5”/,
      ],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff]),
        { provider: 'dev', day: DAY },
        ErrorCode.RECONCILIATION_FILE_INVALID,
        /不是 CSV/,
      ],
      [`${header}\n`, { day: DAY }, ErrorCode.VALIDATION_FAILED, /支付渠道/],
      [`${header}\n`, { provider: 'dev', day: '2026-02-30' }, ErrorCode.VALIDATION_FAILED, /账单日/],
    ];
    for (const [content, fields, code, message] of cases) {
      const answer = await uploadBill(opA.token, content, fields);
      expect({ code: answer.code, msg: answer.msg }).toEqual({ code, msg: expect.stringMatching(message) });
    }
    const lines = await uploadBill(
      opA.token,
      `${header}\nX1,OP000001,payment,1.00,0.00,success,${DAY} 10:00:00\nX2,RF1,refund,1.00,0.00,success,${DAY} 10:00:00\n`,
    );
    expect(lines.data).toMatchObject({ lines: [{ line: 3, message: expect.stringContaining('不是退款单号') }], total: 1 });
    expect((await devBill(opA.token, tomorrow)).body.code).toBe(ErrorCode.RECONCILIATION_DAY_IN_FUTURE);
    expect(await runCount()).toBe(before);
  });

  it('refuses members who are not operators, and anyone signed out', async () => {
    const calls: [string, 'GET' | 'POST'][] = [
      ['/api/admin/reconciliation_runs', 'GET'],
      ['/api/admin/reconciliation_items', 'GET'],
      ['/api/admin/reconciliation_resolve', 'POST'],
      ['/api/admin/reconciliation_dev_bill', 'POST'],
    ];
    for (const [path, method] of calls) {
      const body = method === 'POST' ? { id: 1, note: '试试看', day: DAY } : undefined;
      expect((await call(path, { method, token: buyer.token, body })).body.code, path).toBe(ErrorCode.ROLE_FORBIDDEN);
      expect((await call(path, { method, body })).body.code, path).toBe(ErrorCode.SESSION_INVALID);
    }
    expect((await uploadBill(buyer.token, 'a,b\n')).code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await uploadBill('', 'a,b\n')).code).toBe(ErrorCode.SESSION_INVALID);
  });
});
