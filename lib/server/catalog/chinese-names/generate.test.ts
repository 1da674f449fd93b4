import { describe, expect, it } from 'vitest';
import { withGeneratedNames } from './generate';

const base = { iupacName: null, synonyms: [], nameZhSource: null };

describe('withGeneratedNames', () => {
  it('names a substance the lists do not, marked as generated with the English name it came from', () => {
    const [salt] = withGeneratedNames([{ ...base, name: 'Sodium chloride', formula: 'ClNa', categorySlug: 'inorganic', nameZh: null }]);
    expect(salt!.nameZh).toBe('氯化钠');
    expect(salt!.nameZhSource).toContain('非名录名称');
    expect(salt!.nameZhSource).toContain('Sodium chloride');
  });

  it('names salts of carbon acids and carbon oxides among the organic goods by the inorganic rules', () => {
    const named = withGeneratedNames([
      { ...base, name: 'Sodium acetate', formula: 'C2H3NaO2', categorySlug: 'organic', nameZh: null },
      { ...base, name: 'Sodium 2-ethylhexanoate', formula: 'C8H15NaO2', categorySlug: 'organic', nameZh: null },
      { ...base, name: 'Carbon disulfide', formula: 'CS2', categorySlug: 'organic', nameZh: null },
      // Benzoate's 7 carbons once for zinc's two charges: the formula is of another compound.
      { ...base, name: 'Zinc benzoate', formula: 'C7H6O2Zn', categorySlug: 'organic', nameZh: null },
    ]);
    expect(named.map((s) => s.nameZh)).toEqual(['乙酸钠', '2-乙基己酸钠', '二硫化碳', null]);
    expect(named[0]!.nameZhSource).toContain('《无机化学命名原则》');
  });

  it('never replaces an official name', () => {
    const official = { ...base, name: 'Sodium chloride', formula: 'ClNa', categorySlug: 'inorganic', nameZh: '食盐', nameZhSource: '某名录 第 1 条' };
    expect(withGeneratedNames([official])[0]).toEqual(official);
  });

  it('publishes nothing from an unpublished family (chain aldehydes: 12 measured) or a name it cannot read', () => {
    const [aldehyde, unknown] = withGeneratedNames([
      { ...base, name: 'Hexanal', formula: 'C6H12O', categorySlug: 'organic', nameZh: null },
      { ...base, name: 'Aspirin', formula: 'C9H8O4', categorySlug: 'organic', nameZh: null },
    ]);
    expect(aldehyde!.nameZh).toBeNull();
    expect(unknown!.nameZh).toBeNull();
  });
});
