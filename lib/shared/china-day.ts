/** Operators work in Beijing time (UTC+8, no daylight saving): "today" and date filters mean China days. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight in Beijing of a YYYY-MM-DD day as an ISO instant; `days` later when given. */
export function chinaDayStart(day: string, days = 0): string {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + days * DAY_MS).toISOString();
}

/** Whether `day` is a real YYYY-MM-DD calendar day (form and query validation). */
export function isChinaDay(day: string): boolean {
  // A round trip, since Date.parse rolls 2026-02-30 over into March instead of refusing it.
  const at = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** The date in Beijing at `now`, YYYY-MM-DD. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
