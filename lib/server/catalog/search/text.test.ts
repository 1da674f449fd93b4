import { describe, expect, it } from 'vitest';
import { escapeGlob, escapeLike, isCorrectable, normalizeTerm, variantsOf, withinOneEdit, wordsOf } from './text';

describe('search text normalization', () => {
  it('folds case, width and spacing the same way for index and query', () => {
    expect(normalizeTerm('  Acetylsalicylic   ACID ')).toBe('acetylsalicylic acid');
    expect(normalizeTerm('ＡＳＰＩＲＩＮ')).toBe('aspirin');
  });

  it('splits words at anything that is not a letter or digit', () => {
    expect(wordsOf('2-(acetyloxy)benzoic acid')).toEqual(['2', 'acetyloxy', 'benzoic', 'acid']);
    expect(wordsOf('n,n-dimethylformamide')).toEqual(['n', 'n', 'dimethylformamide']);
  });

  it('corrects only words of five or more letters', () => {
    expect(isCorrectable('asprin')).toBe(true);
    expect(isCorrectable('acid')).toBe(false);
    expect(isCorrectable('4-oxo')).toBe(false);
  });

  it('lists the word and its one-letter deletions as typo-index keys', () => {
    expect(variantsOf('acid').sort()).toEqual(['acd', 'aci', 'acid', 'aid', 'cid']);
  });
});

describe('withinOneEdit (Damerau–Levenshtein ≤ 1)', () => {
  it.each([
    ['asprin', 'aspirin'],
    ['aspirinn', 'aspirin'],
    ['aspirim', 'aspirin'],
    ['apsirin', 'aspirin'],
    ['aspirin', 'aspirin'],
  ])('%s ~ %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['asprn', 'aspirin'],
    ['abcd', 'bcda'],
    ['benzene', 'toluene'],
    ['aspirin', 'aspiriinn'],
  ])('%s is further than one edit from %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});

describe('pattern escaping', () => {
  it('makes GLOB and LIKE wildcards literal', () => {
    expect(escapeGlob('benzo[a]pyrene*?')).toBe('benzo[[]a]pyrene[*][?]');
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
