import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { INITIAL_REFUND_STATUS, isFinalRefundStatus, refundTransitionTable, requireRefundTransition } from './transitions';

describe('refund state machine', () => {
  it('starts by method: the deposit at once, online with the provider, transfer waiting for the payout', () => {
    expect(INITIAL_REFUND_STATUS).toEqual({ deposit: 'succeeded', online: 'requested', transfer: 'awaiting_payout' });
  });

  it('online: requested → sent → succeeded | failed; a notification may overtake the acceptance', () => {
    expect(requireRefundTransition('requested', 'provider_accepted')).toBe('sent');
    expect(requireRefundTransition('requested', 'provider_refused')).toBe('failed');
    expect(requireRefundTransition('sent', 'notified_success')).toBe('succeeded');
    expect(requireRefundTransition('sent', 'notified_failure')).toBe('failed');
    expect(requireRefundTransition('requested', 'notified_success')).toBe('succeeded');
  });

  it('final states move no more, with 7564', () => {
    for (const status of ['succeeded', 'failed'] as const) {
      expect(isFinalRefundStatus(status)).toBe(true);
      expect(() => requireRefundTransition(status, 'notified_success')).toThrow(expect.objectContaining({ code: ErrorCode.REFUND_TRANSITION_INVALID }));
    }
    expect(() => requireRefundTransition('sent', 'provider_accepted')).toThrow(expect.objectContaining({ code: ErrorCode.REFUND_TRANSITION_INVALID }));
    expect(isFinalRefundStatus('sent')).toBe(false);
  });

  it('transfer: awaiting_payout → paying_out → succeeded, or back to awaiting_payout when the payout does not go through', () => {
    expect(requireRefundTransition('awaiting_payout', 'payout_requested')).toBe('paying_out');
    expect(requireRefundTransition('paying_out', 'payout_paid')).toBe('succeeded');
    expect(requireRefundTransition('paying_out', 'payout_returned')).toBe('awaiting_payout');
    expect(() => requireRefundTransition('awaiting_payout', 'payout_paid')).toThrow(expect.objectContaining({ code: ErrorCode.REFUND_TRANSITION_INVALID }));
    expect(() => requireRefundTransition('paying_out', 'payout_requested')).toThrow(expect.objectContaining({ code: ErrorCode.REFUND_TRANSITION_INVALID }));
    expect(isFinalRefundStatus('awaiting_payout')).toBe(false);
    expect(isFinalRefundStatus('paying_out')).toBe(false);
  });

  it('the docs table lists every transition', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync('docs/state-machines.md', 'utf8');
    const table = refundTransitionTable();
    expect(table).toHaveLength(9);
    for (const { event } of table) expect(doc).toContain(`| \`${event}\``);
  });
});
