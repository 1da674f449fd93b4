import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import {
  captureFrozen,
  chargeCommission,
  credit,
  debit,
  depositAmounts,
  freeze,
  holdForWithdrawal,
  holdProceeds,
  ledgerSums,
  payOutWithdrawal,
  refund,
  releaseFrozen,
  releaseWithdrawal,
  SETTLEMENT_DELAY_DAYS,
  withdrawableCents,
} from './ledger';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
let memberId = 0;
beforeAll(async () => {
  await migrateToLatest(db, dialect);
  await importMembers(db, [
    { username: 'ledger_unit', password: 'Fresh12345', memberType: 'teacher', isBuyer: true, isSeller: false, displayName: 'L', companyName: null },
  ]);
  memberId = (await db.selectFrom('members').select('id').where('username', '=', 'ledger_unit').executeTakeFirstOrThrow()).id;
});
afterAll(() => db.destroy());

const codeOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
};

async function expectLedgerMatchesAccount() {
  expect(await ledgerSums(db, memberId)).toEqual(await depositAmounts(db, memberId));
}

describe('deposit ledger', () => {
  it('starts at zero and refuses to debit an empty deposit', async () => {
    expect(await depositAmounts(db, memberId)).toEqual({ balanceCents: 0, frozenCents: 0 });
    expect(await codeOf(debit(db, memberId, 1, { reference: 'order:X0', idempotencyKey: 'd0' }))).toBe(ErrorCode.BALANCE_INSUFFICIENT);
    await expectLedgerMatchesAccount();
  });

  it('credits, debits, freezes, releases, captures and refunds, each with a running balance', async () => {
    const credited = await credit(db, memberId, 10_000, { reference: 'recharge:1', idempotencyKey: 'r1' });
    expect(credited).toMatchObject({ kind: 'recharge', amountCents: 10_000, balanceAfterCents: 10_000, frozenAfterCents: 0, repeated: false });
    expect(await debit(db, memberId, 2_500, { reference: 'order:A1', idempotencyKey: 'p1' })).toMatchObject({
      kind: 'payment',
      amountCents: -2_500,
      balanceAfterCents: 7_500,
    });
    expect(await freeze(db, memberId, 3_000, { reference: 'order:A2', idempotencyKey: 'f1' })).toMatchObject({
      kind: 'freeze',
      amountCents: -3_000,
      frozenDeltaCents: 3_000,
      balanceAfterCents: 4_500,
      frozenAfterCents: 3_000,
    });
    expect(await releaseFrozen(db, memberId, 1_000, { reference: 'order:A2', idempotencyKey: 'rel1' })).toMatchObject({
      balanceAfterCents: 5_500,
      frozenAfterCents: 2_000,
    });
    expect(await captureFrozen(db, memberId, 2_000, { reference: 'order:A2', idempotencyKey: 'cap1' })).toMatchObject({
      amountCents: 0,
      balanceAfterCents: 5_500,
      frozenAfterCents: 0,
    });
    expect(await refund(db, memberId, 2_500, { reference: 'order:A1', idempotencyKey: 'ref1' })).toMatchObject({ kind: 'refund', balanceAfterCents: 8_000 });
    expect(await depositAmounts(db, memberId)).toEqual({ balanceCents: 8_000, frozenCents: 0 });
    await expectLedgerMatchesAccount();
  });

  it('moves money once per idempotency key, and refuses the key for another movement', async () => {
    const first = await credit(db, memberId, 500, { reference: 'recharge:2', idempotencyKey: 'r2' });
    const again = await credit(db, memberId, 500, { reference: 'recharge:2', idempotencyKey: 'r2' });
    expect(again).toMatchObject({ id: first.id, repeated: true });
    expect((await depositAmounts(db, memberId)).balanceCents).toBe(8_500);
    expect(await codeOf(credit(db, memberId, 600, { reference: 'recharge:2', idempotencyKey: 'r2' }))).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    expect(await codeOf(debit(db, memberId, 500, { reference: 'recharge:2', idempotencyKey: 'r2' }))).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    await expectLedgerMatchesAccount();
  });

  it('never goes below zero: overdrawing debits, freezes and releases move nothing', async () => {
    expect(await codeOf(debit(db, memberId, 8_501, { reference: 'order:B', idempotencyKey: 'over1' }))).toBe(ErrorCode.BALANCE_INSUFFICIENT);
    expect(await codeOf(freeze(db, memberId, 8_501, { reference: 'order:B', idempotencyKey: 'over2' }))).toBe(ErrorCode.BALANCE_INSUFFICIENT);
    expect(await codeOf(releaseFrozen(db, memberId, 1, { reference: 'order:B', idempotencyKey: 'over3' }))).toBe(ErrorCode.FROZEN_INSUFFICIENT);
    expect(await codeOf(captureFrozen(db, memberId, 1, { reference: 'order:B', idempotencyKey: 'over4' }))).toBe(ErrorCode.FROZEN_INSUFFICIENT);
    expect(await debit(db, memberId, 8_500, { reference: 'order:B', idempotencyKey: 'exact' })).toMatchObject({ balanceAfterCents: 0 });
    await expectLedgerMatchesAccount();
  });

  it('refuses amounts that are not whole positive cents', async () => {
    for (const amount of [0, -1, 1.5, Number.NaN, 1e12]) {
      expect(await codeOf(credit(db, memberId, amount, { reference: 'x', idempotencyKey: `bad${amount}` }))).toBe(ErrorCode.AMOUNT_INVALID);
    }
  });

  it('the database itself refuses a negative balance, whatever a query tries', async () => {
    await expect(db.updateTable('depositAccounts').set({ balanceCents: -1 }).where('memberId', '=', memberId).execute()).rejects.toThrow(/CHECK/i);
  });
});

describe('withdrawals and the settlement delay', () => {
  let sellerId = 0;
  beforeAll(async () => {
    await importMembers(db, [
      { username: 'ledger_seller', password: 'Fresh12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: 'S', companyName: '某某化工' },
    ]);
    sellerId = (await db.selectFrom('members').select('id').where('username', '=', 'ledger_seller').executeTakeFirstOrThrow()).id;
  });

  it(`keeps proceeds released within ${SETTLEMENT_DELAY_DAYS} days out of the withdrawable amount, then lets them go`, async () => {
    await holdProceeds(db, sellerId, 10_000, { reference: 'order:W1', idempotencyKey: 'w1-held' });
    await chargeCommission(db, sellerId, 200, { reference: 'order:W1', idempotencyKey: 'w1-commission' });
    await releaseFrozen(db, sellerId, 9_800, { reference: 'order:W1', idempotencyKey: 'w1-release', kind: 'sale_release' });
    await credit(db, sellerId, 1_000, { reference: 'recharge:9', idempotencyKey: 'w-recharge' });
    expect(await withdrawableCents(db, sellerId)).toEqual({ balanceCents: 10_800, settlingCents: 9_800, withdrawableCents: 1_000 });
    expect(await codeOf(holdForWithdrawal(db, sellerId, 1_001, { reference: 'payout:P1', idempotencyKey: 'p1' }))).toBe(ErrorCode.WITHDRAWAL_EXCEEDS_AVAILABLE);
    const eightDaysAgo = new Date(Date.now() - (SETTLEMENT_DELAY_DAYS + 1) * 86_400_000).toISOString();
    await db.updateTable('depositLedger').set({ createdAt: eightDaysAgo }).where('memberId', '=', sellerId).where('idempotencyKey', '=', 'w1-release').execute();
    expect((await withdrawableCents(db, sellerId)).withdrawableCents).toBe(10_800);
    await expectSellerLedgerMatches();
  });

  it('holds a withdrawal once per key, then pays it out or gives it back', async () => {
    expect(await holdForWithdrawal(db, sellerId, 5_000, { reference: 'payout:P2', idempotencyKey: 'p2' })).toMatchObject({ kind: 'withdrawal_hold', balanceAfterCents: 5_800, frozenAfterCents: 5_000 });
    expect((await holdForWithdrawal(db, sellerId, 5_000, { reference: 'payout:P2', idempotencyKey: 'p2' })).repeated).toBe(true);
    expect(await holdForWithdrawal(db, sellerId, 5_800, { reference: 'payout:P3', idempotencyKey: 'p3' })).toMatchObject({ balanceAfterCents: 0, frozenAfterCents: 10_800 });
    expect(await payOutWithdrawal(db, sellerId, 5_000, { reference: 'payout:P2', idempotencyKey: 'p2-paid' })).toMatchObject({ kind: 'withdrawal', frozenAfterCents: 5_800 });
    expect(await releaseWithdrawal(db, sellerId, 5_800, { reference: 'payout:P3', idempotencyKey: 'p3-failed' })).toMatchObject({ kind: 'withdrawal_release', balanceAfterCents: 5_800, frozenAfterCents: 0 });
    await expectSellerLedgerMatches();
  });

  async function expectSellerLedgerMatches() {
    expect(await ledgerSums(db, sellerId)).toEqual(await depositAmounts(db, sellerId));
  }
});

describe('durability', () => {
  it('SQLite commits with synchronous = FULL: an acknowledged movement is on disk (docs/decisions/0011-sqlite-synchronous-full.md)', async () => {
    const file = path.join(os.tmpdir(), `ledger-durability-${process.pid}.db`);
    const { db: onDisk } = createDb({ kind: 'sqlite', file });
    try {
      const [row] = (await sql<{ synchronous: number }>`pragma synchronous`.execute(onDisk)).rows;
      expect(row?.synchronous).toBe(2);
    } finally {
      await onDisk.destroy();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    }
  });
});
