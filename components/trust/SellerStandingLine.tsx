import { NEW_SELLER, NOT_ENOUGH, standingSentence, standingSummary, type SellerStanding } from './standing-format';
import './trust.css';

/** Said by screen readers between the items, which the eye tells apart by the gap alone. */
const Separator = () => <span className="standing__sep">；</span>;

/**
 * A seller's standing in one short line under their name (an offer, a
 * quotation): on-time dispatch with the orders it rests on, the median
 * quotation response and the rating. Plain HTML without hooks, so a server
 * page and a client island draw it alike.
 */
export function SellerStandingLine({ standing }: { standing: SellerStanding }) {
  const s = standingSummary(standing);
  return (
    <div className="standing" data-testid="seller-standing" title={standingSentence(standing)}>
      {s.newSeller ? (
        <span className="standing__new">
          {NEW_SELLER}
          <Separator />
        </span>
      ) : (
        <>
          <span data-figure="onTime">
            准时发货{' '}
            {s.onTime.value === null ? (
              <span className="muted">{NOT_ENOUGH}</span>
            ) : (
              <>
                <strong>{s.onTime.value}</strong>
                <span className="muted">（{s.onTime.basis}）</span>
              </>
            )}
            <Separator />
          </span>
          <span data-figure="response">
            报价响应{' '}
            {s.response.value === null ? (
              <span className="muted">{NOT_ENOUGH}</span>
            ) : (
              <>
                <strong>{s.response.value}</strong>
                <span className="muted">（{s.response.basis}）</span>
              </>
            )}
            <Separator />
          </span>
        </>
      )}
      <span data-figure="rating">
        {s.rating.value === null ? (
          <span className="muted">暂无评价</span>
        ) : (
          <>
            评分 <strong className="standing__score">★ {s.rating.value}</strong>
            <span className="muted">（{s.rating.count} 条）</span>
          </>
        )}
      </span>
    </div>
  );
}
