import type { Db } from '@/lib/server/core/db';
import { orderPaymentIdOf } from '@/lib/server/orders/numbers';
import { verifyPaymentNotification } from '@/lib/server/payments/notifications';
import { settleRechargeNotification } from '@/lib/server/recharge/service';
import { settleOnlineOrderPayment } from './order-online-payment';

/**
 * notify: the payment provider's notification, verified by the payments
 * area, then settled by whoever owns the trade it names: an order payment
 * (OP000123) or a recharge (R000012).
 */
export async function settlePaymentNotification(db: Db, payload: unknown): ReturnType<typeof settleRechargeNotification> {
  const { providerName, notification } = verifyPaymentNotification(payload);
  if (orderPaymentIdOf(notification.tradeNo)) return settleOnlineOrderPayment(db, providerName, notification);
  return settleRechargeNotification(db, providerName, notification);
}
