import { afterAll, afterEach, expect } from 'vitest';
import { moneyConservation } from '@/lib/server/workflows/money-conservation';
import { testDb } from './helpers';

/*
 * Every yuan is somewhere, after every API test: the members' deposits plus
 * the platform's accounts (commission, voucher cost, refunds in transit, and
 * `outside` = minus money in plus money out) sum to zero, from the account
 * rows and from the ledger rows alike. Loaded for every API test file
 * (tests/api/vitest.config.ts setupFiles).
 */
const db = testDb();
afterAll(() => db.destroy());

afterEach(async () => {
  const sums = await moneyConservation(db);
  expect(sums, 'members + platform accounts must sum to zero (money in − money out)').toMatchObject({ gapCents: 0, ledgerGapCents: 0 });
});
