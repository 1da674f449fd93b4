import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { OrderInvoiceStatus } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf } from '@/lib/contracts/pagination';
import { tell } from './tell';
import { invoiceOf } from '@/lib/server/orders/checkout';
import * as invoices from '@/lib/server/orders/fulfilment';
import type { OrderInvoicePageSchema, OrderInvoicesQuery } from '@/lib/contracts/orders/fulfilment-schema';
import * as orders from '@/lib/server/orders/lifecycle';
import { findOrder } from '@/lib/server/orders/queries';
import type { InvoiceIssueInput, InvoiceRequestInput, Order } from '@/lib/contracts/orders/schema';
import { ORDER_STATUS_LABELS } from '@/lib/server/orders/transitions';
import { orderForParty, ordersView, orderView, type Party } from '@/lib/server/orders/views';
import { ownUploadOfPurpose } from '@/lib/server/uploads/service';
import { invoiceRequestOpen } from '@/lib/server/orders/terms-state';
import { runWorkflow } from '@/lib/server/outbox/run';

/*
 * Order invoices (发票; docs/orders-fulfilment.md, "Order invoices"): once an order
 * is received (or completed) the buyer asks for its VAT invoice, once; the
 * seller records the invoice number and may attach the PDF; both parties
 * download the PDF. Each step tells the other party.
 */

const invalid = (msg: string) => new AppError(ErrorCode.ORDER_INVOICE_INVALID, msg);

const INVOICE_STATUS_LABELS: Record<OrderInvoiceStatus, string> = { none: '未申请', requested: '待开票', issued: '已开票' };

/** order_invoice_request: the order's own invoice details unless others are chosen now; none at all asks for some first. */
/** The buyer's own references, which their finance wants on the invoice (备注栏). */
function invoiceReferences(row: { purchaseOrderNo?: string | null; projectNo?: string | null }): string {
  const parts = [row.purchaseOrderNo ? `采购单号 ${row.purchaseOrderNo}` : null, row.projectNo ? `项目编号 ${row.projectNo}` : null].filter(Boolean);
  return parts.length > 0 ? `买家请在发票备注中注明：${parts.join('，')}。` : '';
}

export async function requestOrderInvoice(db: Db, buyerId: number, input: z.output<typeof InvoiceRequestInput>): Promise<Order> {
  const { row } = await orderForParty(db, buyerId, input.orderNo, 'buyer');
  // On terms the invoice comes before the money (先票后款, 月结): asked for once the seller has the order (decision 0160).
  if (!invoiceRequestOpen(row)) {
    throw invalid(
      row.creditLineId
        ? `账期订单提交给卖家后才能申请开票（订单当前状态：${ORDER_STATUS_LABELS[row.status]}）`
        : `确认收货后才能申请开票（订单当前状态：${ORDER_STATUS_LABELS[row.status]}）`,
    );
  }
  if (row.invoiceStatus !== 'none') throw invalid(row.invoiceStatus === 'issued' ? '这张订单的发票已经开具' : '这张订单已申请开票，请等待卖家开具');
  const chosen = input.invoiceInfoId !== undefined ? await invoiceOf(db, buyerId, input.invoiceInfoId) : null;
  const details = chosen ? JSON.stringify(chosen) : (row.invoiceJson ?? JSON.stringify(await invoiceOf(db, buyerId, undefined)));
  if (details === 'null') throw invalid('请先在“开票信息”中添加开票信息，再申请开票');
  await runWorkflow(db, 'request-order-invoice', async (ctx) => {
    const at = nowIso();
    if (!(await invoices.markInvoiceRequested(ctx.trx, row.id, details, at))) throw invalid('这张订单的开票状态刚刚发生了变化，请刷新后重试');
    await orders.recordEvent(ctx.trx, row, buyerId, 'request_invoice', null, at);
    await tell(ctx, [
      {
        memberId: row.sellerId,
        kind: 'order_invoice',
        title: `买家申请开票：${row.orderNo}`,
        body: `买家申请开具订单 ${row.orderNo} 的发票，请开具后录入发票号码并上传发票 PDF。${invoiceReferences(row)}`,
        link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
      },
    ]);
  });
  return orderView(db, (await findOrder(db, row.id))!, 'buyer');
}

/** order_invoice_issue: the seller records the issued invoice: its number, and the PDF when there is one. */
export async function issueOrderInvoice(db: Db, sellerId: number, input: z.output<typeof InvoiceIssueInput>): Promise<Order> {
  const { row } = await orderForParty(db, sellerId, input.orderNo, 'seller');
  if (row.invoiceStatus !== 'requested') throw invalid(row.invoiceStatus === 'issued' ? '这张订单的发票已经开具' : '买家尚未申请开票');
  if (input.uploadId !== undefined) {
    const file = await ownUploadOfPurpose(db, sellerId, input.uploadId, 'invoice');
    if (!file || file.contentType !== 'application/pdf') throw invalid('发票文件须为您本人以“发票”用途上传的 PDF');
  }
  await runWorkflow(db, 'issue-order-invoice', async (ctx) => {
    const at = nowIso();
    const issued = { invoiceNumber: input.invoiceNumber.toUpperCase(), invoiceUploadId: input.uploadId ?? null };
    if (!(await invoices.markInvoiceIssued(ctx.trx, row.id, issued, at))) throw invalid('这张订单的开票状态刚刚发生了变化，请刷新后重试');
    await orders.recordEvent(ctx.trx, row, sellerId, 'issue_invoice', `发票号码 ${issued.invoiceNumber}`, at);
    await tell(ctx, [
      {
        memberId: row.buyerId,
        kind: 'order_invoice',
        title: `发票已开具：${row.orderNo}`,
        body: `卖家已开具订单 ${row.orderNo} 的发票，发票号码 ${issued.invoiceNumber}${issued.invoiceUploadId ? '，可在“我的发票”中下载 PDF' : ''}。`,
        link: '/member/buyer/invoice/1',
        webhook: {
          type: 'invoice.issued',
          organisationId: row.organisationId ?? null,
          data: { orderNo: row.orderNo, organisationId: row.organisationId ?? null, invoiceNumber: issued.invoiceNumber },
        },
      },
    ]);
  });
  return orderView(db, (await findOrder(db, row.id))!, 'seller');
}

export const invoiceFileUrl = (orderNo: string) => `/invoices/${orderNo}`;

/** order_invoices / order_invoices_sell: a party's received and completed orders with their invoices. */
export async function listOrderInvoices(
  db: Db,
  party: Party,
  memberId: number,
  query: z.output<typeof OrderInvoicesQuery>,
): Promise<z.input<typeof OrderInvoicePageSchema>> {
  const { rows, total } = await invoices.pageOfInvoiceOrders(db, party, memberId, query.status, offsetOf(query), query.pageSize);
  const orders = await ordersView(db, rows, () => party);
  return {
    list: rows.map((row, i) => ({
      order: orders[i]!,
      invoiceStatusLabel: INVOICE_STATUS_LABELS[row.invoiceStatus],
      invoiceNumber: row.invoiceNumber,
      requestedAt: row.invoiceRequestedAt,
      issuedAt: row.invoiceIssuedAt,
      hasFile: row.invoiceUploadId !== null,
      fileUrl: row.invoiceUploadId !== null ? invoiceFileUrl(row.orderNo) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
