import { categoryIdsOfSubstances } from '@/lib/server/catalog/queries';
import { chargeCommission, holdProceeds, releaseFrozen } from '@/lib/server/deposit/ledger';
import { owesOnTerms } from '@/lib/server/orders/terms-state';
import { tell } from './tell';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import { proceedsOf } from '@/lib/server/orders/pricing';
import { linesOf } from '@/lib/server/orders/queries';
import { commissionFor } from '@/lib/server/treasury/commission';
import { moneyIn, post } from '@/lib/server/treasury/ledger';
import { formatYuan } from '@/lib/shared/format';
import type { WorkflowContext } from '@/lib/server/outbox/run';

/*
 * The moment an order counts as paid, whichever way the money came (the
 * deposit, a confirmed transfer, an online payment): shared by the cashier
 * and the provider's notification so neither flow imports the other.
 *
 * The money, in one transaction (every account's sum stays zero): what came
 * from outside (transfer, online) enters through `outside`; a voucher is paid
 * by `voucher_cost`; the seller's proceeds (goods + freight) are held until
 * receipt, less the platform's commission, which goes to `commission`.
 */

export type Settlement = {
  /** Everything this settlement pays (deposit and outside parts; the voucher was applied before). */
  amountCents: number;
  /** The part captured from the buyer's deposit. */
  depositCents: number;
  /** How the outside part came, for the platform ledger: '银行转账', '在线支付（dev）'. */
  channel: string;
};

async function commissionOf(ctx: WorkflowContext, row: OrderRow): Promise<number> {
  const lines = await linesOf(ctx.trx, [row.id]);
  const categories = await categoryIdsOfSubstances(
    ctx.trx,
    lines.flatMap((l) => (l.substanceId === null ? [] : [l.substanceId])),
  );
  const { commissionCents } = await commissionFor(ctx.trx, {
    sellerId: row.sellerId,
    goodsCents: Number(row.goodsCents),
    lines: lines.map((l) => ({ amountCents: Number(l.amountCents), categoryId: l.substanceId === null ? null : (categories.get(l.substanceId) ?? null) })),
  });
  return commissionCents;
}

/**
 * The order is paid: `paid_cents` up, submitted → paid (the system's move),
 * the seller's proceeds held until receipt, both parties told. `actorId` is
 * whoever caused it: the buyer paying from the deposit, the operator
 * confirming a transfer.
 */
export async function settleOrder(
  ctx: WorkflowContext,
  row: OrderRow,
  settlement: Settlement,
  actorId: number,
  action: 'pay' | 'confirm_transfer',
): Promise<void> {
  const commission = await commissionOf(ctx, row);
  // Dispatched on terms (decision 0160): the order keeps its state; its debt is settled.
  const onTerms = owesOnTerms(row);
  if (onTerms)
    await orders.settleOnTerms(
      ctx.trx,
      row,
      settlement.amountCents,
      actorId,
      `账期订单付款 ${formatYuan(settlement.amountCents)}（${settlement.channel}）`,
      commission,
    );
  else await orders.settle(ctx.trx, row, settlement.amountCents, actorId, action, commission);
  const reference = orderReference(row);
  await moneyIn(ctx.trx, settlement.amountCents - settlement.depositCents, {
    reference,
    idempotencyKey: orderLedgerKey(row, 'money-in'),
    memo: settlement.channel,
  });
  await post(ctx.trx, 'voucher_cost', -Number(row.discountCents), {
    reference,
    idempotencyKey: orderLedgerKey(row, 'voucher-cost'),
    memo: '优惠券抵扣，由平台承担',
  });
  const proceeds = proceedsOf(row);
  if (proceeds > 0) await holdProceeds(ctx.trx, row.sellerId, proceeds, { reference, idempotencyKey: orderLedgerKey(row, 'proceeds') });
  if (commission > 0) {
    await chargeCommission(ctx.trx, row.sellerId, commission, { reference, idempotencyKey: orderLedgerKey(row, 'commission') });
    await post(ctx.trx, 'commission', commission, { reference, idempotencyKey: orderLedgerKey(row, 'commission'), memo: '订单佣金' });
  }
  if (onTerms) return settledOnTerms(ctx, row, proceeds - commission);
  await tell(ctx, [
    {
      memberId: row.sellerId,
      kind: 'order_paid',
      title: `买家已付款，请发货：${row.orderNo}`,
      body: `订单 ${row.orderNo} 买家已付款，请尽快发货。货款 ${formatYuan(proceeds)}${commission > 0 ? `（平台佣金 ${formatYuan(commission)}，实得 ${formatYuan(proceeds - commission)}）` : ''}在买家确认收货后转入您的预存款可用余额。`,
      link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
      webhook: { type: 'order.paid', data: { orderNo: row.orderNo, role: 'seller' } },
    },
    {
      memberId: row.buyerId,
      kind: 'order_paid',
      title: `付款成功：${row.orderNo}`,
      body: `订单 ${row.orderNo} 已付款，等待卖家发货。`,
      link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
      webhook: {
        type: 'order.paid',
        organisationId: row.organisationId ?? null,
        data: { orderNo: row.orderNo, role: 'buyer', organisationId: row.organisationId ?? null },
      },
    },
  ]);
}

/**
 * A debt on terms paid: the seller's proceeds are held like any order's until
 * receipt, and released at once when the buyer already has the goods.
 */
async function settledOnTerms(ctx: WorkflowContext, row: OrderRow, netCents: number): Promise<void> {
  const received = row.status === 'received' || row.status === 'completed';
  if (received && netCents > 0)
    await releaseFrozen(ctx.trx, row.sellerId, netCents, {
      reference: orderReference(row),
      idempotencyKey: orderLedgerKey(row, 'proceeds-release'),
      kind: 'sale_release',
    });
  await tell(ctx, [
    {
      memberId: row.sellerId,
      kind: 'order_paid',
      title: `账期订单已付款：${row.orderNo}`,
      body: `订单 ${row.orderNo} 买家已付清欠款。货款 ${formatYuan(netCents)}${received ? '已转入您的预存款可用余额' : '在买家确认收货后转入您的预存款可用余额'}。`,
      link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
      webhook: { type: 'order.paid', data: { orderNo: row.orderNo, role: 'seller' } },
    },
    {
      memberId: row.buyerId,
      kind: 'order_paid',
      title: `付款成功：${row.orderNo}`,
      body: `账期订单 ${row.orderNo} 已付清。`,
      link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
      webhook: {
        type: 'order.paid',
        organisationId: row.organisationId ?? null,
        data: { orderNo: row.orderNo, role: 'buyer', organisationId: row.organisationId ?? null },
      },
    },
  ]);
}

/** What the seller keeps of a paid order: proceeds less the commission fixed at payment. */
export function netProceedsOf(row: OrderRow): number {
  return proceedsOf(row) - Number(row.commissionCents);
}
