import type { CreditTermsKind } from '@/lib/server/core/db/schema';
import { chinaToday } from '@/lib/shared/china-day';

/*
 * The arithmetic of payment terms (decision 0160), pure: when an order
 * dispatched on terms falls due, and how old an owed amount is.
 */

export const TERMS_KIND_LABELS: Record<CreditTermsKind, string> = { invoice_first: '先票后款', monthly: '月结' };

/** Reminders before the due day. */
export const DUE_SOON_DAYS = 3;

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function lastDayOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The China day by which an order dispatched at `dispatchedAt` is paid:
 * 先票后款, `days` after the day of dispatch; 月结, `days` after the last
 * day of the month of dispatch (the month's orders are billed together).
 */
export function dueOnFor(kind: CreditTermsKind, days: number, dispatchedAt: Date): string {
  const dispatchDay = chinaToday(dispatchedAt);
  return addDays(kind === 'monthly' ? lastDayOfMonth(dispatchDay) : dispatchDay, days);
}

/** How the terms read on a contract and an order: "先票后款，发货后 30 天内付款". */
export function termsSentence(kind: CreditTermsKind, days: number): string {
  return kind === 'monthly' ? `月结，发货当月结束后 ${days} 天内付款` : `先票后款，发货后 ${days} 天内付款`;
}

export type AgeBucket = 'not_due' | 'overdue_1_30' | 'overdue_31_60' | 'overdue_61_90' | 'overdue_over_90';

export const AGE_BUCKETS: AgeBucket[] = ['not_due', 'overdue_1_30', 'overdue_31_60', 'overdue_61_90', 'overdue_over_90'];

export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  not_due: '未到期',
  overdue_1_30: '逾期 1–30 天',
  overdue_31_60: '逾期 31–60 天',
  overdue_61_90: '逾期 61–90 天',
  overdue_over_90: '逾期 90 天以上',
};

/** Whole days past the due day on `today` (0 on the due day and before it). */
export function daysOverdue(dueOn: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / DAY_MS));
}

export function ageBucketOf(dueOn: string, today: string): AgeBucket {
  const late = daysOverdue(dueOn, today);
  if (late === 0) return 'not_due';
  if (late <= 30) return 'overdue_1_30';
  if (late <= 60) return 'overdue_31_60';
  if (late <= 90) return 'overdue_61_90';
  return 'overdue_over_90';
}

export type ReminderKind = 'due_soon' | 'overdue_1' | 'overdue_7' | 'overdue_30';

/** The reminder an owed amount is due for on `today`, the latest that applies (each is sent once). */
export function reminderDue(dueOn: string, today: string): ReminderKind | null {
  const late = daysOverdue(dueOn, today);
  if (late >= 30) return 'overdue_30';
  if (late >= 7) return 'overdue_7';
  if (late >= 1) return 'overdue_1';
  return addDays(today, DUE_SOON_DAYS) >= dueOn ? 'due_soon' : null;
}
