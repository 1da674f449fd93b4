import { describe, expect, it } from 'vitest';
import { isValidResidentId, maskResidentId, residentIdCheckCharacter } from './resident-id';

describe('resident identity numbers (GB 11643, ISO 7064 MOD 11-2)', () => {
  it('accepts numbers whose check character is right, X included', () => {
    // The standard's own example: 11010519491231002X.
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId('11010519491231002x')).toBe(true);
    expect(isValidResidentId('440524188001010014')).toBe(true);
    expect(residentIdCheckCharacter('11010519491231002')).toBe('X');
  });

  it('refuses a wrong check character', () => {
    expect(isValidResidentId('110105194912310021')).toBe(false);
    expect(isValidResidentId('440524188001010015')).toBe(false);
    expect(isValidResidentId('44052418800101001X')).toBe(false);
  });

  it('refuses a wrong length, letters elsewhere, and impossible birth dates', () => {
    expect(isValidResidentId('11010519491231002')).toBe(false);
    expect(isValidResidentId('11010519491231002X1')).toBe(false);
    expect(isValidResidentId('110105491231002')).toBe(false);
    expect(isValidResidentId('X10105194912310021')).toBe(false);
    const feb30 = `11010519490230002`;
    expect(isValidResidentId(feb30 + residentIdCheckCharacter(feb30))).toBe(false);
    const future = `11010530000101002`;
    expect(isValidResidentId(future + residentIdCheckCharacter(future))).toBe(false);
  });

  it('masks all but the first 3 and last 4 characters', () => {
    expect(maskResidentId('11010519491231002X')).toBe('110***********002X');
  });
});
