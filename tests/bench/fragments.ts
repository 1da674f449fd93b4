/**
 * Real molecules cut into fragments with one attachment point, for
 * `molecules.ts` to join. Sources (all in the repository, with licences):
 * the demo catalog (`data/chemicals`, named), the first 5k NCI open compounds
 * and 9,880 PubChemQC molecules (`data/molecules`).
 *
 * A fragment is kept as a "stub": a SMILES string that starts with the atom
 * that bonds to the other fragment, made by RDKit from a reaction SMARTS that
 * puts a dummy atom `*` there and a SMILES rooted at that dummy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { readDemoSubstances } from '@/lib/server/demo/substances';

export type SourceMolecule = { id: string; name: string; smiles: string };

/** acyl: R-C(=O)- of a carboxylic acid; amine: R-NH- / R2N- of a primary or secondary amine;
 *  oxy: R-O- of an alcohol or phenol; carbon: the R- that carried an alcohol's or phenol's OH. */
export type FragmentKind = 'acyl' | 'amine' | 'oxy' | 'carbon';

export type Fragment = { sourceId: string; name: string; named: boolean; stub: string };

/** Each kind's fragments, and the sub-list whose names are real substance names. */
export type FragmentPools = Record<FragmentKind, { all: Fragment[]; named: Fragment[] }>;

/** The reactions that mark an attachment point with `*` (first match of each molecule only). */
const CUTS: Record<FragmentKind, string> = {
  acyl: '[CX3:1](=[O:2])[OX2H1]>>[C:1](=[O:2])*',
  amine: '[NX3;H2,H1;!$(N[#6,#16,#15]=[#7,#8,#16]);!$(N[#7,#8,#16]);!$(N[a;!#6]):1]>>[N:1]*',
  oxy: '[OX2H1;$(O[CX4]),$(Oc):1]>>[O:1]*',
  carbon: '[#6;$([CX4]),$(c):1][OX2H1]>>[#6:1]*',
};

/** Elements the molecular-weight table knows (standard atomic weights, IUPAC 2021 abridged). */
export const ATOMIC_WEIGHTS: Record<string, number> = {
  H: 1.008, B: 10.81, C: 12.011, N: 14.007, O: 15.999, F: 18.998, Si: 28.085, P: 30.974,
  S: 32.06, Cl: 35.45, Se: 78.971, Br: 79.904, I: 126.904,
};

const MAX_FRAGMENT_HEAVY_ATOMS = 24;
const LEADING_DUMMY = /^(\*|\[\*[^\]]*\])-?/;
const FIRST_ATOM = /^(\[[^\]]+\]|Br|Cl|[BCNOPSFI]|[bcnops])/;

/** Hill formula → molecular weight, or null when an element is not in the table. */
export function weightOf(formula: string): number | null {
  let total = 0;
  for (const [, element, count] of formula.matchAll(/([A-Z][a-z]?)(\d*)/g)) {
    const weight = ATOMIC_WEIGHTS[element as string];
    if (weight === undefined) return null;
    total += weight * (count ? Number(count) : 1);
  }
  return Math.round(total * 1000) / 1000;
}

/** The formula layer of a standard InChI (Hill order for one component). */
export function formulaOfInchi(inchi: string): string {
  return inchi.split('/')[1] ?? '';
}

/**
 * The three sources, in a fixed order (catalog names stay; the others are
 * named by id), and the catalog's names by InChIKey.
 */
export function readSources(root = process.cwd()): { sources: SourceMolecule[]; catalogNames: Map<string, string> } {
  const substances = readDemoSubstances(path.join(root, 'data', 'chemicals'));
  const catalogNames = new Map(substances.filter((s) => s.inchikey).map((s) => [s.inchikey as string, s.name]));
  const catalog = substances.filter((s) => s.smiles).map((s) => ({ id: `CAS ${s.cas}`, name: s.name, smiles: s.smiles as string }));
  const lines = (file: string) => fs.readFileSync(path.join(root, 'data', 'molecules', file), 'utf8').split('\n').filter(Boolean);
  const nci = lines('nci-first-5k.smi').map((line) => {
    const [smiles = '', id = ''] = line.split('\t');
    return { id: `NCI ${id}`, name: `NCI ${id}`, smiles };
  });
  const qc = lines('pubchemqc-9880.smi').map((smiles, i) => ({ id: `PubChemQC ${i + 1}`, name: `PubChemQC ${i + 1}`, smiles }));
  return { sources: [...catalog, ...nci, ...qc], catalogNames };
}

/** `*C(=O)c1ccccc1` → `C(=O)c1ccccc1`: the SMILES without its leading dummy, starting at the attachment atom. */
function stubOf(rooted: string): string | null {
  const stub = rooted.replace(LEADING_DUMMY, '');
  if (stub === rooted || !FIRST_ATOM.test(stub) || stub.includes('*') || stub.includes('%9')) return null;
  return stub;
}

/** Puts ring-bond label `%99` right after a stub's first atom. */
export function labelled(stub: string): string {
  return stub.replace(FIRST_ATOM, '$1%99');
}

/** Two stubs joined by one single bond: `A%99….B%99…` (a ring-bond label may span a dot in SMILES). */
export function joined(a: string, b: string): string {
  return `${labelled(a)}.${labelled(b)}`;
}

type Reaction = NonNullable<ReturnType<RDKitModule['get_rxn']>>;

function firstCut(R: RDKitModule, rxn: Reaction, smiles: string): string | null {
  const mol = R.get_mol(smiles);
  if (!mol) return null;
  const reactants = new R.MolList();
  reactants.append(mol);
  const products = rxn.run_reactants(reactants, 1);
  let stub: string | null = null;
  const product = products.size() > 0 ? products.get(0)?.at(0) : null;
  if (product) {
    const dummy = JSON.parse(product.get_substruct_match(dummyQuery(R))) as { atoms?: number[] };
    const at = dummy.atoms?.[0];
    if (at !== undefined) stub = stubOf(product.get_smiles(JSON.stringify({ rootedAtAtom: at })));
    product.delete();
  }
  products.delete();
  reactants.delete();
  mol.delete();
  return stub;
}

let dummy: ReturnType<RDKitModule['get_qmol']> = null;
function dummyQuery(R: RDKitModule) {
  dummy ??= R.get_qmol('[#0]');
  return dummy!;
}

/** Why sources were left out, for the report. */
export type FragmentReport = { sources: number; unreadable: number; excluded: number; fragments: Record<FragmentKind, number> };

/**
 * Cuts every usable source molecule. A source is usable when RDKit reads it,
 * it is one neutral component (no dot, no charge or proton layer in its
 * InChI), has 3–24 heavy atoms and only elements of `ATOMIC_WEIGHTS`. A
 * fragment's name is the catalog name when the source's InChIKey is in the
 * catalog, else the source id.
 */
export function prepareFragments(R: RDKitModule, sources: SourceMolecule[], catalogNames: Map<string, string>): { pools: FragmentPools; report: FragmentReport } {
  const kinds = Object.keys(CUTS) as FragmentKind[];
  const seenStubs = Object.fromEntries(kinds.map((k) => [k, new Set<string>()])) as Record<FragmentKind, Set<string>>;
  const reactions = Object.fromEntries(kinds.map((k) => [k, R.get_rxn(CUTS[k])!])) as Record<FragmentKind, Reaction>;
  const pools = Object.fromEntries(kinds.map((k) => [k, { all: [], named: [] }])) as unknown as FragmentPools;
  const report: FragmentReport = { sources: sources.length, unreadable: 0, excluded: 0, fragments: { acyl: 0, amine: 0, oxy: 0, carbon: 0 } };
  for (const source of sources) {
    if (source.smiles.includes('.')) {
      report.excluded++;
      continue;
    }
    const mol = R.get_mol(source.smiles);
    if (!mol) {
      report.unreadable++;
      continue;
    }
    const heavy = mol.get_num_atoms(true);
    const inchi = heavy >= 3 && heavy <= MAX_FRAGMENT_HEAVY_ATOMS ? mol.get_inchi() : '';
    const key = inchi ? R.get_inchikey_for_inchi(inchi) : '';
    mol.delete();
    if (!inchi || /\/[pq]/.test(inchi) || weightOf(formulaOfInchi(inchi)) === null) {
      report.excluded++;
      continue;
    }
    const catalogName = catalogNames.get(key);
    const name = source.id.startsWith('CAS ') ? source.name : (catalogName ?? source.name);
    const named = source.id.startsWith('CAS ') || catalogName !== undefined;
    for (const kind of kinds) {
      const stub = firstCut(R, reactions[kind], source.smiles);
      if (!stub || seenStubs[kind].has(stub)) continue;
      seenStubs[kind].add(stub);
      const fragment = { sourceId: source.id, name, named, stub };
      pools[kind].all.push(fragment);
      if (named) pools[kind].named.push(fragment);
      report.fragments[kind]++;
    }
  }
  for (const rxn of Object.values(reactions)) rxn.delete();
  return { pools, report };
}
