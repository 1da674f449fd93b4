import type { RechargeStatus } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/*
 * The recharge state machine (docs/state-machines.md has the same table;
 * transitions.test.ts keeps them in step). A transition is written with a
 * conditional update on `status = 'pending'`, in the transaction that credits
 * the ledger, so of two parallel confirmations one moves the row and money,
 * the other finds it settled.
 */

export type RechargeEvent = 'confirm' | 'reject' | 'pay' | 'fail';

export const RECHARGE_STATUS_LABELS: Record<RechargeStatus, string> = {
  pending: '待确认',
  paid: '已到账',
  rejected: '已驳回',
  failed: '支付失败',
};

export const RECHARGE_MACHINE: Record<RechargeEvent, { from: RechargeStatus; to: RechargeStatus; method: 'offline' | 'online'; says: string }> = {
  confirm: { from: 'pending', to: 'paid', method: 'offline', says: '运营核对转账凭证后确认，金额记入预存款' },
  reject: { from: 'pending', to: 'rejected', method: 'offline', says: '运营驳回（须填写原因），不入账' },
  pay: { from: 'pending', to: 'paid', method: 'online', says: '支付机构通知支付成功（签名核验），金额记入预存款' },
  fail: { from: 'pending', to: 'failed', method: 'online', says: '支付机构通知支付失败，不入账' },
};

const EVENT_WORDS: Record<RechargeEvent, string> = { confirm: '确认到账', reject: '驳回', pay: '支付入账', fail: '标记支付失败' };

/**
 * The state after `event`; `null` when the recharge already is there (a
 * repeated request: answer the first result, move nothing). Anything else
 * illegal answers 7006 naming the state.
 */
export function rechargeTransition(current: { status: RechargeStatus; method: 'offline' | 'online' }, event: RechargeEvent): RechargeStatus | null {
  const rule = RECHARGE_MACHINE[event];
  if (current.method !== rule.method) {
    const why = current.method === 'online' ? '在线支付的充值由支付机构通知入账，不能人工处理' : '银行转账的充值由运营核对凭证后处理';
    throw new AppError(ErrorCode.RECHARGE_TRANSITION_INVALID, why, { status: current.status, event });
  }
  if (current.status === rule.to) return null;
  if (current.status !== rule.from) {
    throw new AppError(ErrorCode.RECHARGE_TRANSITION_INVALID, `充值单${RECHARGE_STATUS_LABELS[current.status]}，不能${EVENT_WORDS[event]}`, { status: current.status, event });
  }
  return rule.to;
}
