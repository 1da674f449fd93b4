import { describe, expect, it } from 'vitest';
import { chinaDayStart, chinaToday, isChinaDay } from './china-day';

describe('China days', () => {
  it('starts a day at midnight Beijing time, 16:00 UTC the day before', () => {
    expect(chinaDayStart('2026-11-23')).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaDayStart('2026-11-23', 1)).toBe('2026-11-23T16:00:00.000Z');
    expect(chinaDayStart('2026-12-31', 1)).toBe('2026-12-31T16:00:00.000Z');
  });

  it('tells the Beijing date, which turns at 16:00 UTC', () => {
    expect(chinaToday(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(chinaToday(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });

  it('accepts only real calendar days as YYYY-MM-DD', () => {
    expect(isChinaDay('2026-02-28')).toBe(true);
    expect(isChinaDay('2026-13-01')).toBe(false);
    expect(isChinaDay('2026-02-30')).toBe(false);
    expect(isChinaDay('2026-2-1')).toBe(false);
    expect(isChinaDay('yesterday')).toBe(false);
  });
});
