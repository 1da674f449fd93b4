import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { bitCount, fpWords } from './fingerprint';

/** Morgan (ECFP4-like) settings of every similarity fingerprint, ours and the cartridge's. */
export const MORGAN = { radius: 2, nBits: 2048 } as const;

/** What the structure index keeps of one substance, computed once by RDKit and stored. */
export type StructureRecord = {
  canonicalSmiles: string;
  heavyAtoms: number;
  patternFp: Uint8Array;
  morganFp: Uint8Array;
  morganBits: number;
  /** RDKit's binary molecule: reading it back is several times faster than parsing SMILES. */
  pickle: Uint8Array;
};

/**
 * Catalog molecules larger than this stay out of the index. RDKit's
 * WebAssembly build overruns its memory on a 1,000-character SMILES (parser)
 * or a 600-atom molecule (Morgan fingerprint) and is unusable afterwards, so
 * the worker would fail every later request.
 */
const MAX_RECORD_SMILES = 800;
const MAX_RECORD_ATOMS = 400;

/** The record of one SMILES, or null when RDKit cannot read it (or it is too large to index). */
export function describeStructure(RDKit: RDKitModule, smiles: string): StructureRecord | null {
  if (smiles.length > MAX_RECORD_SMILES) return null;
  const mol = RDKit.get_mol(smiles);
  if (!mol) return null;
  try {
    if (!mol.is_valid() || mol.get_num_atoms() === 0 || mol.get_num_atoms() > MAX_RECORD_ATOMS) return null;
    const morganFp = Uint8Array.from(mol.get_morgan_fp_as_uint8array(JSON.stringify(MORGAN)) as Uint8Array);
    return {
      canonicalSmiles: mol.get_smiles(),
      heavyAtoms: mol.get_num_atoms(true),
      patternFp: Uint8Array.from(mol.get_pattern_fp_as_uint8array() as Uint8Array),
      morganFp,
      morganBits: bitCount(fpWords(morganFp)),
      pickle: Uint8Array.from(mol.get_as_uint8array() as Uint8Array),
    };
  } finally {
    mol.delete();
  }
}
