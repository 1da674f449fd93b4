import { describe, expect, it } from 'vitest';
import { isValidCreditCode } from './credit-code';

describe('unified social credit codes', () => {
  it('accept codes whose check character is right', () => {
    // Published codes of well-known companies.
    for (const code of ['91350100M000100Y43', '91440300708461136T']) {
      expect(isValidCreditCode(code), code).toBe(true);
    }
    expect(isValidCreditCode('91350100m000100y43')).toBe(true);
  });

  it('reject a changed character, a wrong length or a letter outside the alphabet', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M0001O0Y43')).toBe(false);
  });
});
