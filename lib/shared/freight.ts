import type { FreightRules, FreightZone } from '@/lib/contracts/freight/schema';
import { inBaseUnits } from './units';
import { formatYuan } from './format';

/*
 * Freight by a seller's rules (运费模板), the same on the server (orders, the
 * product page's quote) and in tests. Weight is the goods' own: grams, or
 * millilitres counted as grams (most reagents weigh about that, packed), a
 * counted unit (drum, bottle) as 1 kg; charged by the started kilogram.
 */

/**
 * The template a seller has until they set their own: what the platform
 * charged before sellers set freight (¥15 an order, free from ¥500 of goods;
 * hazardous goods ¥80 an order, never free).
 */
export const DEFAULT_FREIGHT_RULES: FreightRules = {
  freeFromCents: 50_000,
  hazardousSurchargeCents: 6_500,
  zones: [{ name: '其他地区', provinces: [], firstKgCents: 1_500, extraKgCents: 0, days: 3, blocked: false }],
};

const COUNTED_UNIT_GRAMS = 1_000;

/** The shipping weight of `quantity` packs of `packSize` `unitCode`, in grams. */
export function shippingGrams(packSize: number, unitCode: string, quantity: number): number {
  const each = inBaseUnits(packSize, unitCode) ?? COUNTED_UNIT_GRAMS;
  return each * quantity;
}

export function zoneFor(rules: FreightRules, province: string): FreightZone {
  return rules.zones.find((z) => z.provinces.includes(province)) ?? rules.zones[rules.zones.length - 1]!;
}

export type FreightInput = { province: string; provinceName?: string; grams: number; goodsCents: number; dangerous: boolean };
export type Freight = { delivered: true; cents: number; days: number; zone: string; note: string } | { delivered: false; zone: string; note: string };

/** The freight of one order (or one offer) to a province by the seller's rules, with how it was reached in words. */
export function freightFor(rules: FreightRules, input: FreightInput): Freight {
  const zone = zoneFor(rules, input.province);
  if (zone.blocked) return { delivered: false, zone: zone.name, note: `卖家不配送至${input.provinceName ?? '该地区'}` };
  const kg = Math.max(1, Math.ceil(input.grams / 1000 - 1e-9));
  const weightFee = zone.firstKgCents + (kg - 1) * zone.extraKgCents;
  const weightNote =
    zone.extraKgCents > 0 && kg > 1
      ? `首重 ${formatYuan(zone.firstKgCents)} + 续重 ${kg - 1} kg × ${formatYuan(zone.extraKgCents)}`
      : `${formatYuan(weightFee)}`;
  if (input.dangerous) {
    const cents = weightFee + rules.hazardousSurchargeCents;
    return {
      delivered: true,
      cents,
      days: zone.days,
      zone: zone.name,
      note: `${zone.name}：${weightNote}，危险品附加 ${formatYuan(rules.hazardousSurchargeCents)}（危险品不包邮）`,
    };
  }
  if (rules.freeFromCents !== null && input.goodsCents >= rules.freeFromCents) {
    return { delivered: true, cents: 0, days: zone.days, zone: zone.name, note: `${zone.name}：满 ${formatYuan(rules.freeFromCents)} 包邮` };
  }
  const free = rules.freeFromCents !== null ? `，满 ${formatYuan(rules.freeFromCents)} 包邮` : '';
  return { delivered: true, cents: weightFee, days: zone.days, zone: zone.name, note: `${zone.name}：${weightNote}（${kg} kg）${free}` };
}

/** The date goods arrive: dispatch after the lead time, then the zone's days (Beijing calendar days). */
export function deliveredBy(from: Date, leadTimeDays: number, transitDays: number): string {
  const beijing = new Date(from.getTime() + 8 * 3_600_000 + (leadTimeDays + transitDays) * 86_400_000);
  return beijing.toISOString().slice(0, 10);
}

export type FreightLine = { grams: number; goodsCents: number; dangerous: boolean; quotedFreightCents: number | null };
export type GroupFreight = { delivered: true; cents: number; days: number | null; note: string } | { delivered: false; note: string };

/**
 * One seller's freight for several lines shipped together: freight quoted with
 * quotations as quoted, the other lines by the seller's template on their
 * combined weight and amount. Checkout charges exactly this.
 */
export function groupFreight(rules: FreightRules, lines: FreightLine[], province: string | null, provinceName?: string): GroupFreight {
  const quoted = lines.filter((l) => l.quotedFreightCents !== null);
  const rest = lines.filter((l) => l.quotedFreightCents === null);
  const notes: string[] = [];
  let cents = 0;
  if (quoted.length > 0) {
    const sum = quoted.reduce((s, l) => s + (l.quotedFreightCents ?? 0), 0);
    cents += sum;
    notes.push(sum === 0 ? '报价包邮' : `报价运费 ${formatYuan(sum)}`);
  }
  let days: number | null = null;
  if (rest.length > 0) {
    const freight = freightFor(rules, {
      province: province ?? '',
      provinceName,
      grams: rest.reduce((s, l) => s + l.grams, 0),
      goodsCents: rest.reduce((s, l) => s + l.goodsCents, 0),
      dangerous: rest.some((l) => l.dangerous),
    });
    if (!freight.delivered) return { delivered: false, note: freight.note };
    cents += freight.cents;
    days = freight.days;
    notes.push(`按卖家运费模板 ${freight.note}`);
  }
  return { delivered: true, cents, days, note: notes.join('；') };
}
