import { defineContract } from '@/lib/contracts/contract';
import {
  AdminOrderPaymentPageSchema,
  AdminOrderPaymentQuery,
  AdminOrderPaymentSchema,
  DevOrderCheckoutInput,
  DevOrderCheckoutSchema,
  OrderPaymentQuery,
  OrderPaymentResultSchema,
  OrderPayListQuery,
  OrderPayPageSchema,
} from '@/lib/contracts/orders/payment-schema';
import { ConfirmOrderPaymentQuery, ConfirmReceiveInput, DuePayInfoSchema, OrderNoQuery, OrderSchema, RefundOrderInput } from '@/lib/contracts/orders/schema';

export const duePayInfoContract = defineContract({
  operationId: 'duePayInfo',
  method: 'GET',
  path: '/api/get_due_pay_info',
  summary: '收银台：订单、已付记录、预存款余额、可用优惠券、待确认转账、平台收款账户、未满足的管制品资质',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: DuePayInfoSchema,
});

export const paymentContract = defineContract({
  operationId: 'payment',
  method: 'GET',
  path: '/api/payment',
  summary:
    '支付订单：优惠券（未用券时）+ 预存款 + 银行转账（附凭证，平台确认后到账）或在线支付（去 paymentUrl，或扫 paymentQr 的二维码）；合计须等于应付；同一幂等键（请求头 Idempotency-Key，或请求体 idempotencyKey）只扣款一次',
  tag: 'Orders',
  auth: 'member',
  query: OrderPaymentQuery,
  idempotent: true,
  response: OrderPaymentResultSchema,
});

export const confirmOrderPaymentContract = defineContract({
  operationId: 'confirmOrderPayment',
  method: 'GET',
  path: '/api/confirm_order_payment',
  summary: '运营：确认（decision=confirm）或驳回（decision=reject，须填 reason）订单的银行转账；重复同一决定只生效一次',
  tag: 'Admin',
  auth: 'operator',
  query: ConfirmOrderPaymentQuery,
  response: AdminOrderPaymentSchema,
});

export const adminOrderPaymentsContract = defineContract({
  operationId: 'adminOrderPayments',
  method: 'GET',
  path: '/api/admin/order_payments',
  summary: '运营：订单银行转账列表（可按状态筛选，新的在前）',
  tag: 'Admin',
  auth: 'operator',
  query: AdminOrderPaymentQuery,
  response: AdminOrderPaymentPageSchema,
});

export const orderPayListContract = defineContract({
  operationId: 'orderPayList',
  method: 'GET',
  path: '/api/order_pay_list',
  summary: '我的订单付款记录（预存款、银行转账、在线支付；新的在前，分页）',
  tag: 'Orders',
  auth: 'member',
  query: OrderPayListQuery,
  response: OrderPayPageSchema,
});

export const confirmReceiveContract = defineContract({
  operationId: 'confirmReceive',
  method: 'POST',
  path: '/api/confirm_receive',
  summary: '买家确认收货：卖家的货款转入其可用余额',
  tag: 'Orders',
  auth: 'member',
  body: ConfirmReceiveInput,
  response: OrderSchema,
});

export const orderRefundContract = defineContract({
  operationId: 'orderRefund',
  method: 'POST',
  path: '/api/order_refund',
  summary: '卖家在发货前为已付款订单退款：买家已付金额退回其预存款，优惠券恢复',
  tag: 'Orders',
  auth: 'seller',
  body: RefundOrderInput,
  response: OrderSchema,
});

export const devOrderCheckoutContract = defineContract({
  operationId: 'devOrderCheckout',
  method: 'POST',
  path: '/api/payment/dev_checkout_order',
  summary: '开发环境模拟支付页的数据：本人订单的在线支付与模拟支付机构的签名通知（生产环境不可用）',
  tag: 'Payment',
  auth: 'member',
  body: DevOrderCheckoutInput,
  response: DevOrderCheckoutSchema,
});
