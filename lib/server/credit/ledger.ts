import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import type { CreditLedgerKind } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { formatYuan } from '@/lib/shared/format';
import * as repo from './repo';

/*
 * The credit ledger: the only way a credit line's held and owed amounts move
 * (decision 0160). Each movement appends one row and moves the line in the
 * caller's transaction, so it commits or rolls back with the order change it
 * follows. A key is unique per line: the same key again answers the first
 * movement and moves nothing.
 */

export type CreditMovement = {
  kind: CreditLedgerKind;
  amountCents: number;
  idempotencyKey: string;
  order: { id: number; orderNo: string; buyerId: number };
  dueOn?: string | null;
  actorId: number | null;
  note: string;
};

/** Held, owed: how each kind moves them (times the amount). */
const SHAPES: Record<CreditLedgerKind, [number, number]> = {
  hold: [1, 0],
  release: [-1, 0],
  owe: [-1, 1],
  settle: [0, -1],
};

export function move(database: Db, lineId: number, movement: CreditMovement) {
  if (!Number.isSafeInteger(movement.amountCents) || movement.amountCents <= 0) throw new Error(`credit movement of ${movement.amountCents} cents`);
  const [h, o] = SHAPES[movement.kind];
  const delta = { held: h * movement.amountCents, owed: o * movement.amountCents };
  return inTransaction(database, async (trx) => {
    await lockMemberWrites(trx, 'credit', lineId);
    const earlier = await repo.entryByKey(trx, lineId, movement.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== movement.kind || Number(earlier.heldDeltaCents) !== delta.held || Number(earlier.owedDeltaCents) !== delta.owed)
        throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔账期变动，请刷新页面后重新提交');
      return earlier;
    }
    const line = await repo.lineById(trx, lineId);
    if (!line) throw new AppError(ErrorCode.CREDIT_LINE_NOT_FOUND, '账期不存在');
    const at = nowIso();
    const after = await repo.moveAmounts(trx, lineId, delta, at);
    if (!after) {
      const available = Number(line.limitCents) - Number(line.heldCents) - Number(line.owedCents);
      throw new AppError(
        ErrorCode.TERMS_NOT_USABLE,
        line.status !== 'active'
          ? '卖家已暂停给这个组织的账期，请先付款后发货'
          : `超出卖家给予的信用额度：可用 ${formatYuan(Math.max(0, available))}，本单需 ${formatYuan(movement.amountCents)}`,
        { availableCents: Math.max(0, available) },
      );
    }
    return repo.insertEntry(trx, {
      creditLineId: lineId,
      sellerId: line.sellerId,
      organisationId: line.organisationId,
      kind: movement.kind,
      heldDeltaCents: delta.held,
      owedDeltaCents: delta.owed,
      heldAfterCents: Number(after.heldCents),
      owedAfterCents: Number(after.owedCents),
      orderId: movement.order.id,
      orderNo: movement.order.orderNo,
      buyerId: movement.order.buyerId,
      dueOn: movement.dueOn ?? null,
      actorId: movement.actorId,
      note: movement.note,
      idempotencyKey: movement.idempotencyKey,
      createdAt: at,
    });
  });
}

export const availableOf = (line: { limitCents: number; heldCents: number; owedCents: number }) =>
  Math.max(0, Number(line.limitCents) - Number(line.heldCents) - Number(line.owedCents));
