import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { recordAudit } from '@/lib/server/audit/service';
import { notify } from '@/lib/server/notifications/service';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';
import { payoutProvider } from '@/lib/server/payments/payout-provider';
import {
  approveBatch,
  batchByNo,
  batchOfPayout,
  markBatchRejected,
  markBatchSending,
  payoutWithSerialNo,
  prepareBatch,
  presentBatch,
  recordTransferNo,
  requeuePayout,
  type Batch,
} from '@/lib/server/payouts/batches';
import { payoutRowByNo, returnPayoutMoney, type PayoutRow } from '@/lib/server/payouts/service';
import { HAND_PAID } from '@/lib/server/payouts/rules';
import { PAYOUT_PURPOSE_LABELS, PAYOUT_STATUS_LABELS } from '@/lib/server/payouts/transitions';
import type { BatchRejectInput, BatchSendSchema, HandPaidResultInput, PayoutNotifyResultSchema } from '@/lib/contracts/payouts/schema';
import { formatYuan } from '@/lib/shared/format';
import { settlePayoutOutcome } from './payout-notification';
import { followRefundOfPayout } from './refund-payouts';

/*
 * The operators' side of payouts: prepare a batch, approve it (two operators
 * above the threshold; nobody approves what they prepared or what pays
 * themselves), reject it (back to the queue, or refused with the money
 * returned), send it through the payout provider. Every action is audited in
 * the transaction that makes it.
 */

export function preparePayoutBatch(db: Db, operatorId: number, payoutIds: number[] | undefined): Promise<Batch> {
  return runWorkflow(db, 'payout-batch-prepare', async (ctx) => {
    const { batch, payouts } = await prepareBatch(ctx.trx, operatorId, payoutIds ?? null);
    await recordAudit(ctx.trx, {
      operatorId,
      action: 'payout_batch.prepare',
      entity: 'payout_batch',
      entityId: batch.batchNo,
      after: { totalCents: batch.totalCents, payouts: payouts.map((p) => p.payoutNo), approvalsNeeded: batch.approvalsNeeded },
    });
    return presentBatch(ctx.trx, batch);
  });
}

export function approvePayoutBatch(db: Db, operatorId: number, batchNo: string): Promise<Batch> {
  return runWorkflow(db, 'payout-batch-approve', async (ctx) => {
    const { batch, complete } = await approveBatch(ctx.trx, batchNo, operatorId);
    await recordAudit(ctx.trx, {
      operatorId,
      action: 'payout_batch.approve',
      entity: 'payout_batch',
      entityId: batch.batchNo,
      after: { complete, status: complete ? 'approved' : 'pending' },
    });
    return presentBatch(ctx.trx, await batchByNo(ctx.trx, batchNo));
  });
}

async function tellMember(ctx: WorkflowContext, payout: PayoutRow, title: string, body: string): Promise<void> {
  const link = payout.purpose === 'seller_payout' ? '/member/seller/withdraw/1' : '/member/account/withdraw/1';
  await notify(ctx, [{ memberId: payout.memberId, kind: 'payout_status', title, body, link }]);
}

export function rejectPayoutBatch(db: Db, operatorId: number, input: z.output<typeof BatchRejectInput>): Promise<Batch> {
  return runWorkflow(db, 'payout-batch-reject', async (ctx) => {
    const { batch, payouts } = await markBatchRejected(ctx.trx, input.batchNo, operatorId, input.reason);
    for (const payout of payouts) {
      if (input.returnToQueue) {
        await requeuePayout(ctx.trx, payout);
        continue;
      }
      const moved = await returnPayoutMoney(ctx.trx, payout, 'batched', 'rejected', input.reason);
      if (moved) {
        await followRefundOfPayout(ctx, moved, 'returned', `平台审核未通过：${input.reason}`);
        await tellMember(
          ctx,
          payout,
          `提现未通过审核：${payout.payoutNo}`,
          `${PAYOUT_PURPOSE_LABELS[payout.purpose]} ${formatYuan(Number(payout.amountCents))} 未通过平台审核，原因：${input.reason}。冻结的金额已退回可用余额。`,
        );
      }
    }
    await recordAudit(ctx.trx, {
      operatorId,
      action: 'payout_batch.reject',
      entity: 'payout_batch',
      entityId: batch.batchNo,
      after: { returnToQueue: input.returnToQueue ?? false, payouts: payouts.map((p) => p.payoutNo) },
      reason: input.reason,
    });
    return presentBatch(ctx.trx, batch);
  });
}

/**
 * Sends an approved batch: the batch and its payouts are marked (one
 * transaction, audited), then each transfer goes to the provider after the
 * commit — never a bank call inside a database transaction. The provider
 * dedupes by payout number, so a retried send never pays twice. A transfer
 * the provider refuses at once fails with its message, the money returned.
 */
export async function sendPayoutBatch(db: Db, operatorId: number, batchNo: string): Promise<z.infer<typeof BatchSendSchema>> {
  const provider = payoutProvider();
  const { batch, payouts } = await runWorkflow(db, 'payout-batch-send', async (ctx) => {
    const marked = await markBatchSending(ctx.trx, batchNo, operatorId, provider.name);
    await recordAudit(ctx.trx, {
      operatorId,
      action: 'payout_batch.send',
      entity: 'payout_batch',
      entityId: batchNo,
      after: { provider: provider.name, payouts: marked.payouts.map((p) => p.payoutNo) },
    });
    return marked;
  });
  let accepted = 0;
  const refused: Array<{ payoutNo: string; message: string }> = [];
  for (const payout of payouts) {
    const answer = await provider
      .sendTransfer({
        payoutNo: payout.payoutNo,
        amountCents: Number(payout.amountCents),
        account: {
          holder: payout.accountHolder,
          bankCode: payout.accountBankCode,
          bankName: payout.accountBankName,
          branch: payout.accountBranch ?? '',
          accountNumber: payout.accountNumber,
          accountType: payout.accountType === 'corporate' ? 'corporate' : 'personal',
        },
        memo: `ChemMart ${PAYOUT_PURPOSE_LABELS[payout.purpose]} ${payout.payoutNo}`,
      })
      .catch((error: unknown) => ({ accepted: false, message: error instanceof Error ? error.message : '打款机构无应答' }) as const);
    if (answer.accepted) {
      accepted += 1;
      if ('providerTransferNo' in answer && answer.providerTransferNo) await recordTransferNo(db, payout.id, answer.providerTransferNo);
      continue;
    }
    const message = answer.message ?? '打款机构拒绝了这笔转账';
    refused.push({ payoutNo: payout.payoutNo, message });
    await runWorkflow(db, 'payout-refused', async (ctx) => {
      const moved = await returnPayoutMoney(ctx.trx, payout, 'sending', 'failed', message);
      if (moved) await followRefundOfPayout(ctx, moved, 'returned', message);
      if (moved)
        await tellMember(
          ctx,
          payout,
          `打款失败：${payout.payoutNo}`,
          `${formatYuan(Number(payout.amountCents))} 打款失败，原因：${message}。金额已退回可用余额。`,
        );
    });
  }
  return { batch: await presentBatch(db, await batchByNo(db, batch.batchNo)), accepted, refused };
}

/**
 * An approved batch paid by hand: an operator has uploaded its bank-transfer
 * file in the bank's portal. The batch is `sent` and its payouts `sending`
 * (provider `manual`), each waiting for an operator to record what the bank
 * said (`recordHandPaidResult`). Audited.
 */
export function markBatchHandPaid(db: Db, operatorId: number, batchNo: string): Promise<Batch> {
  return runWorkflow(db, 'payout-batch-hand-paid', async (ctx) => {
    const marked = await markBatchSending(ctx.trx, batchNo, operatorId, HAND_PAID);
    await recordAudit(ctx.trx, {
      operatorId,
      action: 'payout_batch.hand_paid',
      entity: 'payout_batch',
      entityId: batchNo,
      after: { provider: HAND_PAID, payouts: marked.payouts.map((p) => p.payoutNo) },
    });
    return presentBatch(ctx.trx, marked.batch);
  });
}

/**
 * What the bank's portal showed for one hand-paid payout: paid (with the
 * bank's serial number: the money leaves the platform) or failed (with the
 * reason: the money returns to the member). Settled exactly like a
 * provider's notification; the same result twice moves nothing, the
 * opposite one is 7522. Refused (7535) for a payout a provider sent, and
 * (7529) to the operator it pays.
 */
export function recordHandPaidResult(
  db: Db,
  operatorId: number,
  input: z.output<typeof HandPaidResultInput>,
): Promise<z.infer<typeof PayoutNotifyResultSchema>> {
  return runWorkflow(db, 'payout-hand-paid-result', async (ctx) => {
    const payout = await payoutRowByNo(ctx.trx, input.payoutNo);
    if (payout.provider !== HAND_PAID) {
      throw new AppError(
        ErrorCode.PAYOUT_NOT_HAND_PAID,
        payout.provider ? '这笔款项经打款机构发送，结果以打款机构的通知为准' : '这笔款项尚未标为人工打款：请先在批次中确认已按银行文件付款',
      );
    }
    if (payout.memberId === operatorId) throw new AppError(ErrorCode.PAYOUT_APPROVAL_REFUSED, '这笔款项打给您本人，请由其他运营人员登记结果');
    const wanted = input.outcome === 'paid' ? 'paid' : 'failed';
    const recordedOtherwise = (status: string) =>
      new AppError(ErrorCode.PAYOUT_TRANSITION_INVALID, `这笔款项已登记为${PAYOUT_STATUS_LABELS[status as PayoutRow['status']]}，不能改登记`, { status });
    if ((payout.status === 'paid' || payout.status === 'failed') && payout.status !== wanted) throw recordedOtherwise(payout.status);
    if (input.outcome === 'paid' && input.bankSerialNo) {
      const other = await payoutWithSerialNo(ctx.trx, HAND_PAID, input.bankSerialNo);
      if (other && other.id !== payout.id) {
        throw new AppError(
          ErrorCode.PAYOUT_TRANSITION_INVALID,
          `流水号 ${input.bankSerialNo} 已登记在提现单 ${other.payoutNo}：一张回单只对应一笔打款，请核对`,
          { payoutNo: other.payoutNo },
        );
      }
    }
    // Money back to a member for a transfer the bank may have made pays twice if wrong: not by the one who marked the batch paid.
    if (input.outcome === 'failed' && payout.status === 'sending' && (await batchOfPayout(ctx.trx, payout))?.sentBy === operatorId) {
      throw new AppError(ErrorCode.PAYOUT_APPROVAL_REFUSED, '批次由您标为已人工打款，登记失败（退回会员）须由另一位运营人员核对网银后办理');
    }
    const result = await settlePayoutOutcome(ctx, payout, {
      outcome: input.outcome === 'paid' ? 'success' : 'failure',
      transferNo: input.bankSerialNo ?? payout.providerTransferNo ?? '',
      reason: input.reason ?? '',
      via: '人工打款',
      actor: 'operator',
    });
    // Two operators recording opposite results at once: the one whose update found the payout moved is told so.
    if (result.status !== wanted) throw recordedOtherwise(result.status);
    if (!result.repeated) {
      await recordAudit(ctx.trx, {
        operatorId,
        action: 'payout.hand_paid_result',
        entity: 'payout',
        entityId: payout.payoutNo,
        before: { status: payout.status },
        after: { status: result.status, bankSerialNo: input.bankSerialNo ?? null, amountCents: Number(payout.amountCents) },
        reason: input.reason ?? null,
      });
    }
    return result;
  });
}
