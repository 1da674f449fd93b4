import Link from 'next/link';
import type { RealTimePurchasePage } from '@/lib/api/merchandising';
import { productPath } from '@/lib/shared/format';
import { timeAgoZh } from '@/lib/shared/relative-time';

type Purchase = RealTimePurchasePage['list'][number];

/**
 * 实时采购: "王老师 3 分钟前询价 乙醇 500 mL" — the newest inquiries, buyers
 * shown by surname and title only. Server markup; the times are as of the
 * render (the cached home page is rendered anew when an inquiry is sent).
 */
export function RealTimeFeed({ items, now }: { items: Purchase[]; now: string }) {
  const at = new Date(now);
  return (
    <section className="pub-card" data-testid="real-time-feed" aria-labelledby="real-time-feed-title">
      <h2 id="real-time-feed-title">实时采购</h2>
      {items.length === 0 ? (
        <p className="pub-card__body muted" style={{ margin: 0 }}>
          还没有询价，来做第一个吧
        </p>
      ) : (
        <ul className="pub-lines">
          {items.map((item) => {
            const line = (
              <>
                {item.buyer}{' '}
                <time className="muted" dateTime={item.createdAt}>
                  {timeAgoZh(item.createdAt, at)}询价
                </time>{' '}
                {item.nameZh ? `${item.nameZh} ` : ''}
                {item.name} {item.quantity} {item.unit.code}
                {item.purity && <span className="muted"> · {item.purity}</span>}
              </>
            );
            // The whole line is the link, so it reads as one sentence (and is not just another "Ethanol" link).
            return (
              <li key={item.id}>
                {item.inCatalog && item.cas ? (
                  <Link href={productPath(item.cas)} prefetch={false} style={{ color: 'inherit' }}>
                    {line}
                  </Link>
                ) : (
                  line
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
