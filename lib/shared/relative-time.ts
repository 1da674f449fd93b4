/**
 * Times as the lists say them ("3 分钟前", "还剩 2 天"). `now` is passed in
 * so a server page and the browser render the same text (no hydration
 * mismatch at a minute boundary).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgoZh(iso: string, now: Date): string {
  const ms = now.getTime() - new Date(iso).getTime();
  if (ms < MINUTE) return '刚刚';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} 分钟前`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} 小时前`;
  if (ms < 30 * DAY) return `${Math.floor(ms / DAY)} 天前`;
  return iso.slice(0, 10);
}

/** How long a promotion still runs; null when it has no end. */
export function timeLeftZh(endsAt: string | null, now: Date): string | null {
  if (endsAt === null) return null;
  const ms = new Date(endsAt).getTime() - now.getTime();
  if (ms <= 0) return '已结束';
  if (ms < HOUR) return `还剩 ${Math.max(1, Math.floor(ms / MINUTE))} 分钟`;
  if (ms < DAY) return `还剩 ${Math.floor(ms / HOUR)} 小时`;
  return `还剩 ${Math.floor(ms / DAY)} 天`;
}
