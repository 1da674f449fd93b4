import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';
import { typedDestination, type Destination } from '@/lib/server/payouts/destinations';
import { payoutByKey, presentPayout, refundPayoutReference, requestRefundPayout, type Payout, type PayoutRow } from '@/lib/server/payouts/service';
import { advanceRefund, findRefundByNo, refundNotFound, type RefundRow } from '@/lib/server/refunds/records';
import { requireRefundTransition } from '@/lib/server/refunds/transitions';
import type { RefundPayoutInput } from '@/lib/contracts/refunds/schema';

/*
 * A refund of a bank transfer goes back to the buyer's bank account through
 * the payout path (docs/decisions/0139-transfer-refunds-and-hand-paid-payouts.md).
 * The refund credits the buyer's deposit first; then, in the same
 * transaction, a payout of purpose `refund` freezes the amount and carries it
 * to an account in the buyer's verified name — one already known, or the one
 * the buyer names on the order. When the payout ends, the refund follows:
 * paid → succeeded; cancelled, rejected or failed → back to awaiting_payout,
 * the money available in the deposit, the buyer free to name another account.
 */

/** The key of the payout the refund's own transaction asks for (one per refund: a repeated refund request finds it). */
const handOffKey = (refundNo: string) => `refund:${refundNo}`;

/**
 * Hands a transfer refund (awaiting_payout) on to a payout, in the caller's
 * transaction. Null when no account in a verified name is known: the money
 * stays in the buyer's deposit and the buyer is asked for one.
 */
export async function handOffTransferRefund(
  ctx: WorkflowContext,
  refund: RefundRow,
  idempotencyKey = handOffKey(refund.refundNo),
  destination?: Destination,
): Promise<{ payout: PayoutRow; repeated: boolean; refund: RefundRow } | null> {
  const made = await requestRefundPayout(ctx.trx, {
    memberId: refund.buyerId,
    amountCents: Number(refund.amountCents),
    refundNo: refund.refundNo,
    idempotencyKey,
    destination,
  });
  if (!made) return null;
  if (made.repeated) return { payout: made.row, repeated: true, refund };
  return { payout: made.row, repeated: false, refund: await advanceRefund(ctx.trx, refund, 'payout_requested', { payoutNo: made.row.payoutNo }) };
}

/**
 * member/refund_payout: the buyer names the bank account (in their verified
 * name) a transfer refund waiting in their deposit goes back to. Another
 * member's refund answers 7560 like none; the same Idempotency-Key answers
 * the first payout and moves nothing.
 */
export async function requestRefundToBank(db: Db, memberId: number, input: z.output<typeof RefundPayoutInput>): Promise<Payout> {
  const seen = await findRefundByNo(db, input.refundNo);
  if (!seen || seen.buyerId !== memberId) throw refundNotFound();
  if (seen.method !== 'transfer') {
    throw new AppError(ErrorCode.REFUND_TRANSITION_INVALID, '只有银行转账付款的退款可以退回银行账户；其他退款已原路退回', { status: seen.status });
  }
  const destination = await typedDestination(db, memberId, input.account);
  return runWorkflow(db, 'refund-payout-request', async (ctx) => {
    const refund = (await findRefundByNo(ctx.trx, input.refundNo))!;
    const earlier = await payoutByKey(ctx.trx, memberId, input.idempotencyKey);
    // A new request only for a refund still waiting (else 7564, before any money is frozen); a repeat answers its payout.
    if (!earlier) requireRefundTransition(refund.status, 'payout_requested');
    const handed = await handOffTransferRefund(ctx, refund, input.idempotencyKey, destination);
    return presentPayout(ctx.trx, handed!.payout, handed!.repeated);
  });
}

/**
 * A payout ended: when it carried a transfer refund, the refund follows, in
 * the payout's transaction. `paid` ends the refund; `returned` (cancelled,
 * rejected, refused, failed) puts it back to waiting, with the reason.
 */
export async function followRefundOfPayout(ctx: WorkflowContext, payout: PayoutRow, outcome: 'paid' | 'returned', reason?: string): Promise<void> {
  if (payout.purpose !== 'refund') return;
  const refundNo = refundPayoutReference.refundNo(payout.reference);
  const refund = refundNo ? await findRefundByNo(ctx.trx, refundNo) : undefined;
  if (!refund || refund.status !== 'paying_out' || refund.payoutNo !== payout.payoutNo) return;
  if (outcome === 'paid') await advanceRefund(ctx.trx, refund, 'payout_paid');
  else await advanceRefund(ctx.trx, refund, 'payout_returned', { failureReason: reason ?? '退回银行账户未成功' });
}
