import type { Updateable } from 'kysely';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { OrderStatus, OrderStockState, OrderTable } from '@/lib/server/core/db/schema';
import { returnForOrder } from '@/lib/server/certificates/allowances';
import { followOrderTerms, settleOrderTerms } from '@/lib/server/credit/order-terms';
import { dueOnFor } from '@/lib/server/credit/terms';
import { followOrderFund } from '@/lib/server/funds/order-funds';
import { releaseStock, reserveStock, returnStock, takeStock } from '@/lib/server/goods/stock';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { formatYuan } from '@/lib/shared/format';
import { setLineLots } from './lots-repo';
import * as repo from './repo';
import type { OrderRow } from './repo';
import { AFTER_SALES_DAYS, AUTO_RECEIVE_DAYS, requireOrderTransition, type OrderAction, type OrderParty } from './transitions';

/*
 * The order's lifecycle: every state change of an order goes through one of
 * these verbs, which checks the transition, moves the row from the state it
 * was read in and records the event, all on the caller's transaction handle.
 * Workflows decide when; the orders area decides whether and how.
 */

export type { OrderRow };

export const changedMeanwhile = () => new AppError(ErrorCode.ORDER_TRANSITION_INVALID, '订单状态刚刚发生了变化，请刷新后重试');

/** Events that record something on an order without changing its state. */
export type OrderNoteAction =
  | 'approval_step'
  | 'apply_voucher'
  | 'submit_transfer'
  | 'start_online_payment'
  | 'reject_transfer'
  | 'pay_on_terms'
  | 'request_invoice'
  | 'issue_invoice'
  | 'partial_refund'
  | 'refund_result';

type Move = {
  actorId: number | null;
  changes?: Updateable<OrderTable>;
  note?: string | null;
  /** Every change a contract shows bumps `version`. */
  bumpVersion?: boolean;
  /** The event's name when it differs from the action (an operator's `confirm_transfer` pays the order). */
  event?: string;
  at?: string;
};

/**
 * What a move does to the stock its cart lines hold (docs/decisions/0150-stock-holds.md):
 * submitted reserves, paid takes, cancelled releases, refunded before dispatch returns.
 * Only lines bought from the shelf hold stock; lines from quotations hold nothing (a
 * quotation is made to order or quoted from stock the seller answers for).
 */
async function followStock(trx: Db, row: OrderRow, to: OrderStatus): Promise<void> {
  if (to === row.status) return;
  const state = row.stockState ?? null;
  // Line by line: one order may hold cart lines and quotation lines of the same seller.
  const items = async () =>
    (await repo.linesOf(trx, [row.id])).flatMap((l) => (l.goodsId === null || l.quotationId !== null ? [] : [{ goodsId: l.goodsId, quantity: l.quantity }]));
  let next: OrderStockState | null = null;
  if ((to === 'submitted' || to === 'pending_approval') && row.status === 'created' && state === null) {
    await reserveStock(trx, await items());
    next = 'reserved';
  } else if ((to === 'paid' || (to === 'dispatched' && row.status === 'submitted')) && (state === null || state === 'reserved')) {
    // Paid, or shipped unpaid on terms: the goods leave the shelf either way.
    await takeStock(trx, await items(), state === 'reserved');
    next = 'taken';
  } else if (to === 'cancelled' && state === 'reserved') {
    await releaseStock(trx, await items());
    next = 'released';
  } else if (to === 'refunded' && row.status === 'paid' && state === 'taken') {
    await returnStock(trx, await items());
    next = 'returned';
  }
  if (next) await repo.setStockState(trx, row.id, next);
}

const termsOf = (row: OrderRow, dueOn?: string | null) =>
  row.termsKind && row.termsDays !== null && row.termsDays !== undefined ? { kind: row.termsKind, days: row.termsDays, dueOn: dueOn ?? null } : undefined;

async function transition(trx: Db, row: OrderRow, action: OrderAction, party: OrderParty, move: Move): Promise<OrderStatus> {
  const to = requireOrderTransition(row.status, action, party);
  const at = move.at ?? nowIso();
  const status = to === row.status ? {} : { status: to };
  if (!(await repo.moveOrder(trx, row.id, row.status, { ...move.changes, ...status, updatedAt: at }, move.bumpVersion))) throw changedMeanwhile();
  await followStock(trx, row, to);
  // The organisation's fund (经费卡) the order names holds, spends or frees its amount with it (decision 0159).
  // The payable as stored now: the caller's row may predate a voucher applied meanwhile.
  const payable = row.fundId || row.creditLineId ? await repo.payableNow(trx, row.id) : 0;
  if (row.fundId) await followOrderFund(trx, row, row.status, to, payable, move.actorId);
  // An order on payment terms holds, owes or frees its amount on the seller's credit line (decision 0160).
  if (row.creditLineId) await followOrderTerms(trx, row, row.status, to, payable, move.actorId, termsOf(row, move.changes?.dueOn));
  // What the order drew on the buyer's permits comes back when it ends unpaid or refunded (decision 0154).
  if (to !== row.status && (to === 'cancelled' || to === 'refunded')) await returnForOrder(trx, row.id);
  await repo.insertEvent(trx, {
    orderId: row.id,
    actorId: move.actorId,
    action: move.event ?? action,
    fromStatus: row.status,
    toStatus: to,
    note: move.note ?? null,
    createdAt: at,
  });
  return to;
}

/** The buyer confirms a created order (and its contract). */
export function submit(trx: Db, row: OrderRow, buyerId: number): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'submit', 'buyer', { actorId: buyerId, changes: { submittedAt: at, releasedAt: at }, at });
}

/** The buyer confirms an order placed for an organisation whose rules ask for approval: it waits for its approvers. */
export function submitForApproval(trx: Db, row: OrderRow, buyerId: number, note: string): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'submit_for_approval', 'buyer', { actorId: buyerId, changes: { submittedAt: at }, note, at });
}

/** The approval the rules asked for is complete: the order goes to the seller (submitted, payable). */
export function approve(trx: Db, row: OrderRow, approverId: number, note: string): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'approve', 'approver', { actorId: approverId, note, changes: { releasedAt: row.releasedAt ?? at }, at });
}

/** One approval recorded while the rules ask for another: the order keeps waiting. */
export function recordApprovalStep(trx: Db, row: OrderRow, approverId: number, note: string, at: string): Promise<void> {
  return recordEvent(trx, row, approverId, 'approval_step', note, at);
}

/** An approver rejects the order with a reason: it is cancelled and what it held is released. */
export function rejectApproval(trx: Db, row: OrderRow, approverId: number, reason: string): Promise<OrderStatus> {
  const at = nowIso();
  const cancelReason = `审批未通过：${reason}`;
  return transition(trx, row, 'reject_approval', 'approver', { actorId: approverId, changes: { cancelledAt: at, cancelReason }, note: cancelReason, at });
}

/** Either party cancels an unpaid order. */
export function cancel(trx: Db, row: OrderRow, party: OrderParty, actorId: number | null, reason: string): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'cancel', party, { actorId, changes: { cancelledAt: at, cancelReason: reason }, note: reason, at });
}

/** A proposal (or counter-proposal) of a new goods total: the order negotiates. */
export function proposePrice(trx: Db, row: OrderRow, party: OrderParty, actorId: number, note: string, at: string): Promise<OrderStatus> {
  return transition(trx, row, 'propose_price', party, { actorId, note, at });
}

/**
 * The open proposal answered (accepted, rejected or withdrawn): the order is
 * submitted again, at the accepted goods total when there is one.
 */
export function answerPrice(
  trx: Db,
  row: OrderRow,
  party: OrderParty,
  actorId: number,
  answer: { note: string; at: string; accepted?: { goodsCents: number; payableCents: number }; approveAgain?: boolean },
): Promise<OrderStatus> {
  return transition(trx, row, answer.approveAgain ? 'answer_price_for_approval' : 'answer_price', party, {
    actorId,
    note: answer.note,
    at: answer.at,
    changes: answer.accepted ?? {},
    bumpVersion: answer.accepted !== undefined,
  });
}

/** A voucher spent on the order: its discount lowers the payable; the contract changes. */
export async function applyVoucher(trx: Db, row: OrderRow, voucher: { voucherId: number; discountCents: number; payableCents: number }): Promise<OrderRow> {
  const at = nowIso();
  const changes = { ...voucher, updatedAt: at };
  if (!(await repo.moveOrder(trx, row.id, row.status, changes, true))) throw changedMeanwhile();
  await recordEvent(trx, row, row.buyerId, 'apply_voucher', `优惠券抵扣 ${formatYuan(voucher.discountCents)}`, at);
  await followOrderFund(trx, row, row.status, row.status, voucher.payableCents, row.buyerId);
  await followOrderTerms(trx, row, row.status, row.status, voucher.payableCents, row.buyerId, termsOf(row));
  return { ...row, ...voucher, version: row.version + 1 };
}

/** The money due has arrived: the order is paid (the system's move, whoever caused it). */
export function settle(
  trx: Db,
  row: OrderRow,
  amountCents: number,
  actorId: number,
  event: 'pay' | 'confirm_transfer',
  commissionCents: number,
): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'pay', 'system', {
    actorId,
    event,
    changes: { paidCents: Number(row.paidCents) + amountCents, paidAt: at, commissionCents },
    at,
  });
}

/**
 * An order dispatched on terms is paid (decision 0160): its state stays, its
 * debt on the credit line is settled, its fund charges what it held.
 */
export async function settleOnTerms(trx: Db, row: OrderRow, amountCents: number, actorId: number, note: string, commissionCents: number): Promise<void> {
  const at = nowIso();
  const changes = { paidCents: Number(row.paidCents) + amountCents, paidAt: at, commissionCents, updatedAt: at };
  if (!(await repo.moveOrder(trx, row.id, row.status, changes))) throw changedMeanwhile();
  // The fund before the credit line, as in every transition: the two advisory locks are always taken in one order.
  if (row.fundId) await followOrderFund(trx, row, 'submitted', 'paid', Number(row.payableCents), actorId);
  await settleOrderTerms(trx, row, amountCents, actorId);
  await recordEvent(trx, row, actorId, 'pay_on_terms', note, at);
}

/** The seller refunds a paid order before dispatch. */
export function refund(trx: Db, row: OrderRow, sellerId: number, reason: string): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'refund', 'seller', { actorId: sellerId, changes: { refundedAt: at, refundReason: reason }, note: reason, at });
}

type Shipment = { shipExpressCompanyId: number; trackingNo: string };

/** The seller ships a paid order. */
export function dispatch(trx: Db, row: OrderRow, sellerId: number, shipment: Shipment, note: string): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'dispatch', 'seller', { actorId: sellerId, changes: { ...shipment, dispatchedAt: at }, note, at });
}

/** The seller ships an order placed on terms before it is paid: it is owed by its due day. */
export function dispatchOnTerms(trx: Db, row: OrderRow, sellerId: number, shipment: Shipment, note: string): Promise<OrderStatus> {
  const at = nowIso();
  const dueOn = dueOnFor(row.termsKind!, row.termsDays!, new Date(at));
  return transition(trx, row, 'dispatch_on_terms', 'seller', { actorId: sellerId, changes: { ...shipment, dispatchedAt: at, dueOn }, note, at });
}

/** The seller corrects the carrier or waybill of a dispatched order; the dispatch time stays (automatic receipt counts from it). */
export function updateTracking(trx: Db, row: OrderRow, sellerId: number, shipment: Shipment, note: string): Promise<OrderStatus> {
  return transition(trx, row, 'update_tracking', 'seller', { actorId: sellerId, changes: shipment, note, bumpVersion: true });
}

/** The buyer confirms receipt. */
export function confirmReceipt(trx: Db, row: OrderRow): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'receive', 'buyer', { actorId: row.buyerId, changes: { receivedAt: at, receiveMode: 'buyer' }, at });
}

/** Receipt confirmed by the system AUTO_RECEIVE_DAYS after dispatch. */
export function autoReceive(trx: Db, row: OrderRow): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'auto_receive', 'system', {
    actorId: null,
    changes: { receivedAt: at, receiveMode: 'auto' },
    note: `发货 ${AUTO_RECEIVE_DAYS} 天后自动确认收货`,
    at,
  });
}

/** The after-sales window has closed: the order completes. */
export function complete(trx: Db, row: OrderRow): Promise<OrderStatus> {
  const at = nowIso();
  return transition(trx, row, 'complete', 'system', { actorId: null, changes: { completedAt: at }, note: `收货 ${AFTER_SALES_DAYS} 天售后期已过`, at });
}

/** Something happened to the order that does not change its state (a transfer submitted, an invoice issued). */
export async function recordEvent(trx: Db, row: OrderRow, actorId: number | null, action: OrderNoteAction, note: string | null, at = nowIso()): Promise<void> {
  await repo.insertEvent(trx, { orderId: row.id, actorId, action, fromStatus: row.status, toStatus: row.status, note, createdAt: at });
}

/** The lots shipped on an order's lines (decision 0152), recorded with its dispatch or a correction of it. */
export async function recordShippedLots(trx: Db, orderId: number, lots: { lineNo: number; lotId: number }[]): Promise<void> {
  await setLineLots(trx, orderId, lots);
}
