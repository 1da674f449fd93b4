/*
 * How many approvals an order placed for an organisation needs under its
 * rules (decision 0158, "Approvals"), apart from the database. Each rule is
 * optional: every order; orders above an amount; orders with a regulated
 * substance; and a second approval above a larger amount.
 */

export type ApprovalRules = {
  approveEveryOrder: boolean;
  approvalAboveCents: number | null;
  approveRegulated: boolean;
  secondApprovalAboveCents: number | null;
};

export type ApprovalFacts = { payableCents: number; regulated: boolean };

export const NO_APPROVAL_RULES: ApprovalRules = { approveEveryOrder: false, approvalAboveCents: null, approveRegulated: false, secondApprovalAboveCents: null };

/** 0, 1 or 2 approvals by different approvers; a second level always includes the first. */
export function approvalsRequired(rules: ApprovalRules, order: ApprovalFacts): 0 | 1 | 2 {
  if (rules.secondApprovalAboveCents !== null && order.payableCents > rules.secondApprovalAboveCents) return 2;
  const first =
    rules.approveEveryOrder ||
    (rules.approvalAboveCents !== null && order.payableCents > rules.approvalAboveCents) ||
    (rules.approveRegulated && order.regulated);
  return first ? 1 : 0;
}

/** The rules in words, for the organisation page and the approvers' notice. */
export function describeRules(rules: ApprovalRules, yuan: (cents: number) => string): string[] {
  const out: string[] = [];
  if (rules.approveEveryOrder) out.push('采购人的每张订单都需审批');
  if (rules.approvalAboveCents !== null) out.push(`订单金额超过 ${yuan(rules.approvalAboveCents)} 需审批`);
  if (rules.approveRegulated) out.push('含管制化学品（易制毒、易制爆、剧毒等）的订单需审批');
  if (rules.secondApprovalAboveCents !== null) out.push(`订单金额超过 ${yuan(rules.secondApprovalAboveCents)} 需两位审批人先后审批`);
  return out;
}
