import { lockRowOrSkip, nowIso, type Db } from '@/lib/server/core/db';
import { rowsForNumbers, type ProviderTransaction, type ProviderTransactionQuery } from '@/lib/shared/settlement-file';
import { orderPaymentIdOf, orderPaymentNumber } from './numbers';
import * as payments from './payments-repo';
import type { OrderPaymentRow } from './payments-repo';
import type { OrderRow } from './repo';

/*
 * The parts of an order's payments (`order_payments`) as the orders area
 * offers them to the flows that move money: reads, the order's money locks,
 * and each change a part goes through (recorded, settled, rejected, released,
 * refunded). Only this area writes the table.
 */

export type { OrderPaymentRow };

export const { lockOrderForMoney, paymentsOf, paymentsByKey, findPayment, pendingPaymentOf, livePaymentWithProof } = payments;

/** A due order for one instance only: false when another instance holds it (PostgreSQL SKIP LOCKED). */
export const claimDueOrder = (trx: Db, orderId: number): Promise<boolean> => lockRowOrSkip(trx, 'orders', orderId);

export type NewPaymentPart = Pick<OrderPaymentRow, 'method' | 'amountCents' | 'status'> & {
  voucherId?: number;
  proofUploadId?: number;
  payerName?: string | null;
  provider?: string;
  /** A deposit part drawn from this organisation's deposit by `paidBy` (decision 0161). */
  organisationId?: number;
  paidBy?: number;
};

/** Records the parts one payment request is made of, under the request's idempotency key; answers them in order. */
export async function recordPaymentParts(trx: Db, row: OrderRow, key: string, parts: NewPaymentPart[]): Promise<OrderPaymentRow[]> {
  const at = nowIso();
  const recorded: OrderPaymentRow[] = [];
  for (const part of parts) {
    recorded.push(
      await payments.insertPayment(trx, {
        orderId: row.id,
        buyerId: row.buyerId,
        method: part.method,
        amountCents: part.amountCents,
        status: part.status,
        idempotencyKey: key,
        voucherId: part.voucherId ?? null,
        proofUploadId: part.proofUploadId ?? null,
        payerName: part.payerName ?? null,
        provider: part.provider ?? null,
        providerTradeNo: null,
        rejectReason: null,
        reviewedBy: null,
        createdAt: at,
        settledAt: part.status === 'settled' ? at : null,
        updatedAt: at,
        organisationId: part.organisationId ?? null,
        paidBy: part.paidBy ?? null,
      }),
    );
  }
  return recorded;
}

const reviewer = (reviewedBy: number | undefined) => (reviewedBy === undefined ? {} : { reviewedBy });

/** Pending parts settled: by an operator's review (`reviewedBy`) or the provider's notification. */
export function settlePaymentParts(trx: Db, ids: number[], reviewedBy?: number): Promise<number> {
  const at = nowIso();
  return payments.movePayments(trx, ids, 'pending', { status: 'settled', ...reviewer(reviewedBy), settledAt: at, updatedAt: at });
}

/** The provider's own number for an online part, kept once it is known. */
export async function recordProviderTradeNo(trx: Db, paymentId: number, providerTradeNo: string | null): Promise<void> {
  await payments.setProviderTradeNo(trx, paymentId, providerTradeNo);
}

/** A pending part refused: a transfer by the operator (with the reason the buyer sees), an online part by the provider. */
export function rejectPaymentPart(
  trx: Db,
  id: number,
  rejection: { reason: string | null; reviewedBy?: number; providerTradeNo?: string | null },
): Promise<number> {
  const provider = rejection.providerTradeNo === undefined ? {} : { providerTradeNo: rejection.providerTradeNo };
  return payments.movePayments(trx, [id], 'pending', {
    status: 'rejected',
    rejectReason: rejection.reason,
    ...reviewer(rejection.reviewedBy),
    ...provider,
    updatedAt: nowIso(),
  });
}

/** A frozen deposit part given back, its request having failed. */
export function releasePaymentPart(trx: Db, id: number, reviewedBy?: number): Promise<number> {
  return payments.movePayments(trx, [id], 'pending', { status: 'released', ...reviewer(reviewedBy), updatedAt: nowIso() });
}

/** Settled parts refunded with their order. */
export function refundPaymentParts(trx: Db, ids: number[]): Promise<number> {
  return payments.movePayments(trx, ids, 'settled', { status: 'refunded', updatedAt: nowIso() });
}

const ONLINE_PART_LABELS: Record<OrderPaymentRow['status'], string> = {
  pending: '待支付',
  settled: '已支付',
  rejected: '支付失败',
  refunded: '已支付（订单已退款）',
  released: '已解冻退回',
};

/** Online order payments (OP…) as the provider saw them, for reconciliation (lib/server/reconciliation). */
export async function onlinePaymentTransactions(db: Db, query: ProviderTransactionQuery): Promise<ProviderTransaction[]> {
  const ids = query.numbers.map(orderPaymentIdOf).filter((id): id is number => id !== null);
  const rows = await rowsForNumbers(ids, (part) => payments.onlinePartsForProvider(db, query.provider, query, part));
  return rows.map((r) => {
    const state = r.status === 'settled' || r.status === 'refunded' ? 'success' : r.status === 'rejected' ? 'failed' : 'pending';
    return {
      kind: 'payment',
      ourNo: orderPaymentNumber(r.id),
      amountCents: Number(r.amountCents),
      state,
      statusLabel: ONLINE_PART_LABELS[r.status],
      at: state === 'success' ? r.settledAt : state === 'failed' ? r.updatedAt : null,
      providerNo: r.providerTradeNo,
    };
  });
}
