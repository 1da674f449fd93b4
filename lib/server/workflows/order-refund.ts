import type { z } from 'zod';
import type { Order, RefundOrderInput } from '@/lib/contracts/orders/schema';
import { PARTIAL_REFUND_STATUSES, type PartialRefundInput, type PartialRefundResultSchema } from '@/lib/contracts/refunds/schema';
import type { Db } from '@/lib/server/core/db';
import type { RefundMethod } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { captureFrozen, debit, refund } from '@/lib/server/deposit/ledger';
import { tell } from './tell';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import * as payments from '@/lib/server/orders/payment-records';
import { findOrder } from '@/lib/server/orders/queries';
import { orderForParty, orderNotFound, orderView } from '@/lib/server/orders/views';
import { recordRefund, refundsOfRequest, refundSumsOfOrder, type NewRefund, type RefundRow } from '@/lib/server/refunds/records';
import { commissionShares, refundableCents, splitRefund } from '@/lib/server/refunds/split';
import { refundsSummary, toRefundView } from '@/lib/server/refunds/views';
import { post } from '@/lib/server/treasury/ledger';
import { restoreVoucher } from '@/lib/server/voucher/service';
import { refundToFund } from '@/lib/server/funds/order-funds';
import { moveOrganisationDeposit } from '@/lib/server/organisation-deposit/ledger';
import { formatYuan } from '@/lib/shared/format';
import { owesOnTerms } from '@/lib/server/orders/terms-state';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';
import { sendOnlineRefunds } from './refund-notification';
import { handOffTransferRefund } from './refund-payouts';

/*
 * A seller's refund, whole (order_refund, before dispatch) or partial
 * (order_partial_refund, while paid, dispatched or received), through one
 * path: `refundMoney`. The amount is split over the order's cash parts
 * (online first, then transfer, then deposit: lib/server/refunds/split.ts)
 * and each share goes back the way it came, in this one transaction:
 *
 * - deposit: to the deposit it came from (the buyer's, kind `refund`, or the
 *   organisation's when its payer paid from it, decision 0161), done at once;
 * - online: to the platform account `refunds_in_transit`; the provider's
 *   refund is asked for after commit (`sendOnlineRefunds`), and its signed
 *   notification moves the money on (refund-notification.ts);
 * - transfer: to the buyer's deposit, then on to a payout to their bank
 *   account (`refundByTransfer`,
 *   refund-payouts.ts).
 *
 * The seller pays each share less the commission returned with it, from the
 * order's held proceeds before receipt, else from the available balance
 * (refused, 7563, when it cannot). The whole-order refund also gives back
 * the voucher (the platform's cost) and whatever commission is left, so
 * every account still sums to zero (docs/decisions/0133-refunds-to-the-original-method.md).
 */

type RefundRequest = { amountCents: number; reason: string; requestKey: string; actorId: number; final: boolean };

type Source = 'held' | 'available';

const cashParts = (parts: payments.OrderPaymentRow[]) => parts.filter((p) => p.method !== 'voucher' && (p.status === 'settled' || p.status === 'refunded'));

/** The seller's part of a refund: from the order's held proceeds, or (after receipt) the available balance. */
async function takeFromSeller(ctx: WorkflowContext, row: OrderRow, amountCents: number, source: Source, key: string): Promise<void> {
  // Never negative: the whole-order refund's voucher cost always covers the commission still to return (decision 0133).
  if (amountCents < 0) throw new Error(`refund would pay the seller ${amountCents} cents`);
  if (amountCents === 0) return;
  const movement = { reference: orderReference(row), idempotencyKey: orderLedgerKey(row, key), kind: 'sale_reversal' as const };
  if (source === 'held') {
    await captureFrozen(ctx.trx, row.sellerId, amountCents, movement);
    return;
  }
  try {
    await debit(ctx.trx, row.sellerId, amountCents, movement);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== ErrorCode.BALANCE_INSUFFICIENT) throw error;
    const balanceCents = Number((error.data as { balanceCents?: number } | null)?.balanceCents ?? 0);
    throw new AppError(
      ErrorCode.REFUND_SELLER_FUNDS_INSUFFICIENT,
      `货款已结算到您的预存款，但可用余额 ${formatYuan(balanceCents)} 不足以支付这笔退款中您承担的 ${formatYuan(amountCents)}，请先充值`,
      { neededCents: amountCents, balanceCents },
    );
  }
}

/** A deposit part's share: back at once to the deposit it came from, the buyer's or the organisation's (decision 0161). */
async function refundToDeposit(ctx: WorkflowContext, row: OrderRow, share: NewRefund, part: payments.OrderPaymentRow): Promise<RefundRow> {
  const record = await recordRefund(ctx.trx, share);
  const movement = { reference: orderReference(row), idempotencyKey: orderLedgerKey(row, `refund-${record.refundNo}`) };
  if (part.organisationId)
    await moveOrganisationDeposit(ctx.trx, part.organisationId, {
      ...movement,
      kind: 'refund',
      amountCents: share.amountCents,
      memberId: null,
      orderId: row.id,
    });
  else await refund(ctx.trx, row.buyerId, share.amountCents, movement);
  return record;
}

/** An online part's share: in transit on the platform until the provider's notification says where it ended. */
async function refundOnline(ctx: WorkflowContext, row: OrderRow, share: NewRefund): Promise<RefundRow> {
  const record = await recordRefund(ctx.trx, share);
  await post(ctx.trx, 'refunds_in_transit', share.amountCents, {
    reference: orderReference(row),
    idempotencyKey: `refund-${record.refundNo}`,
    memo: `原路退款在途（${record.refundNo}）`,
  });
  return record;
}

/**
 * A bank-transfer part's share: to the buyer's deposit (kind `refund`), then
 * at once on to a payout to their bank account when one in their verified
 * name is known (refund-payouts.ts); otherwise it waits `awaiting_payout`
 * and the buyer names the account on the order.
 */
async function refundByTransfer(ctx: WorkflowContext, row: OrderRow, share: NewRefund): Promise<RefundRow> {
  const record = await recordRefund(ctx.trx, share);
  await refund(ctx.trx, row.buyerId, share.amountCents, { reference: orderReference(row), idempotencyKey: orderLedgerKey(row, `refund-${record.refundNo}`) });
  return (await handOffTransferRefund(ctx, record))?.refund ?? record;
}

const BY_METHOD: Record<RefundMethod, (ctx: WorkflowContext, row: OrderRow, share: NewRefund, part: payments.OrderPaymentRow) => Promise<RefundRow>> = {
  deposit: refundToDeposit,
  online: refundOnline,
  transfer: refundByTransfer,
};

/** The one money path of every refund; the caller holds the order's money lock and has checked the order's state. */
async function refundMoney(ctx: WorkflowContext, row: OrderRow, request: RefundRequest, source: Source): Promise<RefundRow[]> {
  const parts = cashParts(await payments.paymentsOf(ctx.trx, row.id));
  const before = await refundSumsOfOrder(ctx.trx, row.id);
  const refundable = parts.map((p) => ({
    id: p.id,
    method: p.method as RefundMethod,
    amountCents: Number(p.amountCents),
    refundedCents: before.byPayment.get(p.id) ?? 0,
  }));
  const left = refundableCents(refundable);
  if (request.amountCents > left) {
    throw new AppError(ErrorCode.REFUND_EXCEEDS_REFUNDABLE, `退款金额超过仍可退的 ${formatYuan(left)}（优惠券抵扣部分不退现金）`, { refundableCents: left });
  }
  const shares = splitRefund(refundable, request.amountCents);
  const commissionTaken = Number(row.commissionCents);
  const returned = commissionShares(
    { takenCents: commissionTaken, returnedCents: before.commissionReturnedCents },
    { paidCents: parts.reduce((s, p) => s + Number(p.amountCents), 0), refundedCents: before.refundedCents },
    shares.map((s) => s.amountCents),
  );
  const created: RefundRow[] = [];
  for (const [i, share] of shares.entries()) {
    const part = parts.find((p) => p.id === share.paymentId)!;
    created.push(
      await BY_METHOD[share.method](
        ctx,
        row,
        {
          order: row,
          paymentId: share.paymentId,
          requestKey: request.requestKey,
          method: share.method,
          amountCents: share.amountCents,
          commissionReturnedCents: returned[i]!,
          sellerSource: source,
          provider: share.method === 'online' ? part.provider : null,
          reason: request.reason,
          createdBy: request.actorId,
        },
        part,
      ),
    );
  }
  // One movement each for the seller and the commission per request (the whole-order refund keeps its historic keys).
  let sellerCents = created.reduce((s, r) => s + Number(r.sellerChargedCents), 0);
  let commissionCents = returned.reduce((s, c) => s + c, 0);
  if (request.final) {
    // The whole order goes back: the voucher (paid by the platform) and any commission not yet returned with cash.
    const commissionLeft = commissionTaken - before.commissionReturnedCents - commissionCents;
    const voucherCost = row.voucherId !== null ? Number(row.discountCents) : 0;
    sellerCents += voucherCost - commissionLeft;
    commissionCents += commissionLeft;
    await post(ctx.trx, 'voucher_cost', voucherCost, {
      reference: orderReference(row),
      idempotencyKey: orderLedgerKey(row, 'voucher-cost-reversal'),
      memo: '订单退款，优惠券恢复',
    });
  }
  // What the order spent of its organisation's fund comes back with the cash (decision 0159).
  await refundToFund(ctx.trx, row, request.amountCents, request.requestKey, request.actorId);
  const step = request.final ? null : `refund-${request.requestKey}`;
  await takeFromSeller(ctx, row, sellerCents, source, step ? `${step}-seller` : 'proceeds-reversal');
  await post(ctx.trx, 'commission', -commissionCents, {
    reference: orderReference(row),
    idempotencyKey: orderLedgerKey(row, step ? `${step}-commission` : 'commission-reversal'),
    memo: request.final ? '订单退款，佣金退回' : `部分退款 ${created.map((r) => r.refundNo).join('、')}，佣金按比例退回`,
  });
  return created;
}

/** The payment parts drawn from an organisation's deposit (their refunds go back there, decision 0161). */
async function organisationParts(ctx: WorkflowContext, row: OrderRow): Promise<Set<number>> {
  return new Set((await payments.paymentsOf(ctx.trx, row.id)).filter((p) => p.organisationId).map((p) => p.id));
}

/** One sentence per method for the buyer's message: where each part of the money went. */
function whereItWent(created: RefundRow[], fromOrganisation: Set<number>): string {
  const sum = (method: RefundMethod, organisation = false) =>
    created
      .filter((r) => r.method === method && (method !== 'deposit' || fromOrganisation.has(r.orderPaymentId) === organisation))
      .reduce((s, r) => s + Number(r.amountCents), 0);
  const parts: string[] = [];
  if (sum('online') > 0) parts.push(`${formatYuan(sum('online'))} 原路退回您的在线支付账户（支付机构处理中，到账后通知您）`);
  const transfer = created.filter((r) => r.method === 'transfer');
  const paying = transfer.filter((r) => r.status === 'paying_out');
  if (paying.length > 0)
    parts.push(
      `${formatYuan(paying.reduce((s, r) => s + Number(r.amountCents), 0))}（银行转账部分）将经平台打款退回您的银行账户（提现单 ${paying.map((r) => r.payoutNo).join('、')}）`,
    );
  if (transfer.length > paying.length) {
    const waiting = transfer.filter((r) => r.status !== 'paying_out').reduce((s, r) => s + Number(r.amountCents), 0);
    parts.push(`${formatYuan(waiting)}（银行转账部分）已退到您的预存款可用余额，请在订单的退款记录中指定退回的银行账户`);
  }
  if (sum('deposit') > 0) parts.push(`${formatYuan(sum('deposit'))} 已退回您的预存款可用余额`);
  if (sum('deposit', true) > 0) parts.push(`${formatYuan(sum('deposit', true))} 已退回组织的机构预存款`);
  return parts.length > 0 ? `${parts.join('；')}。` : '';
}

/**
 * order_refund: the seller refunds a paid order before dispatch. Everything
 * the buyer paid in cash goes back the way it came (what partial refunds
 * returned already excepted), the held proceeds are taken back, the voucher
 * is usable again.
 */
export async function refundOrder(db: Db, sellerId: number, input: z.output<typeof RefundOrderInput>): Promise<Order> {
  const { row: seen } = await orderForParty(db, sellerId, input.orderNo, 'seller');
  const created = await runWorkflow(db, 'order-refund', async (ctx) => {
    const row = await payments.lockOrderForMoney(ctx.trx, seen.id);
    if (!row) throw orderNotFound();
    await orders.refund(ctx.trx, row, sellerId, input.reason);
    const parts = cashParts(await payments.paymentsOf(ctx.trx, row.id));
    const before = await refundSumsOfOrder(ctx.trx, row.id);
    const left = parts.reduce((s, p) => s + Number(p.amountCents), 0) - before.refundedCents;
    const rows = await refundMoney(ctx, row, { amountCents: left, reason: input.reason, requestKey: 'full', actorId: sellerId, final: true }, 'held');
    await payments.refundPaymentParts(
      ctx.trx,
      parts.filter((p) => p.status === 'settled').map((p) => p.id),
    );
    if (row.voucherId !== null) await restoreVoucher(ctx.trx, row.buyerId, row.voucherId, orderReference(row));
    await tell(ctx, [
      {
        memberId: row.buyerId,
        kind: 'order_refunded',
        title: `订单已退款：${row.orderNo}`,
        body: `卖家为订单 ${row.orderNo} 办理了退款，原因：${input.reason}。${whereItWent(rows, await organisationParts(ctx, row))}${row.voucherId !== null ? '所用优惠券已恢复（仍在有效期内的可再次使用）。' : ''}`,
        link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
        webhook: {
          type: 'order.refunded',
          organisationId: row.organisationId ?? null,
          data: { orderNo: row.orderNo, organisationId: row.organisationId ?? null, partial: false },
        },
      },
    ]);
    return rows;
  });
  await sendOnlineRefunds(db, created);
  return orderView(db, (await findOrder(db, seen.id))!, 'seller');
}

const sameRequest = (rows: RefundRow[], input: z.output<typeof PartialRefundInput>) =>
  rows.reduce((s, r) => s + Number(r.amountCents), 0) === input.amountCents && rows.every((r) => r.reason === input.reason);

/**
 * order_partial_refund: part of a paid order back to the buyer while it is
 * paid, dispatched or received; never more than is still refundable, also
 * under parallel requests (the order's money lock serialises them). The
 * same Idempotency-Key answers the first result and moves nothing.
 */
export async function partialRefund(
  db: Db,
  sellerId: number,
  input: z.output<typeof PartialRefundInput>,
  key: string,
): Promise<z.input<typeof PartialRefundResultSchema>> {
  const { row: seen } = await orderForParty(db, sellerId, input.orderNo, 'seller');
  const outcome = await runWorkflow(db, 'order-partial-refund', async (ctx) => {
    const row = await payments.lockOrderForMoney(ctx.trx, seen.id);
    if (!row) throw orderNotFound();
    const earlier = await refundsOfRequest(ctx.trx, row.id, key);
    if (earlier.length > 0) {
      if (!sameRequest(earlier, input)) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔退款，请刷新页面后重新提交');
      return { repeated: true, rows: earlier };
    }
    if (!(PARTIAL_REFUND_STATUSES as readonly string[]).includes(row.status)) {
      throw new AppError(ErrorCode.REFUND_NOT_ALLOWED_NOW, '只有已付款、已发货或已收货的订单可以部分退款', { status: row.status });
    }
    if (owesOnTerms(row) && Number(row.paidCents) === 0)
      throw new AppError(ErrorCode.REFUND_NOT_ALLOWED_NOW, '账期订单尚未付款，没有可退的钱：买家付款后才能部分退款', { status: row.status });
    const source: Source = row.status === 'received' ? 'available' : 'held';
    const rows = await refundMoney(
      ctx,
      row,
      { amountCents: input.amountCents, reason: input.reason, requestKey: key, actorId: sellerId, final: false },
      source,
    );
    await orders.recordEvent(ctx.trx, row, sellerId, 'partial_refund', `部分退款 ${formatYuan(input.amountCents)}：${input.reason}`);
    await tell(ctx, [
      {
        memberId: row.buyerId,
        kind: 'order_refunded',
        title: `卖家部分退款 ${formatYuan(input.amountCents)}：${row.orderNo}`,
        body: `卖家为订单 ${row.orderNo} 退款 ${formatYuan(input.amountCents)}，原因：${input.reason}。${whereItWent(rows, await organisationParts(ctx, row))}`,
        link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
        webhook: {
          type: 'order.refunded',
          organisationId: row.organisationId ?? null,
          data: { orderNo: row.orderNo, organisationId: row.organisationId ?? null, partial: true, amountCents: input.amountCents },
        },
      },
    ]);
    return { repeated: false, rows };
  });
  if (!outcome.repeated) await sendOnlineRefunds(db, outcome.rows);
  const fresh = (await findOrder(db, seen.id))!;
  const summary = await refundsSummary(db, fresh, sellerId);
  const now = new Map(summary.refunds.map((r) => [r.refundNo, r]));
  return { ...summary, repeated: outcome.repeated, created: outcome.rows.map((r) => now.get(r.refundNo) ?? toRefundView(r)) };
}
