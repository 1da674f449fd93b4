import { describe, expect, it } from 'vitest';
import { centsToYuanText, MAX_AMOUNT_CENTS, parseOptionalYuanToCents, parseYuanToCents } from './money';

const cents = (text: string) => {
  const parsed = parseYuanToCents(text);
  return parsed.ok ? parsed.cents : parsed.message;
};

describe('parseYuanToCents', () => {
  it('reads yuan text as integer cents, without floating-point drift', () => {
    expect(cents('12.34')).toBe(1234);
    expect(cents('0.01')).toBe(1);
    expect(cents('100')).toBe(10000);
    expect(cents('99.5')).toBe(9950);
    expect(cents('1.10')).toBe(110);
    // 0.29 * 100 is 28.999999999999996 in floating point; the parser never multiplies a float.
    expect(cents('0.29')).toBe(29);
    expect(cents(' ¥1,234.56 ')).toBe(123456);
    expect(cents('10000000')).toBe(MAX_AMOUNT_CENTS);
  });

  it('refuses a third decimal instead of rounding money', () => {
    expect(cents('12.345')).toBe('金额最多两位小数（精确到分）');
  });

  it('refuses zero, negatives and text', () => {
    expect(cents('0')).toBe('金额必须大于 0');
    expect(cents('0.00')).toBe('金额必须大于 0');
    expect(cents('-5')).toBe('金额必须大于 0');
    expect(cents('')).toBe('请填写金额');
    expect(cents('abc')).toMatch(/只能是数字/);
    expect(cents('1e5')).toMatch(/只能是数字/);
    expect(cents('12.3.4')).toMatch(/只能是数字/);
  });

  it('refuses absurdly large amounts', () => {
    expect(cents('10000000.01')).toMatch(/不能超过/);
    expect(cents('99999999999999999999')).toMatch(/不能超过/);
  });
});

describe('centsToYuanText', () => {
  it('gives back editable yuan text', () => {
    expect(centsToYuanText(1234)).toBe('12.34');
    expect(centsToYuanText(5)).toBe('0.05');
    expect(centsToYuanText(-250)).toBe('-2.50');
  });
});

describe('parseOptionalYuanToCents', () => {
  const optional = (text: string) => {
    const parsed = parseOptionalYuanToCents(text);
    return parsed.ok ? parsed.cents : parsed.message;
  };

  it('reads empty and every way of writing zero as no amount (the cashier’s deposit share)', () => {
    for (const zero of ['', '  ', '0', '0.0', '0.00', '00', '¥0.00', ' 0. ']) expect(optional(zero)).toBe(0);
  });

  it('reads other amounts and refuses what parseYuanToCents refuses', () => {
    expect(optional('12.34')).toBe(1234);
    expect(optional('abc')).toBe('金额只能是数字，如 100 或 99.50');
    expect(optional('1.234')).toBe('金额最多两位小数（精确到分）');
    expect(optional('-1')).toBe('金额必须大于 0');
  });
});
