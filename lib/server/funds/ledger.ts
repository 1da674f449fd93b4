import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import type { FundLedgerKind } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { formatYuan } from '@/lib/shared/format';
import * as repo from './repo';

/*
 * The fund ledger: the only way a fund's amounts move (decision 0159). Each
 * movement appends one row and moves the fund row in the caller's
 * transaction, so it commits or rolls back with the order change it follows.
 * A key is unique per fund: the same key again answers the first movement
 * and moves nothing; the same key for a different movement is refused.
 */

export type FundMovement = {
  kind: FundLedgerKind;
  amountCents: number;
  idempotencyKey: string;
  order?: { id: number; orderNo: string } | null;
  actorId: number | null;
  note?: string | null;
};

/** Budget, reserved, spent: how each kind moves them (times the amount). */
const SHAPES: Record<FundLedgerKind, [number, number, number]> = {
  allocate: [1, 0, 0],
  reduce: [-1, 0, 0],
  reserve: [0, 1, 0],
  release: [0, -1, 0],
  charge: [0, -1, 1],
  refund: [0, 0, -1],
};

export type FundEntry = Awaited<ReturnType<typeof repo.insertEntry>> & { repeated: boolean };

export function move(database: Db, fundId: number, movement: FundMovement): Promise<FundEntry> {
  if (!Number.isSafeInteger(movement.amountCents) || movement.amountCents <= 0) throw new Error(`fund movement of ${movement.amountCents} cents`);
  const [b, r, s] = SHAPES[movement.kind];
  const delta = { budget: b * movement.amountCents, reserved: r * movement.amountCents, spent: s * movement.amountCents };
  return inTransaction(database, async (trx) => {
    await lockMemberWrites(trx, 'funds', fundId);
    const earlier = await repo.entryByKey(trx, fundId, movement.idempotencyKey);
    if (earlier) {
      const same =
        earlier.kind === movement.kind &&
        Number(earlier.budgetDeltaCents) === delta.budget &&
        Number(earlier.reservedDeltaCents) === delta.reserved &&
        Number(earlier.spentDeltaCents) === delta.spent;
      if (!same) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔经费卡变动，请刷新页面后重新提交');
      return { ...earlier, repeated: true };
    }
    const at = nowIso();
    const fund = await repo.fundById(trx, fundId);
    if (!fund) throw new AppError(ErrorCode.FUND_NOT_FOUND, '经费卡不存在');
    const after = await repo.moveAmounts(trx, fundId, delta, at);
    if (!after) throw refusal(fund, movement.kind);
    const row = await repo.insertEntry(trx, {
      fundId,
      organisationId: fund.organisationId,
      kind: movement.kind,
      budgetDeltaCents: delta.budget,
      reservedDeltaCents: delta.reserved,
      spentDeltaCents: delta.spent,
      budgetAfterCents: Number(after.budgetCents),
      reservedAfterCents: Number(after.reservedCents),
      spentAfterCents: Number(after.spentCents),
      orderId: movement.order?.id ?? null,
      orderNo: movement.order?.orderNo ?? null,
      actorId: movement.actorId,
      note: movement.note ?? null,
      idempotencyKey: movement.idempotencyKey,
      createdAt: at,
    });
    return { ...row, repeated: false };
  });
}

export const availableOf = (fund: { budgetCents: number; reservedCents: number; spentCents: number }) =>
  Number(fund.budgetCents) - Number(fund.reservedCents) - Number(fund.spentCents);

function refusal(fund: repo.FundRow, kind: FundLedgerKind): AppError {
  const available = availableOf(fund);
  if (kind === 'reduce')
    return new AppError(ErrorCode.FUND_INVALID, `调减后额度将低于已占用与已支出之和，最多可调减 ${formatYuan(available)}`, {
      fields: [{ field: 'deltaCents', message: `最多可调减 ${formatYuan(available)}` }],
    });
  if (kind === 'reserve')
    return new AppError(ErrorCode.FUND_INSUFFICIENT, `经费卡「${fund.code}」可用额度 ${formatYuan(available)}，不足以支付这张订单`, {
      availableCents: available,
    });
  // release, charge and refund move only what an order holds; refused only if the books were wrong.
  throw new Error(`fund ${fund.id}: ${kind} would leave an amount below zero`);
}
