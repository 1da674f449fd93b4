import initRDKitModule from '@rdkit/rdkit';
import { describe, expect, it } from 'vitest';
import { describeStructure } from './record';

describe('a structure record', () => {
  it('holds the canonical SMILES, size and both fingerprints', async () => {
    const record = describeStructure(await initRDKitModule(), 'OC(=O)c1ccccc1OC(C)=O');
    expect(record?.canonicalSmiles).toBe('CC(=O)Oc1ccccc1C(=O)O');
    expect(record?.heavyAtoms).toBe(13);
    expect(record?.patternFp.length).toBe(256);
    expect(record?.morganBits).toBeGreaterThan(10);
  });

  it('leaves out molecules too large for RDKit, which keeps working for the next one', async () => {
    const RDKit = await initRDKitModule();
    expect(describeStructure(RDKit, 'C'.repeat(1200))).toBeNull(); // would crash the parser
    expect(describeStructure(RDKit, 'C'.repeat(450))).toBeNull(); // over the atom limit
    expect(describeStructure(RDKit, 'not a smiles')).toBeNull();
    expect(describeStructure(RDKit, 'CCO')?.canonicalSmiles).toBe('CCO');
  });
});
