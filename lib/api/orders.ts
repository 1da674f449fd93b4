import type { z } from 'zod';
import type { ExpressCompanySchema } from '@/lib/contracts/express/schema';
import type {
  CartLineSchema,
  CartSchema,
  CreateOrderInput,
  CreateOrderResultSchema,
  OrderDetailSchema,
  OrderPageSchema,
  OrderSchema,
  OrderTab,
  PaijiaSchema,
  PjOrderInput,
  ShipInfoSchema,
} from '@/lib/contracts/orders/schema';
import { call, fileUrl } from './client';
import { useCall, useCallMutation, useCallQuery, useRefreshCalls } from './swr';
import { expressCompanyContract } from '@/lib/contracts/express/calls';
import {
  cartAddContract,
  cartContract,
  cartDeleteContract,
  cartUpdateContract,
  createOrderContract,
  orderCancelContract,
  orderListContract,
  submitOrderContract,
} from '@/lib/contracts/orders/calls';
import { orderInvoiceRequestContract, pjOrderContract } from '@/lib/contracts/orders/fulfilment-calls';
import { confirmReceiveContract } from '@/lib/contracts/orders/payment-calls';
import { contractContract, contractPdfContract, orderExportContract } from '@/lib/contracts/orders/document-calls';
import { voucherIndexContract } from '@/lib/contracts/voucher/calls';
import { orderDetailContract, reorderContract } from '@/lib/contracts/orders/calls';
import { shipInfoContract } from '@/lib/contracts/orders/fulfilment-calls';
import { paijiaContract } from '@/lib/contracts/orders/fulfilment-calls';

/*
 * The orders area: cart, checkout, the buyer's order list, and what
 * either party reads or does to one order (detail, negotiation, tracking,
 * cancelling); the seller's lists and calls build on these in ./sales.
 * Amounts stay in cents; every total comes from the server.
 */

export type Cart = z.infer<typeof CartSchema>;
export type CartLine = z.infer<typeof CartLineSchema>;
export type Order = z.infer<typeof OrderSchema>;
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export type OrderPage = z.infer<typeof OrderPageSchema>;
export type CreateOrderBody = z.input<typeof CreateOrderInput>;
export type CreateOrderResult = z.infer<typeof CreateOrderResultSchema>;
export type PreviewOrder = CreateOrderResult['orders'][number];
export type ShipInfo = z.infer<typeof ShipInfoSchema>;
export type Paijia = z.infer<typeof PaijiaSchema>;
export type PjOrderBody = z.input<typeof PjOrderInput>;
export type ExpressCompany = z.infer<typeof ExpressCompanySchema>;
export type { OrderTab };

/** The filters of the buyer's order list, as the URL holds them. */
export type OrderFilter = { status: OrderTab; keyword: string; from: string; to: string };

/* ---------- cart ---------- */

/** The member's cart; nothing is asked when signed out. Its key is the one `refreshCart` revalidates. */
export const useCart = (signedIn = true) => useCall(cartContract, signedIn ? undefined : null);

/** Every cart change answers with the whole cart; `refreshCart` also updates every other reader (the badge). */
export const useCartAdd = () => useCallMutation(cartAddContract, { refreshCart: true, noErrorModal: true });
export const useCartUpdate = () => useCallMutation(cartUpdateContract, { refreshCart: true, noErrorModal: true });
export const useCartDelete = () => useCallMutation(cartDeleteContract, { refreshCart: true, noErrorModal: true });

/* ---------- checkout ---------- */

export const useExpressCompanies = () => useCall(expressCompanyContract, undefined, { initialCache: true });
export const useUsableVouchers = () => useCallQuery(voucherIndexContract, { status: 'usable', page: 1, pageSize: 50 });

/** create_order; the page shows failures where they belong, so no toast. Making orders empties those cart lines. */
export const useCreateOrder = () => useCallMutation(createOrderContract, { refreshCart: true, noErrorModal: true });
export const previewOrder = (body: CreateOrderBody) => call(createOrderContract, { ...body, preview: true }, { noErrorModal: true });

/* ---------- orders ---------- */

export const ORDER_PAGE_SIZE = 10;

export function orderListParams(filter: OrderFilter, page: number) {
  return {
    page,
    pageSize: ORDER_PAGE_SIZE,
    status: filter.status,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

export const useOrderList = (filter: OrderFilter, page: number) => useCall(orderListContract, orderListParams(filter, page));
export const useOrderDetail = (orderNo: string | null) => useCall(orderDetailContract, orderNo ? { orderNo } : null);
export const useShipInfo = (orderNo: string | null) => useCall(shipInfoContract, orderNo ? { orderNo } : null, { noErrorModal: true });
export const usePaijia = (orderNo: string | null) => useCall(paijiaContract, orderNo ? { orderNo } : null, { noErrorModal: true });

/** After an order changed: every cached list page, detail, negotiation and tracking read is asked again. */
export function useRefreshOrders(): () => Promise<unknown> {
  return useRefreshCalls(orderListContract, orderDetailContract, paijiaContract, shipInfoContract);
}

export const submitOrder = (orderNo: string) => call(submitOrderContract, { orderNo }, { noErrorModal: true });
/** Either party may cancel an unpaid order; the server checks who may, and the reason is kept in its events. */
export const cancelOrder = (orderNo: string, reason: string) => call(orderCancelContract, { orderNo, reason }, { noErrorModal: true });
export const confirmReceive = (orderNo: string) => call(confirmReceiveContract, { orderNo }, { noErrorModal: true });
/** The order's own invoice details unless `invoiceInfoId` picks saved ones now (an order made without any needs one). */
export const requestInvoice = (orderNo: string, invoiceInfoId?: number) =>
  call(orderInvoiceRequestContract, { orderNo, ...(invoiceInfoId === undefined ? {} : { invoiceInfoId }) }, { noErrorModal: true });
/** pj_order for either party: propose, accept, reject or withdraw; answers with the whole negotiation. */
export const negotiate = (body: PjOrderBody) => call(pjOrderContract, body, { noErrorModal: true });

/* ---------- links ---------- */

export const paymentPath = (orderNo: string) => `/payment?order=${encodeURIComponent(orderNo)}`;
export const contractPath = (orderNo: string) => fileUrl(contractContract, { orderNo });
export const contractPdfPath = (orderNo: string) => fileUrl(contractPdfContract, { orderNo });

/** The export keeps the list's filters (not its page): a plain link the browser downloads. */
export function orderExportPath(filter: OrderFilter): string {
  return fileUrl(orderExportContract, { status: filter.status, keyword: filter.keyword, from: filter.from, to: filter.to });
}

export const createOrderPath = (from: { cart?: number[]; quotations?: number[] }) =>
  from.quotations ? `/member/buyer/createOrder?quotations=${from.quotations.join(',')}` : `/member/buyer/createOrder?cart=${(from.cart ?? []).join(',')}`;

/** 再次购买: the order's lines (or some of them) back into the cart at today's prices. */
export const useReorder = () => useCallMutation(reorderContract, { refreshCart: true, noErrorModal: true });
