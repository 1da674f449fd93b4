import type { z } from 'zod';
import type { DispatchPageSchema, OrderInvoicePageSchema, OrderInvoiceSchema } from '@/lib/contracts/orders/fulfilment-schema';
import type { OrderTab } from '@/lib/contracts/orders/schema';
import { call, fetchFile, upload } from './client';
import type { Order } from './orders';
import { useCall } from './swr';
import type { AnyContract, ContractInput } from '@/lib/contracts/contract';
import { orderSellExportContract } from '@/lib/contracts/orders/document-calls';
import { uploadFileContract } from '@/lib/contracts/account/calls';
import { orderSellContract } from '@/lib/contracts/orders/calls';
import {
  orderDispatchListContract,
  orderInvoiceIssueContract,
  orderInvoicesContract,
  orderInvoicesSellContract,
  updateExpressContract,
} from '@/lib/contracts/orders/fulfilment-calls';
import { orderRefundContract } from '@/lib/contracts/orders/payment-calls';

/*
 * The seller's side of the orders area: the sales-order list, shipping, refunds and issuing
 * invoices; plus the buyer's invoice lists. What both parties share (order detail, negotiation, tracking,
 * cancelling, the order types) lives in ./orders, so there is one definition of each. Amounts stay in cents.
 */

/** An order of the seller's lists; the dispatch list adds `dangerousGoods` (worked out from the lines' substances). */
export type SaleOrder = Order & { dangerousGoods?: boolean };

/** The seller's tabs: the buyer's unsubmitted drafts never reach a seller, so no `created` tab. */
export const SALE_TABS = ['all', 'unpaid', 'paid', 'dispatched', 'received', 'completed', 'closed'] as const satisfies readonly OrderTab[];
export type SaleTab = (typeof SALE_TABS)[number];

/** The list's filters as the URL holds them (`?status=&keyword=&from=&to=`). */
export type SaleFilter = { status: SaleTab; keyword: string; from: string; to: string };

export const SALE_PAGE_SIZE = 10;

/** The filters that are set, as query parameters (order_sell and order_sell_export take the same). */
export function saleFilterParams(filter: SaleFilter): Record<string, string> {
  return {
    status: filter.status,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

export const useSaleOrders = (filter: SaleFilter, page: number) => useCall(orderSellContract, { page, pageSize: SALE_PAGE_SIZE, ...saleFilterParams(filter) });
/** Paid orders waiting for the seller's dispatch. */
export type DispatchPage = z.infer<typeof DispatchPageSchema>;
export const useDispatchList = () => useCall(orderDispatchListContract, { page: 1, pageSize: 50 }, { noErrorModal: true });

// The dialogs show the server's message themselves: no toast.
const quiet = { noErrorModal: true };
export const updateExpress = (body: ContractInput<typeof updateExpressContract>) => call(updateExpressContract, body, quiet);
export const refundOrder = (orderNo: string, reason: string) => call(orderRefundContract, { orderNo, reason }, quiet);
export const issueInvoice = (body: { orderNo: string; invoiceNumber: string; uploadId?: number }) => call(orderInvoiceIssueContract, body, quiet);

/* ---------- order invoices ---------- */

/** An order as the invoice lists show it: the order, and once issued the invoice's number, date and PDF link. */
export type InvoiceOrder = z.infer<typeof OrderInvoiceSchema>;
export type InvoiceOrderPage = z.infer<typeof OrderInvoicePageSchema>;

export const INVOICE_TABS = ['all', 'none', 'requested', 'issued'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];
export const INVOICE_PAGE_SIZE = 10;

export const useBuyerInvoices = (status: InvoiceTab, page: number) => useCall(orderInvoicesContract, { status, page, pageSize: INVOICE_PAGE_SIZE });
export const useSellerInvoices = (status: InvoiceTab, page: number) => useCall(orderInvoicesSellContract, { status, page, pageSize: INVOICE_PAGE_SIZE });

/** The upload purpose the invoice issue call accepts (the seller's invoice PDF). */
export const INVOICE_UPLOAD_PURPOSE = 'invoice';

export function uploadInvoicePdf(file: File): Promise<{ id: number; name: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  form.append('purpose', INVOICE_UPLOAD_PURPOSE);
  return upload(uploadFileContract, form, quiet);
}

/** The file name the server gave (RFC 5987 `filename*=` first), else the fallback. */
export function attachmentName(disposition: string | undefined, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Downloads a file answer (the .xlsx export) through the signed client rather than a bare link:
 * a refusal (no invoice yet, a filter the server rejects) comes back as an envelope, and its message is
 * thrown for the page to show instead of a raw JSON page in the browser.
 */
export async function downloadFile<C extends AnyContract>(contract: C, input: ContractInput<C>, fallbackName: string): Promise<string> {
  const { blob, disposition } = await fetchFile(contract, input);
  const name = attachmentName(disposition, fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

export const exportSaleOrders = (filter: SaleFilter) => downloadFile(orderSellExportContract, saleFilterParams(filter), '销售订单.xlsx');
