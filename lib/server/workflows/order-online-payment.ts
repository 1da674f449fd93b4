import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { nowIso } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { captureFrozen, freeze, releaseFrozen } from '@/lib/server/deposit/ledger';
import { notify } from '@/lib/server/notifications/service';
import type { DevOrderCheckoutSchema } from '@/lib/contracts/orders/payment-schema';
import { toPayment } from '@/lib/server/orders/payments';
import * as payments from '@/lib/server/orders/payments-repo';
import * as repo from '@/lib/server/orders/repo';
import type { OrderRow } from '@/lib/server/orders/repo';
import { simulatedNotification } from '@/lib/server/payments/dev-provider';
import { providerNamed, type PaymentNotification, type PaymentProvider } from '@/lib/server/payments/provider';
import { formatYuan } from '@/lib/shared/format';
import { settleOrder } from './order-payment';
import { runWorkflow, type WorkflowContext } from './run';

/*
 * Paying an order online through the payment provider interface. The online
 * part is a pending `order_payments` row whose number (OP000123) is the trade
 * number the provider echoes; a deposit part of the same request is frozen
 * meanwhile. The provider's verified notification settles it once: success
 * pays the order exactly like a confirmed transfer, failure gives the frozen
 * part back.
 */

/** An online order payment's trade number: row id 123 → "OP000123" (recharges are "R000012"). */
export function orderPaymentNumber(id: number): string {
  return `OP${String(id).padStart(6, '0')}`;
}

export function orderPaymentIdOf(tradeNo: string): number | null {
  const match = /^OP(\d{6,9})$/.exec(tradeNo);
  return match ? Number(match[1]) : null;
}

const reference = (row: OrderRow) => `order:${row.orderNo}`;

/**
 * Inside `payOrder`'s transaction: freezes the deposit part, writes the pending
 * parts and answers where the payer goes (the provider's checkout).
 */
export async function startOnlinePayment(
  ctx: WorkflowContext,
  provider: PaymentProvider,
  row: OrderRow,
  key: string,
  parts: { depositCents: number; onlineCents: number },
): Promise<string> {
  const at = nowIso();
  if (parts.depositCents > 0) {
    await freeze(ctx.trx, row.buyerId, parts.depositCents, { reference: reference(row), idempotencyKey: `order-${row.orderNo}-${key}` });
  }
  const base = {
    orderId: row.id,
    buyerId: row.buyerId,
    status: 'pending' as const,
    idempotencyKey: key,
    voucherId: null,
    proofUploadId: null,
    payerName: null,
  };
  const rest = { providerTradeNo: null, rejectReason: null, reviewedBy: null, createdAt: at, settledAt: null, updatedAt: at };
  if (parts.depositCents > 0) await payments.insertPayment(ctx.trx, { ...base, ...rest, method: 'deposit', amountCents: parts.depositCents, provider: null });
  const online = await payments.insertPayment(ctx.trx, { ...base, ...rest, method: 'online', amountCents: parts.onlineCents, provider: provider.name });
  await repo.insertEvent(ctx.trx, {
    orderId: row.id,
    actorId: row.buyerId,
    action: 'start_online_payment',
    fromStatus: row.status,
    toStatus: row.status,
    note: `在线支付 ${formatYuan(parts.onlineCents)}（${orderPaymentNumber(online.id)}）`,
    createdAt: at,
  });
  return provider.createPayment({ tradeNo: orderPaymentNumber(online.id), amountCents: parts.onlineCents, subject: `ChemMart 订单 ${row.orderNo}` })
    .redirectUrl;
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
    const at = nowIso();
    const key = current.idempotencyKey;
    if (notification.outcome === 'success') {
      if (depositPart) {
        await captureFrozen(ctx.trx, row.buyerId, Number(depositPart.amountCents), {
          reference: reference(row),
          idempotencyKey: `order-${row.orderNo}-${key}-capture`,
        });
      }
      await payments.movePayments(
        ctx.trx,
        parts.map((p) => p.id),
        'pending',
        { status: 'settled', settledAt: at, updatedAt: at },
      );
      await ctx.trx.updateTable('orderPayments').set({ providerTradeNo: notification.providerTradeNo }).where('id', '=', current.id).execute();
      await settleOrder(
        ctx,
        row,
        parts.reduce((s, p) => s + Number(p.amountCents), 0),
        row.buyerId,
        'pay',
      );
      return;
    }
    if (depositPart) {
      await releaseFrozen(ctx.trx, row.buyerId, Number(depositPart.amountCents), {
        reference: reference(row),
        idempotencyKey: `order-${row.orderNo}-${key}-release`,
      });
      await payments.movePayments(ctx.trx, [depositPart.id], 'pending', { status: 'released', updatedAt: at });
    }
    await payments.movePayments(ctx.trx, [current.id], 'pending', {
      status: 'rejected',
      rejectReason: '在线支付未成功',
      providerTradeNo: notification.providerTradeNo,
      updatedAt: at,
    });
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
  const order = (await repo.findOrder(db, payment.orderId))!;
  const request = { tradeNo: orderPaymentNumber(payment.id), amountCents: Number(payment.amountCents) };
  return {
    payment: { ...toPayment(payment), tradeNo: request.tradeNo, orderNo: order.orderNo },
    notifications:
      payment.status === 'pending' ? { success: simulatedNotification(request, 'success'), failure: simulatedNotification(request, 'failure') } : null,
  };
}
