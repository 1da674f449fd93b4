import { describe, expect, it } from 'vitest';
import { parseKeyword, readPurityFilter } from './query';

describe('parseKeyword reads every meaning a search box input can have', () => {
  it('reads a CAS number with or without dashes, checking its check digit', () => {
    expect(parseKeyword('50-78-2').cas).toBe('50-78-2');
    expect(parseKeyword('50782').cas).toBe('50-78-2');
    expect(parseKeyword('50-78-3').cas).toBeNull();
  });

  it('reads an InChIKey in either case', () => {
    expect(parseKeyword('bsynrymutxbxsq-uhfffaoysa-n').inchikey).toBe('BSYNRYMUTXBXSQ-UHFFFAOYSA-N');
    expect(parseKeyword('aspirin').inchikey).toBeNull();
  });

  it('reads a formula in any element order and answers it in Hill order', () => {
    expect(parseKeyword('C9H8O4').formula).toBe('C9H8O4');
    expect(parseKeyword('H2SO4').formula).toBe('H2O4S');
    expect(parseKeyword('aspirin').formula).toBeNull();
  });

  it('keeps the words of a several-word query for any-order matching', () => {
    expect(parseKeyword('Acid  Acetylsalicylic').words).toEqual(['acetylsalicylic', 'acid']);
    // The longest three words carry the match; short common ones are left out.
    expect(parseKeyword('[2-[(Benzyl)oxy]pyridin-3-yl]boronic acid').words).toEqual(['boronic', 'pyridin', 'benzyl']);
    expect(parseKeyword('aspirin').words).toEqual([]);
    expect(parseKeyword('Aspirin').term).toBe('aspirin');
  });
});

describe('purity filter', () => {
  it('reads a filter as a minimum percentage or a grade', () => {
    expect(readPurityFilter('99')).toEqual({ kind: 'percent', atLeast: 99 });
    expect(readPurityFilter('ar')).toEqual({ kind: 'grade', grade: 'AR' });
    expect(readPurityFilter(undefined)).toBeNull();
  });
});
