import { alipayNotifyContract, paymentNotifyContract, wechatPayNotifyContract } from '@/lib/contracts/payments/calls';
import { db } from '@/lib/server/core/db';
import { failure } from '@/lib/server/core/envelope';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { logger } from '@/lib/server/core/logger';
import { defineRoute, type RawRequest } from '@/lib/server/core/route';
import { settlePaymentNotification, settleVerifiedNotification } from '@/lib/server/workflows/payment-notification';
import { alipayAcknowledge } from './alipay/payment-provider';
import { verifyRawPaymentNotification } from './notifications';
import type { NotificationAck } from './provider';
import { wechatAcknowledge } from './wechat/payment-provider';

/** The development provider's notification: verified in lib/server/payments/notifications.ts, then settled by whichever flow it pays. */
export const paymentNotifyRoute = defineRoute(paymentNotifyContract, ({ body }) => settlePaymentNotification(db(), body));

const answer = (ack: NotificationAck) => new Response(ack.body, { status: ack.status, headers: { 'content-type': ack.contentType } });

/**
 * A real provider's notification: verified by the configured provider, settled
 * like the JSON one, and acknowledged in the provider's own words. Anything
 * not taken (forged, unverifiable, refused by the settlement, not yet
 * connected) is answered "not taken", so a genuine notification is sent again
 * later rather than lost; the reason goes to the log. That answer is our
 * envelope, like every other failing /api call, under the provider's
 * "not taken" HTTP status: Alipay retries whatever is not the text
 * `success`, WeChat Pay whatever is not 2xx.
 */
async function takeNotification(provider: 'alipay' | 'wechat', raw: RawRequest, acknowledge: (taken: boolean) => NotificationAck) {
  try {
    await settleVerifiedNotification(db(), await verifyRawPaymentNotification(provider, raw));
    return answer(acknowledge(true));
  } catch (error) {
    const refusal = error instanceof AppError ? error : new AppError(ErrorCode.INTERNAL, '服务器内部错误，通知未受理');
    logger().warn({ err: error, provider }, 'payment notification not taken');
    return Response.json(failure(refusal.code, refusal.message, refusal.data ?? null), { status: acknowledge(false).status });
  }
}

export const alipayNotifyRoute = defineRoute(alipayNotifyContract, ({ raw }) => takeNotification('alipay', raw!, alipayAcknowledge));

export const wechatPayNotifyRoute = defineRoute(wechatPayNotifyContract, ({ raw }) => takeNotification('wechat', raw!, wechatAcknowledge));
