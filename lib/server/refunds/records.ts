import { nowIso, type Db } from '@/lib/server/core/db';
import type { RefundMethod } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { rowsForNumbers, type ProviderTransaction, type ProviderTransactionQuery } from '@/lib/shared/settlement-file';
import * as repo from './repo';
import type { RefundRow } from './repo';
import { INITIAL_REFUND_STATUS, REFUND_STATUS_LABELS, requireRefundTransition, type RefundEvent } from './transitions';

/*
 * The refunds as the workflows that move their money use them: recording a
 * request's rows, advancing a row through its states, and the sums an
 * order's other steps need (what was refunded per part, the commission
 * returned, the held proceeds refunds took).
 */

export type { RefundRow };
export { refundNumber } from './repo';
export const { refundsOfOrder, refundsOfRequest, findRefund, findRefundByNo, unsentRefunds } = repo;

export const refundNotFound = () => new AppError(ErrorCode.REFUND_NOT_FOUND, '退款记录不存在');

export type NewRefund = {
  order: { id: number; orderNo: string; buyerId: number; sellerId: number };
  paymentId: number;
  requestKey: string;
  method: RefundMethod;
  amountCents: number;
  commissionReturnedCents: number;
  sellerSource: 'held' | 'available';
  provider: string | null;
  reason: string;
  createdBy: number;
};

/** One part's share of a request, in the state its method starts in. */
export function recordRefund(trx: Db, refund: NewRefund): Promise<RefundRow> {
  const at = nowIso();
  const status = INITIAL_REFUND_STATUS[refund.method];
  return repo.insertRefund(trx, {
    orderId: refund.order.id,
    orderNo: refund.order.orderNo,
    buyerId: refund.order.buyerId,
    sellerId: refund.order.sellerId,
    orderPaymentId: refund.paymentId,
    requestKey: refund.requestKey,
    method: refund.method,
    amountCents: refund.amountCents,
    commissionReturnedCents: refund.commissionReturnedCents,
    sellerChargedCents: refund.amountCents - refund.commissionReturnedCents,
    sellerSource: refund.sellerSource,
    status,
    provider: refund.provider,
    providerRefundNo: null,
    reason: refund.reason,
    failureReason: null,
    createdBy: refund.createdBy,
    createdAt: at,
    sentAt: null,
    finishedAt: status === 'succeeded' ? at : null,
    payoutNo: null,
    updatedAt: at,
  });
}

/** The row moved by `event` (checked against the state machine); 7564 when something else moved it first. */
export async function advanceRefund(
  trx: Db,
  row: RefundRow,
  event: RefundEvent,
  details: { providerRefundNo?: string | null; failureReason?: string | null; payoutNo?: string } = {},
): Promise<RefundRow> {
  const to = requireRefundTransition(row.status, event);
  const at = nowIso();
  const changes = {
    status: to,
    updatedAt: at,
    ...(details.providerRefundNo ? { providerRefundNo: details.providerRefundNo } : {}),
    ...(details.failureReason ? { failureReason: details.failureReason } : {}),
    ...(details.payoutNo ? { payoutNo: details.payoutNo } : {}),
    ...(event === 'provider_accepted' ? { sentAt: at } : {}),
    ...(to === 'succeeded' || to === 'failed' ? { finishedAt: at } : {}),
  };
  if (!(await repo.moveRefund(trx, row.id, row.status, changes))) {
    throw new AppError(ErrorCode.REFUND_TRANSITION_INVALID, '退款状态刚刚发生了变化，请刷新后重试', { status: row.status });
  }
  return { ...row, ...changes };
}

export type RefundSums = {
  /** Cash returned in all (every method, every state: a failed online refund went to the deposit instead). */
  refundedCents: number;
  commissionReturnedCents: number;
  /** What refunds took from the seller's held proceeds of the order: receipt releases only the rest. */
  heldTakenCents: number;
  byPayment: Map<number, number>;
};

export function refundSums(rows: RefundRow[]): RefundSums {
  const byPayment = new Map<number, number>();
  let refundedCents = 0;
  let commissionReturnedCents = 0;
  let heldTakenCents = 0;
  for (const row of rows) {
    const amount = Number(row.amountCents);
    refundedCents += amount;
    commissionReturnedCents += Number(row.commissionReturnedCents);
    if (row.sellerSource === 'held') heldTakenCents += Number(row.sellerChargedCents);
    byPayment.set(row.orderPaymentId, (byPayment.get(row.orderPaymentId) ?? 0) + amount);
  }
  return { refundedCents, commissionReturnedCents, heldTakenCents, byPayment };
}

/** The order's refund sums, read in the caller's transaction (under the order's money lock when it moves money). */
export async function refundSumsOfOrder(db: Db, orderId: number): Promise<RefundSums> {
  return refundSums(await repo.refundsOfOrder(db, orderId));
}

/** Online refunds (RF…) as the provider saw them, for reconciliation (lib/server/reconciliation). */
export async function onlineRefundTransactions(db: Db, query: ProviderTransactionQuery): Promise<ProviderTransaction[]> {
  const numbers = query.numbers.filter((n) => n.startsWith('RF'));
  const rows = await rowsForNumbers(numbers, (part) => repo.onlineRefundsForProvider(db, query.provider, query, part));
  return rows.map((r) => {
    const state = r.status === 'succeeded' ? 'success' : r.status === 'failed' ? 'failed' : 'pending';
    return {
      kind: 'refund',
      ourNo: r.refundNo,
      amountCents: Number(r.amountCents),
      state,
      statusLabel: REFUND_STATUS_LABELS[r.status],
      at: state === 'pending' ? null : r.finishedAt,
      providerNo: r.providerRefundNo,
    };
  });
}

/** Of these orders, those a seller refunded any part of (the trust area's cancellation figure). */
export async function ordersWithRefunds(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db.selectFrom('refunds').select('orderId').where('orderId', 'in', orderIds).distinct().execute();
  return new Set(rows.map((r) => r.orderId));
}

/** Cash refunded so far on each of these orders (every method and state, as `refundSums` counts it). */
export async function refundedCentsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  const sums = new Map<number, number>();
  for (let i = 0; i < orderIds.length; i += 500) {
    const part = orderIds.slice(i, i + 500);
    const rows = await db.selectFrom('refunds').select(['orderId', 'amountCents']).where('orderId', 'in', part).execute();
    for (const r of rows) sums.set(r.orderId, (sums.get(r.orderId) ?? 0) + Number(r.amountCents));
  }
  return sums;
}
