import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { approvalsNeeded, MIN_PAYOUT_CENTS, TWO_APPROVALS_ABOVE_CENTS } from './rules';
import { duePeriodKey, isoWeekday } from './schedule-rules';
import { isFinal, MONEY_HELD, payoutTransitionRows, requireBatchTransition, requirePayoutTransition } from './transitions';

describe('the payout state machine', () => {
  it('follows the documented path: requested → batched → approved → sending → paid | failed', () => {
    expect(requirePayoutTransition('requested', 'batch', 'operator')).toBe('batched');
    expect(requirePayoutTransition('batched', 'approve', 'operator')).toBe('approved');
    expect(requirePayoutTransition('approved', 'send', 'operator')).toBe('sending');
    expect(requirePayoutTransition('sending', 'settle', 'provider')).toBe('paid');
    expect(requirePayoutTransition('sending', 'fail', 'provider')).toBe('failed');
  });

  it('lets the member cancel only a requested payout; a rejected batch returns or refuses its payouts', () => {
    expect(requirePayoutTransition('requested', 'cancel', 'member')).toBe('cancelled');
    expect(() => requirePayoutTransition('batched', 'cancel', 'member')).toThrowError(expect.objectContaining({ code: ErrorCode.PAYOUT_TRANSITION_INVALID }));
    expect(requirePayoutTransition('batched', 'unbatch', 'operator')).toBe('requested');
    expect(requirePayoutTransition('batched', 'reject', 'operator')).toBe('rejected');
  });

  it('refuses the wrong actor and every move out of an end state', () => {
    expect(() => requirePayoutTransition('requested', 'cancel', 'operator')).toThrow(/待审核/);
    expect(() => requirePayoutTransition('sending', 'settle', 'member')).toThrow();
    expect(() => requirePayoutTransition('sending', 'settle', 'system')).toThrow();
    // A hand-paid transfer: the operator records what the bank's portal showed.
    expect(requirePayoutTransition('sending', 'settle', 'operator')).toBe('paid');
    expect(requirePayoutTransition('sending', 'fail', 'operator')).toBe('failed');
    for (const end of ['cancelled', 'rejected', 'paid', 'failed'] as const) {
      expect(isFinal(end)).toBe(true);
      for (const action of ['cancel', 'batch', 'approve', 'send', 'settle', 'fail'] as const) {
        expect(() => requirePayoutTransition(end, action, 'provider')).toThrow();
      }
    }
    expect(MONEY_HELD.every((s) => !isFinal(s))).toBe(true);
  });

  it('moves batches pending → approved → sent, or pending → rejected', () => {
    expect(requireBatchTransition('pending', 'approve')).toBe('approved');
    expect(requireBatchTransition('approved', 'send')).toBe('sent');
    expect(requireBatchTransition('pending', 'reject')).toBe('rejected');
    expect(() => requireBatchTransition('approved', 'reject')).toThrowError(expect.objectContaining({ code: ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID }));
    expect(() => requireBatchTransition('sent', 'send')).toThrow();
  });

  it('is the table docs/state-machines.md shows', () => {
    const doc = readFileSync('docs/state-machines.md', 'utf8');
    for (const row of payoutTransitionRows()) {
      expect(doc, `${row.from} ${row.action}`).toContain(`| \`${row.from}\` | \`${row.action}\` | \`${row.to}\` | ${row.by.join(', ')} |`);
    }
  });
});

describe('payout rules', () => {
  it('asks two approvals strictly above the threshold', () => {
    expect(approvalsNeeded(TWO_APPROVALS_ABOVE_CENTS)).toBe(1);
    expect(approvalsNeeded(TWO_APPROVALS_ABOVE_CENTS + 1)).toBe(2);
    expect(MIN_PAYOUT_CENTS).toBe(10_000);
  });

  it('finds the due period of a schedule once', () => {
    // 2026-11-25 is a Wednesday (China time at 04:00 UTC).
    const wednesday = new Date('2026-11-25T04:00:00Z');
    expect(isoWeekday('2026-11-25')).toBe(3);
    const weekly = {
      kind: 'weekly' as const,
      weekday: 2,
      dayOfMonth: null,
      thresholdCents: null,
      collectingAccountId: 1,
      lastPeriodKey: null,
      lastRunNote: null,
    };
    expect(duePeriodKey(weekly, 0, wednesday)).toBe('W2026-11-23');
    expect(duePeriodKey({ ...weekly, lastPeriodKey: 'W2026-11-23' }, 0, wednesday)).toBeNull();
    expect(duePeriodKey({ ...weekly, weekday: 5 }, 0, wednesday)).toBeNull();
    const monthly = { ...weekly, kind: 'monthly' as const, weekday: null, dayOfMonth: 25 };
    expect(duePeriodKey(monthly, 0, wednesday)).toBe('M2026-11');
    expect(duePeriodKey({ ...monthly, dayOfMonth: 26 }, 0, wednesday)).toBeNull();
    const threshold = { ...weekly, kind: 'threshold' as const, weekday: null, thresholdCents: 50_000 };
    expect(duePeriodKey(threshold, 49_999, wednesday)).toBeNull();
    expect(duePeriodKey(threshold, 50_000, wednesday)).toBe('T2026-11-25');
    expect(duePeriodKey({ ...weekly, kind: 'off' as const }, 1_000_000, wednesday)).toBeNull();
  });
});
