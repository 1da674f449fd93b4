import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { releaseFrozen } from '@/lib/server/deposit/ledger';
import { tell } from './tell';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import * as payments from '@/lib/server/orders/payment-records';
import { dueForAutoStep, findOrder } from '@/lib/server/orders/queries';
import { owesOnTerms } from '@/lib/server/orders/terms-state';
import { refundSumsOfOrder } from '@/lib/server/refunds/records';
import { netProceedsOf } from './order-settlement';
import type { Order } from '@/lib/contracts/orders/schema';
import { AFTER_SALES_DAYS, AUTO_RECEIVE_DAYS } from '@/lib/server/orders/transitions';
import { orderForParty, orderNotFound, orderView } from '@/lib/server/orders/views';
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
  // Partial refunds before receipt were paid from the held proceeds: only the rest is released.
  // An order on terms not yet paid holds no proceeds: they are released when it is paid (decision 0160).
  const unpaidOnTerms = owesOnTerms(row);
  const proceeds = unpaidOnTerms ? 0 : netProceedsOf(row) - (await refundSumsOfOrder(ctx.trx, row.id)).heldTakenCents;
  if (proceeds > 0) {
    await releaseFrozen(ctx.trx, row.sellerId, proceeds, {
      reference: orderReference(row),
      idempotencyKey: orderLedgerKey(row, 'proceeds-release'),
      kind: 'sale_release',
    });
  }
  await tell(ctx, [
    {
      memberId: row.sellerId,
      kind: 'order_received',
      title: `${mode === 'buyer' ? '买家已确认收货' : '已自动确认收货'}：${row.orderNo}`,
      body: `订单 ${row.orderNo} ${mode === 'buyer' ? '买家已确认收货' : `发货已满 ${AUTO_RECEIVE_DAYS} 天，系统已自动确认收货`}，${unpaidOnTerms ? `本单为账期订单，应于 ${row.dueOn} 前付款，货款在买家付款后转入您的预存款可用余额。` : `货款 ${formatYuan(proceeds)} 已转入您的预存款可用余额。`}`,
      link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
      webhook: { type: 'order.received', data: { orderNo: row.orderNo, automatic: mode !== 'buyer' } },
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
