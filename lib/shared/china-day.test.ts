import { describe, expect, it } from 'vitest';
import { chinaDayStart, chinaToday } from './china-day';

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
});
