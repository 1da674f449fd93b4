import { z } from 'zod';
import { PageQuery, pageSchema } from '@/lib/contracts/pagination';
import { orderNo, OrderSchema } from '@/lib/contracts/orders/schema';

/* Schemas of the shipping and order-invoice calls beyond those in schema.ts (docs/orders-fulfilment.md). */

export const DispatchOrderSchema = OrderSchema.extend({
  dangerousGoods: z.boolean().describe('含危险化学品：须由具备危险货物运输资质的承运商发货'),
});
export const DispatchPageSchema = pageSchema(DispatchOrderSchema);

export const ORDER_INVOICE_FILTERS = ['all', 'none', 'requested', 'issued'] as const;
export const OrderInvoicesQuery = PageQuery.extend({
  status: z.enum(ORDER_INVOICE_FILTERS, { message: '开票状态不正确' }).default('all').describe('all、none（未申请）、requested（已申请）、issued（已开具）'),
});

export const OrderInvoiceSchema = z.object({
  order: OrderSchema,
  invoiceStatusLabel: z.string(),
  invoiceNumber: z.string().nullable(),
  requestedAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  hasFile: z.boolean().describe('卖家上传了发票 PDF'),
  fileUrl: z.string().nullable().describe('发票 PDF 的下载地址（买卖双方可下载）'),
});
export const OrderInvoicePageSchema = pageSchema(OrderInvoiceSchema);

export const OrderInvoiceFileQuery = z.object({ orderNo });
