import type { RefundMethod, RefundStatus } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/**
 * A refund's states (docs/state-machines.md, "Refunds"). Where a refund
 * starts depends on where the money goes back:
 *
 * - `deposit`: the buyer's deposit is credited in the refund's own
 *   transaction, so it starts (and stays) `succeeded`;
 * - `online`: the money waits in the platform account `refunds_in_transit`
 *   while the payment provider returns it: `requested` (ours, not yet
 *   accepted) → `sent` (the provider accepted) → `succeeded` (its signed
 *   notification; the money leaves through `outside`) or `failed` (refused
 *   or failed: the money goes to the buyer's deposit instead, with the
 *   reason, so nothing is lost). A notification may overtake our record of
 *   the acceptance, so `requested` takes the notifications too;
 * - `transfer`: the money is credited to the buyer's deposit and the row
 *   starts `awaiting_payout`; a payout to the buyer's bank account in their
 *   verified name takes it on at once when one is known, else when the buyer
 *   names one (`payout_requested` → `paying_out`, the money frozen). The
 *   payout paid ends it `succeeded`; a payout cancelled, rejected or failed
 *   brings it back to `awaiting_payout` with the money available again.
 */

export type RefundEvent =
  'provider_accepted' | 'provider_refused' | 'notified_success' | 'notified_failure' | 'payout_requested' | 'payout_paid' | 'payout_returned';

const NEXT: Record<RefundStatus, Partial<Record<RefundEvent, RefundStatus>>> = {
  requested: { provider_accepted: 'sent', provider_refused: 'failed', notified_success: 'succeeded', notified_failure: 'failed' },
  sent: { notified_success: 'succeeded', notified_failure: 'failed' },
  succeeded: {},
  failed: {},
  awaiting_payout: { payout_requested: 'paying_out' },
  paying_out: { payout_paid: 'succeeded', payout_returned: 'awaiting_payout' },
};

export const INITIAL_REFUND_STATUS: Record<RefundMethod, RefundStatus> = {
  deposit: 'succeeded',
  online: 'requested',
  transfer: 'awaiting_payout',
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: '退款处理中',
  sent: '支付机构处理中',
  succeeded: '已退回',
  failed: '原路退回失败，已转入预存款',
  awaiting_payout: '已退到预存款，待退回银行账户',
  paying_out: '正在退回银行账户',
};

export const REFUND_EVENT_LABELS: Record<RefundEvent, string> = {
  provider_accepted: '支付机构受理',
  provider_refused: '支付机构拒绝',
  notified_success: '退款成功通知',
  notified_failure: '退款失败通知',
  payout_requested: '退回银行账户',
  payout_paid: '银行账户到账',
  payout_returned: '退回银行账户未成功',
};

/** True once nothing more happens to the refund. */
export function isFinalRefundStatus(status: RefundStatus): boolean {
  return Object.keys(NEXT[status]).length === 0;
}

/** The state `event` leads to from `status`, or 7564. */
export function requireRefundTransition(status: RefundStatus, event: RefundEvent): RefundStatus {
  const to = NEXT[status][event];
  if (to) return to;
  throw new AppError(ErrorCode.REFUND_TRANSITION_INVALID, `退款当前状态为“${REFUND_STATUS_LABELS[status]}”，不能${REFUND_EVENT_LABELS[event]}`, { status });
}

/** Every allowed transition, for the docs table and its test. */
export function refundTransitionTable(): { from: RefundStatus; event: RefundEvent; to: RefundStatus }[] {
  return (Object.keys(NEXT) as RefundStatus[]).flatMap((from) =>
    (Object.entries(NEXT[from]) as [RefundEvent, RefundStatus][]).map(([event, to]) => ({ from, event, to })),
  );
}
