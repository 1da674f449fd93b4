import { describe, expect, it } from 'vitest';
import { daysBetween, packClassOf, priceHistory, type PriceChange } from './price-history';

const change = (over: Partial<PriceChange>): PriceChange => ({
  goodsId: 1,
  packSize: 500,
  unitCode: 'g',
  priceCents: 5_000,
  available: 1,
  recordedAt: '2026-11-01T02:00:00.000Z',
  ...over,
});

describe('packClassOf', () => {
  it('places packs by their size in grams or millilitres; counted units have no class', () => {
    expect(packClassOf(5, 'g')?.cls.key).toBe('g-10');
    expect(packClassOf(10, 'g')?.cls.key).toBe('g-10');
    expect(packClassOf(500, 'mg')?.cls.key).toBe('g-10');
    expect(packClassOf(1, 'kg')?.cls.key).toBe('g-1000');
    expect(packClassOf(25, 'kg')).toMatchObject({ cls: { key: 'g-max' }, baseSize: 25_000 });
    expect(packClassOf(2.5, 'L')?.cls.key).toBe('mL-max');
    expect(packClassOf(1, 'drum')).toBeNull();
  });
});

describe('priceHistory', () => {
  const since = new Date('2026-11-01T00:00:00.000Z');
  const now = new Date('2026-11-04T04:00:00.000Z');

  it('counts Beijing days from the start to today', () => {
    expect(daysBetween(since, now)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
  });

  it("follows each class's lowest price per gram, day by day, with gaps where nothing was on sale", () => {
    const series = priceHistory(
      [
        change({ goodsId: 1, packSize: 500, priceCents: 5_000 }), // 10 cents/g from day 1
        change({ goodsId: 2, packSize: 200, priceCents: 2_400, recordedAt: '2026-11-01T05:00:00.000Z' }), // 12 cents/g: not lower
        change({ goodsId: 1, packSize: 500, priceCents: 4_000, recordedAt: '2026-11-02T03:00:00.000Z' }), // 8 cents/g on day 2
        change({ goodsId: 1, packSize: 500, priceCents: 4_000, available: 0, recordedAt: '2026-11-03T03:00:00.000Z' }), // sold out on day 3: goods 2 is lowest
        change({ goodsId: 2, packSize: 200, priceCents: 2_400, available: 0, recordedAt: '2026-11-04T01:00:00.000Z' }), // nothing left on day 4
        change({ goodsId: 3, packSize: 5, priceCents: 3_000, recordedAt: '2026-11-02T03:00:00.000Z' }), // 600 cents/g, small packs
      ],
      since,
      now,
    );
    expect(series.map((s) => s.key)).toEqual(['g-10', 'g-1000']);
    expect(series[1]!.points.map((p) => p.centsPerUnit)).toEqual([10, 8, 12, null]);
    expect(series[0]!.points.map((p) => p.centsPerUnit)).toEqual([null, 600, 600, 600]);
  });
});
