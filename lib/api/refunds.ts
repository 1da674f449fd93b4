import type { z } from 'zod';
import { devRefundNotificationsContract, orderPartialRefundContract, orderRefundsContract, refundPayoutContract } from '@/lib/contracts/refunds/calls';
import type { OrderRefundsSchema, PartialRefundInput, RefundPayoutInput, RefundSchema } from '@/lib/contracts/refunds/schema';
import { call } from './client';
import { sendPaymentNotification } from './money';
import { useCall, useRefreshCalls } from './swr';

/* Refunds to the original method: an order's refunds (buyer and seller), the seller's partial refund, the dev simulation. */

export type Refund = z.infer<typeof RefundSchema>;
export type OrderRefunds = z.infer<typeof OrderRefundsSchema>;

export const useOrderRefunds = (orderNo: string | null) => useCall(orderRefundsContract, orderNo ? { orderNo } : null, { noErrorModal: true });

/** Every cached order_refunds read, asked again (after a refund or a simulated notification). */
export const useRefreshRefunds = () => useRefreshCalls(orderRefundsContract);

/** The seller's partial refund; `idempotencyKey` is one per submitted form (sent as the Idempotency-Key header). */
export const partialRefund = (body: Omit<z.input<typeof PartialRefundInput>, 'idempotencyKey'>, idempotencyKey: string) =>
  call(orderPartialRefundContract, { ...body, idempotencyKey }, { noErrorModal: true });

/** The buyer names the bank account a bank-transfer refund goes back to; one key per submitted form. */
export const requestRefundPayout = (body: Omit<z.input<typeof RefundPayoutInput>, 'idempotencyKey'>, idempotencyKey: string) =>
  call(refundPayoutContract, { ...body, idempotencyKey }, { noErrorModal: true });

/**
 * 开发环境模拟退款到账: fetches the simulated gateway's signed refund notification and posts it to
 * the real notify call, which verifies and settles it as it would a real provider's.
 */
export async function simulateRefundOutcome(refundNo: string, outcome: 'success' | 'failure'): Promise<void> {
  const { notifications } = await call(devRefundNotificationsContract, { refundNo }, { noErrorModal: true });
  if (!notifications) throw new Error('这笔退款已有结果，无需模拟');
  await sendPaymentNotification(notifications[outcome]);
}
