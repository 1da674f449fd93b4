import type { z } from 'zod';
import type { RefundNotifyResultSchema } from '@/lib/contracts/payments/schema';
import type { DevRefundNotificationsSchema } from '@/lib/contracts/refunds/schema';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { logger } from '@/lib/server/core/logger';
import { refund } from '@/lib/server/deposit/ledger';
import { notify } from '@/lib/server/notifications/service';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import { orderPaymentNumber } from '@/lib/server/orders/numbers';
import * as payments from '@/lib/server/orders/payment-records';
import { simulatedRefundNotification } from '@/lib/server/payments/dev-provider';
import { paymentNotifyInvalid } from '@/lib/server/payments/notifications';
import { providerNamed, type RefundNotification } from '@/lib/server/payments/provider';
import { advanceRefund, findRefund, findRefundByNo, refundNotFound, unsentRefunds, type RefundRow } from '@/lib/server/refunds/records';
import { isFinalRefundStatus } from '@/lib/server/refunds/transitions';
import { canSimulate, toRefundView } from '@/lib/server/refunds/views';
import { moneyOut, post } from '@/lib/server/treasury/ledger';
import { formatYuan } from '@/lib/shared/format';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';

/*
 * The provider's side of an online refund. The refund's money waits in the
 * platform account `refunds_in_transit` from the seller's request on
 * (order-refund.ts). After that transaction commits, the provider is asked
 * (`sendOnlineRefunds`: a network call, never inside a transaction); it
 * accepts (sent) or refuses (failed). Its signed notification settles the
 * outcome once (`settleRefundNotification`): success moves the money out of
 * the platform (`refunds_in_transit` → `outside`); failure puts it in the
 * buyer's deposit with the reason, so nothing is ever lost.
 */

export type RefundNotifyResult = z.input<typeof RefundNotifyResultSchema>;

const link = (row: RefundRow) => `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`;

/** The refund could not go back the way it came: the money goes to the buyer's deposit, with the reason. */
async function failOnlineRefund(
  ctx: WorkflowContext,
  order: OrderRow,
  row: RefundRow,
  event: 'provider_refused' | 'notified_failure',
  reason: string,
): Promise<void> {
  const failed = await advanceRefund(ctx.trx, row, event, { failureReason: reason });
  const amount = Number(row.amountCents);
  await post(ctx.trx, 'refunds_in_transit', -amount, {
    reference: orderReference(order),
    idempotencyKey: `refund-${row.refundNo}-failed`,
    memo: `原路退款失败，转入买家预存款（${reason}）`,
  });
  await refund(ctx.trx, order.buyerId, amount, { reference: orderReference(order), idempotencyKey: orderLedgerKey(order, `refund-${row.refundNo}-fallback`) });
  await orders.recordEvent(ctx.trx, order, null, 'refund_result', `退款 ${failed.refundNo} ${formatYuan(amount)} 原路退回失败（${reason}），已转入买家预存款`);
  await notify(ctx, [
    {
      memberId: order.buyerId,
      kind: 'refund_failed',
      title: `退款已转入预存款：${order.orderNo}`,
      body: `订单 ${order.orderNo} 的退款 ${formatYuan(amount)}（${failed.refundNo}）未能原路退回您的在线支付账户，原因：${reason}。这笔钱已转入您的预存款可用余额，可直接使用或申请提现。`,
      link: link(row),
    },
  ]);
}

/** The provider returned the money: it leaves the platform. */
async function succeedOnlineRefund(ctx: WorkflowContext, order: OrderRow, row: RefundRow, providerRefundNo: string): Promise<void> {
  const done = await advanceRefund(ctx.trx, row, 'notified_success', { providerRefundNo });
  const amount = Number(row.amountCents);
  await post(ctx.trx, 'refunds_in_transit', -amount, {
    reference: orderReference(order),
    idempotencyKey: `refund-${row.refundNo}-done`,
    memo: `原路退款完成（${row.refundNo}）`,
  });
  await moneyOut(ctx.trx, amount, {
    reference: orderReference(order),
    idempotencyKey: `refund-${row.refundNo}-out`,
    memo: `原路退回在线支付（${row.provider}，${providerRefundNo}）`,
  });
  await orders.recordEvent(ctx.trx, order, null, 'refund_result', `退款 ${done.refundNo} ${formatYuan(amount)} 已原路退回`);
  await notify(ctx, [
    {
      memberId: order.buyerId,
      kind: 'refund_succeeded',
      title: `退款已到账：${order.orderNo}`,
      body: `订单 ${order.orderNo} 的退款 ${formatYuan(amount)}（${done.refundNo}）已由支付机构原路退回您的付款账户。`,
      link: link(row),
    },
  ]);
}

/**
 * Asks the provider for each online refund still `requested`, after the
 * request's transaction committed. Accepted: `sent`; refused: failed, the
 * money to the deposit. A provider that cannot be reached leaves the row
 * `requested` for the scheduler's retry (`retryUnsentRefunds`): the provider
 * takes our refund number as its idempotency key, so asking twice is safe.
 */
export async function sendOnlineRefunds(db: Db, rows: RefundRow[]): Promise<void> {
  for (const row of rows) {
    if (row.method !== 'online' || row.status !== 'requested') continue;
    try {
      const part = (await payments.findPayment(db, row.orderPaymentId))!;
      const answer = await providerNamed(row.provider ?? '').refund({
        tradeNo: orderPaymentNumber(part.id),
        refundNo: row.refundNo,
        amountCents: Number(row.amountCents),
        totalCents: Number(part.amountCents),
        reason: row.reason,
      });
      await runWorkflow(db, 'refund-sent', async (ctx) => {
        const order = (await payments.lockOrderForMoney(ctx.trx, row.orderId))!;
        const current = (await findRefund(ctx.trx, row.id))!;
        // The notification may have come first: then it has settled the refund already.
        if (current.status !== 'requested') return;
        if (answer.accepted) await advanceRefund(ctx.trx, current, 'provider_accepted', { providerRefundNo: answer.providerRefundNo ?? null });
        else await failOnlineRefund(ctx, order, current, 'provider_refused', answer.message || '支付机构拒绝退款');
      });
    } catch (error) {
      logger().warn({ err: error, refundNo: row.refundNo }, 'online refund not handed to the provider; the scheduler retries');
    }
  }
}

/** The scheduler's retry of online refunds the request could not hand to the provider (older than a minute). */
export async function retryUnsentRefunds(db: Db, now = Date.now()): Promise<number> {
  const rows = await unsentRefunds(db, new Date(now - 60_000).toISOString(), 20);
  await sendOnlineRefunds(db, rows);
  return rows.length;
}

/**
 * notify (refund): the provider's verified notification of a refund's
 * outcome. It must name one of our online refunds through this provider,
 * with its trade number and amount (7008 otherwise). Settled once: the same
 * outcome again answers the same and moves nothing; the opposite is 7564.
 */
export async function settleRefundNotification(db: Db, providerName: string, notification: RefundNotification): Promise<RefundNotifyResult> {
  const seen = await findRefundByNo(db, notification.refundNo);
  if (
    !seen ||
    seen.method !== 'online' ||
    seen.provider !== providerName ||
    Number(seen.amountCents) !== notification.amountCents ||
    orderPaymentNumber(seen.orderPaymentId) !== notification.tradeNo
  ) {
    throw paymentNotifyInvalid();
  }
  const wanted = notification.outcome === 'success' ? 'succeeded' : 'failed';
  await runWorkflow(db, 'refund-notification', async (ctx) => {
    const order = await payments.lockOrderForMoney(ctx.trx, seen.orderId);
    const current = await findRefund(ctx.trx, seen.id);
    if (!order || !current) throw paymentNotifyInvalid();
    if (isFinalRefundStatus(current.status)) {
      if (current.status === wanted) return;
      throw new AppError(ErrorCode.REFUND_TRANSITION_INVALID, `这笔退款已处理（${current.status === 'succeeded' ? '已退回' : '已转入预存款'}），通知与之矛盾`, {
        status: current.status,
      });
    }
    if (notification.outcome === 'success') await succeedOnlineRefund(ctx, order, current, notification.providerRefundNo);
    else await failOnlineRefund(ctx, order, current, 'notified_failure', notification.reason || '支付机构退款失败');
  });
  return { tradeNo: notification.tradeNo, refundNo: notification.refundNo, status: notification.outcome === 'success' ? 'refunded' : 'failed' };
}

/**
 * The development provider's labelled simulation ("开发环境模拟退款到账"):
 * the buyer's own online refund and the two signed notifications the
 * simulated gateway would send, which the page posts to the real notify
 * call. Refused wherever the development provider is (production).
 */
export async function devRefundNotifications(db: Db, memberId: number, refundNo: string): Promise<z.input<typeof DevRefundNotificationsSchema>> {
  providerNamed('dev');
  const row = await findRefundByNo(db, refundNo);
  if (!row || row.buyerId !== memberId) throw refundNotFound();
  if (!canSimulate(row, memberId)) return { refund: toRefundView(row), notifications: null };
  const part = (await payments.findPayment(db, row.orderPaymentId))!;
  const request = { tradeNo: orderPaymentNumber(part.id), refundNo: row.refundNo, amountCents: Number(row.amountCents) };
  return {
    refund: toRefundView(row, true),
    notifications: {
      success: simulatedRefundNotification({ ...request, providerRefundNo: row.providerRefundNo ?? undefined }, 'success'),
      failure: simulatedRefundNotification(request, 'failure', '开发环境模拟：原付款账户已注销'),
    },
  };
}
