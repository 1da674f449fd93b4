import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { commissionFor, DEFAULT_COMMISSION_BP, deleteRate, listRates, saveRate } from './commission';
import { moneyIn, moneyOut, platformBalances, post } from './ledger';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
let sellerId = 0;
beforeAll(async () => {
  await migrateToLatest(db, dialect);
  await importMembers(db, [
    { username: 'treasury_seller', password: 'Fresh12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: 'S', companyName: '某某化工' },
  ]);
  sellerId = (await db.selectFrom('members').select('id').where('username', '=', 'treasury_seller').executeTakeFirstOrThrow()).id;
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

describe('platform ledger', () => {
  it('moves an account once per key, refuses the key for another amount, and sums each account', async () => {
    await moneyIn(db, 10_000, { reference: 'recharge:1', idempotencyKey: 'recharge:1' });
    await moneyIn(db, 10_000, { reference: 'recharge:1', idempotencyKey: 'recharge:1' });
    await moneyOut(db, 2_500, { reference: 'payout:1', idempotencyKey: 'payout:1' });
    await post(db, 'commission', 300, { reference: 'order:SO1', idempotencyKey: 'order-SO1-commission' });
    expect(await codeOf(post(db, 'commission', 301, { reference: 'order:SO1', idempotencyKey: 'order-SO1-commission' }))).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const balances = await platformBalances(db);
    expect(balances).toEqual({ outside: -7_500, commission: 300, voucher_cost: 0, refunds_in_transit: 0 });
  });

  it('ignores a zero movement and refuses a fraction of a cent', async () => {
    await post(db, 'voucher_cost', 0, { reference: 'order:SO2', idempotencyKey: 'zero' });
    expect((await platformBalances(db)).voucher_cost).toBe(0);
    expect(await codeOf(post(db, 'voucher_cost', 1.5, { reference: 'order:SO2', idempotencyKey: 'half' }))).toBe(ErrorCode.AMOUNT_INVALID);
  });
});

describe('commission', () => {
  const chemistryId = 1;
  const otherId = 2;

  it('takes the default rate on goods, not on freight', async () => {
    const { rateBp, commissionCents } = await commissionFor(db, { sellerId, goodsCents: 12_345, lines: [{ amountCents: 12_345, categoryId: null }] });
    expect(rateBp).toBe(DEFAULT_COMMISSION_BP);
    expect(commissionCents).toBe(247); // 2 % of ¥123.45 = ¥2.469, rounded to the cent
  });

  it('weights category rates by the lines and scales them to the agreed goods amount', async () => {
    await saveRate(db, 1, { scope: 'category', scopeId: chemistryId, rateBp: 500 });
    const result = await commissionFor(db, {
      sellerId,
      goodsCents: 15_000, // negotiated down from 20,000
      lines: [
        { amountCents: 10_000, categoryId: chemistryId },
        { amountCents: 10_000, categoryId: otherId },
      ],
    });
    expect(result.rateBp).toBe(350); // (5 % + 2 %) / 2
    expect(result.commissionCents).toBe(525);
  });

  it("lets a seller's own rate win over the categories, and falls back when it is removed", async () => {
    const { after } = await saveRate(db, 1, { scope: 'seller', scopeId: sellerId, rateBp: 0, note: '战略合作卖家' });
    expect(after.rateBp).toBe(0);
    expect((await commissionFor(db, { sellerId, goodsCents: 10_000, lines: [{ amountCents: 10_000, categoryId: chemistryId }] })).commissionCents).toBe(0);
    const own = (await listRates(db)).find((r) => r.scope === 'seller')!;
    await deleteRate(db, own.id);
    expect((await commissionFor(db, { sellerId, goodsCents: 10_000, lines: [{ amountCents: 10_000, categoryId: chemistryId }] })).commissionCents).toBe(500);
    expect(await codeOf(deleteRate(db, own.id))).toBe(ErrorCode.COMMISSION_RATE_NOT_FOUND);
  });

  it('refuses a rate outside 0–30 % or finer than 0.01 %', async () => {
    for (const rateBp of [-1, 3001, 12.5]) expect(await codeOf(saveRate(db, 1, { scope: 'category', scopeId: otherId, rateBp }))).toBe(ErrorCode.COMMISSION_RATE_INVALID);
  });
});
