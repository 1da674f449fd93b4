import type { z } from 'zod';
import { PARTIAL_REFUND_STATUSES, type OrderRefundsSchema, type RefundSchema } from '@/lib/contracts/refunds/schema';
import type { Db } from '@/lib/server/core/db';
import type { RefundMethod } from '@/lib/server/core/db/schema';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import * as payments from '@/lib/server/orders/payment-records';
import { orderForParty } from '@/lib/server/orders/views';
import { providerNamed } from '@/lib/server/payments/provider';
import { refundSums, refundsOfOrder, type RefundRow } from './records';
import { refundableCents } from './split';
import { REFUND_STATUS_LABELS } from './transitions';

/* Refunds as their buyer and seller see them: where each part of the money went, and when. */

export type RefundView = z.input<typeof RefundSchema>;

const PROVIDER_LABELS: Record<string, string> = { alipay: '支付宝', wechat: '微信', dev: '模拟' };

/** `toOrganisation`: a deposit part an organisation's payer paid from its deposit goes back there (decision 0161). */
export function refundMethodLabel(method: RefundMethod, provider: string | null, toOrganisation = false): string {
  if (method === 'deposit') return toOrganisation ? '退回机构预存款' : '退回预存款';
  if (method === 'transfer') return '银行转账退款';
  return `原路退回在线支付（${PROVIDER_LABELS[provider ?? ''] ?? provider ?? '在线支付'}）`;
}

function whereLabel(row: RefundRow, toOrganisation: boolean): string {
  switch (row.status) {
    case 'succeeded':
      if (row.method === 'online') return '已由支付机构退回原付款账户';
      if (row.method === 'deposit' && toOrganisation) return '已退回组织的机构预存款';
      return row.method === 'transfer' ? `已退回买家银行账户（提现单 ${row.payoutNo ?? ''}）` : '已退回买家预存款可用余额';
    case 'failed':
      return `原路退回失败，已转入买家预存款可用余额${row.failureReason ? `（${row.failureReason}）` : ''}`;
    case 'awaiting_payout':
      return row.failureReason
        ? `退回银行账户未成功（${row.failureReason}），款项在买家预存款可用余额中，可重新指定银行账户`
        : '已退到买家预存款可用余额，待指定银行账户后原路退回';
    case 'paying_out':
      return `正在经平台打款退回买家银行账户（提现单 ${row.payoutNo ?? ''}）`;
    default:
      return '支付机构处理中，到账后通知买家';
  }
}

/** Whether the development provider's labelled simulation serves here (never in production). */
function devSimulationAvailable(): boolean {
  try {
    providerNamed('dev');
    return true;
  } catch {
    return false;
  }
}

/** The buyer's own transfer refund waiting in their deposit: they may name the bank account it goes back to. */
export function canRequestPayout(row: RefundRow, memberId: number): boolean {
  return row.method === 'transfer' && row.status === 'awaiting_payout' && row.buyerId === memberId;
}

export function toRefundView(row: RefundRow, simulatable = false, payoutRequestable = false, toOrganisation = false): RefundView {
  return {
    refundNo: row.refundNo,
    orderNo: row.orderNo,
    method: row.method,
    methodLabel: refundMethodLabel(row.method, row.provider, toOrganisation),
    amountCents: Number(row.amountCents),
    status: row.status,
    statusLabel: REFUND_STATUS_LABELS[row.status],
    whereLabel: whereLabel(row, toOrganisation),
    reason: row.reason,
    // A transfer refund's earlier failed attempt stops mattering once the money is on its way again.
    failureReason: row.method === 'transfer' && row.status !== 'awaiting_payout' ? null : row.failureReason,
    providerRefundNo: row.providerRefundNo,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    finishedAt: row.finishedAt,
    payoutNo: row.payoutNo,
    payoutRequestable,
    simulatable,
  };
}

/** A dev-provider online refund still with the provider, shown to its buyer: the simulation may complete it. */
export function canSimulate(row: RefundRow, memberId: number): boolean {
  return row.method === 'online' && row.provider === 'dev' && row.buyerId === memberId && (row.status === 'requested' || row.status === 'sent');
}

/** The order's refunds and what may still be refunded, from rows read in one handle. */
export async function refundsSummary(db: Db, order: OrderRow, memberId: number): Promise<z.input<typeof OrderRefundsSchema>> {
  const [rows, parts] = await Promise.all([refundsOfOrder(db, order.id), payments.paymentsOf(db, order.id)]);
  const sums = refundSums(rows);
  const cash = parts.filter((p) => p.method !== 'voucher' && (p.status === 'settled' || p.status === 'refunded'));
  const refundable = refundableCents(
    cash.map((p) => ({ id: p.id, method: p.method as RefundMethod, amountCents: Number(p.amountCents), refundedCents: sums.byPayment.get(p.id) ?? 0 })),
  );
  const simulation = rows.some((r) => canSimulate(r, memberId)) && devSimulationAvailable();
  const fromOrganisation = new Set(parts.filter((p) => p.organisationId).map((p) => p.id));
  return {
    orderNo: order.orderNo,
    paidCashCents: cash.reduce((s, p) => s + Number(p.amountCents), 0),
    refundedCents: sums.refundedCents,
    refundableCents: refundable,
    partialRefundAllowed: (PARTIAL_REFUND_STATUSES as readonly string[]).includes(order.status) && refundable > 0,
    refunds: [...rows]
      .reverse()
      .map((r) => toRefundView(r, simulation && canSimulate(r, memberId), canRequestPayout(r, memberId), fromOrganisation.has(r.orderPaymentId))),
  };
}

/** order_refunds: for the order's buyer or seller; anyone else gets "order not found". */
export async function orderRefunds(db: Db, memberId: number, orderNo: string): Promise<z.input<typeof OrderRefundsSchema>> {
  const { row } = await orderForParty(db, memberId, orderNo);
  return refundsSummary(db, row, memberId);
}
