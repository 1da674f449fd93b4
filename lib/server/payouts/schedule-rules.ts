import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { PayoutScheduleTable } from '@/lib/server/core/db/schema';
import type { PayoutScheduleSchema } from '@/lib/contracts/payouts/schema';
import { chinaToday } from '@/lib/shared/china-day';
import { formatYuan } from '@/lib/shared/format';

/*
 * When an automatic payout is due (pure: the scheduler job and the unit
 * tests call it). Days are China days. Each period pays at most once: its
 * key is stored on the schedule and used as the payout's idempotency key.
 *
 * - weekly: due on the chosen weekday or any later day of that week (a
 *   server down on the day catches up), key `W` + the week's Monday;
 * - monthly: due on the chosen day (1–28, every month has it) or later in
 *   that month, key `M` + year-month;
 * - threshold: due when the withdrawable amount reaches the threshold, at
 *   most once a day, key `T` + the day.
 */

type ScheduleRow = Pick<
  Selectable<PayoutScheduleTable>,
  'kind' | 'weekday' | 'dayOfMonth' | 'thresholdCents' | 'collectingAccountId' | 'lastPeriodKey' | 'lastRunNote'
>;

export const WEEKDAY_LABELS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

export function describeSchedule(row: ScheduleRow | null): string {
  if (!row || row.kind === 'off') return '未开启自动提现';
  if (row.kind === 'weekly') return `每${WEEKDAY_LABELS[row.weekday ?? 1]}自动提现全部可提现金额`;
  if (row.kind === 'monthly') return `每月 ${row.dayOfMonth} 日自动提现全部可提现金额`;
  return `可提现金额达到 ${formatYuan(Number(row.thresholdCents ?? 0))} 时自动提现全部可提现金额`;
}

export function toSchedule(row: ScheduleRow | null): z.infer<typeof PayoutScheduleSchema> {
  return {
    kind: row?.kind ?? 'off',
    weekday: row?.weekday ?? null,
    dayOfMonth: row?.dayOfMonth ?? null,
    thresholdCents: row?.thresholdCents === null || row?.thresholdCents === undefined ? null : Number(row.thresholdCents),
    collectingAccountId: row?.collectingAccountId ?? null,
    lastPeriodKey: row?.lastPeriodKey ?? null,
    lastRunNote: row?.lastRunNote ?? null,
    description: describeSchedule(row),
  };
}

/** 1 = Monday … 7 = Sunday, of a China day `YYYY-MM-DD`. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The period key when a payout is due now and this period has not paid yet; null otherwise. */
export function duePeriodKey(row: ScheduleRow, withdrawableCents: number, now = new Date()): string | null {
  const today = chinaToday(now);
  let key: string | null = null;
  if (row.kind === 'weekly' && row.weekday) {
    const weekday = isoWeekday(today);
    if (weekday >= row.weekday) key = `W${addDays(today, 1 - weekday)}`;
  } else if (row.kind === 'monthly' && row.dayOfMonth) {
    if (Number(today.slice(8, 10)) >= row.dayOfMonth) key = `M${today.slice(0, 7)}`;
  } else if (row.kind === 'threshold' && row.thresholdCents) {
    if (withdrawableCents >= Number(row.thresholdCents)) key = `T${today}`;
  }
  return key !== null && key !== row.lastPeriodKey ? key : null;
}
