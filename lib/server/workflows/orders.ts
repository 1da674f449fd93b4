import { requireOrganisationRoles } from '@/lib/server/organisations/service';
import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { termsForCheckout } from '@/lib/server/credit/order-terms';
import { sellerNames } from '@/lib/server/account/service';
import { checkOrderFund } from '@/lib/server/funds/order-funds';
import { markInquiryOrderedStep } from '@/lib/server/inquiry/quotes';
import { notify } from '@/lib/server/notifications/service';
import { prepareCheckout, writeOrder, type DirectLine } from '@/lib/server/orders/checkout';
import { orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import { changedMeanwhile } from '@/lib/server/orders/lifecycle';
import { lockOrderForMoney, pendingPaymentOf } from '@/lib/server/orders/payment-records';
import { findOrder } from '@/lib/server/orders/queries';
import type { CancelOrderInput, CreateOrderInput, CreateOrderResultSchema, Order } from '@/lib/contracts/orders/schema';
import type { OrganisationOrderSchema } from '@/lib/contracts/organisations/schema';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import { presentOrganisationOrders } from '@/lib/server/orders/organisation-orders';
import { requireOrderTransition, type OrderParty } from '@/lib/server/orders/transitions';
import { invoiceFixesAmount } from '@/lib/server/orders/terms-state';
import { orderForParty, orderView, ordersView } from '@/lib/server/orders/views';
import { restoreVoucher } from '@/lib/server/voucher/service';
import { runWorkflow } from '@/lib/server/outbox/run';
import { approvalsNeededFor, orderForApprover, requireEnoughApprovers, sellerTold, tellApprovers } from './order-approvals';

/*
 * Order flows that write several areas (cart, vouchers, inquiries, messages),
 * each in one transaction; mails go after commit.
 */

/** create_order: one order per seller from cart lines or accepted quotations; `preview` prices without writing. */
export async function createOrders(
  db: Db,
  buyerId: number,
  input: z.output<typeof CreateOrderInput>,
  directLines: DirectLine[] = [],
): Promise<z.input<typeof CreateOrderResultSchema>> {
  // Buying for an organisation: the buyer is its purchaser now (7660 / 7663 otherwise).
  if (input.organisationId !== null) await requireOrganisationRoles(db, input.organisationId, buyerId, ['purchaser']);
  await checkOrderFund(db, { organisationId: input.organisationId, fundId: input.fundId }, buyerId);
  const checkout = await prepareCheckout(db, buyerId, input, directLines);
  if (input.payOnTerms) {
    const names = await sellerNames(
      db,
      checkout.drafts.map((d) => d.sellerId),
    );
    checkout.terms = await termsForCheckout(
      db,
      input.organisationId,
      checkout.drafts.map((d) => ({ sellerId: d.sellerId, sellerName: names.get(d.sellerId) ?? '', payableCents: d.payableCents })),
    );
  }
  const totals = {
    goodsCents: checkout.drafts.reduce((s, d) => s + d.goodsCents, 0),
    shippingCents: checkout.drafts.reduce((s, d) => s + d.shippingCents, 0),
    discountCents: checkout.drafts.reduce((s, d) => s + d.discountCents, 0),
    payableCents: checkout.drafts.reduce((s, d) => s + d.payableCents, 0),
  };
  if (input.preview) {
    // The preview is the same pricing, written in a transaction that is always rolled back.
    const orders = await db
      .transaction()
      .execute(async (trx) => {
        const ids = [];
        for (const draft of checkout.drafts) ids.push(await writeOrder(trx, buyerId, draft, checkout));
        const rows = await Promise.all(ids.map((id) => findOrder(trx, id)));
        const views = await ordersView(
          trx,
          rows.filter((r) => r !== undefined),
          () => 'buyer',
        );
        throw new PreviewDone(views);
      })
      .catch((done: unknown) => {
        if (done instanceof PreviewDone) return done.orders;
        throw done;
      });
    return { preview: true, orders: orders.map(({ orderNo: _omit, ...rest }) => rest), totals };
  }
  const ids = await runWorkflow(db, 'create-order', async ({ trx }) => {
    const out: number[] = [];
    for (const draft of checkout.drafts) out.push(await writeOrder(trx, buyerId, draft, checkout));
    for (const inquiryId of new Set(checkout.drafts.map((d) => d.inquiryId).filter((v): v is number => v !== null)))
      await markInquiryOrderedStep(trx, inquiryId);
    return out;
  });
  const rows = await Promise.all(ids.map((id) => findOrder(db, id)));
  return {
    preview: false,
    orders: await ordersView(
      db,
      rows.filter((r) => r !== undefined),
      () => 'buyer',
    ),
    totals,
  };
}

class PreviewDone extends Error {
  constructor(readonly orders: Order[]) {
    super('preview');
  }
}

/**
 * submit_order: the buyer confirms the order (and its contract); the seller is
 * told. `approvedElsewhere`: the organisation's own procurement system approved
 * it before sending it (a PunchOut OrderRequest), so its rules here ask nothing more.
 */
export async function submitOrder(db: Db, buyerId: number, orderNo: string, options: { approvedElsewhere?: boolean } = {}): Promise<Order> {
  const { row } = await orderForParty(db, buyerId, orderNo, 'buyer');
  requireOrderTransition(row.status, 'submit', 'buyer');
  // Placed for an organisation: the buyer is still its purchaser (7660 / 7663). Its rules may ask for approval: the order waits, unseen by the seller.
  if (row.organisationId) await requireOrganisationRoles(db, row.organisationId, buyerId, ['purchaser']);
  const needed = options.approvedElsewhere ? 0 : await approvalsNeededFor(db, row);
  if (needed > 0) {
    await requireEnoughApprovers(db, row, needed);
    await runWorkflow(db, 'submit-order-for-approval', async (ctx) => {
      await orders.submitForApproval(ctx.trx, row, buyerId, `按组织审批规则需 ${needed} 级审批`);
      await tellApprovers(ctx, row, `采购人提交了以组织名义的订单 ${row.orderNo}，`);
    });
    return orderView(db, (await findOrder(db, row.id))!, 'buyer');
  }
  await runWorkflow(db, 'submit-order', async (ctx) => {
    await orders.submit(ctx.trx, row, buyerId);
    await notify(ctx, [sellerTold(row)]);
  });
  return orderView(db, (await findOrder(db, row.id))!, 'buyer');
}

/**
 * Cancel an unpaid order (buyer or seller). Refused while a bank transfer
 * waits for review; the voucher it used becomes usable again.
 */
export async function cancelOrder(db: Db, memberId: number, input: z.output<typeof CancelOrderInput>): Promise<Order> {
  const { row, party } = await orderForParty(db, memberId, input.orderNo);
  await withdrawOrder(db, row, party, memberId, input.reason);
  return orderView(db, (await findOrder(db, row.id))!, party);
}

/**
 * organisation_cancel_order: an approver of the organisation withdraws an
 * order placed for it and not yet paid (submitted), with a reason — a
 * student's order holding a fund that will not be paid (decision 0161). An
 * order of another organisation, a personal one or a draft reads as missing.
 */
export async function cancelForOrganisation(
  db: Db,
  memberId: number,
  input: z.output<typeof CancelOrderInput>,
): Promise<z.input<typeof OrganisationOrderSchema>> {
  const { row, held } = await orderForApprover(db, memberId, input.orderNo);
  if (row.buyerId === memberId)
    throw new AppError(ErrorCode.ORGANISATION_APPROVAL_OWN_ORDER, '这是您自己下的订单：请在「我的订单」中取消，不必以审批人身份撤销');
  await withdrawOrder(db, row, 'approver', memberId, input.reason);
  const after = (await findOrder(db, row.id))!;
  return (await presentOrganisationOrders(db, memberId, { approver: true, payer: held.includes('payer') }, [after]))[0]!;
}

const CANCELLED_BY: Record<OrderParty, string> = { buyer: '买家', seller: '卖家', approver: '买方单位的审批人', system: '系统' };

/** The one way an unpaid order is withdrawn by a person: refused while a payment waits; the voucher back; the other side told. */
async function withdrawOrder(db: Db, row: OrderRow, party: Exclude<OrderParty, 'system'>, memberId: number, reason: string): Promise<void> {
  requireOrderTransition(row.status, 'cancel', party);
  if (invoiceFixesAmount(row)) throw new AppError(ErrorCode.ORDER_TRANSITION_INVALID, '这张订单的发票已经开具，不能取消；请先与卖家协商冲红发票');
  await runWorkflow(db, 'cancel-order', async (ctx) => {
    // Under the order's money lock, so a payment being made at this moment either lands first (and is seen here) or waits.
    const locked = await lockOrderForMoney(ctx.trx, row.id);
    // Paid (or changed) meanwhile: refused, as the conditional write would.
    if (locked && locked.status !== row.status) throw changedMeanwhile();
    const pending = await pendingPaymentOf(ctx.trx, row.id);
    if (pending)
      throw new AppError(ErrorCode.ORDER_PAYMENT_PENDING, '这笔订单有付款正在等待确认（银行转账或在线支付），确认或驳回之前不能取消', {
        paymentId: pending.id,
      });
    await orders.cancel(ctx.trx, row, party, memberId, reason);
    if (row.voucherId !== null) await restoreVoucher(ctx.trx, row.buyerId, row.voucherId, orderReference(row));
    const told = party === 'buyer' ? [row.sellerId] : party === 'seller' ? [row.buyerId] : [row.buyerId, row.sellerId];
    // The seller never saw a draft, nor an order still waiting for its organisation's approval.
    const seen = (id: number) => id !== row.sellerId || (row.status !== 'created' && row.status !== 'pending_approval');
    await notify(
      ctx,
      told.filter(seen).map((memberId) => ({
        memberId,
        kind: 'order_cancelled' as const,
        title: `订单已取消：${row.orderNo}`,
        body: `${CANCELLED_BY[party]}取消了订单 ${row.orderNo}。原因：${reason}`,
        link: memberId === row.sellerId ? `/member/seller/saleOrder/1?orderNo=${row.orderNo}` : `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
      })),
    );
  });
}
