import initRDKitModule from '@rdkit/rdkit';
import { describe, expect, it } from 'vitest';
import { FEATURE_ISOTOPE, FEATURE_NEGATIVE, FEATURE_POSITIVE, requiredFeatures, smilesFeatures } from './features';

describe('structure features read off canonical SMILES', () => {
  it('sees charges and isotope labels only inside bracket atoms', () => {
    expect(smilesFeatures('CC(=O)O')).toBe(0);
    expect(smilesFeatures('c1ccc(-c2ccccc2)cc1')).toBe(0); // a bond dash is not a charge
    expect(smilesFeatures('CC(=O)[O-].[Na+]')).toBe(FEATURE_POSITIVE | FEATURE_NEGATIVE);
    expect(smilesFeatures('C[N+](C)(C)C')).toBe(FEATURE_POSITIVE);
    expect(smilesFeatures('[Fe+2]')).toBe(FEATURE_POSITIVE);
    expect(smilesFeatures('[2H]C([2H])([2H])O')).toBe(FEATURE_ISOTOPE);
    expect(smilesFeatures('[13CH3][O-]')).toBe(FEATURE_ISOTOPE | FEATURE_NEGATIVE);
    expect(smilesFeatures('C[C@@H](N)C(=O)O')).toBe(0);
    expect(smilesFeatures('[CH3:12]C')).toBe(0); // an atom map number is not an isotope
  });

  it('asks them of hits only for plain SMILES queries', () => {
    expect(requiredFeatures({ kind: 'smiles', canonicalSmiles: 'O=C[O-]' })).toBe(FEATURE_NEGATIVE);
    expect(requiredFeatures({ kind: 'smarts', canonicalSmiles: null })).toBe(0);
    expect(requiredFeatures({ kind: 'molfile', canonicalSmiles: 'O=C[O-]' })).toBe(0);
  });

  it('rests on how RDKit matches: a charged or labelled query atom needs the same on the molecule, a plain one takes any', async () => {
    const RDKit = await initRDKitModule();
    const matches = (molecule: string, query: string) => {
      const mol = RDKit.get_mol(molecule);
      const q = RDKit.get_mol(query, JSON.stringify({ mergeQueryHs: true }));
      try {
        return mol!.get_substruct_match(q!) !== '{}';
      } finally {
        mol!.delete();
        q!.delete();
      }
    };
    expect(matches('CC(=O)O', 'C(=O)[O-]')).toBe(false);
    expect(matches('CC(=O)[O-]', 'C(=O)[O-]')).toBe(true);
    expect(matches('CC(=O)[O-]', 'C(=O)O')).toBe(true);
    expect(matches('CN(C)C', 'C[N+](C)(C)C')).toBe(false);
    expect(matches('CO', '[13CH3]O')).toBe(false);
    expect(matches('[13CH3]O', 'CO')).toBe(true);
  });
});
