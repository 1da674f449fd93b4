import { describe, expect, it } from 'vitest';
import { addMonths, chinaLastMonth, chinaMonthStart, chinaThisMonth, isChinaMonth, monthLabel } from './china-month';

describe('Beijing months', () => {
  it('reads only real YYYY-MM months from 2000 on', () => {
    expect(isChinaMonth('2026-11')).toBe(true);
    expect(isChinaMonth('2026-1')).toBe(false);
    expect(isChinaMonth('2026-13')).toBe(false);
    expect(isChinaMonth('2026-00')).toBe(false);
    expect(isChinaMonth('1999-12')).toBe(false);
    expect(isChinaMonth('2026-11-01')).toBe(false);
  });

  it('starts a month at Beijing midnight (16:00 UTC the day before)', () => {
    expect(chinaMonthStart('2026-11')).toBe('2026-10-31T16:00:00.000Z');
    expect(chinaMonthStart('2027-01')).toBe('2026-12-31T16:00:00.000Z');
  });

  it('counts months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
  });

  it('knows this month and the last complete one in Beijing', () => {
    expect(chinaThisMonth(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11');
    expect(chinaThisMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(chinaLastMonth(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12');
    expect(monthLabel('2026-03')).toBe('2026年3月');
  });
});
