import { BASE_UNITS, inBaseUnits } from '@/lib/shared/units';

/*
 * Sanity checks on a quoted pack before a buyer sees it: the pack's unit must
 * convert to the unit asked for, and its price per g or mL must sit in a band
 * around what the substance sells for here. A quotation outside the band is
 * not refused outright: the seller confirms it (bulk packs are cheaper, rare
 * grades dearer).
 */

/** How far from the substance's median on-shelf price per g or mL a quotation may be without confirming. */
export const UNUSUAL_PRICE_FACTOR = 30;
/** Fewer on-shelf offers than this in the same base unit say too little: the wide band below applies. */
export const MIN_REFERENCE_OFFERS = 3;
/** Without references: ¥0.10 per kg or L (bulk industrial acids) up to ¥100,000 per g or mL (in cents per g or mL). */
export const ANY_REAGENT_BAND = { low: 0.01, high: 10_000_000 } as const;

export type UnitRef = { code: string; name: string; kind: 'mass' | 'volume' | 'count' };

const KIND_LABELS = { mass: '质量', volume: '体积', count: '计数' } as const;

/** Why a pack in `quoted` cannot answer a line asked in `asked`, or null when it can. */
export function unitMismatch(asked: UnitRef, quoted: UnitRef): string | null {
  if (asked.code === quoted.code) return null;
  if (asked.kind === 'count' || quoted.kind === 'count') {
    return `询价按“${asked.name}”计，报价单位“${quoted.name}”无法换算，请按“${asked.name}”报价`;
  }
  if (asked.kind !== quoted.kind) {
    const same = Object.entries(BASE_UNITS)
      .filter(([code, base]) => base.label === (asked.kind === 'mass' ? 'g' : 'mL') && code !== 't')
      .map(([code]) => code)
      .join('、');
    return `询价按${KIND_LABELS[asked.kind]}（${asked.code}），报价按${KIND_LABELS[quoted.kind]}（${quoted.code}）：没有密度无法换算，请用 ${same} 报价`;
  }
  return null;
}

export type PriceReference = { priceCents: number; packSize: number; unitCode: string };

export type PriceVerdict = { ok: true } | { ok: false; centsPerBase: number; median: number | null; base: 'g' | 'mL'; message: string };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Yuan per g or mL, readable at any size (¥0.000088/mL, ¥12.5/g). */
export function yuanPerBase(cents: number, base: string): string {
  const yuan = cents / 100;
  const digits = yuan >= 0.1 ? 2 : Math.min(8, 1 - Math.floor(Math.log10(yuan)));
  return `¥${yuan.toFixed(digits)}/${base}`;
}

/** Is a quoted pack's price per g or mL plausible for this substance, given its on-shelf offers? */
export function judgePrice(priceCents: number, packSize: number, unitCode: string, references: PriceReference[]): PriceVerdict {
  const size = inBaseUnits(packSize, unitCode);
  if (size === null || size <= 0) return { ok: true };
  const base = BASE_UNITS[unitCode]!.label;
  const centsPerBase = priceCents / size;
  const comparable = references
    .filter((r) => BASE_UNITS[r.unitCode]?.label === base)
    .map((r) => r.priceCents / inBaseUnits(r.packSize, r.unitCode)!)
    .filter((v) => Number.isFinite(v) && v > 0);
  const reference = comparable.length >= MIN_REFERENCE_OFFERS ? median(comparable) : null;
  const low = reference === null ? ANY_REAGENT_BAND.low : reference / UNUSUAL_PRICE_FACTOR;
  const high = reference === null ? ANY_REAGENT_BAND.high : reference * UNUSUAL_PRICE_FACTOR;
  if (centsPerBase >= low && centsPerBase <= high) return { ok: true };
  const direction = centsPerBase < low ? '远低于' : '远高于';
  const against = reference === null ? '常见试剂的价格' : `本站在售价格（中位 ${yuanPerBase(reference, base)}）`;
  return {
    ok: false,
    centsPerBase,
    median: reference,
    base,
    message: `报价折合 ${yuanPerBase(centsPerBase, base)}，${direction}${against}：请核对包装规格和单位；确认无误请勾选“价格已核对”后再提交`,
  };
}
