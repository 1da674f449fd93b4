import Link from 'next/link';
import { PublicQuoteButton } from '@/components/inquiry/PublicQuoteButton';
import { dayOf } from '@/components/inquiry/price';
import type { PublicInquiryPage } from '@/lib/api/rfq';
import { productPath } from '@/lib/shared/format';
import { CasNumber } from '@/components/layout/IdNumber';

/** How many open lines the home page shows; the zone has the rest. */
export const HOME_INQUIRY_LINES = 5;

/**
 * 最新询价 on the home page (spec §2: "quote modal"): the newest open
 * inquiry lines, rendered on the server, each with the zone's 报价 button.
 * The quote dialog itself is loaded only when a button is first pressed.
 */
export function LatestInquiries({ data }: { data: PublicInquiryPage }) {
  const lines = data.list.flatMap((inquiry) => inquiry.lines.filter((l) => !l.accepted).map((line) => ({ inquiry, line }))).slice(0, HOME_INQUIRY_LINES);
  return (
    <section className="pub-card home-block" data-testid="home-inquiries" aria-labelledby="home-inquiries-title">
      <h2 id="home-inquiries-title" className="pub-card__title-row">
        最新询价
        <Link href="/inquiryZone/1" prefetch={false}>
          询价专区
        </Link>
      </h2>
      <div className="pub-card__body">
        {lines.length === 0 ? (
          <span className="muted">暂时没有正在报价的询价单</span>
        ) : (
          <ul className="home-inquiries">
            {lines.map(({ inquiry, line }) => (
              <li key={line.lineId} data-testid="home-inquiry-line">
                <div className="home-inquiries__what">
                  {line.cas && line.substanceId ? (
                    <Link href={productPath(line.cas)} prefetch={false}>
                      {line.productName}
                    </Link>
                  ) : (
                    <strong>{line.productName}</strong>
                  )}{' '}
                  {line.cas && <CasNumber cas={line.cas} muted />}
                  <div className="muted">
                    {line.quantity} {line.unit.name}
                    {line.purity ? ` · 纯度 ${line.purity}` : ''} · {inquiry.buyer}
                    {inquiry.area ? ` · ${inquiry.area}` : ''} · 截止 {dayOf(inquiry.deadline)} · {line.quoteCount} 个报价
                  </div>
                </div>
                <PublicQuoteButton lineId={line.lineId} back="/" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
