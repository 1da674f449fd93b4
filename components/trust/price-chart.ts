import type { z } from 'zod';
import type { PriceSeriesSchema } from '@/lib/contracts/trust/schema';

/*
 * The arithmetic of the price history chart (PriceHistoryChart.tsx): value
 * scale and ticks, the line paths with gaps, the day labels and the figures
 * of the text summary. Pure, so the drawing is tested without a browser.
 * Coordinates are in a 1000 × 1000 box the SVG stretches to its frame.
 */

export type PriceSeries = z.infer<typeof PriceSeriesSchema>;
export type PricePoint = PriceSeries['points'][number];

export const BOX = 1000;

export type ValueScale = { kind: 'linear' | 'log'; min: number; max: number; ticks: number[] };

/** Prices that differ by 10× or more (a 5 g bottle beside a 25 kg drum) share one chart on a log scale, so the cheap line is not flat on the floor. */
const LOG_RATIO = 10;

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** Floating-point noise out of a tick (0.30000000000000004 → 0.3). */
const clean = (n: number) => Number(n.toPrecision(12));

/** The scale for these values (cents per unit), or null when there is none to draw. */
export function valueScale(values: number[]): ValueScale | null {
  const positive = values.filter((v) => Number.isFinite(v) && v > 0);
  if (positive.length === 0) return null;
  const low = Math.min(...positive);
  const high = Math.max(...positive);
  if (high / low >= LOG_RATIO) {
    const min = 10 ** Math.floor(Math.log10(low));
    const max = 10 ** Math.ceil(Math.log10(high));
    const decades: number[] = [];
    for (let d = min; d <= max * 1.000001; d *= 10) decades.push(clean(d));
    // 1-2-5 within each decade while that stays readable; decades alone otherwise.
    const fine = decades.flatMap((d) => [d, clean(d * 2), clean(d * 5)]).filter((t) => t <= max * 1.000001);
    return { kind: 'log', min, max, ticks: fine.length <= 7 ? fine : decades };
  }
  // A single price (or a flat line) gets room above and below.
  const [from, to] = high === low ? [low * 0.9, high * 1.1] : [low, high];
  const step = niceStep((to - from) / 4);
  const min = clean(Math.floor(clean(from / step)) * step);
  const max = clean(Math.ceil(clean(to / step)) * step);
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(clean(t));
  return { kind: 'linear', min, max, ticks };
}

/** Where a value sits: 0 at the bottom of the box, 1 at the top. */
export function heightOf(scale: ValueScale, value: number): number {
  if (scale.kind === 'log') return (Math.log10(value) - Math.log10(scale.min)) / (Math.log10(scale.max) - Math.log10(scale.min));
  return (value - scale.min) / (scale.max - scale.min);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The x coordinate of the i-th of n days; a single day sits in the middle. */
export function xOf(index: number, days: number): number {
  return days <= 1 ? BOX / 2 : round1((index / (days - 1)) * BOX);
}

/**
 * SVG paths through the points, broken where a day has no price (null):
 * `line` has one subpath per run of priced days; a priced day alone between
 * gaps goes to `dots` as a zero-length stroke, which a round line cap draws
 * as a dot (drawn thicker than the line, so one day's price is seen). Days
 * inside a flat stretch are left out: the line between its ends is the same.
 */
export function linePaths(points: PricePoint[], scale: ValueScale): { line: string; dots: string } {
  const line: string[] = [];
  const dots: string[] = [];
  const priced = (p: PricePoint | undefined) => p !== undefined && p.centsPerUnit !== null && p.centsPerUnit > 0;
  const ys = points.map((p) => (priced(p) ? round1(BOX - heightOf(scale, p.centsPerUnit!) * BOX) : null));
  points.forEach((p, i) => {
    const y = ys[i];
    if (y === null || y === undefined) return;
    const x = xOf(i, points.length);
    const [before, after] = [ys[i - 1] ?? null, ys[i + 1] ?? null];
    if (before === null && after === null) dots.push(`M${x} ${y}h0`);
    // A day inside a flat stretch adds nothing to the drawing, only to the page's weight (prices hold for weeks).
    else if (before === y && after === y) return;
    else line.push(before !== null ? `L${x} ${y}` : `M${x} ${y}`);
  });
  return { line: line.join(' '), dots: dots.join(' ') };
}

/** The series from the first day any of them has a price: the days before say nothing. Empty when none has one. */
export function trimToData(series: PriceSeries[]): PriceSeries[] {
  const firsts = series.map((s) => s.points.findIndex((p) => p.centsPerUnit !== null)).filter((i) => i >= 0);
  if (firsts.length === 0) return [];
  const start = Math.min(...firsts);
  return series.map((s) => ({ ...s, points: s.points.slice(start) }));
}

/** "2026-03-01" → "3月"; other days "3/14". */
function dayLabel(day: string, monthOnly: boolean): string {
  const month = Number(day.slice(5, 7));
  return monthOnly ? `${month}月` : `${month}/${Number(day.slice(8, 10))}`;
}

/** Labels under the x axis: the first of each month (at most six), or the first and last day when the span has fewer than two month starts. */
export function dayTicks(days: string[]): { index: number; label: string }[] {
  if (days.length === 0) return [];
  const starts = days.flatMap((day, index) => (day.endsWith('-01') ? [{ index, label: dayLabel(day, true) }] : []));
  if (starts.length >= 2) {
    const every = Math.ceil(starts.length / 6);
    return starts.filter((_, i) => i % every === 0);
  }
  const last = days.length - 1;
  return last === 0
    ? [{ index: 0, label: dayLabel(days[0]!, false) }]
    : [
        { index: 0, label: dayLabel(days[0]!, false) },
        { index: last, label: dayLabel(days[last]!, false) },
      ];
}

/** Cents per gram as yuan with the digits that matter: ¥12.35, ¥0.86, ¥0.0043. */
export function yuanPerUnit(cents: number): string {
  const yuan = cents / 100;
  if (yuan >= 100) return `¥${Math.round(yuan)}`;
  if (yuan >= 1) return `¥${yuan.toFixed(2)}`;
  return `¥${Number(yuan.toPrecision(2))}`;
}

/** The value axis's labels: a linear axis with the same decimals on every tick (¥0.026, ¥0.030, ¥0.034); a log axis tick by tick. */
export function tickLabels(scale: ValueScale): string[] {
  // Log ticks are 1, 2 or 5 times a power of ten: their own digits say them exactly.
  if (scale.kind === 'log' || scale.ticks.length < 2) return scale.ticks.map((t) => `¥${Number((t / 100).toPrecision(2))}`);
  const stepYuan = (scale.ticks[1]! - scale.ticks[0]!) / 100;
  const decimals = Math.min(6, Math.max(0, -Math.floor(Math.log10(stepYuan) + 1e-9)));
  return scale.ticks.map((t) => `¥${(t / 100).toFixed(decimals)}`);
}

export type SeriesFacts = {
  latest: { day: string; cents: number } | null;
  lowest: { day: string; cents: number } | null;
  highest: { day: string; cents: number } | null;
  /** Days with at least one offer on shelf in this class. */
  pricedDays: number;
};

/** What the text summary says of a series: the latest, lowest and highest price and on which day. */
export function seriesFacts(points: PricePoint[]): SeriesFacts {
  const priced = points.flatMap((p) => (p.centsPerUnit === null ? [] : [{ day: p.day, cents: p.centsPerUnit }]));
  if (priced.length === 0) return { latest: null, lowest: null, highest: null, pricedDays: 0 };
  // The first day a low or high was reached is the one named.
  const lowest = priced.reduce((a, b) => (b.cents < a.cents ? b : a));
  const highest = priced.reduce((a, b) => (b.cents > a.cents ? b : a));
  return { latest: priced.at(-1)!, lowest, highest, pricedDays: priced.length };
}
