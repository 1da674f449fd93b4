import { sql } from 'kysely';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import type { LedgerKind } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { MAX_AMOUNT_CENTS } from '@/lib/shared/money';
import * as repo from './repo';

/*
 * The deposit ledger: the only way money moves. Each function appends one
 * ledger row and moves the account row in the caller's transaction, so the
 * movement commits or rolls back with the change it pays for (a recharge's
 * status, an order's payment). Orders call these too: pay from the deposit
 * (debit), hold money for an order (freeze), give it back (releaseFrozen),
 * take it (captureFrozen), and refund.
 *
 * Idempotency: a movement's key is unique per member. Calling again with a
 * key already used returns the first movement and moves nothing; the same
 * key for a different movement is refused (7004). The member's deposit lock
 * (PostgreSQL; SQLite has one writer) makes the look-up and the move one step.
 */

export type Movement = {
  /** What the movement pays for, shown to the member: `recharge:12`, `order:A1001`. */
  reference: string;
  /** The same key moves money once. Scoped to the member. */
  idempotencyKey: string;
  kind?: LedgerKind;
};

export type LedgerEntry = {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  frozenDeltaCents: number;
  balanceAfterCents: number;
  frozenAfterCents: number;
  reference: string;
  createdAt: string;
  /** True when the key had moved money before and this call moved nothing. */
  repeated: boolean;
};

type Shape = { defaultKind: LedgerKind; balance: -1 | 0 | 1; frozen: -1 | 0 | 1 };

function assertAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new AppError(ErrorCode.AMOUNT_INVALID, '金额必须是 0.01 至 10,000,000.00 元之间的整分数');
  }
}

function toEntry(row: Awaited<ReturnType<typeof repo.insertEntry>>, repeated: boolean): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amountCents: Number(row.amountCents),
    frozenDeltaCents: Number(row.frozenDeltaCents),
    balanceAfterCents: Number(row.balanceAfterCents),
    frozenAfterCents: Number(row.frozenAfterCents),
    reference: row.reference,
    createdAt: row.createdAt,
    repeated,
  };
}

async function move(database: Db, memberId: number, amountCents: number, movement: Movement, shape: Shape): Promise<LedgerEntry> {
  assertAmount(amountCents);
  const kind = movement.kind ?? shape.defaultKind;
  const balanceDelta = shape.balance * amountCents;
  const frozenDelta = shape.frozen * amountCents;
  return inTransaction(database, async (trx) => {
    await lockMemberWrites(trx, 'deposit', memberId);
    const earlier = await repo.findEntryByKey(trx, memberId, movement.idempotencyKey);
    if (earlier) {
      const same =
        earlier.kind === kind &&
        Number(earlier.amountCents) === balanceDelta &&
        Number(earlier.frozenDeltaCents) === frozenDelta &&
        earlier.reference === movement.reference;
      if (!same) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔资金变动，请刷新页面后重新提交');
      return toEntry(earlier, true);
    }
    const at = nowIso();
    await repo.ensureAccount(trx, memberId, at);
    const after = await repo.moveAmounts(trx, memberId, balanceDelta, frozenDelta, at);
    if (!after) {
      const current = await repo.findAccount(trx, memberId);
      if (balanceDelta < 0 && Number(current?.balanceCents ?? 0) + balanceDelta < 0) {
        throw new AppError(ErrorCode.BALANCE_INSUFFICIENT, '预存款可用余额不足', { balanceCents: Number(current?.balanceCents ?? 0) });
      }
      throw new AppError(ErrorCode.FROZEN_INSUFFICIENT, '冻结金额不足', { frozenCents: Number(current?.frozenCents ?? 0) });
    }
    const row = await repo.insertEntry(trx, {
      memberId,
      kind,
      amountCents: balanceDelta,
      frozenDeltaCents: frozenDelta,
      balanceAfterCents: Number(after.balanceCents),
      frozenAfterCents: Number(after.frozenCents),
      reference: movement.reference,
      idempotencyKey: movement.idempotencyKey,
      createdAt: at,
    });
    return toEntry(row, false);
  });
}

/** Money in: a recharge (default), a refund or an adjustment. */
export function credit(trx: Db, memberId: number, amountCents: number, movement: Movement): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, movement, { defaultKind: 'recharge', balance: 1, frozen: 0 });
}

/** Money out of the available balance (paying an order); refused when it would go below zero. */
export function debit(trx: Db, memberId: number, amountCents: number, movement: Movement): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, movement, { defaultKind: 'payment', balance: -1, frozen: 0 });
}

/** Holds money for a pending order: available → frozen. */
export function freeze(trx: Db, memberId: number, amountCents: number, movement: Movement): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, movement, { defaultKind: 'freeze', balance: -1, frozen: 1 });
}

/** Gives held money back: frozen → available. */
export function releaseFrozen(trx: Db, memberId: number, amountCents: number, movement: Movement): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, movement, { defaultKind: 'release', balance: 1, frozen: -1 });
}

/** Takes held money (the order is paid with it): frozen → gone. */
export function captureFrozen(trx: Db, memberId: number, amountCents: number, movement: Movement): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, movement, { defaultKind: 'capture', balance: 0, frozen: -1 });
}

/** Money back for something paid: a credit of kind `refund`, never an edit of the payment's row. */
export function refund(trx: Db, memberId: number, amountCents: number, movement: Omit<Movement, 'kind'>): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, { ...movement, kind: 'refund' }, { defaultKind: 'refund', balance: 1, frozen: 0 });
}

/**
 * A seller's proceeds of a paid order, held until the buyer confirms receipt:
 * money into the frozen amount only (kind `sale_held`). Receipt releases it
 * with `releaseFrozen` (kind `sale_release`); a refund before dispatch takes
 * it back with `captureFrozen` (kind `sale_reversal`).
 */
export function holdProceeds(trx: Db, memberId: number, amountCents: number, movement: Omit<Movement, 'kind'>): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, { ...movement, kind: 'sale_held' }, { defaultKind: 'sale_held', balance: 0, frozen: 1 });
}

/**
 * The platform's commission on a paid order: taken from the seller's held
 * proceeds (kind `commission`), so receipt releases the rest.
 */
export function chargeCommission(trx: Db, memberId: number, amountCents: number, movement: Omit<Movement, 'kind'>): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, { ...movement, kind: 'commission' }, { defaultKind: 'commission', balance: 0, frozen: -1 });
}

/** Proceeds released within this many days are not yet withdrawable (T+7, docs/decisions/0131-treasury-and-commission.md). */
export const SETTLEMENT_DELAY_DAYS = 7;

/**
 * What a member may withdraw now: the available balance less proceeds
 * released within the settlement delay (a refund or dispute may still
 * reach them). Read under the deposit lock by `holdForWithdrawal`.
 */
export async function withdrawableCents(
  db: Db,
  memberId: number,
  now = Date.now(),
): Promise<{ balanceCents: number; settlingCents: number; withdrawableCents: number }> {
  const { balanceCents } = await depositAmounts(db, memberId);
  const released = await repo.releasedSince(db, memberId, new Date(now - SETTLEMENT_DELAY_DAYS * 86_400_000).toISOString());
  const settlingCents = Math.min(balanceCents, released);
  return { balanceCents, settlingCents, withdrawableCents: balanceCents - settlingCents };
}

/**
 * A payout or withdrawal requested: the amount moves from available to
 * frozen, refused (7520) beyond what is withdrawable. The check and the move
 * run under the member's deposit lock, so parallel requests cannot both pass.
 * A refund going back to the buyer's bank (`settlementDelay: false`) is not
 * sale proceeds: only the available balance limits it, not the T+7 delay.
 */
export async function holdForWithdrawal(
  trx: Db,
  memberId: number,
  amountCents: number,
  movement: Omit<Movement, 'kind'>,
  options: { settlementDelay: boolean } = { settlementDelay: true },
): Promise<LedgerEntry> {
  assertAmount(amountCents);
  return inTransaction(trx, async (inner) => {
    await lockMemberWrites(inner, 'deposit', memberId);
    const earlier = await repo.findEntryByKey(inner, memberId, movement.idempotencyKey);
    if (!earlier) {
      const amounts = await withdrawableCents(inner, memberId);
      const available = options.settlementDelay ? amounts.withdrawableCents : amounts.balanceCents;
      const settlingCents = options.settlementDelay ? amounts.settlingCents : 0;
      if (amountCents > available) {
        throw new AppError(
          ErrorCode.WITHDRAWAL_EXCEEDS_AVAILABLE,
          `可提现金额不足：可提现 ${(available / 100).toFixed(2)} 元${settlingCents > 0 ? `（另有 ${(settlingCents / 100).toFixed(2)} 元货款在 ${SETTLEMENT_DELAY_DAYS} 天结算期内）` : ''}`,
          { withdrawableCents: available, settlingCents },
        );
      }
    }
    return move(inner, memberId, amountCents, { ...movement, kind: 'withdrawal_hold' }, { defaultKind: 'withdrawal_hold', balance: -1, frozen: 1 });
  });
}

/** A payout or withdrawal that failed or was rejected: the money is available again. */
export function releaseWithdrawal(trx: Db, memberId: number, amountCents: number, movement: Omit<Movement, 'kind'>): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, { ...movement, kind: 'withdrawal_release' }, { defaultKind: 'withdrawal_release', balance: 1, frozen: -1 });
}

/** A payout or withdrawal the provider paid: the frozen money leaves the member's deposit. */
export function payOutWithdrawal(trx: Db, memberId: number, amountCents: number, movement: Omit<Movement, 'kind'>): Promise<LedgerEntry> {
  return move(trx, memberId, amountCents, { ...movement, kind: 'withdrawal' }, { defaultKind: 'withdrawal', balance: 0, frozen: -1 });
}

/** All members' deposits (available + frozen) and all ledger rows' sum as subqueries, for the conservation check. */
export function depositTotalsSql() {
  return {
    held: sql<string>`(select coalesce(sum(balance_cents + frozen_cents), 0) from deposit_accounts)`,
    ledger: sql<string>`(select coalesce(sum(amount_cents + frozen_delta_cents), 0) from deposit_ledger)`,
  };
}

/** The available and frozen amounts (zero for a member who never had a movement). */
export async function depositAmounts(db: Db, memberId: number): Promise<{ balanceCents: number; frozenCents: number }> {
  const row = await repo.findAccount(db, memberId);
  return { balanceCents: Number(row?.balanceCents ?? 0), frozenCents: Number(row?.frozenCents ?? 0) };
}

/** The ledger's sums, for checks: they must equal `depositAmounts`. */
export function ledgerSums(db: Db, memberId: number) {
  return repo.ledgerSums(db, memberId);
}
