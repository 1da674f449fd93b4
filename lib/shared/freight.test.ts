import { describe, expect, it } from 'vitest';
import { FreightRulesSchema, type FreightRules } from '@/lib/contracts/freight/schema';
import { DEFAULT_FREIGHT_RULES, deliveredBy, freightFor, shippingGrams } from './freight';

const rules: FreightRules = {
  freeFromCents: 30_000,
  hazardousSurchargeCents: 5_000,
  zones: [
    { name: '江浙沪', provinces: ['31', '32', '33'], firstKgCents: 800, extraKgCents: 200, days: 1, blocked: false },
    { name: '偏远地区', provinces: ['54', '65'], firstKgCents: 0, extraKgCents: 0, days: 7, blocked: true },
    { name: '其他地区', provinces: [], firstKgCents: 1_200, extraKgCents: 500, days: 3, blocked: false },
  ],
};

describe('freightFor', () => {
  it('charges the zone’s first kilogram and each started further kilogram', () => {
    expect(freightFor(rules, { province: '31', grams: 2_500, goodsCents: 10_000, dangerous: false })).toMatchObject({
      delivered: true,
      cents: 800 + 2 * 200,
      days: 1,
      zone: '江浙沪',
    });
    expect(freightFor(rules, { province: '44', grams: 1_000, goodsCents: 10_000, dangerous: false })).toMatchObject({
      cents: 1_200,
      zone: '其他地区',
      days: 3,
    });
    expect(freightFor(rules, { province: '44', grams: 1_001, goodsCents: 10_000, dangerous: false })).toMatchObject({ cents: 1_700 });
    expect(freightFor(rules, { province: '44', grams: 10, goodsCents: 10_000, dangerous: false })).toMatchObject({ cents: 1_200 });
  });
  it('is free above the amount, except for hazardous goods, which carry the surcharge', () => {
    expect(freightFor(rules, { province: '44', grams: 5_000, goodsCents: 30_000, dangerous: false })).toMatchObject({
      cents: 0,
      note: '其他地区：满 ¥300.00 包邮',
    });
    const hazardous = freightFor(rules, { province: '44', grams: 5_000, goodsCents: 90_000, dangerous: true });
    expect(hazardous).toMatchObject({ cents: 1_200 + 4 * 500 + 5_000 });
    expect(hazardous.note).toMatch(/危险品附加 ¥50\.00（危险品不包邮）/);
  });
  it('refuses zones the seller does not deliver to, naming the province', () => {
    expect(freightFor(rules, { province: '54', provinceName: '西藏自治区', grams: 100, goodsCents: 100, dangerous: false })).toEqual({
      delivered: false,
      zone: '偏远地区',
      note: '卖家不配送至西藏自治区',
    });
  });
  it('the default template is what the platform charged before: ¥15, free from ¥500, hazardous ¥80 always', () => {
    expect(freightFor(DEFAULT_FREIGHT_RULES, { province: '44', grams: 20_000, goodsCents: 49_999, dangerous: false })).toMatchObject({ cents: 1_500 });
    expect(freightFor(DEFAULT_FREIGHT_RULES, { province: '44', grams: 20_000, goodsCents: 50_000, dangerous: false })).toMatchObject({ cents: 0 });
    expect(freightFor(DEFAULT_FREIGHT_RULES, { province: '44', grams: 20_000, goodsCents: 1_000_000, dangerous: true })).toMatchObject({ cents: 8_000 });
    expect(FreightRulesSchema.safeParse(DEFAULT_FREIGHT_RULES).success).toBe(true);
  });
});

describe('shippingGrams and deliveredBy', () => {
  it('weighs mass, volume as grams, counted units as a kilogram each', () => {
    expect(shippingGrams(500, 'g', 3)).toBe(1_500);
    expect(shippingGrams(2.5, 'L', 2)).toBe(5_000);
    expect(shippingGrams(1, 'bottle', 2)).toBe(2_000);
  });
  it('counts lead time and transit days on the Beijing calendar', () => {
    expect(deliveredBy(new Date('2026-11-28T17:00:00Z'), 0, 3)).toBe('2026-12-02');
    expect(deliveredBy(new Date('2026-11-28T10:00:00Z'), 7, 3)).toBe('2026-12-08');
  });
});

describe('FreightRulesSchema', () => {
  it('needs “其他地区” last, and each province in one zone only', () => {
    const noRest = { ...rules, zones: rules.zones.slice(0, 2) };
    expect(FreightRulesSchema.safeParse(noRest).error?.issues[0]?.message).toBe('最后一个区域须为“其他地区”（不选省份）');
    const twice = { ...rules, zones: [rules.zones[0]!, { ...rules.zones[1]!, provinces: ['31'] }, rules.zones[2]!] };
    expect(FreightRulesSchema.safeParse(twice).error?.issues[0]?.message).toBe('省份 31 已在区域“江浙沪”中');
  });
});
