import { figureLines, FIGURES_HELP_PATH, NEW_SELLER, NOT_ENOUGH, type SellerStanding } from './standing-format';
import './trust.css';

/** "2026-03-14 09:30" in Beijing time. */
export function beijingMinute(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 8 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/**
 * The seller page's six measured figures, each with what it rests on and the
 * window; a figure below the minimum count reads "数据不足". Server HTML.
 */
export function SellerFigures({ standing }: { standing: SellerStanding }) {
  const { figures } = standing;
  return (
    <section className="pub-card" data-testid="seller-figures" aria-labelledby="seller-figures-title">
      <h2 id="seller-figures-title" className="pub-card__title-row">
        <span>近 {figures.windowDays} 天履约表现</span>
        <a href={FIGURES_HELP_PATH}>指标说明</a>
      </h2>
      <div className="pub-card__body">
        {!standing.enoughData && (
          <p style={{ marginTop: 0 }} data-testid="new-seller">
            <strong>{NEW_SELLER}</strong>
            <span className="muted">
              ：近 {figures.windowDays} 天的订单和询价还不够计算各项指标（每项至少 {figures.minBasis} 件）。
            </span>
          </p>
        )}
        <ul className="seller-figures">
          {figureLines(figures).map((line) => (
            <li key={line.key} data-figure={line.key}>
              <div className="seller-figures__label" title={line.means}>
                {line.label}
              </div>
              <div className={`seller-figures__value${line.value === null ? ' seller-figures__value--none' : ''}`}>{line.value ?? NOT_ENOUGH}</div>
              <div className="seller-figures__basis">
                依据 {line.basis}
                {line.note && `；${line.note}`}
              </div>
            </li>
          ))}
        </ul>
        <p className="muted" style={{ marginBottom: 0, fontSize: 12 }}>
          统计近 {figures.windowDays} 天（{standing.computedAt ? `截至 ${beijingMinute(standing.computedAt)}` : '尚未计算'}），每 10 分钟更新；依据少于{' '}
          {figures.minBasis} 件的指标不显示。
        </p>
      </div>
    </section>
  );
}
