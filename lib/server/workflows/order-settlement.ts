import { holdProceeds } from '@/lib/server/deposit/ledger';
import { notify } from '@/lib/server/notifications/service';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import { proceedsOf } from '@/lib/server/orders/pricing';
import { formatYuan } from '@/lib/shared/format';
import type { WorkflowContext } from '@/lib/server/outbox/run';

/*
 * The moment an order counts as paid, whichever way the money came (the
 * deposit, a confirmed transfer, an online payment): shared by the cashier
 * and the provider's notification so neither flow imports the other.
 */

/**
 * The order is paid: `paid_cents` up, submitted → paid (the system's move),
 * the seller's proceeds held until receipt, both parties told. `actorId` is
 * whoever caused it: the buyer paying from the deposit, the operator
 * confirming a transfer.
 */
export async function settleOrder(
  ctx: WorkflowContext,
  row: OrderRow,
  amountCents: number,
  actorId: number,
  action: 'pay' | 'confirm_transfer',
): Promise<void> {
  await orders.settle(ctx.trx, row, amountCents, actorId, action);
  const proceeds = proceedsOf(row);
  if (proceeds > 0) await holdProceeds(ctx.trx, row.sellerId, proceeds, { reference: orderReference(row), idempotencyKey: orderLedgerKey(row, 'proceeds') });
  await notify(ctx, [
    {
      memberId: row.sellerId,
      kind: 'order_paid',
      title: `买家已付款，请发货：${row.orderNo}`,
      body: `订单 ${row.orderNo} 买家已付款，请尽快发货。货款 ${formatYuan(proceeds)} 在买家确认收货后转入您的预存款可用余额。`,
      link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
    },
    {
      memberId: row.buyerId,
      kind: 'order_paid',
      title: `付款成功：${row.orderNo}`,
      body: `订单 ${row.orderNo} 已付款，等待卖家发货。`,
      link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
    },
  ]);
}
