import type { z } from 'zod';
import type { RefundNotifyResultSchema } from '@/lib/contracts/payments/schema';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { RefundNotification } from '@/lib/server/payments/provider';

export type RefundNotifyResult = z.input<typeof RefundNotifyResultSchema>;

/**
 * notify (refund): a payment provider's verified notification that a refund
 * we asked for (`PaymentProvider.refund`) succeeded or failed. The signature,
 * and for real providers the decryption, were checked by the payments area;
 * what remains is settling it against our refund record, once.
 *
 * STUB: refunds to the original method are built by another change (issue 26);
 * until then a verified refund notification is refused (7590) and moves
 * nothing, so the provider retries it later.
 */
export async function settleRefundNotification(_db: Db, _providerName: string, _notification: RefundNotification): Promise<RefundNotifyResult> {
  throw new AppError(ErrorCode.REFUND_NOTIFY_NOT_CONNECTED, '退款通知暂未接入');
}
