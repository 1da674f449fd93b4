import type { Db } from '@/lib/server/core/db';
import { credit, debit, type Movement } from '@/lib/server/deposit/ledger';
import { moneyIn, moneyOut } from '@/lib/server/treasury/ledger';

/* Money for tests (API and end-to-end alike: no test runner imported here). */

/**
 * Money into a member's deposit as a recharge brings it: the deposit credit
 * and the platform's `outside` counterpart in one transaction, so the sum of
 * every account stays zero (tests/api/conservation.ts checks after each test).
 */
export function seedDeposit(db: Db, memberId: number, amountCents: number, key = 'seed') {
  return db.transaction().execute(async (trx) => {
    const entry = await credit(trx, memberId, amountCents, { reference: 'test:seed', idempotencyKey: key });
    await moneyIn(trx, amountCents, { reference: 'test:seed', idempotencyKey: `test-seed-${memberId}-${key}`, memo: '测试充值' });
    return entry;
  });
}

/** Money spent from a deposit on something outside the platform (a test's stand-in for a purchase), with its counterpart. */
export async function spendFromDeposit(trx: Db, memberId: number, amountCents: number, movement: Movement) {
  const entry = await debit(trx, memberId, amountCents, movement);
  if (!entry.repeated) await moneyOut(trx, amountCents, { reference: movement.reference, idempotencyKey: `test-spend-${memberId}-${movement.idempotencyKey}`, memo: '测试支出' });
  return entry;
}
