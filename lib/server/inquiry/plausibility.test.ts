import { describe, expect, it } from 'vitest';
import { packsCovering } from '@/lib/shared/units';
import { judgePrice, unitMismatch, yuanPerBase } from './plausibility';

const g = { code: 'g', name: '克', kind: 'mass' } as const;
const kg = { code: 'kg', name: '千克', kind: 'mass' } as const;
const mL = { code: 'mL', name: '毫升', kind: 'volume' } as const;
const L = { code: 'L', name: '升', kind: 'volume' } as const;
const bottle = { code: 'bottle', name: '瓶', kind: 'count' } as const;

describe('unitMismatch', () => {
  it('lets a pack in any unit of the same kind answer a line', () => {
    expect(unitMismatch(kg, g)).toBeNull();
    expect(unitMismatch(L, mL)).toBeNull();
    expect(unitMismatch(bottle, bottle)).toBeNull();
  });
  it('refuses mass for volume and counted units for anything else, saying which units would do', () => {
    expect(unitMismatch(L, g)).toMatch(/询价按体积（L），报价按质量（g）：没有密度无法换算，请用 mL、L 报价/);
    expect(unitMismatch(g, mL)).toMatch(/请用 mg、g、kg 报价/);
    expect(unitMismatch(g, bottle)).toMatch(/报价单位“瓶”无法换算/);
    expect(unitMismatch(bottle, g)).toMatch(/请按“瓶”报价/);
  });
});

describe('packsCovering', () => {
  it('rounds up to whole packs across units', () => {
    expect(packsCovering(1, 'kg', 500, 'g')).toBe(2);
    expect(packsCovering(2, 'L', 500, 'mL')).toBe(4);
    expect(packsCovering(1.2, 'kg', 500, 'g')).toBe(3);
    expect(packsCovering(0.3, 'L', 100, 'mL')).toBe(3);
    expect(packsCovering(100, 'g', 2.5, 'kg')).toBe(1);
    expect(packsCovering(5, 'bottle', 2, 'bottle')).toBe(3);
  });
  it('answers null when the units do not convert', () => {
    expect(packsCovering(1, 'kg', 500, 'mL')).toBeNull();
    expect(packsCovering(1, 'bottle', 500, 'g')).toBeNull();
  });
});

describe('judgePrice', () => {
  const ethanol = [
    { priceCents: 5_000, packSize: 500, unitCode: 'mL' },
    { priceCents: 9_000, packSize: 1, unitCode: 'L' },
    { priceCents: 3_000, packSize: 250, unitCode: 'mL' },
    { priceCents: 100, packSize: 1, unitCode: 'g' },
  ];
  it('accepts a price near what the substance sells for, and bulk packs within the band', () => {
    expect(judgePrice(5_500, 500, 'mL', ethanol)).toEqual({ ok: true });
    expect(judgePrice(200_000, 25, 'L', ethanol)).toEqual({ ok: true });
  });
  it('flags 500 L for ¥44 (the unit left at L) against the median, saying by how much and what to do', () => {
    const verdict = judgePrice(4_400, 500, 'L', ethanol);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.median).toBe(10);
    expect(verdict.message).toBe('报价折合 ¥0.000088/mL，远低于本站在售价格（中位 ¥0.10/mL）：请核对包装规格和单位；确认无误请勾选“价格已核对”后再提交');
  });
  it('flags a price far above the median too', () => {
    const verdict = judgePrice(5_000, 1, 'mL', ethanol);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toMatch(/远高于本站在售价格/);
  });
  it('with fewer than three offers in the same base unit only the wide band applies', () => {
    expect(judgePrice(4_400, 500, 'g', ethanol)).toEqual({ ok: true });
    const verdict = judgePrice(4_400, 500, 'L', []);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toMatch(/远低于常见试剂的价格/);
  });
  it('does not judge counted units', () => {
    expect(judgePrice(1, 1, 'bottle', ethanol)).toEqual({ ok: true });
  });
});

describe('yuanPerBase', () => {
  it('shows small prices with their significant digits', () => {
    expect(yuanPerBase(1250, 'g')).toBe('¥12.50/g');
    expect(yuanPerBase(10, 'mL')).toBe('¥0.10/mL');
    expect(yuanPerBase(0.0088, 'mL')).toBe('¥0.000088/mL');
  });
});
