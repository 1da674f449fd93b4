import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { withdrawableCents } from '@/lib/server/deposit/ledger';
import { runWorkflow } from '@/lib/server/outbox/run';
import { collectingDestination, typedDestination } from '@/lib/server/payouts/destinations';
import { MIN_PAYOUT_CENTS } from '@/lib/server/payouts/rules';
import { activeSchedules, markScheduleRun } from '@/lib/server/payouts/schedules';
import { duePeriodKey } from '@/lib/server/payouts/schedule-rules';
import { cancelPayout, createPayout, presentPayout, type Payout } from '@/lib/server/payouts/service';
import type { SellerPayoutInput, WithdrawalInput } from '@/lib/contracts/payouts/schema';
import { formatYuan } from '@/lib/shared/format';
import { followRefundOfPayout } from './refund-payouts';

/*
 * Members asking for their money: a seller's payout to one of their
 * collecting accounts, a buyer's withdrawal to an account typed in the form,
 * a cancel before an operator batches it, and the sellers' automatic
 * schedules. The account is checked (verified holder) before the
 * transaction; the payout and its hold commit together.
 */

export async function requestSellerPayout(db: Db, memberId: number, input: z.output<typeof SellerPayoutInput>): Promise<Payout> {
  const destination = await collectingDestination(db, memberId, input.collectingAccountId);
  return runWorkflow(db, 'payout-request', async (ctx) => {
    const { row, repeated } = await createPayout(ctx.trx, {
      memberId,
      purpose: 'seller_payout',
      amountCents: input.amountCents,
      destination,
      idempotencyKey: input.idempotencyKey,
    });
    return presentPayout(ctx.trx, row, repeated);
  });
}

export async function requestWithdrawal(db: Db, memberId: number, input: z.output<typeof WithdrawalInput>): Promise<Payout> {
  const destination = await typedDestination(db, memberId, input.account);
  return runWorkflow(db, 'withdrawal-request', async (ctx) => {
    const { row, repeated } = await createPayout(ctx.trx, {
      memberId,
      purpose: 'withdrawal',
      amountCents: input.amountCents,
      destination,
      idempotencyKey: input.idempotencyKey,
    });
    return presentPayout(ctx.trx, row, repeated);
  });
}

/** The member takes back a payout nobody batched yet; a refund it carried waits in their deposit again. */
export function cancelOwnPayout(db: Db, memberId: number, payoutNo: string): Promise<Payout> {
  return runWorkflow(db, 'payout-cancel', async (ctx) => {
    const cancelled = await cancelPayout(ctx.trx, memberId, payoutNo);
    await followRefundOfPayout(ctx, cancelled, 'returned', '买家撤销了退回银行账户的提现单');
    return presentPayout(ctx.trx, cancelled);
  });
}

/**
 * The scheduler's job: every seller whose automatic payout is due gets one
 * payout of the whole withdrawable amount to the schedule's account, keyed by
 * the period (a second run in the same period finds the first). A period with
 * less than the minimum, or an account no longer usable, is skipped with a
 * note the seller sees; the next period tries again.
 */
export async function runPayoutSchedules(db: Db, now = new Date()): Promise<number> {
  let created = 0;
  for (const schedule of await activeSchedules(db)) {
    let periodKey: string | null = null;
    try {
      const amounts = await withdrawableCents(db, schedule.memberId, now.getTime());
      periodKey = duePeriodKey(schedule, amounts.withdrawableCents, now);
      if (!periodKey) continue;
      const period = periodKey;
      if (amounts.withdrawableCents < MIN_PAYOUT_CENTS) {
        await markScheduleRun(
          db,
          schedule.id,
          periodKey,
          `${periodKey}：可提现金额 ${formatYuan(amounts.withdrawableCents)} 不足最低 ${formatYuan(MIN_PAYOUT_CENTS)}，本期未提现`,
        );
        continue;
      }
      if (schedule.collectingAccountId === null) throw new AppError(ErrorCode.PAYOUT_SCHEDULE_INVALID, '自动提现未选择收款账户');
      const destination = await collectingDestination(db, schedule.memberId, schedule.collectingAccountId);
      const payout = await runWorkflow(db, 'payout-schedule', async (ctx) => {
        const { row } = await createPayout(ctx.trx, {
          memberId: schedule.memberId,
          purpose: 'seller_payout',
          amountCents: amounts.withdrawableCents,
          destination,
          idempotencyKey: `schedule-${period}`,
          schedulePeriod: period,
        });
        await markScheduleRun(ctx.trx, schedule.id, period, `${period}：已自动申请提现 ${formatYuan(Number(row.amountCents))}（${row.payoutNo}）`);
        return row;
      });
      if (payout) created += 1;
    } catch (error) {
      // One seller's problem (account deleted, licence expired, balance moved) never stops the others;
      // the period counts as tried (the note tells the seller why), so it is not retried every tick.
      const note = error instanceof AppError ? error.message : '自动提现失败，请稍后查看';
      logger().warn({ err: error, memberId: schedule.memberId }, 'payout schedule skipped');
      if (periodKey) await markScheduleRun(db, schedule.id, periodKey, `${periodKey}：自动提现未执行：${note}`).catch(() => {});
    }
  }
  return created;
}
