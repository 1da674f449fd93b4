import { devRefundNotificationsContract, orderPartialRefundContract, orderRefundsContract, refundPayoutContract } from '@/lib/contracts/refunds/calls';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { partialRefund } from '@/lib/server/workflows/order-refund';
import { devRefundNotifications } from '@/lib/server/workflows/refund-notification';
import { requestRefundToBank } from '@/lib/server/workflows/refund-payouts';
import { orderRefunds } from './views';

/* Refunds to the original method (docs/orders-payment.md, "Refunds"). The whole-order refund stays order_refund (orders/payment-routes.ts). */

export const orderRefundsRoute = defineRoute(orderRefundsContract, ({ query, session }) => orderRefunds(db(), session.memberId, query.orderNo));

// The key comes in the Idempotency-Key header; the pipeline has put it into the validated body (contract `idempotent`).
export const orderPartialRefundRoute = defineRoute(orderPartialRefundContract, ({ body, session }) =>
  partialRefund(db(), session.memberId, body, body.idempotencyKey),
);

// The buyer names the bank account a bank-transfer refund goes back to (key from the Idempotency-Key header, like above).
export const refundPayoutRoute = defineRoute(refundPayoutContract, ({ body, session }) => requestRefundToBank(db(), session.memberId, body));

export const devRefundNotificationsRoute = defineRoute(devRefundNotificationsContract, ({ body, session }) =>
  devRefundNotifications(db(), session.memberId, body.refundNo),
);
