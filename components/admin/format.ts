/** A stored instant as Beijing time, to the minute: 2026/11/23 14:05. */
export function chinaDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

export const ROLE_LABELS = { buyer: '买家', seller: '卖家', operator: '运营' } as const;
