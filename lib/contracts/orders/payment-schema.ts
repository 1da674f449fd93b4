import { z } from 'zod';
import { centsField } from '@/lib/contracts/fields';
import { PageQuery, pageSchema } from '@/lib/contracts/pagination';
import { PaymentQrSchema, SimulatedNotificationsSchema } from '@/lib/contracts/payments/schema';
import { OrderPaymentSchema, PaymentInput, PaymentResultSchema } from './schema';

/* The contract of the order-payment calls beyond schema.ts: the buyer's payment list and the operator's transfer review. */

export const OrderPayListQuery = PageQuery;
export const OrderPayListItemSchema = OrderPaymentSchema.extend({ orderNo: z.string() });
export const OrderPayPageSchema = pageSchema(OrderPayListItemSchema);

export const AdminOrderPaymentQuery = PageQuery.extend({
  status: z.enum(['pending', 'settled', 'rejected', 'refunded', 'released'], { message: '状态不正确' }).optional().describe('不填为全部'),
});

export const AdminOrderPaymentSchema = OrderPaymentSchema.extend({
  orderNo: z.string(),
  orderStatus: z.string(),
  orderStatusLabel: z.string(),
  payableCents: z.number().int(),
  depositPartCents: z.number().int().describe('同一次付款中用预存款（已冻结）支付的部分'),
  payerName: z.string().nullable(),
  buyer: z.object({ id: z.number().int(), account: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  reviewedBy: z.number().int().nullable(),
});
export const AdminOrderPaymentPageSchema = pageSchema(AdminOrderPaymentSchema);

/* Online payment through the payment provider (the development provider's checkout in the local demo). */

export const OrderPaymentQuery = PaymentInput.extend({
  onlineCents: centsField('在线支付金额')
    .default(0)
    .describe('在线支付的金额（分）：去 paymentUrl 支付，或扫 paymentQr 的二维码，支付机构通知成功后到账；不能与银行转账同时使用'),
});
export const OrderPaymentResultSchema = PaymentResultSchema.extend({
  paymentUrl: z.string().nullable().describe('有在线支付部分且支付机构给出页面时：去支付的地址'),
  paymentQr: PaymentQrSchema.describe('有在线支付部分且支付机构给出二维码时（微信支付 Native、支付宝当面付）：在页面上显示二维码，买家用手机扫码支付'),
});

export const DevOrderCheckoutInput = z.object({
  tradeNo: z
    .string()
    .trim()
    .regex(/^OP\d{6,9}$/, '支付单号不正确')
    .describe('订单在线支付单号，如 OP000123'),
});
export const DevOrderCheckoutSchema = z.object({
  payment: OrderPaymentSchema.extend({ tradeNo: z.string(), orderNo: z.string() }),
  notifications: SimulatedNotificationsSchema,
});
