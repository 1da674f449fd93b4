import { z } from 'zod';
import { defineContract } from '@/lib/contracts/contract';
import { PaymentNotifyResultSchema } from '@/lib/contracts/recharge/schema';
import { RefundNotifyResultSchema } from './schema';

// The payment provider's signed notification: one entry for whatever it pays (an order payment or a recharge) or refunds.

export const paymentNotifyContract = defineContract({
  operationId: 'paymentNotify',
  method: 'POST',
  path: '/api/payment/notify',
  summary: '支付机构的支付 / 退款结果通知（验签；同一笔重复通知只入账一次）',
  tag: 'Payment',
  auth: 'public',
  // Any JSON: whatever is not the provider's signed notification answers 7008, not a validation error.
  body: z.unknown().describe('支付机构的签名通知（原样）'),
  response: z.union([PaymentNotifyResultSchema, RefundNotifyResultSchema]),
});
