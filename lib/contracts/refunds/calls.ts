import { defineContract } from '@/lib/contracts/contract';
import { OrderNoQuery } from '@/lib/contracts/orders/schema';
import { PayoutSchema } from '@/lib/contracts/payouts/schema';
import { DevRefundNotificationsSchema, OrderRefundsSchema, PartialRefundInput, PartialRefundResultSchema, RefundNoInput, RefundPayoutInput } from './schema';

// Refunds to the original method (docs/orders-payment.md, "Refunds"; docs/decisions/0133-refunds-to-the-original-method.md).

export const orderRefundsContract = defineContract({
  operationId: 'orderRefunds',
  method: 'GET',
  path: '/api/order_refunds',
  summary: '订单的退款记录（买家或卖家）：每笔退到哪里（预存款 / 原路退回在线支付 / 银行转账退款）、状态、时间、失败原因，以及仍可退金额',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: OrderRefundsSchema,
});

export const orderPartialRefundContract = defineContract({
  operationId: 'orderPartialRefund',
  method: 'POST',
  path: '/api/order_partial_refund',
  summary:
    '卖家部分退款（已付款、已发货或已收货的订单）：金额依次从在线支付（原路退回）、银行转账（退到预存款待提现）、预存款退回，不超过仍可退金额；须带 Idempotency-Key 请求头，同一个键只退一次',
  tag: 'Orders',
  auth: 'seller',
  body: PartialRefundInput,
  idempotent: true,
  response: PartialRefundResultSchema,
});

export const refundPayoutContract = defineContract({
  operationId: 'refundPayout',
  method: 'POST',
  path: '/api/member/refund_payout',
  summary:
    '买家为银行转账付款的退款指定退回的银行账户（户名须与已认证的名称一致）：款项从预存款冻结并经打款批次打到该账户；须带 Idempotency-Key 请求头，同一个键只生效一次',
  tag: 'Orders',
  auth: 'member',
  body: RefundPayoutInput,
  idempotent: true,
  response: PayoutSchema,
});

export const devRefundNotificationsContract = defineContract({
  operationId: 'devRefundNotifications',
  method: 'POST',
  path: '/api/payment/dev_refund_notifications',
  summary: '开发环境模拟退款到账：本人订单的在线退款与模拟支付机构的签名退款通知（页面原样发给 POST /api/payment/notify；生产环境不可用）',
  tag: 'Payment',
  auth: 'member',
  body: RefundNoInput,
  response: DevRefundNotificationsSchema,
});
