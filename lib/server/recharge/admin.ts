import type { z } from 'zod';
import { usernamesOf } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page } from '@/lib/contracts/pagination';
import * as repo from './repo';
import type { AdminRechargeQuery, AdminRechargeSchema, RechargeRejectInput } from '@/lib/contracts/recharge/schema';
import { creditRecharge, namesOfRecharges, rechargeNotFound, toRecharge, type Recharge } from './service';
import { rechargeTransition, type RechargeEvent } from './transitions';

/*
 * The operator's side of recharges: review offline transfers. Confirming
 * credits the deposit through the ledger in the transaction that marks the
 * recharge paid, with the audit entry; the recharge is the idempotency scope,
 * so a repeated confirm (a double click, a retry after a timeout, a second
 * operator) answers the first result and moves money once.
 */

export type AdminRecharge = z.infer<typeof AdminRechargeSchema>;

export async function listRechargesForReview(db: Db, query: z.output<typeof AdminRechargeQuery>): Promise<Page<AdminRecharge>> {
  const { rows, total } = await repo.listRecharges(db, { status: query.status }, offsetOf(query), query.pageSize);
  const [accounts, names] = await Promise.all([usernamesOf(db, [...new Set(rows.map((r) => r.memberId))]), namesOfRecharges(db, rows)]);
  return {
    list: rows.map((r) => ({ ...toRecharge(r, names), paymentUrl: null, memberId: r.memberId, memberAccount: accounts.get(r.memberId) ?? `#${r.memberId}` })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function review(db: Db, operatorId: number, id: number, event: Extract<RechargeEvent, 'confirm' | 'reject'>, reason: string | null): Promise<Recharge> {
  return inTransaction(db, async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw rechargeNotFound();
    // Four eyes on money: an operator's own transfer is confirmed by another operator.
    if (row.memberId === operatorId)
      throw new AppError(ErrorCode.RECHARGE_TRANSITION_INVALID, '不能处理自己的充值单，请由其他运营人员处理', { status: row.status, event });
    const names = await namesOfRecharges(trx, [row]);
    const next = rechargeTransition(row, event);
    if (next === null) return toRecharge(row, names);
    const at = nowIso();
    const moved = await repo.transition(trx, id, 'pending', {
      status: next,
      reviewedBy: operatorId,
      rejectReason: event === 'reject' ? reason : null,
      settledAt: at,
      updatedAt: at,
    });
    if (!moved) {
      // Another operator got there first: the same decision answers its result, the other one is refused.
      const now = (await repo.findById(trx, id))!;
      rechargeTransition(now, event);
      return toRecharge(now, names);
    }
    if (next === 'paid') await creditRecharge(trx, moved);
    await recordAudit(trx, {
      operatorId,
      action: `recharge.${event}`,
      entity: 'recharge',
      entityId: id,
      before: { status: row.status },
      after: { status: next, amountCents: Number(row.amountCents), memberId: row.memberId, organisationId: row.organisationId ?? null },
      reason,
    });
    return toRecharge(moved, names);
  });
}

export function confirmRecharge(db: Db, operatorId: number, id: number): Promise<Recharge> {
  return review(db, operatorId, id, 'confirm', null);
}

export function rejectRecharge(db: Db, operatorId: number, input: z.output<typeof RechargeRejectInput>): Promise<Recharge> {
  return review(db, operatorId, input.id, 'reject', input.reason);
}
