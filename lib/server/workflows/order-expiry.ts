import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { notify } from '@/lib/server/notifications/service';
import { orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import { claimDueOrder, lockOrderForMoney, pendingPaymentOf } from '@/lib/server/orders/payment-records';
import { dueApprovals, dueUnpaid } from '@/lib/server/orders/queries';
import { APPROVAL_DAYS, UNPAID_DAYS } from '@/lib/server/orders/transitions';
import { runWorkflow } from '@/lib/server/outbox/run';
import { restoreVoucher } from '@/lib/server/voucher/service';

export const UNPAID_EXPIRY_REASON = `${UNPAID_DAYS} 天未付款，系统已自动取消`;

/**
 * Submitted orders that hold stock and have seen nothing happen for
 * UNPAID_DAYS are cancelled by the system, so the stock goes back on sale
 * (docs/decisions/0150-stock-holds.md): never one in negotiation, with a
 * payment waiting for confirmation (a bank transfer under review, an online
 * payment under way) or with anything paid. Each order in its own
 * transaction, under its money lock, as a buyer's cancel would run; both
 * parties are told.
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const due = await dueUnpaid(db, new Date(now.getTime() - UNPAID_DAYS * 86_400_000).toISOString());
  let done = 0;
  for (const candidate of due) {
    try {
      const cancelled = await runWorkflow(db, 'expire-unpaid-order', async (ctx) => {
        if (!(await claimDueOrder(ctx.trx, candidate.id))) return false;
        const row = await lockOrderForMoney(ctx.trx, candidate.id);
        if (!row || row.status !== 'submitted' || row.stockState !== 'reserved' || row.paidCents > 0) return false;
        if (await pendingPaymentOf(ctx.trx, row.id)) return false;
        await orders.cancel(ctx.trx, row, 'system', null, UNPAID_EXPIRY_REASON);
        if (row.voucherId !== null) await restoreVoucher(ctx.trx, row.buyerId, row.voucherId, orderReference(row));
        await notify(ctx, [
          {
            memberId: row.buyerId,
            kind: 'order_cancelled',
            title: `订单已自动取消：${row.orderNo}`,
            body: `订单 ${row.orderNo} ${UNPAID_EXPIRY_REASON}，占用的库存已释放。仍需要可再次购买。`,
            link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
          },
          {
            memberId: row.sellerId,
            kind: 'order_cancelled',
            title: `订单已自动取消：${row.orderNo}`,
            body: `订单 ${row.orderNo} ${UNPAID_EXPIRY_REASON}，占用的库存已回到可售。`,
            link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
          },
        ]);
        return true;
      });
      if (cancelled) done += 1;
    } catch (error) {
      logger().warn({ err: error, orderId: candidate.id }, 'unpaid order expiry skipped');
    }
  }
  return done;
}

export const APPROVAL_EXPIRY_REASON = `${APPROVAL_DAYS} 天内未完成组织审批，系统已自动取消`;

/**
 * Orders that waited APPROVAL_DAYS for their organisation's approval with
 * nothing happening are cancelled by the system (decision 0158), so the stock
 * they reserved goes back on sale: the buyer is told; the seller only if the
 * order had reached them (a price agreed, then sent back for approval).
 */
export async function expireStalledApprovals(db: Db, now = new Date()): Promise<number> {
  const quietSince = new Date(now.getTime() - APPROVAL_DAYS * 86_400_000).toISOString();
  const due = await dueApprovals(db, quietSince);
  let done = 0;
  for (const candidate of due) {
    try {
      const cancelled = await runWorkflow(db, 'expire-stalled-approval', async (ctx) => {
        if (!(await claimDueOrder(ctx.trx, candidate.id))) return false;
        const row = await lockOrderForMoney(ctx.trx, candidate.id);
        if (!row || row.status !== 'pending_approval' || row.updatedAt >= quietSince) return false;
        await orders.cancel(ctx.trx, row, 'system', null, APPROVAL_EXPIRY_REASON);
        if (row.voucherId !== null) await restoreVoucher(ctx.trx, row.buyerId, row.voucherId, orderReference(row));
        await notify(ctx, [
          {
            memberId: row.buyerId,
            kind: 'order_cancelled',
            title: `订单已自动取消：${row.orderNo}`,
            body: `订单 ${row.orderNo} ${APPROVAL_EXPIRY_REASON}，占用的库存已释放。仍需要可再次下单并请审批人及时审批。`,
            link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
          },
          ...(row.releasedAt
            ? [
                {
                  memberId: row.sellerId,
                  kind: 'order_cancelled' as const,
                  title: `订单已自动取消：${row.orderNo}`,
                  body: `订单 ${row.orderNo} 在买方单位审批中等待了 ${APPROVAL_DAYS} 天，系统已自动取消，占用的库存已回到可售。`,
                  link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
                },
              ]
            : []),
        ]);
        return true;
      });
      if (cancelled) done += 1;
    } catch (error) {
      logger().warn({ err: error, orderId: candidate.id }, 'stalled approval expiry skipped');
    }
  }
  return done;
}
