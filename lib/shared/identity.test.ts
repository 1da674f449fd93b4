import { describe, expect, it } from 'vitest';
import { EMAIL_RULE, maskPhone, normalizePhone, PASSWORD_RULE, USERNAME_RULE } from './identity';

describe('phone numbers', () => {
  it('accept mainland mobiles of 11 digits, with or without +86', () => {
    expect(normalizePhone('13812345678')).toBe('13812345678');
    expect(normalizePhone('+86 138-1234-5678')).toBe('13812345678');
    expect(normalizePhone('008613812345678')).toBe('13812345678');
  });

  it('accept E.164 numbers elsewhere', () => {
    expect(normalizePhone('+85291234567')).toBe('+85291234567');
    expect(normalizePhone('+14155550123')).toBe('+14155550123');
  });

  it('reject what is neither', () => {
    for (const bad of ['12812345678', '1381234567', '138123456789', '+8612812345678', '85291234567', '+0123456', 'abc']) {
      expect(normalizePhone(bad), bad).toBeNull();
    }
  });

  it('are masked for display', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
});

describe('passwords, usernames and emails', () => {
  it('need 8+ characters with letters and digits', () => {
    expect(PASSWORD_RULE.test('abcd1234')).toBe(true);
    expect(PASSWORD_RULE.test('abc1234')).toBe(false);
    expect(PASSWORD_RULE.test('abcdefgh')).toBe(false);
    expect(PASSWORD_RULE.test('12345678')).toBe(false);
  });

  it('usernames start with a letter and have 3–20 characters', () => {
    expect(USERNAME_RULE.test('wang_li')).toBe(true);
    expect(USERNAME_RULE.test('1wang')).toBe(false);
    expect(USERNAME_RULE.test('ab')).toBe(false);
  });

  it('emails look like emails', () => {
    expect(EMAIL_RULE.test('li@example.com')).toBe(true);
    expect(EMAIL_RULE.test('li@example')).toBe(false);
  });
});
