import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import type { ExpressCompanySchema } from '@/lib/server/express/schema';
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
} from '@/lib/server/orders/schema';
import type { VoucherPage } from './money';
import { apiPost } from './client';
import { CART_KEY, useApiGet, useApiPost, useApiPostQuery } from './swr';

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
export const useCart = (signedIn = true) => useApiGet<Cart>(signedIn ? CART_KEY : null);

/** Every cart change answers with the whole cart; `refreshCart` also updates every other reader (the badge). */
export const useCartAdd = () => useApiPost<{ goodsId: number; quantity: number }, Cart>('/cart_add', { refreshCart: true, noErrorModal: true });
export const useCartUpdate = () => useApiPost<{ id: number; quantity: number }, Cart>('/cart_update', { refreshCart: true, noErrorModal: true });
export const useCartDelete = () => useApiPost<{ ids: number[] }, Cart>('/cart_delete', { refreshCart: true, noErrorModal: true });

/* ---------- checkout ---------- */

export const useExpressCompanies = () => useApiGet<ExpressCompany[]>('/express_company', undefined, { initialCache: true });
export const useUsableVouchers = () => useApiPostQuery<VoucherPage>('/member/voucher/index', { status: 'usable', page: 1, pageSize: 50 });

/** create_order; the page shows failures where they belong, so no toast. Making orders empties those cart lines. */
export const useCreateOrder = () => useApiPost<CreateOrderBody, CreateOrderResult>('/create_order', { refreshCart: true, noErrorModal: true });
export const previewOrder = (body: CreateOrderBody) => apiPost<CreateOrderResult>('/create_order', { ...body, preview: true }, { noErrorModal: true });

/* ---------- orders ---------- */

export const ORDER_LIST_URL = '/order_list';
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

export const useOrderList = (filter: OrderFilter, page: number) => useApiGet<OrderPage>(ORDER_LIST_URL, orderListParams(filter, page));
export const useOrderDetail = (orderNo: string | null) => useApiGet<OrderDetail>(orderNo ? '/order_detail' : null, { orderNo });
export const useShipInfo = (orderNo: string | null) => useApiGet<ShipInfo>(orderNo ? '/shipinfo' : null, { orderNo }, { noErrorModal: true });
export const usePaijia = (orderNo: string | null) => useApiGet<Paijia>(orderNo ? '/paijia' : null, { orderNo }, { noErrorModal: true });

/** After an order changed: every cached list page, detail, negotiation and tracking read is asked again. */
export function useRefreshOrders(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && /^\/(order_list|order_detail|paijia|shipinfo)$/.test(key[0]));
}

export const submitOrder = (orderNo: string) => apiPost<Order>('/submit_order', { orderNo }, { noErrorModal: true });
/** Either party may cancel an unpaid order; the server checks who may, and the reason is kept in its events. */
export const cancelOrder = (orderNo: string, reason: string) => apiPost<Order>('/order_cancel', { orderNo, reason }, { noErrorModal: true });
export const confirmReceive = (orderNo: string) => apiPost<Order>('/confirm_receive', { orderNo }, { noErrorModal: true });
/** The order's own invoice details unless `invoiceInfoId` picks saved ones now (an order made without any needs one). */
export const requestInvoice = (orderNo: string, invoiceInfoId?: number) =>
  apiPost<Order>('/order_invoice_request', { orderNo, ...(invoiceInfoId === undefined ? {} : { invoiceInfoId }) }, { noErrorModal: true });
/** pj_order for either party: propose, accept, reject or withdraw; answers with the whole negotiation. */
export const negotiate = (body: PjOrderBody) => apiPost<Paijia>('/pj_order', body, { noErrorModal: true });

/* ---------- links ---------- */

export const paymentPath = (orderNo: string) => `/payment?order=${encodeURIComponent(orderNo)}`;
export const contractPath = (orderNo: string) => `/api/contract?orderNo=${encodeURIComponent(orderNo)}`;
export const contractPdfPath = (orderNo: string) => `/api/contract_pdf?orderNo=${encodeURIComponent(orderNo)}`;

/** The export keeps the list's filters (not its page): a plain link the browser downloads. */
export function orderExportPath(filter: OrderFilter): string {
  const query = new URLSearchParams({ status: filter.status });
  if (filter.keyword) query.set('keyword', filter.keyword);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return `/api/order_export?${query}`;
}

export const createOrderPath = (from: { cart?: number[]; quotations?: number[] }) =>
  from.quotations ? `/member/buyer/createOrder?quotations=${from.quotations.join(',')}` : `/member/buyer/createOrder?cart=${(from.cart ?? []).join(',')}`;
