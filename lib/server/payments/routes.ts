import { paymentNotifyContract } from '@/lib/contracts/payments/calls';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { settlePaymentNotification } from '@/lib/server/workflows/payment-notification';

/** The provider's notification: verified in lib/server/payments/notifications.ts, then settled by whichever flow it pays. */
export const paymentNotifyRoute = defineRoute(paymentNotifyContract, ({ body }) => settlePaymentNotification(db(), body));
