import type { OrderStatus } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/**
 * What can happen to an order, and who may do it (docs/state-machines.md,
 * "Orders"). The one place an order's state changes are decided; services
 * call `requireOrderTransition` before they write.
 *
 * `system`: the server itself — a payment that covers the amount due makes
 * the order paid; receipt is confirmed automatically AUTO_RECEIVE_DAYS after
 * dispatch; a received order completes AFTER_SALES_DAYS later.
 */
export type OrderAction =
  | 'submit'
  | 'submit_for_approval'
  | 'approve'
  | 'reject_approval'
  | 'answer_price_for_approval'
  | 'propose_price'
  | 'answer_price'
  | 'pay'
  | 'cancel'
  | 'refund'
  | 'dispatch'
  | 'dispatch_on_terms'
  | 'update_tracking'
  | 'receive'
  | 'auto_receive'
  | 'complete';

/** `approver`: an approver of the organisation the order was placed for (never its buyer). */
export type OrderParty = 'buyer' | 'seller' | 'system' | 'approver';

type Rule = { to: OrderStatus; by: OrderParty[] };

const NEXT: Record<OrderStatus, Partial<Record<OrderAction, Rule>>> = {
  created: {
    submit: { to: 'submitted', by: ['buyer'] },
    // Placed for an organisation whose rules ask for approval: the seller sees it once approved.
    submit_for_approval: { to: 'pending_approval', by: ['buyer'] },
    cancel: { to: 'cancelled', by: ['buyer', 'seller'] },
  },
  pending_approval: {
    // The last approval the rules ask for (one, or two above the second amount) submits it to the seller.
    approve: { to: 'submitted', by: ['approver'] },
    reject_approval: { to: 'cancelled', by: ['approver'] },
    cancel: { to: 'cancelled', by: ['buyer', 'system'] },
  },
  // The system cancels a submitted order that holds stock and saw nothing happen for UNPAID_DAYS.
  submitted: {
    propose_price: { to: 'negotiating', by: ['buyer', 'seller'] },
    pay: { to: 'paid', by: ['system'] },
    // An order placed on the payment terms the seller granted the organisation (decision 0160): shipped unpaid, owed by its due day.
    dispatch_on_terms: { to: 'dispatched', by: ['seller'] },
    // An approver of the buyer's organisation may withdraw an unpaid order too: what it holds of a fund comes back (decision 0161).
    cancel: { to: 'cancelled', by: ['buyer', 'seller', 'approver', 'system'] },
  },
  negotiating: {
    propose_price: { to: 'negotiating', by: ['buyer', 'seller'] },
    answer_price: { to: 'submitted', by: ['buyer', 'seller'] },
    // An accepted price on an order that needed approval: the new amount is approved again.
    answer_price_for_approval: { to: 'pending_approval', by: ['buyer', 'seller'] },
    cancel: { to: 'cancelled', by: ['buyer', 'seller', 'approver'] },
  },
  paid: {
    dispatch: { to: 'dispatched', by: ['seller'] },
    refund: { to: 'refunded', by: ['seller'] },
  },
  dispatched: {
    update_tracking: { to: 'dispatched', by: ['seller'] },
    receive: { to: 'received', by: ['buyer'] },
    auto_receive: { to: 'received', by: ['system'] },
  },
  received: {
    complete: { to: 'completed', by: ['system'] },
  },
  completed: {},
  cancelled: {},
  refunded: {},
};

/** Days after dispatch when receipt counts as confirmed if the buyer has not confirmed it (docs/orders-payment.md, "Receipt, refund, the automatic steps"). */
export const AUTO_RECEIVE_DAYS = 10;
/** Days a submitted order holding stock may stay unpaid with nothing happening (no payment waiting, no event) before the system cancels it and frees the stock. */
export const UNPAID_DAYS = 3;
/** Days an order may wait for its organisation's approval with nothing happening before the system cancels it and frees the stock. */
export const APPROVAL_DAYS = 7;
/** Days after receipt when the order completes: the after-sales window (returns, invoice disputes) closes. */
export const AFTER_SALES_DAYS = 7;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: '待确认',
  pending_approval: '待审批',
  submitted: '待付款',
  negotiating: '议价中',
  paid: '待发货',
  dispatched: '已发货',
  received: '已收货',
  completed: '已完成',
  cancelled: '已取消',
  refunded: '已退款',
};

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  submit: '提交订单',
  submit_for_approval: '提交审批',
  approve: '审批通过',
  reject_approval: '审批驳回',
  answer_price_for_approval: '答复议价（重新审批）',
  propose_price: '议价',
  answer_price: '答复议价',
  pay: '付款',
  cancel: '取消订单',
  refund: '退款',
  dispatch: '发货',
  dispatch_on_terms: '账期发货（未付款）',
  update_tracking: '修改物流单号',
  receive: '确认收货',
  auto_receive: '自动确认收货',
  complete: '完成订单',
};

const PARTY_LABELS: Record<OrderParty, string> = { buyer: '买家', seller: '卖家', system: '系统', approver: '审批人' };

/** The state `action` by `party` leads to from `status`, or null when not allowed. */
export function nextOrderStatus(status: OrderStatus, action: OrderAction, party: OrderParty): OrderStatus | null {
  const rule = NEXT[status][action];
  return rule && rule.by.includes(party) ? rule.to : null;
}

/** The next state, or ORDER_TRANSITION_INVALID with a sentence naming the state, the action and who tried. */
export function requireOrderTransition(status: OrderStatus, action: OrderAction, party: OrderParty): OrderStatus {
  const rule = NEXT[status][action];
  if (rule && rule.by.includes(party)) return rule.to;
  const msg = rule
    ? `${PARTY_LABELS[party]}不能${ORDER_ACTION_LABELS[action]}（订单当前状态：${ORDER_STATUS_LABELS[status]}）`
    : `订单当前状态为“${ORDER_STATUS_LABELS[status]}”，不能${ORDER_ACTION_LABELS[action]}`;
  throw new AppError(ErrorCode.ORDER_TRANSITION_INVALID, msg, { status, action });
}

/** Every allowed transition, for the docs table and its test. */
export function orderTransitionTable(): { from: OrderStatus; action: OrderAction; to: OrderStatus; by: OrderParty[] }[] {
  return (Object.keys(NEXT) as OrderStatus[]).flatMap((from) =>
    (Object.entries(NEXT[from]) as [OrderAction, Rule][]).map(([action, rule]) => ({ from, action, to: rule.to, by: rule.by })),
  );
}

/** States in which the order is still waiting for money (what the cashier may take). */
export const UNPAID_STATUSES: OrderStatus[] = ['submitted'];
