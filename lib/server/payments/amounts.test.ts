import { describe, expect, it } from 'vitest';
import { centsToYuanText, yuanTextToCents } from './amounts';

describe('provider amounts', () => {
  it('writes cents as yuan text exactly', () => {
    expect(centsToYuanText(8880)).toBe('88.80');
    expect(centsToYuanText(5)).toBe('0.05');
    expect(centsToYuanText(100_000_000_01)).toBe('100000000.01');
    expect(() => centsToYuanText(1.5)).toThrow();
  });

  it('reads yuan text to cents, refusing what is not an amount', () => {
    expect(yuanTextToCents('88.8')).toBe(8880);
    expect(yuanTextToCents('0.01')).toBe(1);
    expect(yuanTextToCents('12')).toBe(1200);
    for (const bad of ['1.005', '-1', '1e3', '', 'abc', undefined, 12]) expect(yuanTextToCents(bad)).toBeNull();
  });
});
