import { formatYuan } from '@/lib/shared/format';

/** A signed movement: green "+¥10.00" in, red "-¥10.00" out, grey "—" for none. */
export function SignedAmount({ cents }: { cents: number }) {
  if (cents === 0) return <span className="muted">—</span>;
  return (
    <span className="mono" style={{ color: cents > 0 ? '#389e0d' : '#cf1322', whiteSpace: 'nowrap' }}>
      {cents > 0 ? '+' : '-'}
      {formatYuan(Math.abs(cents))}
    </span>
  );
}

/** ISO time as Beijing "2026-11-23 14:05". */
export function beijingTime(iso: string): string {
  return new Date(iso)
    .toLocaleString('zh-CN', {
      timeZone: 'Asia/Shanghai',
      hour12: false,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    .replace(/\//g, '-');
}
