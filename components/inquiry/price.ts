import type { Quotation } from '@/lib/api/rfq';

export { formatNormalized } from '@/lib/shared/normalized-price';

/** Days from now to a moment, for "3 天前" and "剩 5 天". */
export function ageLabel(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${Math.max(1, minutes)} 分钟前`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} 小时前`;
  return `${Math.round(hours / 24)} 天前`;
}

export function dayOf(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
}

export function leadLabel(q: Pick<Quotation, 'inStock' | 'leadTimeDays'>): string {
  return q.inStock ? '现货' : `${q.leadTimeDays} 天`;
}

/** Quotations still competing (shown in the comparison); the rest are history. */
export const LIVE_STATUSES = new Set(['active', 'accepted']);
