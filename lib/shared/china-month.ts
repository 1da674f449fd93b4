import { chinaToday } from './china-day';

/*
 * Months in Beijing time (UTC+8, no daylight saving), "YYYY-MM": a member's
 * statement covers one. Their bounds are Beijing midnights as ISO instants,
 * compared with the ledger's ISO `created_at` strings.
 */

/** Whether `month` is a real YYYY-MM month from 2000 on. */
export function isChinaMonth(month: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match !== null && Number(match[1]) >= 2000 && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The month `months` after (or before, negative) `month`. */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Midnight in Beijing of the first day of `month`, as an ISO instant. */
export function chinaMonthStart(month: string): string {
  return new Date(`${month}-01T00:00:00+08:00`).toISOString();
}

/** The month it is in Beijing at `now`. */
export function chinaThisMonth(now = new Date()): string {
  return chinaToday(now).slice(0, 7);
}

/** The last complete month in Beijing at `now`: where a statement page opens. */
export function chinaLastMonth(now = new Date()): string {
  return addMonths(chinaThisMonth(now), -1);
}

/** "2026-11" → "2026年11月". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${year}年${Number(m)}月`;
}
