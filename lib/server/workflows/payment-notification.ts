import type { Db } from '@/lib/server/core/db';
import { orderPaymentIdOf } from '@/lib/server/orders/numbers';
import { verifyPaymentNotification } from '@/lib/server/payments/notifications';
import { settleRechargeNotification } from '@/lib/server/recharge/service';
import { settleOnlineOrderPayment } from './order-online-payment';
import { settleRefundNotification, type RefundNotifyResult } from './refund-notification';

type PaymentNotifyResult = Awaited<ReturnType<typeof settleRechargeNotification>>;

/**
 * notify: the payment provider's notification, verified by the payments
 * area, then settled by whoever owns what it names: a refund
 * (settleRefundNotification), an order payment (OP000123) or a recharge (R000012).
 */
export async function settlePaymentNotification(db: Db, payload: unknown): Promise<PaymentNotifyResult | RefundNotifyResult> {
  const { providerName, notification } = await verifyPaymentNotification(payload);
  if (notification.type === 'refund') return settleRefundNotification(db, providerName, notification);
  const { type: _payment, ...payment } = notification;
  if (orderPaymentIdOf(payment.tradeNo)) return settleOnlineOrderPayment(db, providerName, payment);
  return settleRechargeNotification(db, providerName, payment);
}
