import { owesOnTerms } from './terms-state';
import type { z } from 'zod';
import { sellerNames, usernamesOf } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import type { OrderPaymentMethod, OrderPaymentStatus } from '@/lib/server/core/db/schema';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { platformBankAccount } from '@/lib/server/payments/bank';
import { usableVouchersFor } from '@/lib/server/voucher/service';
import type { AdminOrderPaymentPageSchema, AdminOrderPaymentQuery, AdminOrderPaymentSchema, OrderPayPageSchema } from '@/lib/contracts/orders/payment-schema';
import * as payments from './payments-repo';
import type { OrderPaymentRow } from './payments-repo';
import type { OrderRow } from './repo';
import type { DuePayInfoSchema, OrderPaymentSchema } from '@/lib/contracts/orders/schema';
import { ORDER_STATUS_LABELS } from './transitions';
import { orderForParty, orderView, regulatedRequirements } from './views';
import * as repo from './repo';

/* What the cashier, the buyer's payment list and the operator's transfer review read. */

export const CERTIFICATE_UPLOAD_PATH = '/member/account/certificate';

const METHOD_LABELS: Record<OrderPaymentMethod, string> = { voucher: '优惠券', deposit: '预存款', transfer: '银行转账', online: '在线支付' };
const STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  pending: '待确认',
  settled: '已支付',
  rejected: '已驳回',
  refunded: '已退款',
  released: '已解冻退回',
};

export function toPayment(row: OrderPaymentRow): z.infer<typeof OrderPaymentSchema> {
  return {
    id: row.id,
    method: row.method,
    methodLabel: row.organisationId ? '机构预存款' : METHOD_LABELS[row.method],
    amountCents: Number(row.amountCents),
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    proofUrl: row.proofUploadId ? `/files/${row.proofUploadId}` : null,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
  };
}

/** The regulated requirements the buyer does not meet today for this order's lines. */
export async function unmetForOrder(db: Db, row: OrderRow) {
  const lines = await repo.linesOf(db, [row.id]);
  return (await regulatedRequirements(db, row.buyerId, lines)).filter((r) => !r.met);
}

/** get_due_pay_info: everything the cashier shows for the buyer's order. */
export async function duePayInfo(db: Db, buyerId: number, orderNo: string): Promise<z.input<typeof DuePayInfoSchema>> {
  const { row } = await orderForParty(db, buyerId, orderNo, 'buyer');
  const [order, rows, amounts, unmet] = await Promise.all([
    orderView(db, row, 'buyer'),
    payments.paymentsOf(db, row.id),
    depositAmounts(db, buyerId),
    unmetForOrder(db, row),
  ]);
  const vouchers = row.voucherId === null && row.status === 'submitted' ? await usableVouchersFor(db, buyerId, Number(row.goodsCents)) : [];
  return {
    order,
    payments: rows.map(toPayment),
    depositBalanceCents: amounts.balanceCents,
    usableVouchers: vouchers.map((v) => ({
      id: v.id,
      title: v.title,
      faceValueCents: v.faceValueCents,
      minOrderCents: v.minOrderCents,
      validUntil: v.validUntil,
    })),
    pendingTransferCents: rows.filter((p) => p.method === 'transfer' && p.status === 'pending').reduce((s, p) => s + Number(p.amountCents), 0),
    bankAccount: platformBankAccount(),
    // Owed on terms: the goods were released against the certificates at dispatch; the debt is paid whatever they are now.
    blockedBy: owesOnTerms(row) ? [] : unmet.map(({ cas, reason, message }) => ({ cas, reason, message })),
    certificateUploadPath: CERTIFICATE_UPLOAD_PATH,
  };
}

/** order_pay_list: the buyer's payments (money only), newest first. */
export async function buyerPayments(db: Db, buyerId: number, query: PageQuery): Promise<z.input<typeof OrderPayPageSchema>> {
  const { rows, total } = await payments.buyerPaymentPage(db, buyerId, offsetOf(query), query.pageSize);
  return { list: rows.map((r) => ({ ...toPayment(r), orderNo: r.orderNo })), total, page: query.page, pageSize: query.pageSize };
}

type AdminItem = z.input<typeof AdminOrderPaymentSchema>;

async function adminItems(db: Db, rows: (OrderPaymentRow & { orderNo: string; sellerId: number; payableCents: number; orderStatus: OrderRow['status'] })[]) {
  const [accounts, names] = await Promise.all([
    usernamesOf(
      db,
      rows.map((r) => r.buyerId),
    ),
    sellerNames(
      db,
      rows.map((r) => r.sellerId),
    ),
  ]);
  const items: AdminItem[] = [];
  for (const r of rows) {
    const siblings = await payments.paymentsByKey(db, r.orderId, r.idempotencyKey);
    items.push({
      ...toPayment(r),
      orderNo: r.orderNo,
      orderStatus: r.orderStatus,
      orderStatusLabel: ORDER_STATUS_LABELS[r.orderStatus],
      payableCents: Number(r.payableCents),
      depositPartCents: siblings.filter((s) => s.method === 'deposit').reduce((s, p) => s + Number(p.amountCents), 0),
      payerName: r.payerName,
      buyer: { id: r.buyerId, account: accounts.get(r.buyerId) ?? `#${r.buyerId}` },
      seller: { id: r.sellerId, name: names.get(r.sellerId) ?? '' },
      reviewedBy: r.reviewedBy,
    });
  }
  return items;
}

/** The operator's list of bank transfers paying for orders. */
export async function transfersForReview(db: Db, query: z.output<typeof AdminOrderPaymentQuery>): Promise<z.input<typeof AdminOrderPaymentPageSchema>> {
  const { rows, total } = await payments.transferPage(db, query.status, offsetOf(query), query.pageSize);
  return { list: await adminItems(db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** One transfer as the review list shows it (the answer of a decision). */
export async function transferItem(db: Db, paymentId: number): Promise<AdminItem> {
  const payment = (await payments.findPayment(db, paymentId))!;
  const order = (await repo.findOrder(db, payment.orderId))!;
  return (
    await adminItems(db, [{ ...payment, orderNo: order.orderNo, sellerId: order.sellerId, payableCents: order.payableCents, orderStatus: order.status }])
  )[0]!;
}

export function ordersAwaitingTransferReview(db: Db): Promise<number> {
  return payments.pendingTransferCount(db);
}
