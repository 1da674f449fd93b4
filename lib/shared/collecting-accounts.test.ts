import { describe, expect, it } from 'vitest';
import { accountNumberProblem, groupDigits, maskAccountNumber, passesLuhn } from './collecting-accounts';

// 6222 0202 0000 1234 5 style test numbers: a UnionPay-like prefix with a correct Luhn digit.
const VALID_CARD = '6222020200001234562';

describe('Luhn', () => {
  it('accepts numbers whose check digit is right and refuses a one-digit typo or a swap', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn(VALID_CARD)).toBe(true);
    expect(passesLuhn('6222020200001234567')).toBe(false);
    expect(passesLuhn('6222020200001243566')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('account numbers by type', () => {
  it('personal debit cards: 16–19 digits with a Luhn check; spaces and dashes ignored', () => {
    expect(accountNumberProblem('personal', '6222 0202 0000 1234 562')).toBeNull();
    expect(accountNumberProblem('personal', '6222-0202-0000-1234-567')).toMatch(/校验不通过/);
    expect(accountNumberProblem('personal', '622202020000123')).toMatch(/16–19 位/);
    expect(accountNumberProblem('personal', '62220202000012345620')).toMatch(/16–19 位/);
    expect(accountNumberProblem('personal', '6222O2020000123456')).toMatch(/只能包含数字/);
    expect(accountNumberProblem('personal', '  ')).toMatch(/请填写/);
  });

  it('corporate settlement accounts: 8–30 digits, no check digit', () => {
    expect(accountNumberProblem('corporate', '31001234567890123')).toBeNull();
    expect(accountNumberProblem('corporate', '1234567')).toMatch(/8–30 位/);
    expect(accountNumberProblem('corporate', '1'.repeat(31))).toMatch(/8–30 位/);
    expect(accountNumberProblem('corporate', '3100abc')).toMatch(/只能包含数字/);
  });
});

describe('masking', () => {
  it('shows the first and last four digits of a card, only the last four of a short number', () => {
    expect(maskAccountNumber(VALID_CARD)).toBe('6222 **** **** 4562');
    expect(maskAccountNumber('12345678')).toBe('**** 5678');
    expect(groupDigits(VALID_CARD)).toBe('6222 0202 0000 1234 562');
  });
});
