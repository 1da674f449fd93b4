import { sql } from 'kysely';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { PlatformAccount } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/*
 * The platform ledger: money that is not any member's. Every movement of a
 * member's deposit that does not go to another member has its counterpart
 * here, in the same transaction: a recharge comes from `outside`, a
 * commission goes to `commission`, a voucher is paid by `voucher_cost`.
 * Rows are only inserted (never a shared balance row to lock), so parallel
 * payments do not queue behind each other or deadlock with members' locks.
 */

export const PLATFORM_ACCOUNT_LABELS: Record<PlatformAccount, string> = {
  outside: '平台外（流入为负，流出为正）',
  commission: '平台佣金收入',
  voucher_cost: '平台承担的优惠券',
  refunds_in_transit: '原路退款在途',
};

export type PlatformMovement = {
  /** What the movement belongs to: `order:SO…`, `recharge:12`. */
  reference: string;
  /** Unique per account: the same key moves the account once. */
  idempotencyKey: string;
  /** Shown to the operator: which channel, why. */
  memo?: string;
};

/**
 * Moves a platform account by a signed amount. A repeated key with the same
 * amount and reference moves nothing; with another, 7004.
 */
export async function post(trx: Db, account: PlatformAccount, amountCents: number, movement: PlatformMovement): Promise<void> {
  if (!Number.isSafeInteger(amountCents)) throw new AppError(ErrorCode.AMOUNT_INVALID, '金额必须是整分数');
  if (amountCents === 0) return;
  const inserted = await trx
    .insertInto('platformLedger')
    .values({ account, amountCents, reference: movement.reference, idempotencyKey: movement.idempotencyKey, memo: movement.memo ?? null, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['account', 'idempotencyKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return;
  const earlier = await trx
    .selectFrom('platformLedger')
    .select(['amountCents', 'reference'])
    .where('account', '=', account)
    .where('idempotencyKey', '=', movement.idempotencyKey)
    .executeTakeFirstOrThrow();
  if (Number(earlier.amountCents) !== amountCents || earlier.reference !== movement.reference) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔资金变动，请刷新页面后重新提交');
  }
}

/** Money from the world onto the platform (a recharge, an online or transfer payment): `outside` goes down. */
export function moneyIn(trx: Db, amountCents: number, movement: PlatformMovement): Promise<void> {
  return post(trx, 'outside', -amountCents, movement);
}

/** Money from the platform to the world (a payout paid, a refund returned through the provider): `outside` goes up. */
export function moneyOut(trx: Db, amountCents: number, movement: PlatformMovement): Promise<void> {
  return post(trx, 'outside', amountCents, movement);
}

/** Each account's balance (the sum of its rows); accounts never moved are zero. */
export async function platformBalances(db: Db): Promise<Record<PlatformAccount, number>> {
  const rows = await db.selectFrom('platformLedger').select(['account', sql<string>`sum(amount_cents)`.as('total')]).groupBy('account').execute();
  const balances = Object.fromEntries(Object.keys(PLATFORM_ACCOUNT_LABELS).map((a) => [a, 0])) as Record<PlatformAccount, number>;
  for (const row of rows) balances[row.account] = Number(row.total);
  return balances;
}

/** The platform ledger's whole sum as a subquery, so a conservation check reads it in the same statement as the deposits. */
export function platformTotalSql() {
  return sql<string>`(select coalesce(sum(amount_cents), 0) from platform_ledger)`;
}

/** One reference's platform movements, oldest first (an order's commission and voucher cost, a payout's money out). */
export function movementsOf(db: Db, reference: string) {
  return db
    .selectFrom('platformLedger')
    .select(['id', 'account', 'amountCents', 'memo', 'createdAt'])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();
}
