import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { PayoutScheduleInput, PayoutScheduleSchema } from '@/lib/contracts/payouts/schema';
import { formatYuan } from '@/lib/shared/format';
import { collectingDestination } from './destinations';
import * as repo from './repo';
import { MIN_PAYOUT_CENTS } from './rules';
import { toSchedule } from './schedule-rules';

/* A seller's automatic payout schedule (one per seller); the scheduler job is runPayoutSchedules (workflows/payout-requests.ts). */

export async function payoutSchedule(db: Db, memberId: number): Promise<z.infer<typeof PayoutScheduleSchema>> {
  return toSchedule((await repo.findSchedule(db, memberId)) ?? null);
}

const invalid = (message: string) => new AppError(ErrorCode.PAYOUT_SCHEDULE_INVALID, message);

/** Sets (or turns off) the schedule; the account must be the seller's own in a verified name, as for a payout by hand. */
export async function setPayoutSchedule(db: Db, memberId: number, input: z.output<typeof PayoutScheduleInput>): Promise<z.infer<typeof PayoutScheduleSchema>> {
  if (input.kind === 'off') {
    const row = await repo.saveSchedule(
      db,
      memberId,
      { kind: 'off', weekday: null, dayOfMonth: null, thresholdCents: null, collectingAccountId: input.collectingAccountId ?? null },
      nowIso(),
    );
    return toSchedule(row);
  }
  if (input.kind === 'weekly' && !input.weekday) throw invalid('每周自动提现须选择星期几');
  if (input.kind === 'monthly' && !input.dayOfMonth) throw invalid('每月自动提现须选择 1–28 日中的一天');
  if (input.kind === 'threshold') {
    if (!input.thresholdCents) throw invalid('请填写触发自动提现的金额');
    if (input.thresholdCents < MIN_PAYOUT_CENTS) {
      throw new AppError(ErrorCode.PAYOUT_BELOW_MINIMUM, `触发金额不能低于单笔最低提现 ${formatYuan(MIN_PAYOUT_CENTS)}`, { minimumCents: MIN_PAYOUT_CENTS });
    }
  }
  if (!input.collectingAccountId) throw invalid('请选择自动提现的收款账户');
  await collectingDestination(db, memberId, input.collectingAccountId);
  const row = await repo.saveSchedule(
    db,
    memberId,
    {
      kind: input.kind,
      weekday: input.kind === 'weekly' ? input.weekday! : null,
      dayOfMonth: input.kind === 'monthly' ? input.dayOfMonth! : null,
      thresholdCents: input.kind === 'threshold' ? input.thresholdCents! : null,
      collectingAccountId: input.collectingAccountId,
    },
    nowIso(),
  );
  return toSchedule(row);
}

export const activeSchedules = repo.activeSchedules;
export const markScheduleRun = repo.markScheduleRun;
