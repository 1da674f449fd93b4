import { BOX, dayTicks, heightOf, linePaths, seriesFacts, tickLabels, trimToData, valueScale, xOf, yuanPerUnit, type PriceSeries } from './price-chart';
import './trust.css';

/*
 * The lowest price per gram (or mL) over the last 180 days, one line per pack
 * size class: inline SVG drawn on the server, no chart library and no script.
 * The lines stretch with the frame (preserveAspectRatio none, strokes that do
 * not scale) while the labels are HTML placed in per cent, so the text stays
 * at its CSS size from 390 px to a desktop. A table in <details> carries the
 * same figures for screen readers and anyone who wants the numbers.
 */

/** Colour and dash per line: the dash tells the lines apart without colour too. */
const STYLES = [
  { color: '#1677ff', dash: undefined },
  { color: '#d4380d', dash: '7 4' },
  { color: '#389e0d', dash: '2 4' },
  { color: '#722ed1', dash: '10 4 2 4' },
] as const;

const BASE_LABEL = { g: '克', mL: '毫升' } as const;

function Swatch({ index }: { index: number }) {
  const style = STYLES[index % STYLES.length]!;
  return (
    <svg width="28" height="10" aria-hidden="true" className="price-chart__swatch">
      <line x1="1" y1="5" x2="27" y2="5" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash} strokeLinecap="round" />
    </svg>
  );
}

/** One chart for the classes of one base unit (g or mL): prices per gram and per millilitre are not on one axis. */
function BaseChart({ base, series }: { base: 'g' | 'mL'; series: PriceSeries[] }) {
  const days = series[0]!.points.map((p) => p.day);
  const scale = valueScale(series.flatMap((s) => s.points.flatMap((p) => (p.centsPerUnit === null ? [] : [p.centsPerUnit]))));
  if (!scale) return null;
  const facts = series.map((s) => ({ series: s, facts: seriesFacts(s.points) }));
  const unit = `¥/${base}`;
  const summary = `每${BASE_LABEL[base]}最低价走势，${days[0]} 至 ${days.at(-1)}：${facts
    .map(({ series: s, facts: f }) =>
      f.latest ? `${s.label} 最近 ${yuanPerUnit(f.latest.cents)}/${base}，期间最低 ${yuanPerUnit(f.lowest!.cents)}/${base}` : `${s.label} 无在售`,
    )
    .join('；')}。`;
  return (
    <figure className="price-chart" data-testid={`price-chart-${base}`}>
      <figcaption className="price-chart__caption">
        每{BASE_LABEL[base]}最低价（{unit}）{scale.kind === 'log' && <span className="muted">，对数刻度</span>}
      </figcaption>
      <div className="price-chart__frame" role="img" aria-label={summary}>
        <div className="price-chart__area">
          <svg viewBox={`0 0 ${BOX} ${BOX}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            {scale.ticks.map((t) => {
              const y = BOX - heightOf(scale, t) * BOX;
              return <line key={t} x1="0" x2={BOX} y1={y} y2={y} className="price-chart__grid" vectorEffect="non-scaling-stroke" />;
            })}
            {series.map((s, i) => {
              const style = STYLES[i % STYLES.length]!;
              const { line, dots } = linePaths(s.points, scale);
              return (
                <g key={s.key} stroke={style.color} fill="none" strokeLinecap="round" strokeLinejoin="round">
                  {line && <path d={line} strokeWidth="2.5" strokeDasharray={style.dash} vectorEffect="non-scaling-stroke" />}
                  {dots && <path d={dots} strokeWidth="7" vectorEffect="non-scaling-stroke" />}
                </g>
              );
            })}
          </svg>
          {tickLabels(scale).map((label, i) => (
            <span key={label} className="price-chart__y" style={{ top: `${(1 - heightOf(scale, scale.ticks[i]!)) * 100}%` }}>
              {label}
            </span>
          ))}
          {dayTicks(days).map((t) => (
            <span key={t.index} className="price-chart__x" style={{ left: `${(xOf(t.index, days.length) / BOX) * 100}%` }}>
              {t.label}
            </span>
          ))}
        </div>
      </div>
      <ul className="price-chart__legend" aria-label="图例">
        {facts.map(({ series: s, facts: f }, i) => (
          <li key={s.key}>
            <Swatch index={i} />
            {s.label}
            <span className="muted">{f.latest ? ` 最近 ${yuanPerUnit(f.latest.cents)}/${base}` : ' 暂无在售'}</span>
          </li>
        ))}
      </ul>
      <details className="price-chart__table">
        <summary>查看数据</summary>
        <div className="price-chart__scroll">
          <table>
            <caption className="muted">
              每{BASE_LABEL[base]}最低价（{unit}），{days[0]} 至 {days.at(-1)}
            </caption>
            <thead>
              <tr>
                <th scope="col">包装档位</th>
                <th scope="col">最近</th>
                <th scope="col">期间最低</th>
                <th scope="col">期间最高</th>
                <th scope="col">有在售的天数</th>
              </tr>
            </thead>
            <tbody>
              {facts.map(({ series: s, facts: f }) => (
                <tr key={s.key}>
                  <th scope="row">{s.label}</th>
                  <td>{f.latest ? `${yuanPerUnit(f.latest.cents)}（${f.latest.day}）` : '—'}</td>
                  <td>{f.lowest ? `${yuanPerUnit(f.lowest.cents)}（${f.lowest.day}）` : '—'}</td>
                  <td>{f.highest ? `${yuanPerUnit(f.highest.cents)}（${f.highest.day}）` : '—'}</td>
                  <td>
                    {f.pricedDays} / {days.length}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The product page's price history: a chart per base unit, or a sentence when nothing was on shelf in the period. */
export function PriceHistoryChart({ series }: { series: PriceSeries[] }) {
  const trimmed = trimToData(series);
  if (trimmed.length === 0)
    return (
      <p className="muted" data-testid="price-history-empty" style={{ margin: 0 }}>
        近 180 天暂无价格记录：卖家上架或调价后，这里按包装档位显示每克（每毫升）最低价的走势。
      </p>
    );
  const bases = (['g', 'mL'] as const).map((base) => ({
    base,
    series: trimmed.filter((s) => s.base === base && s.points.some((p) => p.centsPerUnit !== null)),
  }));
  return (
    <div className="price-history" data-testid="price-history">
      {bases.map(({ base, series: ofBase }) => (ofBase.length > 0 ? <BaseChart key={base} base={base} series={ofBase} /> : null))}
      <p className="muted price-history__note">每天取当日结束时在售报价中的最低单价（价格 ÷ 包装克数或毫升数）；断开处表示当天该档位没有在售报价。</p>
    </div>
  );
}
