import { sql } from 'kysely';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import type { OrganisationDepositKind } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { formatYuan } from '@/lib/shared/format';
import { MAX_AMOUNT_CENTS } from '@/lib/shared/money';
import * as repo from './repo';

/*
 * An organisation's deposit ledger (decision 0161): the only way its balance
 * moves. Each movement appends one row and moves the account row in the
 * caller's transaction, so it commits or rolls back with the recharge or the
 * order payment it follows. A key is unique per organisation: the same key
 * again answers the first movement and moves nothing; the organisation's
 * deposit lock (PostgreSQL; SQLite has one writer) makes the look-up and the
 * move one step, and the balance never goes below zero.
 */

export type OrganisationDepositMovement = {
  kind: OrganisationDepositKind;
  /** Positive: the kind says which way it moves. */
  amountCents: number;
  /** What it pays for: `recharge:12`, `order:A1001`. */
  reference: string;
  idempotencyKey: string;
  /** The member who recharged or paid; null for a refund made by a seller or the platform. */
  memberId: number | null;
  orderId?: number | null;
};

const SIGN: Record<OrganisationDepositKind, 1 | -1> = { recharge: 1, payment: -1, refund: 1 };

export function moveOrganisationDeposit(database: Db, organisationId: number, movement: OrganisationDepositMovement) {
  const { amountCents } = movement;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new AppError(ErrorCode.AMOUNT_INVALID, '金额必须是 0.01 至 10,000,000.00 元之间的整分数');
  }
  const delta = SIGN[movement.kind] * amountCents;
  return inTransaction(database, async (trx) => {
    await lockMemberWrites(trx, 'organisationDeposit', organisationId);
    const earlier = await repo.entryByKey(trx, organisationId, movement.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== movement.kind || Number(earlier.amountCents) !== delta || earlier.reference !== movement.reference)
        throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔资金变动，请刷新页面后重新提交');
      return { ...earlier, repeated: true };
    }
    const at = nowIso();
    await repo.ensureAccount(trx, organisationId, at);
    const after = await repo.moveBalance(trx, organisationId, delta, at);
    if (!after) {
      const balanceCents = await repo.balanceOf(trx, organisationId);
      throw new AppError(
        ErrorCode.BALANCE_INSUFFICIENT,
        `机构预存款余额不足：余额 ${formatYuan(balanceCents)}，本次需 ${formatYuan(amountCents)}，请先为组织充值`,
        { balanceCents },
      );
    }
    const row = await repo.insertEntry(trx, {
      organisationId,
      kind: movement.kind,
      amountCents: delta,
      balanceAfterCents: Number(after.balanceCents),
      reference: movement.reference,
      memberId: movement.memberId,
      orderId: movement.orderId ?? null,
      idempotencyKey: movement.idempotencyKey,
      createdAt: at,
    });
    return { ...row, repeated: false };
  });
}

export const organisationBalance = (db: Db, organisationId: number) => repo.balanceOf(db, organisationId);

/** The ledger's sum, for checks: it must equal `organisationBalance`. */
export const organisationLedgerSum = (db: Db, organisationId: number) => repo.ledgerSum(db, organisationId);

/** All organisations' deposits and all their ledger rows' sum as subqueries, for the conservation check. */
export function organisationDepositTotalsSql() {
  return {
    held: sql<string>`(select coalesce(sum(balance_cents), 0) from organisation_deposit_accounts)`,
    ledger: sql<string>`(select coalesce(sum(amount_cents), 0) from organisation_deposit_ledger)`,
  };
}
