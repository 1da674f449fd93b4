import { describe, expect, it } from 'vitest';
import { purityPercentOf } from './purity';

describe('purityPercentOf', () => {
  it('reads the percentage a seller wrote', () => {
    expect(purityPercentOf('98%')).toBe(98);
    expect(purityPercentOf('≥99.5%')).toBe(99.5);
    expect(purityPercentOf('>= 99 %')).toBe(99);
  });

  it('has no percentage for grades or impossible values', () => {
    expect(purityPercentOf('AR')).toBeNull();
    expect(purityPercentOf('120%')).toBeNull();
    expect(purityPercentOf('98')).toBeNull();
  });
});
