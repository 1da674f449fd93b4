import { z } from 'zod';

/** The development provider's two signed notifications for a pending payment, shown on its checkout page. */
export const SimulatedNotificationsSchema = z
  .object({ success: z.record(z.string(), z.unknown()), failure: z.record(z.string(), z.unknown()) })
  .nullable()
  .describe('模拟支付机构的签名通知（待支付时）：页面按所选结果原样发给 POST /api/payment/notify');

/** What a settled refund notification answers (the refunds' owner settles it). */
export const RefundNotifyResultSchema = z.object({ tradeNo: z.string(), refundNo: z.string(), status: z.enum(['refunded', 'failed']) });
