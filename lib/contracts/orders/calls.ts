import { defineContract } from '@/lib/contracts/contract';
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
  ReorderInput,
  ReorderResultSchema,
  SubmitOrderInput,
} from '@/lib/contracts/orders/schema';

export const cartContract = defineContract({
  operationId: 'cart',
  method: 'GET',
  path: '/api/cart',
  summary: '购物车：每行的商品、单价（按当前报价）、数量与是否仍可购买；count 为角标件数',
  tag: 'Orders',
  auth: 'member',
  response: CartSchema,
});

export const cartAddContract = defineContract({
  operationId: 'cartAdd',
  method: 'POST',
  path: '/api/cart_add',
  summary: '加入购物车（同一商品累加数量）',
  tag: 'Orders',
  auth: 'member',
  body: CartAddInput,
  response: CartSchema,
});

export const cartUpdateContract = defineContract({
  operationId: 'cartUpdate',
  method: 'POST',
  path: '/api/cart_update',
  summary: '修改购物车一行的数量',
  tag: 'Orders',
  auth: 'member',
  body: CartUpdateInput,
  response: CartSchema,
});

export const cartDeleteContract = defineContract({
  operationId: 'cartDelete',
  method: 'POST',
  path: '/api/cart_delete',
  summary: '从购物车删除若干行',
  tag: 'Orders',
  auth: 'member',
  body: CartDeleteInput,
  response: CartSchema,
});

export const createOrderContract = defineContract({
  operationId: 'createOrder',
  method: 'POST',
  path: '/api/create_order',
  summary: '下单：购物车行或已采纳的报价，按卖家拆成订单（待确认）；preview=true 只计算金额（货款、运费、优惠、应付）',
  tag: 'Orders',
  auth: 'member',
  body: CreateOrderInput,
  response: CreateOrderResultSchema,
});

export const submitOrderContract = defineContract({
  operationId: 'submitOrder',
  method: 'POST',
  path: '/api/submit_order',
  summary: '买家确认并提交订单（待确认 → 待付款），通知卖家',
  tag: 'Orders',
  auth: 'member',
  body: SubmitOrderInput,
  response: OrderSchema,
});

export const orderCancelContract = defineContract({
  operationId: 'orderCancel',
  method: 'POST',
  path: '/api/order_cancel',
  summary: '取消未付款的订单（买家或卖家，须填原因）；用过的优惠券退回',
  tag: 'Orders',
  auth: 'member',
  body: CancelOrderInput,
  response: OrderSchema,
});

export const orderListContract = defineContract({
  operationId: 'orderList',
  method: 'GET',
  path: '/api/order_list',
  summary: '我买到的订单：按状态标签、订单号/CAS/品名、下单日期筛选，附各标签数量',
  tag: 'Orders',
  auth: 'member',
  query: OrderListQuery,
  response: OrderPageSchema,
});

export const orderSellContract = defineContract({
  operationId: 'orderSell',
  method: 'GET',
  path: '/api/order_sell',
  summary: '我卖出的订单（卖家；买家未提交的订单不在其中）：按状态标签、关键词、日期筛选',
  tag: 'Orders',
  auth: 'seller',
  query: OrderListQuery,
  response: OrderPageSchema,
});

export const reorderContract = defineContract({
  operationId: 'reorder',
  method: 'POST',
  path: '/api/order_reorder',
  summary: '再次购买：把自己订单的全部或部分商品按今天的价格放回购物车（与原单价的差额逐行说明；下架、缺货或来自报价的行说明原因）',
  tag: 'Orders',
  auth: 'member',
  body: ReorderInput,
  response: ReorderResultSchema,
});

export const orderDetailContract = defineContract({
  operationId: 'orderDetail',
  method: 'GET',
  path: '/api/order_detail',
  summary: '一张订单（买卖双方可见），含状态记录',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: OrderDetailSchema,
});
