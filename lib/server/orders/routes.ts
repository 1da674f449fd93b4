import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { cancelOrder, createOrders, submitOrder } from '@/lib/server/workflows/orders';
import { addToCart, deleteCartLines, readCart, updateCartLine } from './cart';
import {
  CancelOrderInput,
  CartAddInput,
  CartDeleteInput,
  CartSchema,
  CartUpdateInput,
  CreateOrderInput,
  CreateOrderResultSchema,
  OrderDetailSchema,
  OrderListQuery,
  OrderNoQuery,
  OrderPageSchema,
  OrderSchema,
  SubmitOrderInput,
} from '@/lib/contracts/orders/schema';
import { listOrders, orderDetail } from './service';

export const cartRoute = defineRoute({
  method: 'GET',
  path: '/api/cart',
  summary: '购物车：每行的商品、单价（按当前报价）、数量与是否仍可购买；count 为角标件数',
  tag: 'Orders',
  auth: 'member',
  response: CartSchema,
  handler: ({ session }) => readCart(db(), session.memberId),
});

export const cartAddRoute = defineRoute({
  method: 'POST',
  path: '/api/cart_add',
  summary: '加入购物车（同一商品累加数量）',
  tag: 'Orders',
  auth: 'member',
  body: CartAddInput,
  response: CartSchema,
  handler: ({ body, session }) => addToCart(db(), session.memberId, body),
});

export const cartUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/cart_update',
  summary: '修改购物车一行的数量',
  tag: 'Orders',
  auth: 'member',
  body: CartUpdateInput,
  response: CartSchema,
  handler: ({ body, session }) => updateCartLine(db(), session.memberId, body),
});

export const cartDeleteRoute = defineRoute({
  method: 'POST',
  path: '/api/cart_delete',
  summary: '从购物车删除若干行',
  tag: 'Orders',
  auth: 'member',
  body: CartDeleteInput,
  response: CartSchema,
  handler: ({ body, session }) => deleteCartLines(db(), session.memberId, body),
});

export const createOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/create_order',
  summary: '下单：购物车行或已采纳的报价，按卖家拆成订单（待确认）；preview=true 只计算金额（货款、运费、优惠、应付）',
  tag: 'Orders',
  auth: 'member',
  body: CreateOrderInput,
  response: CreateOrderResultSchema,
  handler: ({ body, session }) => createOrders(db(), session.memberId, body),
});

export const submitOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/submit_order',
  summary: '买家确认并提交订单（待确认 → 待付款），通知卖家',
  tag: 'Orders',
  auth: 'member',
  body: SubmitOrderInput,
  response: OrderSchema,
  handler: ({ body, session }) => submitOrder(db(), session.memberId, body.orderNo),
});

export const orderCancelRoute = defineRoute({
  method: 'POST',
  path: '/api/order_cancel',
  summary: '取消未付款的订单（买家或卖家，须填原因）；用过的优惠券退回',
  tag: 'Orders',
  auth: 'member',
  body: CancelOrderInput,
  response: OrderSchema,
  handler: ({ body, session }) => cancelOrder(db(), session.memberId, body),
});

export const orderListRoute = defineRoute({
  method: 'GET',
  path: '/api/order_list',
  summary: '我买到的订单：按状态标签、订单号/CAS/品名、下单日期筛选，附各标签数量',
  tag: 'Orders',
  auth: 'member',
  query: OrderListQuery,
  response: OrderPageSchema,
  handler: ({ query, session }) => listOrders(db(), 'buyer', session.memberId, query),
});

export const orderSellRoute = defineRoute({
  method: 'GET',
  path: '/api/order_sell',
  summary: '我卖出的订单（卖家；买家未提交的订单不在其中）：按状态标签、关键词、日期筛选',
  tag: 'Orders',
  auth: 'seller',
  query: OrderListQuery,
  response: OrderPageSchema,
  handler: ({ query, session }) => listOrders(db(), 'seller', session.memberId, query),
});

export const orderDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/order_detail',
  summary: '一张订单（买卖双方可见），含状态记录',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: OrderDetailSchema,
  handler: ({ query, session }) => orderDetail(db(), session.memberId, query.orderNo),
});
