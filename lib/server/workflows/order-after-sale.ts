import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { captureFrozen, refund, releaseFrozen } from '@/lib/server/deposit/ledger';
import { notify } from '@/lib/server/notifications/service';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import * as payments from '@/lib/server/orders/payment-records';
import { dueForAutoStep, findOrder } from '@/lib/server/orders/queries';
import { post } from '@/lib/server/treasury/ledger';
import { netProceedsOf } from './order-settlement';
import type { Order, RefundOrderInput } from '@/lib/contracts/orders/schema';
import { AFTER_SALES_DAYS, AUTO_RECEIVE_DAYS } from '@/lib/server/orders/transitions';
import { orderForParty, orderNotFound, orderView } from '@/lib/server/orders/views';
import { restoreVoucher } from '@/lib/server/voucher/service';
import { formatYuan } from '@/lib/shared/format';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';

/*
 * After payment: receipt (by the buyer, or automatically AUTO_RECEIVE_DAYS
 * after dispatch) releases the seller's held proceeds; a refund before
 * dispatch gives the buyer's money back and takes the proceeds back; a
 * received order completes AFTER_SALES_DAYS later.
 */

async function receiveOrder(ctx: WorkflowContext, row: OrderRow, mode: 'buyer' | 'auto'): Promise<void> {
  if (mode === 'buyer') await orders.confirmReceipt(ctx.trx, row);
  else await orders.autoReceive(ctx.trx, row);
  const proceeds = netProceedsOf(row);
  if (proceeds > 0) {
    await releaseFrozen(ctx.trx, row.sellerId, proceeds, {
      reference: orderReference(row),
      idempotencyKey: orderLedgerKey(row, 'proceeds-release'),
      kind: 'sale_release',
    });
  }
  await notify(ctx, [
    {
      memberId: row.sellerId,
      kind: 'order_received',
      title: `${mode === 'buyer' ? '买家已确认收货' : '已自动确认收货'}：${row.orderNo}`,
      body: `订单 ${row.orderNo} ${mode === 'buyer' ? '买家已确认收货' : `发货已满 ${AUTO_RECEIVE_DAYS} 天，系统已自动确认收货`}，货款 ${formatYuan(proceeds)} 已转入您的预存款可用余额。`,
      link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
    },
  ]);
}

/** confirm_receive: the buyer has the goods; the seller's proceeds become available. */
export async function confirmReceive(db: Db, buyerId: number, orderNo: string): Promise<Order> {
  const { row: seen } = await orderForParty(db, buyerId, orderNo, 'buyer');
  await runWorkflow(db, 'confirm-receive', async (ctx) => {
    const row = await payments.lockOrderForMoney(ctx.trx, seen.id);
    if (!row) throw orderNotFound();
    await receiveOrder(ctx, row, 'buyer');
  });
  return orderView(db, (await findOrder(db, seen.id))!, 'buyer');
}

/**
 * order_refund: the seller refunds a paid order before dispatch. Everything
 * the buyer paid (deposit and bank-transfer parts alike) goes back to the
 * buyer's deposit balance: the platform holds no card or account to push a
 * transfer back to, and the balance can be withdrawn or spent at once
 * (docs/orders-payment.md). The held proceeds are taken back; the voucher is
 * usable again.
 */
export async function refundOrder(db: Db, sellerId: number, input: z.output<typeof RefundOrderInput>): Promise<Order> {
  const { row: seen } = await orderForParty(db, sellerId, input.orderNo, 'seller');
  await runWorkflow(db, 'order-refund', async (ctx) => {
    const row = await payments.lockOrderForMoney(ctx.trx, seen.id);
    if (!row) throw orderNotFound();
    await orders.refund(ctx.trx, row, sellerId, input.reason);
    const settled = (await payments.paymentsOf(ctx.trx, row.id)).filter((p) => p.status === 'settled');
    const money = settled.filter((p) => p.method !== 'voucher').reduce((s, p) => s + Number(p.amountCents), 0);
    if (money > 0) await refund(ctx.trx, row.buyerId, money, { reference: orderReference(row), idempotencyKey: orderLedgerKey(row, 'refund') });
    await payments.refundPaymentParts(
      ctx.trx,
      settled.map((p) => p.id),
    );
    if (row.voucherId !== null) await restoreVoucher(ctx.trx, row.buyerId, row.voucherId, orderReference(row));
    const proceeds = netProceedsOf(row);
    if (proceeds > 0) {
      await captureFrozen(ctx.trx, row.sellerId, proceeds, {
        reference: orderReference(row),
        idempotencyKey: orderLedgerKey(row, 'proceeds-reversal'),
        kind: 'sale_reversal',
      });
    }
    // The commission and the voucher were the platform's part of the sale: both go back with it.
    await post(ctx.trx, 'commission', -Number(row.commissionCents), {
      reference: orderReference(row),
      idempotencyKey: orderLedgerKey(row, 'commission-reversal'),
      memo: '订单退款，佣金退回',
    });
    if (row.voucherId !== null) {
      await post(ctx.trx, 'voucher_cost', Number(row.discountCents), {
        reference: orderReference(row),
        idempotencyKey: orderLedgerKey(row, 'voucher-cost-reversal'),
        memo: '订单退款，优惠券恢复',
      });
    }
    await notify(ctx, [
      {
        memberId: row.buyerId,
        kind: 'order_refunded',
        title: `订单已退款：${row.orderNo}`,
        body: `卖家为订单 ${row.orderNo} 办理了退款，原因：${input.reason}。${money > 0 ? `已付的 ${formatYuan(money)} 已退回您的预存款可用余额。` : ''}${row.voucherId !== null ? '所用优惠券已恢复（仍在有效期内的可再次使用）。' : ''}`,
        link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
      },
    ]);
  });
  return orderView(db, (await findOrder(db, seen.id))!, 'seller');
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * The automatic steps whose time has come: receipt AUTO_RECEIVE_DAYS after
 * dispatch (the proceeds released as if the buyer confirmed), completion
 * AFTER_SALES_DAYS after receipt. Run by the scheduler (one indexed query
 * when nothing is due), each order in its own transaction; one that another
 * instance is moving, or that a parallel request moved first, is skipped.
 */
export async function runDueOrderSteps(db: Db): Promise<number> {
  const due = await dueForAutoStep(db, daysAgo(AUTO_RECEIVE_DAYS), daysAgo(AFTER_SALES_DAYS));
  let done = 0;
  for (const candidate of due) {
    try {
      await runWorkflow(db, candidate.status === 'dispatched' ? 'auto-receive' : 'complete-order', async (ctx) => {
        if (!(await payments.claimDueOrder(ctx.trx, candidate.id))) return;
        const row = await payments.lockOrderForMoney(ctx.trx, candidate.id);
        if (!row || row.status !== candidate.status) return;
        if (row.status === 'dispatched') await receiveOrder(ctx, row, 'auto');
        else await orders.complete(ctx.trx, row);
      });
      done += 1;
    } catch (error) {
      logger().warn({ err: error, orderId: candidate.id }, 'automatic order step skipped');
    }
  }
  return done;
}
