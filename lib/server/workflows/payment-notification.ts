import type { Db } from '@/lib/server/core/db';
import { orderPaymentIdOf } from '@/lib/server/orders/numbers';
import { verifyPaymentNotification, type VerifiedNotification } from '@/lib/server/payments/notifications';
import { settleRechargeNotification } from '@/lib/server/recharge/service';
import { settleOnlineOrderPayment } from './order-online-payment';
import { settleRefundNotification, type RefundNotifyResult } from './refund-notification';

type PaymentNotifyResult = Awaited<ReturnType<typeof settleRechargeNotification>>;

/**
 * A notification the payments area verified, settled by whoever owns what it
 * names: a refund (settleRefundNotification), an order payment (OP000123) or
 * a recharge (R000012).
 */
export async function settleVerifiedNotification(db: Db, verified: VerifiedNotification): Promise<PaymentNotifyResult | RefundNotifyResult> {
  const { providerName, notification } = verified;
  if (notification.type === 'refund') return settleRefundNotification(db, providerName, notification);
  const { type: _payment, ...payment } = notification;
  if (orderPaymentIdOf(payment.tradeNo)) return settleOnlineOrderPayment(db, providerName, payment);
  return settleRechargeNotification(db, providerName, payment);
}

/**
 * notify: the development provider's JSON notification (POST /api/payment/notify),
 * verified by the payments area, then settled as above. The real providers'
 * raw notifications come in through lib/server/payments/routes.ts.
 */
export async function settlePaymentNotification(db: Db, payload: unknown): Promise<PaymentNotifyResult | RefundNotifyResult> {
  return settleVerifiedNotification(db, await verifyPaymentNotification(payload));
}
