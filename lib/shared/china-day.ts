/** Operators work in Beijing time (UTC+8, no daylight saving): "today" and date filters mean China days. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight in Beijing of a YYYY-MM-DD day as an ISO instant; `days` later when given. */
export function chinaDayStart(day: string, days = 0): string {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + days * DAY_MS).toISOString();
}

/** The date in Beijing at `now`, YYYY-MM-DD. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
