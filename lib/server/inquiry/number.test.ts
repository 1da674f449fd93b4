import { describe, expect, it } from 'vitest';
import { inquiryNumber } from './number';

describe('inquiryNumber', () => {
  it('is XJ, the China date and the zero-padded id', () => {
    expect(inquiryNumber(123, '2025-03-01T02:00:00.000Z')).toBe('XJ20250301000123');
  });

  it('takes the date in China time: 17:00 UTC is already the next day', () => {
    expect(inquiryNumber(7, '2025-03-01T16:30:00.000Z')).toBe('XJ20250302000007');
  });

  it('keeps long ids whole', () => {
    expect(inquiryNumber(12345678, '2025-12-31T00:00:00.000Z')).toBe('XJ2025123112345678');
  });
});
