import { chinaToday } from './china-day';
import { BASE_UNITS } from './units';

/*
 * The lowest price per gram (or millilitre) over time, per pack size class
 * (decision 0157): an offer of 5 g and one of 25 kg are not the same market,
 * so each class is its own line. Built by replaying the offers' price events
 * day by day (Beijing days).
 */

export type PriceChange = { goodsId: number; packSize: number; unitCode: string | null; priceCents: number; available: number; recordedAt: string };

export type PackClass = { key: string; label: string; base: 'g' | 'mL'; upTo: number };

/** Upper bounds in base units; the last class has no bound. */
export const PACK_CLASSES: readonly PackClass[] = [
  { key: 'g-10', label: '≤10 g', base: 'g', upTo: 10 },
  { key: 'g-100', label: '10–100 g', base: 'g', upTo: 100 },
  { key: 'g-1000', label: '100 g–1 kg', base: 'g', upTo: 1000 },
  { key: 'g-max', label: '>1 kg', base: 'g', upTo: Infinity },
  { key: 'mL-10', label: '≤10 mL', base: 'mL', upTo: 10 },
  { key: 'mL-100', label: '10–100 mL', base: 'mL', upTo: 100 },
  { key: 'mL-1000', label: '100 mL–1 L', base: 'mL', upTo: 1000 },
  { key: 'mL-max', label: '>1 L', base: 'mL', upTo: Infinity },
];

export type PriceSeries = { key: string; label: string; base: 'g' | 'mL'; points: { day: string; centsPerUnit: number | null }[] };

/** The class of a pack, or null for counted units (drums, bottles) that do not convert. */
export function packClassOf(packSize: number, unitCode: string | null): { cls: PackClass; baseSize: number } | null {
  const base = unitCode ? BASE_UNITS[unitCode] : undefined;
  if (!base || packSize <= 0) return null;
  const baseSize = packSize * base.factor;
  const cls = PACK_CLASSES.find((c) => c.base === base.label && baseSize <= c.upTo + 1e-9)!;
  return { cls, baseSize };
}

const DAY_MS = 86_400_000;

/** The days from `since` to `now` (Beijing), oldest first. */
export function daysBetween(since: Date, now: Date): string[] {
  const days: string[] = [];
  for (let t = since.getTime(); chinaToday(new Date(t)) <= chinaToday(now); t += DAY_MS) {
    const day = chinaToday(new Date(t));
    if (days.at(-1) !== day) days.push(day);
  }
  return days;
}

/**
 * Per class with any offer in the period, each day's lowest price per base
 * unit among offers available at the end of that day (null: none). Changes
 * must be oldest first; states before the period come in as changes at its
 * start.
 */
export function priceHistory(changes: PriceChange[], since: Date, now: Date): PriceSeries[] {
  const days = daysBetween(since, now);
  const state = new Map<number, PriceChange>();
  const byDay = new Map<string, PriceChange[]>();
  for (const c of changes) {
    const recorded = chinaToday(new Date(c.recordedAt));
    const day = recorded < days[0]! ? days[0]! : recorded;
    byDay.set(day, [...(byDay.get(day) ?? []), c]);
  }
  const seen = new Set<string>();
  const rows: Array<Map<string, number>> = [];
  for (const day of days) {
    for (const c of byDay.get(day) ?? []) state.set(c.goodsId, c);
    const lowest = new Map<string, number>();
    for (const c of state.values()) {
      const placed = packClassOf(c.packSize, c.unitCode);
      if (!placed) continue;
      seen.add(placed.cls.key);
      if (c.available !== 1) continue;
      const perUnit = c.priceCents / placed.baseSize;
      if (!lowest.has(placed.cls.key) || perUnit < lowest.get(placed.cls.key)!) lowest.set(placed.cls.key, perUnit);
    }
    rows.push(lowest);
  }
  return PACK_CLASSES.filter((c) => seen.has(c.key)).map((c) => ({
    key: c.key,
    label: c.label,
    base: c.base,
    points: days.map((day, i) => {
      const v = rows[i]!.get(c.key);
      return { day, centsPerUnit: v === undefined ? null : Math.round(v * 100) / 100 };
    }),
  }));
}
