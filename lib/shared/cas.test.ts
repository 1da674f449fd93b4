import { describe, expect, it } from 'vitest';
import { isValidCas, normalizeCas } from './cas';

describe('normalizeCas', () => {
  it('accepts real CAS numbers written with dashes', () => {
    expect(normalizeCas('64-17-5')).toBe('64-17-5'); // ethanol
    expect(normalizeCas('50-78-2')).toBe('50-78-2'); // aspirin
    expect(normalizeCas('7732-18-5')).toBe('7732-18-5'); // water
    expect(normalizeCas(' 1333-74-0 ')).toBe('1333-74-0');
  });

  it('accepts the same numbers without dashes and adds them back', () => {
    expect(normalizeCas('50782')).toBe('50-78-2');
    expect(normalizeCas('7732185')).toBe('7732-18-5');
  });

  it('rejects a wrong check digit', () => {
    expect(normalizeCas('64-17-6')).toBeNull();
    expect(normalizeCas('50783')).toBeNull();
  });

  it('rejects text that is not shaped like a CAS number', () => {
    for (const text of ['', 'ethanol', '64-17', '6-17-5', '64-175-5', '12345678901', '64--17-5']) {
      expect(isValidCas(text), text).toBe(false);
    }
  });
});
