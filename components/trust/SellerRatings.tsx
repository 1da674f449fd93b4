import type { z } from 'zod';
import type { RatingPageSchema } from '@/lib/contracts/trust/schema';
import { PageLinks } from '@/components/layout/PageLinks';
import { beijingMinute } from './SellerFigures';
import { score, type SellerStanding } from './standing-format';
import './trust.css';

type RatingPage = z.input<typeof RatingPageSchema>;

export const HIDDEN_COMMENT = '该评价文字已被平台隐藏';

/** The three scores of one rating: "质量 5 · 交付 4 · 服务 5". */
function Scores({ quality, delivery, service }: { quality: number; delivery: number; service: number }) {
  return (
    <span>
      质量 <strong>{quality}</strong> · 交付 <strong>{delivery}</strong> · 服务 <strong>{service}</strong>
    </span>
  );
}

/**
 * A seller's ratings from buyers of received orders: the averages, then each
 * rating newest first with the seller's one answer; a comment an operator
 * hid says so (its scores stay). Paged with plain links.
 */
export function SellerRatings({ summary, page, href }: { summary: SellerStanding['ratings']; page: RatingPage; href: (page: number) => string }) {
  const averages = [
    { label: '综合', value: summary.overall },
    { label: '质量', value: summary.quality },
    { label: '交付', value: summary.delivery },
    { label: '服务', value: summary.service },
  ];
  return (
    <section className="pub-card" data-testid="seller-ratings" aria-labelledby="seller-ratings-title" id="ratings">
      <h2 id="seller-ratings-title">买家评价（{summary.count}）</h2>
      <div className="pub-card__body">
        {summary.count === 0 ? (
          <p className="muted" style={{ margin: 0 }}>
            暂无评价。只有确认收货的买家可以评价，每个订单一次。
          </p>
        ) : (
          <>
            <dl className="seller-scores" aria-label="平均分（满分 5 分）">
              {averages.map((a) => (
                <div key={a.label}>
                  <dt>{a.label}</dt>
                  <dd>{a.value === null ? '—' : score(a.value)}</dd>
                </div>
              ))}
            </dl>
            <ul className="seller-ratings">
              {page.list.map((r) => (
                <li key={r.id} data-testid="seller-rating">
                  <div className="pub-row" style={{ gap: '4px 12px' }}>
                    <Scores quality={r.quality} delivery={r.delivery} service={r.service} />
                    <span className="muted">
                      {r.buyer} · {beijingMinute(r.createdAt).slice(0, 10)}
                      {r.updatedAt !== r.createdAt && '（已修改）'}
                    </span>
                  </div>
                  {r.commentHidden ? (
                    <p className="muted" style={{ margin: '4px 0 0' }}>
                      {HIDDEN_COMMENT}
                    </p>
                  ) : (
                    r.comment && <p style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>{r.comment}</p>
                  )}
                  {r.reply && (
                    <p className="seller-rating__reply">
                      <strong>卖家回复：</strong>
                      <span style={{ overflowWrap: 'anywhere' }}>{r.reply}</span>
                      {r.repliedAt && <span className="muted">（{beijingMinute(r.repliedAt).slice(0, 10)}）</span>}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            {page.list.length === 0 && <p className="muted">这一页没有评价。</p>}
            <PageLinks page={page.page} pageSize={page.pageSize} total={page.total} href={href} unit="条评价" />
          </>
        )}
      </div>
    </section>
  );
}
