import type { z } from 'zod';
import type { ContractInput } from '@/lib/contracts/contract';
import type {
  AdminOrderPaymentPageSchema,
  AdminOrderPaymentSchema,
  DevOrderCheckoutSchema,
  OrderPaymentQuery,
  OrderPaymentResultSchema,
  OrderPayPageSchema,
} from '@/lib/contracts/orders/payment-schema';
import type { DuePayInfoSchema } from '@/lib/contracts/orders/schema';
import { call } from './client';
import { useCall, useCallQuery } from './swr';
import {
  adminOrderPaymentsContract,
  confirmOrderPaymentContract,
  devOrderCheckoutContract,
  orderPayListContract,
  paymentContract,
} from '@/lib/contracts/orders/payment-calls';
import { duePayInfoContract } from '@/lib/contracts/orders/payment-calls';

/* The cashier, the buyer's payment list and the operator's transfer review (docs/orders-payment.md). */

export type DuePayInfo = z.infer<typeof DuePayInfoSchema>;
export type PaymentResult = z.infer<typeof OrderPaymentResultSchema>;
export type NewOrderPayment = z.input<typeof OrderPaymentQuery>;
export type DevOrderCheckout = z.infer<typeof DevOrderCheckoutSchema>;
export type OrderPayPage = z.infer<typeof OrderPayPageSchema>;
export type AdminOrderPayment = z.infer<typeof AdminOrderPaymentSchema>;
export type AdminOrderPaymentPage = z.infer<typeof AdminOrderPaymentPageSchema>;

/** The cashier's read; `pollMs` asks again that often (while a QR code waits for the payer's phone). */
export const useDuePayInfo = (orderNo: string | null, pollMs = 0) =>
  useCall(duePayInfoContract, orderNo ? { orderNo } : null, { noErrorModal: true, refreshInterval: pollMs });
/** The spec makes payment a GET; the idempotency key makes a repeated one harmless. */
export const payOrder = (query: NewOrderPayment) => call(paymentContract, query, { noErrorModal: true });
export const useDevOrderCheckout = (tradeNo: string) => useCallQuery(devOrderCheckoutContract, { tradeNo });
export const useOrderPayList = (page: number) => useCall(orderPayListContract, { page, pageSize: 10 });

// Operator console.
export const useAdminOrderPayments = (status: string, page: number) =>
  useCall(adminOrderPaymentsContract, {
    ...(status === 'all' ? {} : { status: status as ContractInput<typeof adminOrderPaymentsContract>['status'] }),
    page,
    pageSize: 20,
  });
export const reviewOrderPayment = (paymentId: number, decision: 'confirm' | 'reject', reason?: string) =>
  call(confirmOrderPaymentContract, { paymentId, decision, ...(reason ? { reason } : {}) }, { noErrorModal: true });
