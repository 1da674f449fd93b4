import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import { createDb, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import {
  captureFrozen,
  chargeCommission,
  credit,
  debit,
  freeze,
  holdForWithdrawal,
  holdProceeds,
  payOutWithdrawal,
  refund,
  releaseFrozen,
  releaseWithdrawal,
} from '@/lib/server/deposit/ledger';
import { fullStatement, monthSpan, summarize } from './statement';

/*
 * The statement's arithmetic on real ledger rows (in-memory SQLite, the
 * deposit area's own movement functions), each made at a chosen instant so
 * the Beijing month boundaries can be tested: 2026-10-31T16:00Z is
 * midnight of 1 November in Beijing.
 */

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
const ids: Record<string, number> = {};

beforeAll(async () => {
  await migrateToLatest(db, dialect);
  const member = (username: string, seller: boolean) => ({
    username,
    password: 'Fresh12345',
    memberType: 'licence' as const,
    isBuyer: !seller,
    isSeller: seller,
    displayName: username,
    companyName: seller ? '某某化工有限公司' : null,
  });
  await importMembers(db, [member('stmt_seller', true), member('stmt_buyer', false), member('stmt_quiet', false)]);
  for (const row of await db.selectFrom('members').select(['id', 'username']).where('username', 'like', 'stmt_%').execute()) ids[row.username] = row.id;
});
afterAll(() => db.destroy());
afterEach(() => vi.useRealTimers());

/** Runs a ledger movement as if at `iso`. */
async function at<T>(iso: string, step: (db: Db) => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  try {
    return await step(db);
  } finally {
    vi.useRealTimers();
  }
}

const line = (s: Awaited<ReturnType<typeof fullStatement>>, key: string) => s.summary.lines.find((l) => l.key === key)!;
const memo = (s: Awaited<ReturnType<typeof fullStatement>>, key: string) => s.summary.memos.find((m) => m.key === key)!;
const NOW = new Date('2026-12-15T04:00:00Z');

describe('a seller’s statement', () => {
  beforeAll(async () => {
    const id = ids.stmt_seller!;
    const m = (reference: string, key: string) => ({ reference, idempotencyKey: key });
    // October: one sale released; 1,000.00 held at the end of October (Beijing), 23:59:59 on the 31st.
    await at('2026-10-05T02:00:00Z', (d) => holdProceeds(d, id, 50_000, m('order:SO1', 'held-1')));
    await at('2026-10-06T02:00:00Z', (d) => releaseFrozen(d, id, 50_000, { ...m('order:SO1', 'rel-1'), kind: 'sale_release' }));
    await at('2026-10-31T15:59:59Z', (d) => holdProceeds(d, id, 100_000, m('order:SO2', 'held-2')));
    // November (Beijing), the first second of it: commission on SO2.
    await at('2026-10-31T16:00:00Z', (d) => chargeCommission(d, id, 5_000, m('order:SO2', 'com-2')));
    await at('2026-11-03T02:00:00Z', (d) => holdProceeds(d, id, 20_000, m('order:SO3', 'held-3')));
    await at('2026-11-03T02:00:01Z', (d) => chargeCommission(d, id, 1_000, m('order:SO3', 'com-3')));
    await at('2026-11-04T02:00:00Z', (d) => captureFrozen(d, id, 19_000, { ...m('order:SO3', 'rev-3'), kind: 'sale_reversal' }));
    await at('2026-11-10T02:00:00Z', (d) => releaseFrozen(d, id, 95_000, { ...m('order:SO2', 'rel-2'), kind: 'sale_release' }));
    await at('2026-11-20T02:00:00Z', (d) => holdForWithdrawal(d, id, 60_000, m('payout:PO1', 'wh-1')));
    await at('2026-11-21T02:00:00Z', (d) => payOutWithdrawal(d, id, 60_000, m('payout:PO1', 'wd-1')));
    await at('2026-11-22T02:00:00Z', (d) => holdForWithdrawal(d, id, 10_000, m('payout:PO2', 'wh-2')));
    await at('2026-11-23T02:00:00Z', (d) => releaseWithdrawal(d, id, 10_000, m('payout:PO2', 'wr-2')));
    // December in Beijing already (16:00Z on 30 November): not November's.
    await at('2026-11-30T16:00:00Z', (d) => holdProceeds(d, id, 7_000, m('order:SO4', 'held-4')));
  });

  it('opens with what the seller held at Beijing midnight, and counts each kind in its line', async () => {
    const s = await fullStatement(db, ids.stmt_seller!, '2026-11', NOW);
    expect(s.summary.opening).toEqual({ totalCents: 150_000, balanceCents: 50_000, frozenCents: 100_000 });
    expect(line(s, 'sales')).toMatchObject({ cents: 20_000, count: 1, core: true });
    expect(line(s, 'commission')).toMatchObject({ cents: -6_000, count: 2, core: true });
    expect(line(s, 'saleRefunds')).toMatchObject({ cents: -19_000, count: 1, core: true });
    expect(line(s, 'payouts')).toMatchObject({ cents: -60_000, count: 1, core: true });
    expect(line(s, 'recharge')).toMatchObject({ cents: 0, count: 0, core: false });
    expect(s.summary.netCents).toBe(20_000 - 6_000 - 19_000 - 60_000);
    expect(memo(s, 'saleRelease')).toMatchObject({ frozenCents: -95_000, count: 1 });
    expect(memo(s, 'withdrawalHold')).toMatchObject({ frozenCents: 70_000, count: 2 });
    expect(memo(s, 'withdrawalRelease')).toMatchObject({ frozenCents: -10_000, count: 1 });
    // 1,500 + 200 − 60 − 190 − 600 = 850: 850 available, nothing frozen (SO3's rest reversed, SO2's released).
    expect(s.summary.closing).toEqual({ totalCents: 85_000, balanceCents: 85_000, frozenCents: 0 });
    expect(s.summary.ledgerClosingCents).toBe(85_000);
    expect(s.summary.balanced).toBe(true);
    expect(s.movements).toHaveLength(9);
    expect(s.movements[0]).toMatchObject({ kind: 'commission', createdAt: '2026-10-31T16:00:00.000Z', netCents: -5_000, lineLabel: '平台佣金' });
    expect(s.movements.find((r) => r.kind === 'sale_release')).toMatchObject({ netCents: 0, lineLabel: '划转' });
    expect(s.member).toMatchObject({ name: '某某化工有限公司', seller: true });
  });

  it('chains months: each closing is the next opening, and a month with no rows stays level', async () => {
    const october = await fullStatement(db, ids.stmt_seller!, '2026-10', NOW);
    const november = await fullStatement(db, ids.stmt_seller!, '2026-11', NOW);
    const december = await fullStatement(db, ids.stmt_seller!, '2026-12', NOW);
    expect(october.summary.opening.totalCents).toBe(0);
    expect(october.summary.closing.totalCents).toBe(november.summary.opening.totalCents);
    expect(november.summary.closing).toEqual({ ...december.summary.opening });
    expect(december.summary.closing.totalCents).toBe(92_000);
    expect(december.current).toBe(true);
    const september = await fullStatement(db, ids.stmt_seller!, '2026-09', NOW);
    expect(september.summary).toMatchObject({ movementCount: 0, netCents: 0, balanced: true, closing: { totalCents: 0 } });
  });
});

describe('a buyer’s statement', () => {
  it('counts recharges, payments (paid or captured from frozen) and refunds; freezes are a memo', async () => {
    const id = ids.stmt_buyer!;
    const m = (reference: string, key: string) => ({ reference, idempotencyKey: key });
    await at('2026-11-01T01:00:00Z', (d) => credit(d, id, 200_000, m('recharge:1', 'r-1')));
    await at('2026-11-02T01:00:00Z', (d) => debit(d, id, 30_000, m('order:SO10', 'p-10')));
    await at('2026-11-03T01:00:00Z', (d) => freeze(d, id, 40_000, m('order:SO11', 'f-11')));
    await at('2026-11-04T01:00:00Z', (d) => captureFrozen(d, id, 40_000, m('order:SO11', 'c-11')));
    await at('2026-11-05T01:00:00Z', (d) => freeze(d, id, 5_000, m('order:SO12', 'f-12')));
    await at('2026-11-06T01:00:00Z', (d) => releaseFrozen(d, id, 5_000, m('order:SO12', 'rl-12')));
    await at('2026-11-07T01:00:00Z', (d) => refund(d, id, 30_000, m('order:SO10', 'rf-10')));
    await at('2026-11-08T01:00:00Z', (d) => freeze(d, id, 1_000, m('order:SO13', 'f-13')));
    const s = await fullStatement(db, id, '2026-11', NOW);
    expect(s.summary.opening.totalCents).toBe(0);
    expect(line(s, 'recharge')).toMatchObject({ cents: 200_000, count: 1, core: true });
    expect(line(s, 'payments')).toMatchObject({ cents: -70_000, count: 2, core: true });
    expect(line(s, 'refunds')).toMatchObject({ cents: 30_000, count: 1, core: true });
    expect(line(s, 'sales')).toMatchObject({ cents: 0, count: 0, core: false });
    expect(memo(s, 'freeze')).toMatchObject({ frozenCents: 46_000, count: 3 });
    expect(memo(s, 'release')).toMatchObject({ frozenCents: -5_000, count: 1 });
    expect(s.summary.closing).toEqual({ totalCents: 160_000, balanceCents: 159_000, frozenCents: 1_000 });
    expect(s.summary.balanced).toBe(true);
    expect(s.member).toMatchObject({ name: 'stmt_buyer', companyName: null, buyer: true, seller: false });
  });

  it('is empty and level for a member without movements', async () => {
    const s = await fullStatement(db, ids.stmt_quiet!, '2026-11', NOW);
    expect(s.summary).toMatchObject({ opening: { totalCents: 0 }, closing: { totalCents: 0 }, netCents: 0, movementCount: 0, balanced: true });
    expect(s.movements).toEqual([]);
  });
});

describe('the month', () => {
  it('is refused when it has not begun in Beijing; this month runs to today', () => {
    const refused = (() => {
      try {
        monthSpan('2027-01', new Date('2026-12-31T15:59:59Z'));
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refused?.code).toBe(ErrorCode.STATEMENT_MONTH_IN_FUTURE);
    expect(refused?.message).toContain('2027年1月还没有开始');
    expect(monthSpan('2027-01', new Date('2026-12-31T16:00:00Z'))).toMatchObject({ current: true, from: '2026-12-31T16:00:00.000Z' });
    expect(monthSpan('2026-02', new Date('2026-12-01T00:00:00Z'))).toMatchObject({
      current: false,
      from: '2026-01-31T16:00:00.000Z',
      to: '2026-02-28T16:00:00.000Z',
      periodLabel: '2026-02-01 至 2026-02-28（北京时间）',
    });
  });
});

describe('the ledger check', () => {
  it('reports a closing that does not reach the ledger’s running balance', () => {
    const row = {
      id: 1,
      kind: 'recharge' as const,
      amountCents: 1_000,
      frozenDeltaCents: 0,
      balanceAfterCents: 1_500,
      frozenAfterCents: 0,
      reference: 'recharge:1',
      referenceLabel: '',
      createdAt: '2026-11-02T00:00:00.000Z',
    };
    // Opening 0 + 1,000 is not the 1,500 the row says it left: a row is missing before the month.
    expect(summarize({ balanceCents: 0, frozenCents: 0 }, [row], ['buyer'])).toMatchObject({
      closing: { totalCents: 1_000 },
      ledgerClosingCents: 1_500,
      balanced: false,
    });
    expect(summarize({ balanceCents: 500, frozenCents: 0 }, [row], ['buyer'])).toMatchObject({ closing: { totalCents: 1_500 }, balanced: true });
  });
});
