import { describe, expect, it } from 'vitest';
import { approvalsRequired, describeRules, NO_APPROVAL_RULES } from './approval-rules';

describe('approvals an order needs', () => {
  const order = (payableCents: number, regulated = false) => ({ payableCents, regulated });

  it('needs none without rules', () => {
    expect(approvalsRequired(NO_APPROVAL_RULES, order(10_000_000, true))).toBe(0);
  });

  it('needs one for every order, above the amount (not at it), or with a regulated substance', () => {
    expect(approvalsRequired({ ...NO_APPROVAL_RULES, approveEveryOrder: true }, order(1))).toBe(1);
    const above = { ...NO_APPROVAL_RULES, approvalAboveCents: 100_000 };
    expect(approvalsRequired(above, order(100_000))).toBe(0);
    expect(approvalsRequired(above, order(100_001))).toBe(1);
    const regulated = { ...NO_APPROVAL_RULES, approveRegulated: true };
    expect(approvalsRequired(regulated, order(500))).toBe(0);
    expect(approvalsRequired(regulated, order(500, true))).toBe(1);
  });

  it('needs two above the second amount, whatever the first rules say', () => {
    const rules = { ...NO_APPROVAL_RULES, approvalAboveCents: 100_000, secondApprovalAboveCents: 1_000_000 };
    expect(approvalsRequired(rules, order(999_999))).toBe(1);
    expect(approvalsRequired(rules, order(1_000_001))).toBe(2);
    expect(approvalsRequired({ ...NO_APPROVAL_RULES, secondApprovalAboveCents: 0 }, order(1))).toBe(2);
  });

  it('says the rules in words', () => {
    const yuan = (c: number) => `¥${c / 100}`;
    expect(describeRules({ approveEveryOrder: false, approvalAboveCents: 100_000, approveRegulated: true, secondApprovalAboveCents: null }, yuan)).toEqual([
      '订单金额超过 ¥1000 需审批',
      '含管制化学品（易制毒、易制爆、剧毒等）的订单需审批',
    ]);
  });
});
