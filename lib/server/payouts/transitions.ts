import type { PayoutBatchStatus, PayoutPurpose, PayoutStatus } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/**
 * What can happen to a payout, and who does it (docs/state-machines.md,
 * "Payouts"). The one place a payout's state changes are decided; the
 * payouts area and its workflows call `requirePayoutTransition` before they
 * write, and write with the `from` status as a condition, so two requests
 * cannot both move the same payout.
 *
 * Money: `request` freezes the amount (available → frozen); `cancel`,
 * `reject` and `fail` give it back (frozen → available); `settle` pays it out
 * (frozen → gone, and the platform's `outside` account goes up).
 */
export type PayoutAction = 'cancel' | 'batch' | 'unbatch' | 'reject' | 'approve' | 'send' | 'settle' | 'fail';

export type PayoutActor = 'member' | 'operator' | 'provider' | 'system';

type Rule = { to: PayoutStatus; by: PayoutActor[] };

const NEXT: Record<PayoutStatus, Partial<Record<PayoutAction, Rule>>> = {
  requested: {
    cancel: { to: 'cancelled', by: ['member'] },
    batch: { to: 'batched', by: ['operator'] },
  },
  batched: {
    // All approvals in (two operators above the threshold).
    approve: { to: 'approved', by: ['operator'] },
    // The batch was rejected: back in the queue for the next batch, or refused with the reason.
    unbatch: { to: 'requested', by: ['operator'] },
    reject: { to: 'rejected', by: ['operator'] },
  },
  approved: {
    send: { to: 'sending', by: ['operator'] },
  },
  sending: {
    settle: { to: 'paid', by: ['provider'] },
    // The provider refused the transfer at once, or notified a failure later.
    fail: { to: 'failed', by: ['provider', 'system'] },
  },
  cancelled: {},
  rejected: {},
  paid: {},
  failed: {},
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  requested: '待审核',
  cancelled: '已撤销',
  batched: '审核中',
  approved: '已批准，待打款',
  rejected: '已驳回',
  sending: '打款中',
  paid: '已到账',
  failed: '打款失败',
};

export const PAYOUT_ACTION_LABELS: Record<PayoutAction, string> = {
  cancel: '撤销',
  batch: '编入批次',
  unbatch: '退回待审核',
  reject: '驳回',
  approve: '批准',
  send: '打款',
  settle: '确认到账',
  fail: '打款失败',
};

export const PAYOUT_PURPOSE_LABELS: Record<PayoutPurpose, string> = {
  seller_payout: '货款提现',
  withdrawal: '预存款提现',
  refund: '退款（原路退回银行账户）',
};

/** States where the amount is still frozen in the member's deposit. */
export const MONEY_HELD: readonly PayoutStatus[] = ['requested', 'batched', 'approved', 'sending'];

/** Whether the payout has reached an end (nothing more can happen to it). */
export function isFinal(status: PayoutStatus): boolean {
  return Object.keys(NEXT[status]).length === 0;
}

export function payoutTransition(from: PayoutStatus, action: PayoutAction): Rule | null {
  return NEXT[from][action] ?? null;
}

/** The state after `action` by `actor`, or 7522 naming the state it is in. */
export function requirePayoutTransition(from: PayoutStatus, action: PayoutAction, actor: PayoutActor): PayoutStatus {
  const rule = payoutTransition(from, action);
  if (!rule || !rule.by.includes(actor)) {
    throw new AppError(ErrorCode.PAYOUT_TRANSITION_INVALID, `提现单${PAYOUT_STATUS_LABELS[from]}，不能${PAYOUT_ACTION_LABELS[action]}`, {
      status: from,
      action,
    });
  }
  return rule.to;
}

/*
 * A batch: `pending` until every approval is in (approve) or an operator
 * rejects it; an approved batch is `sent` through the payout provider, whose
 * signed notifications settle each payout. Its bank-transfer file downloads
 * once approved (for a platform paying by hand; confirming hand-paid payouts
 * without a provider is not built yet: decision 0132).
 */
export type BatchAction = 'approve' | 'reject' | 'send';

const BATCH_NEXT: Record<PayoutBatchStatus, Partial<Record<BatchAction, PayoutBatchStatus>>> = {
  pending: { approve: 'approved', reject: 'rejected' },
  approved: { send: 'sent' },
  rejected: {},
  sent: {},
};

export const BATCH_STATUS_LABELS: Record<PayoutBatchStatus, string> = { pending: '待审批', approved: '已批准', rejected: '已驳回', sent: '已提交打款' };

export function requireBatchTransition(from: PayoutBatchStatus, action: BatchAction): PayoutBatchStatus {
  const to = BATCH_NEXT[from][action];
  if (!to) {
    const verb = { approve: '批准', reject: '驳回', send: '打款' }[action];
    throw new AppError(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID, `批次${BATCH_STATUS_LABELS[from]}，不能${verb}`, { status: from });
  }
  return to;
}

/** The table as docs/state-machines.md shows it (a unit test keeps the two equal). */
export function payoutTransitionRows(): Array<{ from: PayoutStatus; action: PayoutAction; to: PayoutStatus; by: PayoutActor[] }> {
  return (Object.keys(NEXT) as PayoutStatus[]).flatMap((from) =>
    (Object.entries(NEXT[from]) as Array<[PayoutAction, Rule]>).map(([action, rule]) => ({ from, action, to: rule.to, by: rule.by })),
  );
}
