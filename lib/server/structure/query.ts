import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';

export type StructureQueryKind = 'molfile' | 'smiles' | 'smarts';

/**
 * A query as every engine needs it: the text RDKit parses it from (so a
 * worker or the cartridge can parse it again), how to parse it, and whether
 * stereo must match.
 */
export type StructureQuery = {
  kind: StructureQueryKind;
  text: string;
  /** Tetrahedral or double-bond stereo is drawn: a hit must have the same. */
  chiral: boolean;
  /** Canonical SMILES of a plain molecule (null for queries with wildcards or SMARTS). */
  canonicalSmiles: string | null;
  /** Standard InChIKey of a plain molecule, for exact search. */
  inchikey: string | null;
  /** Query atoms or bonds beyond plain chemistry (wildcards, atom lists, SMARTS). */
  hasQueryFeatures: boolean;
  /** RDKit's SMARTS for the query: how a query with query features reaches the cartridge. */
  smarts: string;
};

const MOLFILE_END = /^M {2}END\s*$/m;
/** A SMILES or SMARTS never holds whitespace or these; longer than this is not a drawn query. */
const MAX_LINE_QUERY = 2000;

export function looksLikeMolfile(text: string): boolean {
  return MOLFILE_END.test(text) && text.includes('\n');
}

/**
 * Parse what a user drew or pasted. A molfile keeps its query atoms (Ketcher's
 * "A", "Q", atom lists); a SMILES is read as a molecule, except that a `*`
 * in it means "any atom", so a SMILES with wildcards is read as SMARTS, as
 * is anything that is only valid SMARTS.
 */
export function parseStructureQuery(RDKit: RDKitModule, input: string): { query: StructureQuery; mol: Mol } | null {
  const text = looksLikeMolfile(input) ? input.replace(/\r\n?/g, '\n') : input.trim();
  if (text === '') return null;
  if (looksLikeMolfile(text)) return fromMol(RDKit, 'molfile', text, RDKit.get_mol(text, JSON.stringify({ mergeQueryHs: true })));
  if (text.length > MAX_LINE_QUERY || /\s/.test(text)) return null;
  const mol = RDKit.get_mol(text);
  if (mol && !hasDummyAtom(mol)) return fromMol(RDKit, 'smiles', text, mol);
  mol?.delete();
  return fromMol(RDKit, 'smarts', text, RDKit.get_qmol(text));
}

/** The molecule a worker or the engine reads the query back into. */
export function readQueryMol(RDKit: RDKitModule, query: Pick<StructureQuery, 'kind' | 'text'>): Mol | null {
  if (query.kind === 'smarts') return RDKit.get_qmol(query.text);
  return RDKit.get_mol(query.text, JSON.stringify({ mergeQueryHs: true }));
}

/** Substructure match options RDKit and the cartridge both honour. */
export function matchDetails(query: Pick<StructureQuery, 'chiral'>): string {
  return JSON.stringify({ useChirality: query.chiral });
}

function hasDummyAtom(mol: Mol): boolean {
  const json = JSON.parse(mol.get_json()) as { molecules?: { atoms?: { z?: number }[] }[] };
  return (json.molecules?.[0]?.atoms ?? []).some((atom) => atom.z === 0);
}

function fromMol(RDKit: RDKitModule, kind: StructureQueryKind, text: string, mol: Mol | null): { query: StructureQuery; mol: Mol } | null {
  if (!mol) return null;
  if (!mol.is_valid() || mol.get_num_atoms() === 0) {
    mol.delete();
    return null;
  }
  const hasQueryFeatures = kind === 'smarts' || hasDummyAtom(mol);
  const canonicalSmiles = hasQueryFeatures ? null : mol.get_smiles();
  const chiral = /[@/\\]/.test(canonicalSmiles ?? mol.get_smarts());
  return {
    mol,
    query: { kind, text, chiral, canonicalSmiles, inchikey: canonicalSmiles ? inchikeyOf(RDKit, mol) : null, hasQueryFeatures, smarts: mol.get_smarts() },
  };
}

function inchikeyOf(RDKit: RDKitModule, mol: Mol): string | null {
  const inchi = mol.get_inchi();
  if (!inchi) return null;
  const key = RDKit.get_inchikey_for_inchi(inchi);
  return /^[A-Z]{14}-[A-Z]{10}-[A-Z]$/.test(key) ? key : null;
}
