import { z } from 'zod';
import { PageQuery, pageSchema } from '@/lib/server/core/pagination';
import { OrderPaymentSchema } from './schema';

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
