import { describe, expect, it } from 'vitest';
import {
  dayTicks,
  heightOf,
  linePaths,
  seriesFacts,
  tickLabels,
  trimToData,
  valueScale,
  xOf,
  yuanPerUnit,
  type PricePoint,
  type PriceSeries,
} from './price-chart';

const days = (n: number, from = '2026-03-01') =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
const points = (values: (number | null)[], from?: string): PricePoint[] => days(values.length, from).map((day, i) => ({ day, centsPerUnit: values[i]! }));
const series = (key: string, values: (number | null)[]): PriceSeries => ({ key, label: key, base: 'g', points: points(values) });

describe('valueScale', () => {
  it('is linear with 1-2-5 steps around prices of one order of magnitude', () => {
    expect(valueScale([12, 30, 41])).toEqual({ kind: 'linear', min: 10, max: 50, ticks: [10, 20, 30, 40, 50] });
    const scale = valueScale([0.3, 0.7])!;
    expect(scale.kind).toBe('linear');
    expect(scale.ticks[0]).toBeLessThanOrEqual(0.3);
    expect(scale.ticks.at(-1)).toBeGreaterThanOrEqual(0.7);
    expect(scale.ticks.every((t) => String(t).length < 8)).toBe(true);
  });

  it('gives a single price room above and below', () => {
    const scale = valueScale([50])!;
    expect(scale.min).toBeLessThan(50);
    expect(scale.max).toBeGreaterThan(50);
    expect(heightOf(scale, 50)).toBeCloseTo(0.5, 1);
  });

  it('turns logarithmic when prices differ tenfold or more, with decades as ticks', () => {
    const scale = valueScale([0.04, 2.5, 800])!;
    expect(scale).toMatchObject({ kind: 'log', min: 0.01, max: 1000 });
    expect(scale.ticks).toEqual([0.01, 0.1, 1, 10, 100, 1000]);
    expect(heightOf(scale, 1)).toBeCloseTo(0.4);
    expect(valueScale([1, 12])!.ticks).toEqual([1, 2, 5, 10, 20, 50, 100]);
  });

  it('has nothing to draw without a positive price', () => {
    expect(valueScale([])).toBeNull();
    expect(valueScale([0, Number.NaN])).toBeNull();
  });
});

describe('linePaths', () => {
  const scale = { kind: 'linear' as const, min: 0, max: 100, ticks: [0, 50, 100] };

  it('breaks the line at days without a price and draws a lone day as a dot', () => {
    const { line, dots } = linePaths(points([50, 100, null, 0, 25, null, null, null, null, 100, 75]), scale);
    // 11 days: x = 0, 100, …, 1000.
    expect(line).toBe('M0 500 L100 0 M900 0 L1000 250');
    expect(dots).toBe('M400 750h0');
  });

  it('draws a flat stretch from its first day to its last, without the days between', () => {
    const { line } = linePaths(points([50, 50, 50, 50, 75, 75, 75, null, 25, 25, 25]), scale);
    expect(line).toBe('M0 500 L300 500 L400 250 L600 250 M800 750 L1000 750');
  });

  it('puts a single day in the middle', () => {
    expect(xOf(0, 1)).toBe(500);
    expect(linePaths(points([50]), scale)).toEqual({ line: '', dots: 'M500 500h0' });
  });
});

describe('trimToData', () => {
  it('starts at the first day any class had a price, and is empty when none had one', () => {
    const trimmed = trimToData([series('a', [null, null, null, 5, 6]), series('b', [null, 4, null, null, 3])]);
    expect(trimmed.map((s) => s.points.map((p) => p.centsPerUnit))).toEqual([
      [null, null, 5, 6],
      [4, null, null, 3],
    ]);
    expect(trimToData([series('a', [null, null])])).toEqual([]);
  });
});

describe('dayTicks', () => {
  it('labels month starts, thinned to at most six', () => {
    expect(dayTicks(days(70, '2026-01-20')).map((t) => t.label)).toEqual(['2月', '3月']);
    expect(dayTicks(days(360, '2026-01-01')).length).toBeLessThanOrEqual(6);
  });

  it('labels the first and last day of a short span', () => {
    expect(dayTicks(days(10, '2026-03-05'))).toEqual([
      { index: 0, label: '3/5' },
      { index: 9, label: '3/14' },
    ]);
    expect(dayTicks(['2026-03-05'])).toEqual([{ index: 0, label: '3/5' }]);
  });
});

describe('tickLabels', () => {
  it('gives a linear axis one number of decimals, enough for its step', () => {
    expect(tickLabels(valueScale([2.6, 3.4])!)).toEqual(['¥0.026', '¥0.028', '¥0.030', '¥0.032', '¥0.034']);
    expect(tickLabels(valueScale([187, 350])!)).toEqual(['¥1.5', '¥2.0', '¥2.5', '¥3.0', '¥3.5']);
    expect(tickLabels(valueScale([1000, 4000])!)).toEqual(['¥10', '¥20', '¥30', '¥40']);
    expect(tickLabels(valueScale([0.04, 800])!)).toEqual(['¥0.0001', '¥0.001', '¥0.01', '¥0.1', '¥1', '¥10']);
  });
});

describe('yuanPerUnit and seriesFacts', () => {
  it('shows the digits that matter', () => {
    expect(yuanPerUnit(123_456)).toBe('¥1235');
    expect(yuanPerUnit(1_234)).toBe('¥12.34');
    expect(yuanPerUnit(86)).toBe('¥0.86');
    expect(yuanPerUnit(0.43)).toBe('¥0.0043');
  });

  it('names the latest, lowest and highest price with their days', () => {
    const facts = seriesFacts(points([null, 30, 20, 40, 20, null]));
    expect(facts).toEqual({
      latest: { day: '2026-03-05', cents: 20 },
      lowest: { day: '2026-03-03', cents: 20 },
      highest: { day: '2026-03-04', cents: 40 },
      pricedDays: 4,
    });
    expect(seriesFacts(points([null]))).toEqual({ latest: null, lowest: null, highest: null, pricedDays: 0 });
  });
});
