import type { z } from 'zod';
import { memberLabels } from '@/lib/server/account/service';
import { nowIso, type Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { ApprovalRulesInput } from '@/lib/contracts/organisations/schema';
import { approvalsRequired, type ApprovalFacts, type ApprovalRules } from './approval-rules';
import * as repo from './repo';
import { rolesFromText } from './roles';
import { organisationDetail, requireOrganisationRoles, rulesOfRow } from './service';

/*
 * Approvals of orders placed for an organisation (decision 0158): its rules,
 * who may decide, and every decision kept with the order's revision. The
 * order's state is the orders area's; the workflow that decides
 * (lib/server/workflows/order-approvals.ts) writes both in one transaction.
 */

export async function approvalRulesOf(db: Db, organisationId: number): Promise<ApprovalRules> {
  return rulesOfRow((await repo.organisationById(db, organisationId))!);
}

/** Whether the organisation's rules ask every order placed for it to name a fund. */
export async function requiresFund(db: Db, organisationId: number): Promise<boolean> {
  return (await repo.organisationById(db, organisationId))?.requireFund === 1;
}

/** How many approvals by different approvers an order for the organisation needs now. */
export async function approvalsNeeded(db: Db, organisationId: number, order: ApprovalFacts): Promise<0 | 1 | 2> {
  return approvalsRequired(await approvalRulesOf(db, organisationId), order);
}

export async function setApprovalRules(db: Db, memberId: number, input: z.output<typeof ApprovalRulesInput>) {
  await requireOrganisationRoles(db, input.organisationId, memberId, ['owner']);
  if (input.approvalAboveCents !== null && input.secondApprovalAboveCents !== null && input.secondApprovalAboveCents <= input.approvalAboveCents)
    throw new AppError(ErrorCode.ORGANISATION_INVALID, '第二级审批的金额须高于第一级', {
      fields: [{ field: 'secondApprovalAboveCents', message: '第二级审批的金额须高于第一级' }],
    });
  await repo.setApprovalRules(
    db,
    input.organisationId,
    {
      approveEveryOrder: input.approveEveryOrder ? 1 : 0,
      approvalAboveCents: input.approvalAboveCents,
      approveRegulated: input.approveRegulated ? 1 : 0,
      secondApprovalAboveCents: input.secondApprovalAboveCents,
      requireFund: input.requireFund === undefined ? ((await repo.organisationById(db, input.organisationId))?.requireFund ?? 0) : input.requireFund ? 1 : 0,
    },
    nowIso(),
  );
  return organisationDetail(db, input.organisationId, memberId);
}

/** Current approvers of the organisation (to tell them an order waits). */
export async function approverIds(db: Db, organisationId: number): Promise<number[]> {
  return (await repo.currentMemberRoles(db, organisationId)).filter((m) => rolesFromText(m.roles).includes('approver')).map((m) => m.memberId);
}

/**
 * Records one approver's decision on one revision of the order, in the
 * caller's transaction; a second decision by the same approver on the same
 * revision is refused (7670). Answers the distinct approvers who approved
 * this revision so far, this one included.
 */
export async function recordApprovalDecision(
  trx: Db,
  decision: { organisationId: number; orderId: number; orderNo: string; orderVersion: number; approve: boolean; reason: string | null; decidedBy: number },
): Promise<number> {
  try {
    await repo.insertApproval(trx, {
      organisationId: decision.organisationId,
      orderId: decision.orderId,
      orderNo: decision.orderNo,
      orderVersion: decision.orderVersion,
      decision: decision.approve ? 'approved' : 'rejected',
      reason: decision.reason,
      decidedBy: decision.decidedBy,
      decidedAt: nowIso(),
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.ORGANISATION_APPROVAL_DUPLICATE, '您已审批过这一版订单：第二级审批须由另一位审批人进行');
    throw e;
  }
  const rows = await repo.approvalsOf(trx, [decision.orderId]);
  return new Set(rows.filter((r) => r.orderVersion === decision.orderVersion && r.decision === 'approved').map((r) => r.decidedBy)).size;
}

export type ApprovalRecord = { username: string; decision: 'approved' | 'rejected'; reason: string | null; orderVersion: number; decidedAt: string };

/** Every decision on these orders, oldest first, by order id. */
export async function approvalRecords(db: Db, orderIds: number[]): Promise<Map<number, ApprovalRecord[]>> {
  const rows = await repo.approvalsOf(db, orderIds);
  const names = await memberLabels(
    db,
    rows.map((r) => r.decidedBy),
  );
  const out = new Map<number, ApprovalRecord[]>();
  for (const r of rows)
    out.set(r.orderId, [
      ...(out.get(r.orderId) ?? []),
      { username: names.get(r.decidedBy)?.username ?? '', decision: r.decision, reason: r.reason, orderVersion: r.orderVersion, decidedAt: r.decidedAt },
    ]);
  return out;
}
