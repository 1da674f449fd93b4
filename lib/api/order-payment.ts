import type { z } from 'zod';
import type {
  AdminOrderPaymentPageSchema,
  AdminOrderPaymentSchema,
  DevOrderCheckoutSchema,
  OrderPaymentQuery,
  OrderPaymentResultSchema,
  OrderPayPageSchema,
} from '@/lib/contracts/orders/payment-schema';
import type { DuePayInfoSchema, OrderSchema } from '@/lib/contracts/orders/schema';
import { apiGet, apiPost } from './client';
import { useApiGet, useApiPostQuery } from './swr';

/* The cashier, the buyer's payment list and the operator's transfer review (docs/orders-payment.md). */

export type DuePayInfo = z.infer<typeof DuePayInfoSchema>;
export type PaymentResult = z.infer<typeof OrderPaymentResultSchema>;
export type NewOrderPayment = z.input<typeof OrderPaymentQuery>;
export type DevOrderCheckout = z.infer<typeof DevOrderCheckoutSchema>;
export type OrderPayPage = z.infer<typeof OrderPayPageSchema>;
export type AdminOrderPayment = z.infer<typeof AdminOrderPaymentSchema>;
export type AdminOrderPaymentPage = z.infer<typeof AdminOrderPaymentPageSchema>;
export type PaidOrder = z.infer<typeof OrderSchema>;

export const useDuePayInfo = (orderNo: string | null) => useApiGet<DuePayInfo>(orderNo ? '/get_due_pay_info' : null, { orderNo }, { noErrorModal: true });
/** The spec makes payment a GET; the idempotency key makes a repeated one harmless. */
export const payOrder = (query: NewOrderPayment) => apiGet<PaymentResult>('/payment', query, { noErrorModal: true });
export const useDevOrderCheckout = (tradeNo: string) => useApiPostQuery<DevOrderCheckout>('/payment/dev_checkout_order', { tradeNo });
export const useOrderPayList = (page: number) => useApiGet<OrderPayPage>('/order_pay_list', { page, pageSize: 10 });
export const confirmReceive = (orderNo: string) => apiPost<PaidOrder>('/confirm_receive', { orderNo }, { noErrorModal: true });
export const refundOrder = (orderNo: string, reason: string) => apiPost<PaidOrder>('/order_refund', { orderNo, reason }, { noErrorModal: true });

// Operator console.
export const useAdminOrderPayments = (status: string, page: number) =>
  useApiGet<AdminOrderPaymentPage>('/admin/order_payments', { ...(status === 'all' ? {} : { status }), page, pageSize: 20 });
export const reviewOrderPayment = (paymentId: number, decision: 'confirm' | 'reject', reason?: string) =>
  apiGet<AdminOrderPayment>('/confirm_order_payment', { paymentId, decision, ...(reason ? { reason } : {}) }, { noErrorModal: true });
