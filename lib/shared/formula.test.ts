import { describe, expect, it } from 'vitest';
import { normalizeFormula } from './formula';

describe('normalizeFormula writes a typed formula in Hill order', () => {
  it.each([
    ['C9H8O4', 'C9H8O4'],
    ['H8C9O4', 'C9H8O4'],
    ['C2H5OH', 'C2H6O'],
    ['CH3COOH', 'C2H4O2'],
    ['(CH3)2CO', 'C3H6O'],
    ['H2SO4', 'H2O4S'],
    ['NaCl', 'ClNa'],
    ['HCl', 'ClH'],
    ['H2O', 'H2O'],
    ['CuSO4·5H2O', 'CuH10O9S'],
    ['CuSO4.5H2O', 'CuH10O9S'],
    ['Ca(OH)2', 'CaH2O2'],
    ['CCl4', 'CCl4'],
    [' C6H6 ', 'C6H6'],
  ])('%s → %s', (typed, hill) => {
    expect(normalizeFormula(typed)).toBe(hill);
  });

  it.each(['aspirin', 'ethanol', 'Xy2', 'C0', 'C6H6)', '(C6H6', '50-78-2', '', 'c9h8o4', 'C9 H8 O4 x'])('rejects %j', (text) => {
    expect(normalizeFormula(text)).toBeNull();
  });
});
