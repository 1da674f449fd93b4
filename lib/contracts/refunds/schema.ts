import { z } from 'zod';
import { amountCents, idempotencyKey } from '@/lib/contracts/fields';
import { orderNo } from '@/lib/contracts/orders/schema';
import { TypedAccountInput } from '@/lib/contracts/payouts/schema';
import { SimulatedNotificationsSchema } from '@/lib/contracts/payments/schema';

export const REFUND_METHODS = ['deposit', 'online', 'transfer'] as const;
/** The order states a seller may refund part of a paid order in (never completed, cancelled or refunded ones). */
export const PARTIAL_REFUND_STATUSES = ['paid', 'dispatched', 'received'] as const;

export const REFUND_STATUSES = ['requested', 'sent', 'succeeded', 'failed', 'awaiting_payout', 'paying_out'] as const;

const refundNo = z
  .string()
  .trim()
  .regex(/^RF\d{6,9}$/, '退款单号不正确')
  .describe('退款单号，如 RF000042');

/** One payment part's share of a refund: where the money went, and when. */
export const RefundSchema = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  method: z.enum(REFUND_METHODS).describe('deposit 退回预存款；online 原路退回在线支付；transfer 银行转账退款（经提现/付款通道）'),
  methodLabel: z.string().describe('退回预存款 / 原路退回在线支付（支付宝/微信/模拟）/ 银行转账退款'),
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  statusLabel: z.string(),
  /** Where the buyer finds the money, in a sentence. */
  whereLabel: z.string(),
  reason: z.string(),
  failureReason: z.string().nullable().describe('原路退回失败的原因（资金已转入买家预存款）'),
  providerRefundNo: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  payoutNo: z.string().nullable().describe('银行转账退款：把款项打到买家银行账户的提现单号（尚未指定账户时为空）'),
  /** The buyer may name the bank account it goes back to (their own transfer refund, waiting in their deposit). */
  payoutRequestable: z.boolean(),
  /** The development provider's labelled simulation may complete it (the buyer's own, waiting for the provider, never in production). */
  simulatable: z.boolean(),
});

export const OrderRefundsSchema = z.object({
  orderNo: z.string(),
  /** Cash the buyer paid (deposit, transfer, online; a voucher is not cash). */
  paidCashCents: z.number().int(),
  refundedCents: z.number().int(),
  refundableCents: z.number().int().describe('仍可退的现金（已付现金 − 已退）；优惠券不退现'),
  /** The seller may refund part of it now (paid, dispatched or received). */
  partialRefundAllowed: z.boolean(),
  refunds: z.array(RefundSchema).describe('新的在前'),
});

export const PartialRefundInput = z.object({
  orderNo,
  amountCents,
  reason: z.string().trim().min(2, '请填写退款原因').max(200, '原因不能超过 200 个字'),
  idempotencyKey: idempotencyKey.describe('幂等键：浏览器以请求头 Idempotency-Key 发送（见 docs/money-api.md）'),
});

export const PartialRefundResultSchema = OrderRefundsSchema.extend({
  repeated: z.boolean().describe('同一 Idempotency-Key 的重复请求：返回第一次的结果，未再退款'),
  created: z.array(RefundSchema).describe('本次退款拆分到各付款方式的退款单'),
});

export const RefundNoInput = z.object({ refundNo });

export const DevRefundNotificationsSchema = z.object({
  refund: RefundSchema,
  notifications: SimulatedNotificationsSchema,
});

export const RefundPayoutInput = z.object({
  refundNo,
  account: TypedAccountInput.describe('退回到的银行账户：户名须与已认证的名称一致'),
  idempotencyKey: idempotencyKey.describe('幂等键：浏览器以请求头 Idempotency-Key 发送（见 docs/money-api.md）'),
});
