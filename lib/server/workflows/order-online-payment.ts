import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { captureFrozen, freeze, releaseFrozen } from '@/lib/server/deposit/ledger';
import { notify } from '@/lib/server/notifications/service';
import type { DevOrderCheckoutSchema } from '@/lib/contracts/orders/payment-schema';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import { orderPaymentIdOf, orderPaymentNumber } from '@/lib/server/orders/numbers';
import * as payments from '@/lib/server/orders/payment-records';
import { findOrder } from '@/lib/server/orders/queries';
import { toPayment } from '@/lib/server/orders/payments';
import { simulatedNotification } from '@/lib/server/payments/dev-provider';
import { providerNamed, type PaymentNotification, type PaymentProvider } from '@/lib/server/payments/provider';
import { formatYuan } from '@/lib/shared/format';
import { settleOrder } from './order-settlement';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';

/*
 * Paying an order online through the payment provider interface. The online
 * part is a pending `order_payments` row whose number (OP000123) is the trade
 * number the provider echoes; a deposit part of the same request is frozen
 * meanwhile. The provider's verified notification settles it once: success
 * pays the order exactly like a confirmed transfer, failure gives the frozen
 * part back.
 */

/**
 * Inside `payOrder`'s transaction: freezes the deposit part and writes the
 * pending parts. Where the payer goes is asked of the provider after the
 * commit (`payOrder`): a real provider is a network call, never made while
 * the order's rows are locked.
 */
export async function startOnlinePayment(
  ctx: WorkflowContext,
  provider: PaymentProvider,
  row: OrderRow,
  key: string,
  parts: { depositCents: number; onlineCents: number },
): Promise<void> {
  if (parts.depositCents > 0) {
    await freeze(ctx.trx, row.buyerId, parts.depositCents, { reference: orderReference(row), idempotencyKey: orderLedgerKey(row, key) });
  }
  const recorded = await payments.recordPaymentParts(ctx.trx, row, key, [
    ...(parts.depositCents > 0 ? [{ method: 'deposit' as const, amountCents: parts.depositCents, status: 'pending' as const }] : []),
    { method: 'online', amountCents: parts.onlineCents, status: 'pending', provider: provider.name },
  ]);
  const online = recorded.find((p) => p.method === 'online')!;
  await orders.recordEvent(ctx.trx, row, row.buyerId, 'start_online_payment', `在线支付 ${formatYuan(parts.onlineCents)}（${orderPaymentNumber(online.id)}）`);
}

const notifyInvalid = () => new AppError(ErrorCode.PAYMENT_NOTIFY_INVALID, '支付通知无效（签名、单号或金额不符）');

/**
 * A verified notification about an online order payment (called by the one
 * notify route after the signature checked out). Success: the frozen deposit
 * part captured, the parts settled, the order paid. Failure: the deposit part
 * released, the online part rejected, the order still waiting. A repeated
 * notification of the same outcome answers the same and moves nothing; a
 * contradicting one is refused.
 */
export async function settleOnlineOrderPayment(
  db: Db,
  providerName: string,
  notification: PaymentNotification,
): Promise<{ tradeNo: string; status: 'paid' | 'failed' }> {
  const id = orderPaymentIdOf(notification.tradeNo);
  const seen = id ? await payments.findPayment(db, id) : undefined;
  if (!seen || seen.method !== 'online' || seen.provider !== providerName || Number(seen.amountCents) !== notification.amountCents) throw notifyInvalid();
  const wanted = notification.outcome === 'success' ? 'settled' : 'rejected';
  const answer = { tradeNo: notification.tradeNo, status: notification.outcome === 'success' ? ('paid' as const) : ('failed' as const) };
  await runWorkflow(db, 'order-online-payment', async (ctx) => {
    const row = await payments.lockOrderForMoney(ctx.trx, seen.orderId);
    const current = (await payments.findPayment(ctx.trx, seen.id))!;
    if (!row) throw notifyInvalid();
    if (current.status !== 'pending') {
      if (current.status === wanted) return;
      throw new AppError(ErrorCode.ORDER_PAYMENT_TRANSITION_INVALID, `这笔在线支付已处理（${toPayment(current).statusLabel}），通知与之矛盾`, {
        status: current.status,
      });
    }
    const parts = (await payments.paymentsByKey(ctx.trx, row.id, current.idempotencyKey)).filter((p) => p.status === 'pending');
    const depositPart = parts.find((p) => p.method === 'deposit');
    const key = current.idempotencyKey;
    if (notification.outcome === 'success') {
      if (depositPart) {
        await captureFrozen(ctx.trx, row.buyerId, Number(depositPart.amountCents), {
          reference: orderReference(row),
          idempotencyKey: orderLedgerKey(row, `${key}-capture`),
        });
      }
      await payments.settlePaymentParts(
        ctx.trx,
        parts.map((p) => p.id),
      );
      await payments.recordProviderTradeNo(ctx.trx, current.id, notification.providerTradeNo);
      await settleOrder(
        ctx,
        row,
        {
          amountCents: parts.reduce((s, p) => s + Number(p.amountCents), 0),
          depositCents: Number(depositPart?.amountCents ?? 0),
          channel: `在线支付（${providerName}）`,
        },
        row.buyerId,
        'pay',
      );
      return;
    }
    if (depositPart) {
      await releaseFrozen(ctx.trx, row.buyerId, Number(depositPart.amountCents), {
        reference: orderReference(row),
        idempotencyKey: orderLedgerKey(row, `${key}-release`),
      });
      await payments.releasePaymentPart(ctx.trx, depositPart.id);
    }
    await payments.rejectPaymentPart(ctx.trx, current.id, { reason: '在线支付未成功', providerTradeNo: notification.providerTradeNo });
    await notify(ctx, [
      {
        memberId: row.buyerId,
        kind: 'order_payment_reviewed',
        title: `在线支付未成功：${row.orderNo}`,
        body: `订单 ${row.orderNo} 的在线支付 ${formatYuan(notification.amountCents)} 未成功，未扣款。${depositPart ? '冻结的预存款已退回可用余额。' : ''}请重新付款。`,
        link: `/payment?order=${row.orderNo}`,
      },
    ]);
  });
  return answer;
}

/**
 * The development provider's checkout of an online order payment: the
 * buyer's own pending payment and the two notifications the simulated
 * gateway would send. Refused wherever the development provider is.
 */
export async function devOrderCheckout(db: Db, buyerId: number, tradeNo: string): Promise<z.input<typeof DevOrderCheckoutSchema>> {
  providerNamed('dev');
  const id = orderPaymentIdOf(tradeNo);
  const payment = id ? await payments.findPayment(db, id) : undefined;
  if (!payment || payment.buyerId !== buyerId || payment.method !== 'online') throw new AppError(ErrorCode.ORDER_PAYMENT_NOT_FOUND, '付款记录不存在');
  const order = (await findOrder(db, payment.orderId))!;
  const request = { tradeNo: orderPaymentNumber(payment.id), amountCents: Number(payment.amountCents) };
  return {
    payment: { ...toPayment(payment), tradeNo: request.tradeNo, orderNo: order.orderNo },
    notifications:
      payment.status === 'pending' ? { success: simulatedNotification(request, 'success'), failure: simulatedNotification(request, 'failure') } : null,
  };
}
