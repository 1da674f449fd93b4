import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { confirmReceive } from '@/lib/server/workflows/order-after-sale';
import { refundOrder } from '@/lib/server/workflows/order-refund';
import { payOrder, reviewOrderTransfer } from '@/lib/server/workflows/order-payment';
import { devOrderCheckout } from '@/lib/server/workflows/order-online-payment';
import { buyerPayments, duePayInfo, transfersForReview } from './payments';
import {
  duePayInfoContract,
  paymentContract,
  confirmOrderPaymentContract,
  adminOrderPaymentsContract,
  orderPayListContract,
  confirmReceiveContract,
  orderRefundContract,
  devOrderCheckoutContract,
} from '@/lib/contracts/orders/payment-calls';

/* Paying for orders, receipt, refund and the operator's transfer review (docs/orders-payment.md). */

export const duePayInfoRoute = defineRoute(duePayInfoContract, ({ query, session }) => duePayInfo(db(), session.memberId, query.orderNo));

export const paymentRoute = defineRoute(paymentContract, ({ query, session, origin }) => payOrder(db(), session.memberId, query, origin));

export const confirmOrderPaymentRoute = defineRoute(confirmOrderPaymentContract, ({ query, session }) => reviewOrderTransfer(db(), session.memberId, query));

export const adminOrderPaymentsRoute = defineRoute(adminOrderPaymentsContract, ({ query }) => transfersForReview(db(), query));

export const orderPayListRoute = defineRoute(orderPayListContract, ({ query, session }) => buyerPayments(db(), session.memberId, query));

export const confirmReceiveRoute = defineRoute(confirmReceiveContract, ({ body, session }) => confirmReceive(db(), session.memberId, body.orderNo));

export const orderRefundRoute = defineRoute(orderRefundContract, ({ body, session }) => refundOrder(db(), session.memberId, body));

export const devOrderCheckoutRoute = defineRoute(devOrderCheckoutContract, ({ body, session }) => devOrderCheckout(db(), session.memberId, body.tradeNo));
