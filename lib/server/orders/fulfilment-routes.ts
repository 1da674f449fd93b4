import { db } from '@/lib/server/core/db';
import { PageQuery } from '@/lib/server/core/pagination';
import { defineRoute } from '@/lib/server/core/route';
import { updateExpress } from '@/lib/server/workflows/order-fulfilment';
import { issueOrderInvoice, listOrderInvoices, requestOrderInvoice } from '@/lib/server/workflows/order-invoices';
import { paijia, pjOrder } from '@/lib/server/workflows/order-negotiation';
import { DispatchPageSchema, OrderInvoicePageSchema, OrderInvoicesQuery } from './fulfilment-schema';
import { InvoiceIssueInput, InvoiceRequestInput, OrderNoQuery, OrderSchema, PaijiaSchema, PjOrderInput, ShipInfoSchema, UpdateExpressInput } from './schema';
import { dispatchList, shipInfo } from './shipping';

/* Shipping, negotiation and order invoices (docs/orders-fulfilment.md). The invoice PDF itself is app/invoices/[orderNo] (a plain download link). */

export const updateExpressRoute = defineRoute({
  method: 'POST',
  path: '/api/update_express',
  summary: '卖家发货（待发货 → 已发货：快递公司与物流单号），或更正已发货订单的物流单号；含危险化学品的订单须选有危险品资质的承运商；通知买家',
  tag: 'Shipping',
  auth: 'seller',
  body: UpdateExpressInput,
  response: OrderSchema,
  handler: ({ body, session }) => updateExpress(db(), session.memberId, body),
});

export const shipInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/shipinfo',
  summary: '订单的物流信息（买卖双方）：快递公司、运单号、承运商查询页与物流轨迹（开发环境为模拟数据）；未发货的订单答 5102',
  tag: 'Shipping',
  auth: 'member',
  query: OrderNoQuery,
  response: ShipInfoSchema,
  handler: ({ query, session }) => shipInfo(db(), session.memberId, query.orderNo),
});

export const orderDispatchListRoute = defineRoute({
  method: 'GET',
  path: '/api/order_dispatch_list',
  summary: '待发货的订单（卖家）：已付款、按付款时间先后，含收货地址、买家选择的配送方式、是否含危险化学品与商品行',
  tag: 'Shipping',
  auth: 'seller',
  query: PageQuery,
  response: DispatchPageSchema,
  handler: ({ query, session }) => dispatchList(db(), session.memberId, query),
});

export const paijiaRoute = defineRoute({
  method: 'GET',
  path: '/api/paijia',
  summary: '订单的议价记录（买卖双方）：各次提议、待答复的提议、是否轮到调用者答复',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: PaijiaSchema,
  handler: ({ query, session }) => paijia(db(), session.memberId, query.orderNo),
});

export const pjOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/pj_order',
  summary: '议价（待付款的订单）：propose 提议或还价货款总额；accept 接受（货款改为提议金额）；reject 拒绝；withdraw 撤回自己的提议；通知对方',
  tag: 'Orders',
  auth: 'member',
  body: PjOrderInput,
  response: PaijiaSchema,
  handler: ({ body, session }) => pjOrder(db(), session.memberId, body),
});

export const orderInvoiceRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/order_invoice_request',
  summary: '买家申请开票（已收货或已完成的订单，每单一次）：默认用订单的开票信息，也可选已保存的开票信息；通知卖家',
  tag: 'Invoices',
  auth: 'buyer',
  body: InvoiceRequestInput,
  response: OrderSchema,
  handler: ({ body, session }) => requestOrderInvoice(db(), session.memberId, body),
});

export const orderInvoiceIssueRoute = defineRoute({
  method: 'POST',
  path: '/api/order_invoice_issue',
  summary: '卖家开具发票：录入发票号码，可附本人上传的发票 PDF（upload_file，purpose=invoice）；通知买家',
  tag: 'Invoices',
  auth: 'seller',
  body: InvoiceIssueInput,
  response: OrderSchema,
  handler: ({ body, session }) => issueOrderInvoice(db(), session.memberId, body),
});

export const orderInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/order_invoices',
  summary: '我的订单发票（买家）：已收货与已完成的订单及其开票状态、发票号码、开具日期、PDF 下载地址',
  tag: 'Invoices',
  auth: 'buyer',
  query: OrderInvoicesQuery,
  response: OrderInvoicePageSchema,
  handler: ({ query, session }) => listOrderInvoices(db(), 'buyer', session.memberId, query),
});

export const orderInvoicesSellRoute = defineRoute({
  method: 'GET',
  path: '/api/order_invoices_sell',
  summary: '卖出订单的发票（卖家）：待开票的在前（申请早的先），其余按收货时间新到旧',
  tag: 'Invoices',
  auth: 'seller',
  query: OrderInvoicesQuery,
  response: OrderInvoicePageSchema,
  handler: ({ query, session }) => listOrderInvoices(db(), 'seller', session.memberId, query),
});
