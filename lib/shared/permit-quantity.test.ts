import { describe, expect, it } from 'vitest';
import { formatPermitQuantity, inPermitBase } from './permit-quantity';

describe('inPermitBase', () => {
  it('converts within a measure', () => {
    expect(inPermitBase(2.5, 'kg', 'g', null)).toBe(2500);
    expect(inPermitBase(500, 'mL', 'mL', null)).toBe(500);
    expect(inPermitBase(1, 't', 'g', null)).toBe(1_000_000);
  });

  it('converts litres to grams and back by density, and refuses without one or for counted units', () => {
    expect(inPermitBase(1, 'L', 'g', 1.84)).toBeCloseTo(1840);
    expect(inPermitBase(1840, 'g', 'mL', 1.84)).toBeCloseTo(1000);
    expect(inPermitBase(1, 'L', 'g', null)).toBeNull();
    expect(inPermitBase(2, 'bottle', 'g', 1)).toBeNull();
  });
});

describe('formatPermitQuantity', () => {
  it('writes amounts as permits do', () => {
    expect(formatPermitQuantity(1500, 'g')).toBe('1.5 kg');
    expect(formatPermitQuantity(2_000_000, 'g')).toBe('2 t');
    expect(formatPermitQuantity(800, 'mL')).toBe('800 mL');
    expect(formatPermitQuantity(2500, 'mL')).toBe('2.5 L');
  });
});
