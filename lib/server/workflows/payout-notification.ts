import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { RawRequest } from '@/lib/server/core/route';
import { payOutWithdrawal } from '@/lib/server/deposit/ledger';
import { notify } from '@/lib/server/notifications/service';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';
import { simulatedPayoutNotification } from '@/lib/server/payments/dev-payout-provider';
import { devPayoutProviderActive, payoutProvider } from '@/lib/server/payments/payout-provider';
import { markPayoutPaid, payoutLedger, payoutRowByNo, returnPayoutMoney, type PayoutRow } from '@/lib/server/payouts/service';
import { PAYOUT_PURPOSE_LABELS, requirePayoutTransition } from '@/lib/server/payouts/transitions';
import { moneyOut } from '@/lib/server/treasury/ledger';
import type { DevPayoutNotificationInput, PayoutNotifyResultSchema } from '@/lib/contracts/payouts/schema';
import { formatYuan } from '@/lib/shared/format';
import { followRefundOfPayout } from './refund-payouts';

/*
 * The payout provider's signed notification, settled once: success pays the
 * frozen money out of the member's deposit and records it leaving the
 * platform (`outside` up), in one transaction; failure returns it to
 * available with the reason the member sees. A repeated notification answers
 * the payout's state and moves nothing; a forged one (bad signature, unknown
 * payout, another amount) is 7530 and moves nothing.
 */

const invalid = () => new AppError(ErrorCode.PAYOUT_NOTIFY_INVALID, '打款通知无效（签名、单号或金额不符）');

type Result = z.infer<typeof PayoutNotifyResultSchema>;

export async function settlePayoutNotification(db: Db, raw: RawRequest): Promise<Result> {
  const provider = payoutProvider();
  const notification = await provider.verifyNotification(raw);
  if (!notification) throw invalid();
  return runWorkflow(db, 'payout-notification', async (ctx) => {
    const payout = await payoutRowByNo(ctx.trx, notification.payoutNo).catch(() => null);
    if (!payout || Number(payout.amountCents) !== notification.amountCents || (payout.provider !== null && payout.provider !== provider.name)) throw invalid();
    return settlePayoutOutcome(ctx, payout, {
      outcome: notification.outcome,
      transferNo: notification.providerTransferNo,
      reason: notification.reason?.trim() || '银行退回，未说明原因',
      via: provider.name,
      actor: 'provider',
    });
  });
}

export type PayoutOutcome = {
  outcome: 'success' | 'failure';
  /** The provider's transfer number, or the bank's serial number of a hand-paid transfer. */
  transferNo: string;
  reason: string;
  /** Who says so, for the ledger memo: the provider's name, or 人工打款. */
  via: string;
  actor: 'provider' | 'operator';
};

/**
 * Settles a sending payout once, in the caller's transaction: success pays
 * the frozen money out of the member's deposit and records it leaving the
 * platform; failure returns it to available with the reason. A refund the
 * payout carried follows it. A payout already paid or failed answers its
 * state (`repeated`) and moves nothing.
 */
export async function settlePayoutOutcome(ctx: WorkflowContext, payout: PayoutRow, said: PayoutOutcome): Promise<Result> {
  if (payout.status === 'paid' || payout.status === 'failed') return { payoutNo: payout.payoutNo, status: payout.status, repeated: true };
  const purpose = PAYOUT_PURPOSE_LABELS[payout.purpose];
  const link = payout.purpose === 'seller_payout' ? '/member/seller/withdraw/1' : '/member/account/withdraw/1';
  const again = async () => ({ payoutNo: payout.payoutNo, status: (await payoutRowByNo(ctx.trx, payout.payoutNo)).status, repeated: true });
  if (said.outcome === 'success') {
    const moved = await markPayoutPaid(ctx.trx, payout, said.transferNo, said.actor);
    if (!moved) return again();
    const movement = { reference: payoutLedger.reference(payout.payoutNo), idempotencyKey: payoutLedger.paid(payout.payoutNo) };
    await payOutWithdrawal(ctx.trx, payout.memberId, Number(payout.amountCents), movement);
    await moneyOut(ctx.trx, Number(payout.amountCents), {
      reference: movement.reference,
      idempotencyKey: `payout:${payout.payoutNo}`,
      memo: `${purpose}：${said.via} ${said.transferNo}`,
    });
    await followRefundOfPayout(ctx, moved, 'paid');
    await notify(ctx, [
      {
        memberId: payout.memberId,
        kind: 'payout_status',
        title: `已到账：${payout.payoutNo}`,
        body: `${purpose} ${formatYuan(Number(payout.amountCents))} 已打入 ${payout.accountHolder} 的账户。`,
        link,
      },
    ]);
    return { payoutNo: payout.payoutNo, status: moved.status, repeated: false };
  }
  requirePayoutTransition(payout.status, 'fail', said.actor);
  const moved = await returnPayoutMoney(ctx.trx, payout, 'sending', 'failed', said.reason, { providerTransferNo: said.transferNo });
  if (!moved) return again();
  await followRefundOfPayout(ctx, moved, 'returned', said.reason);
  await notify(ctx, [
    {
      memberId: payout.memberId,
      kind: 'payout_status',
      title: `打款失败：${payout.payoutNo}`,
      body: `${purpose} ${formatYuan(Number(payout.amountCents))} 打款失败，原因：${said.reason}。金额已退回可用余额，请核对收款账户后重新申请。`,
      link,
    },
  ]);
  return { payoutNo: payout.payoutNo, status: 'failed', repeated: false };
}

/**
 * 开发环境模拟: the signed notification the development payout provider would
 * post for this payout (the batch page posts it to the real notify call).
 * Only while that provider serves; 7592 otherwise.
 */
export async function devPayoutNotification(db: Db, input: z.output<typeof DevPayoutNotificationInput>): Promise<{ body: string }> {
  if (!devPayoutProviderActive()) payoutProvider();
  const payout = await payoutRowByNo(db, input.payoutNo);
  const reason = input.outcome === 'failure' ? input.reason?.trim() || '开发环境模拟：收款账户户名与账号不符，银行退回' : undefined;
  return {
    body: JSON.stringify(
      simulatedPayoutNotification(payout.payoutNo, Number(payout.amountCents), input.outcome, reason, payout.providerTransferNo ?? undefined),
    ),
  };
}
