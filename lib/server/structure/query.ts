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
/**
 * Query size limits. RDKit's WebAssembly build overruns its memory on large
 * molecules (a 600-atom chain in the Morgan fingerprint, a 1,000-character
 * SMILES in the parser) and is unusable afterwards, so nothing larger reaches
 * it; no drawn query comes near.
 */
export const MAX_QUERY_ATOMS = 250;
export const MAX_LINE_QUERY = 400;

export function looksLikeMolfile(text: string): boolean {
  return MOLFILE_END.test(text) && text.includes('\n');
}

/** Checked before RDKit sees the text: a SMILES/SMARTS's length, or the atom count a molfile declares. */
export function exceedsQuerySize(input: string): boolean {
  if (!looksLikeMolfile(input)) return input.trim().length > MAX_LINE_QUERY;
  const lines = input.replace(/\r\n?/g, '\n').split('\n');
  const v3000 = /^M {2}V30 COUNTS (\d+)/m.exec(input);
  const declared = v3000 ? Number(v3000[1]) : Number((lines[3] ?? '').slice(0, 3));
  return Number.isFinite(declared) && declared > MAX_QUERY_ATOMS;
}

/**
 * Parse what a user drew or pasted (callers check `exceedsQuerySize` first).
 * A molfile keeps its query atoms (Ketcher's "A", "Q", atom lists); a SMILES
 * is read as a molecule, except that a `*` in it means "any atom", so a
 * SMILES with wildcards is read as SMARTS, as is anything that is only valid
 * SMARTS. For a substructure (`fragment`), a SMILES whose bracket atoms lack
 * bonds (`[N+](=O)[O-]`, `[Cl]`, `[#6]`) is read as SMARTS too: as a molecule
 * those atoms are radicals and would match only radicals, never what a chemist
 * typing a fragment means.
 */
export function parseStructureQuery(RDKit: RDKitModule, input: string, options: { fragment: boolean }): { query: StructureQuery; mol: Mol } | null {
  const text = looksLikeMolfile(input) ? input.replace(/\r\n?/g, '\n') : input.trim();
  if (text === '') return null;
  if (looksLikeMolfile(text)) return fromMol(RDKit, 'molfile', text, RDKit.get_mol(text, JSON.stringify({ mergeQueryHs: true })));
  if (/\s/.test(text)) return null;
  const mol = RDKit.get_mol(text);
  if (mol) {
    const atoms = atomsOf(mol);
    const anyAtom = atoms.some((atom) => atom.z === 0);
    const radical = options.fragment && atoms.some((atom) => (atom.nRad ?? 0) > 0);
    if (!anyAtom && !radical) return fromMol(RDKit, 'smiles', text, mol);
  }
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

/** Atoms as RDKit's JSON gives them: omitted fields take the defaults (z 6, no radical). */
function atomsOf(mol: Mol): { z: number; nRad?: number }[] {
  const json = JSON.parse(mol.get_json()) as { molecules?: { atoms?: { z?: number; nRad?: number }[] }[] };
  return (json.molecules?.[0]?.atoms ?? []).map((atom) => ({ z: atom.z ?? 6, nRad: atom.nRad }));
}

function hasDummyAtom(mol: Mol): boolean {
  return atomsOf(mol).some((atom) => atom.z === 0);
}

function fromMol(RDKit: RDKitModule, kind: StructureQueryKind, text: string, mol: Mol | null): { query: StructureQuery; mol: Mol } | null {
  if (!mol) return null;
  if (!mol.is_valid() || mol.get_num_atoms() === 0 || mol.get_num_atoms() > MAX_QUERY_ATOMS) {
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
