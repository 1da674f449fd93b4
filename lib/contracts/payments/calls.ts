import { z } from 'zod';
import { defineContract } from '@/lib/contracts/contract';
import { PaymentNotifyResultSchema } from '@/lib/contracts/recharge/schema';
import { RefundNotifyResultSchema } from './schema';

// The payment provider's signed notification: one entry for whatever it pays (an order payment or a recharge) or refunds.

export const paymentNotifyContract = defineContract({
  operationId: 'paymentNotify',
  method: 'POST',
  path: '/api/payment/notify',
  summary: '开发环境支付机构的支付 / 退款结果通知（验签；同一笔重复通知只入账一次）',
  tag: 'Payment',
  auth: 'public',
  // Any JSON: whatever is not the provider's signed notification answers 7008, not a validation error.
  body: z.unknown().describe('支付机构的签名通知（原样）'),
  response: z.union([PaymentNotifyResultSchema, RefundNotifyResultSchema]),
});

/*
 * The real providers' notifications: their own formats and signatures (not
 * our browser signature), answered the way each provider expects. They are
 * settled by the same workflows as the JSON entry above.
 */

export const alipayNotifyContract = defineContract({
  operationId: 'alipayNotify',
  method: 'POST',
  path: '/api/payment/notify/alipay',
  summary: '支付宝异步通知（RSA2 验签；支付与退款结果；应答文本 success）',
  tag: 'Payment',
  auth: 'public',
  response: z.unknown(),
  providerNotification: { contentTypes: ['application/x-www-form-urlencoded'] },
});

export const wechatPayNotifyContract = defineContract({
  operationId: 'wechatPayNotify',
  method: 'POST',
  path: '/api/payment/notify/wechat',
  summary: '微信支付 APIv3 回调通知（Wechatpay-Signature 验签、AES-256-GCM 解密；支付与退款结果）',
  tag: 'Payment',
  auth: 'public',
  response: z.unknown(),
  providerNotification: { contentTypes: ['application/json'] },
});
