import fs from 'node:fs';
import path from 'node:path';
import type { SubstanceTable } from '@/lib/server/core/db/schema';
import { normalizeCas } from '@/lib/shared/cas';
import { categorize, type CategorySlug } from '@/lib/server/catalog/categorize';
import { readChineseNames, type ChineseName } from './chinese-names';

// The classification is the catalog's (a proposed substance is filed by it too); the loader only applies it.
export { categorize, type CategorySlug } from '@/lib/server/catalog/categorize';

/** A substance as the source files give it: the table's own columns, plus what the catalog derives from them. */
export type SourceSubstance = Pick<
  SubstanceTable,
  'cas' | 'name' | 'iupacName' | 'formula' | 'molecularWeight' | 'smiles' | 'inchi' | 'inchikey' | 'pubchemCid' | 'meltingPointK' | 'boilingPointK' | 'densityKgM3' | 'nameZh' | 'nameZhSource'
> & {
  synonyms: string[];
  categorySlug: CategorySlug;
  /** The other Chinese names the official source gives (lib/server/demo/chinese-names.ts). */
  aliasesZh: string[];
};


export const CATEGORIES: { slug: CategorySlug; name: string; nameEn: string }[] = [
  { slug: 'acyclic-organic', name: '脂肪族有机化合物', nameEn: 'Acyclic organic compounds' },
  { slug: 'cyclic-organic', name: '环状有机化合物', nameEn: 'Cyclic and aromatic organic compounds' },
  { slug: 'organometallic', name: '金属有机化合物', nameEn: 'Organometallic compounds' },
  { slug: 'inorganic', name: '无机化学品', nameEn: 'Inorganic chemicals' },
];

/** The identifier files, in order of preference when a CAS number appears twice. */
const IDENTIFIER_FILES = [
  { file: 'identifiers-pubchem-small.tsv', inorganic: false },
  { file: 'identifiers-user-db.tsv', inorganic: false },
  { file: 'identifiers-inorganic.tsv', inorganic: true },
];

const LANGUAGE_OR_SOURCE_TAG = /\s*\[[^\]]{1,24}\]\s*$/;
const INCHIKEY_LIKE = /^[a-z]{14}-[a-z]{8,10}(-[a-z]?)?$/i;
/** A CAS number, alone or leading a note ("3483-11-2 (lithium salt)"): another substance's identifier. */
const CAS_LEADING = /^\d{2,7}-\d{2}-\d\b/;
/** Database and vendor identifiers (NSC 132048, MFCD00011418, CHEMBL25, UNII-…, EC 231-635-3, KEGG C00001, Wikidata Q4087 …). */
const REGISTRY_ID =
  /^(nsc|mfcd|chembl|schembl|zinc|dtxsid|dtxcid|akos|ccris|hsdb|einecs|unii|ncgc|bdbm|chebi|mls|smr|hms|tox21|bspbio|kbio|spbio|brn|ai3|mcule|gtpl|ec|db|hy|cs|sr|ft|ks|q|sbi|dsstox|epa|caswell|ncimech|opera_id|lmfa|hmdb|kegg|c|d)[ ._:#-]*\d[\w.-]*$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Bare ten-character codes mixing letters and digits, as UNII codes are (5138q19f1x). */
const UNII_LIKE = /^(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{10}$/i;

/**
 * Cleans one synonym: drops bracketed language and source tags ("[german]",
 * "[MI]") and trailing separators. Returns null for noise that is not a name
 * a person would search for: CAS numbers, InChIKey fragments, registry and
 * vendor identifiers, UUIDs, UNII-like codes, product descriptions with "@",
 * empty or overlong strings.
 */
export function cleanSynonym(raw: string): string | null {
  let text = raw.trim();
  for (let i = 0; i < 3 && LANGUAGE_OR_SOURCE_TAG.test(text); i++) text = text.replace(LANGUAGE_OR_SOURCE_TAG, '');
  text = text.replace(/[\s,;:]+$/, '').trim();
  if (text.length < 2 || text.length > 150) return null;
  if ([CAS_LEADING, INCHIKEY_LIKE, REGISTRY_ID, UUID, UNII_LIKE].some((noise) => noise.test(text)) || text.includes('@')) {
    return null;
  }
  return text;
}

/**
 * Element hints of systematic names: a name with locants ("3-(…)propanoic
 * acid") that mentions chlorine when the formula has none, or leaves out a
 * halogen the formula has, names another compound. Fluorene and thiodiglycol
 * style words are excluded from the hints they only look like.
 */
const ELEMENT_HINTS: { element: string; pattern: RegExp; bothWays: boolean }[] = [
  { element: 'Cl', pattern: /chlor/, bothWays: true },
  { element: 'Br', pattern: /brom/, bothWays: true },
  { element: 'F', pattern: /fluor(?!en|esc)/, bothWays: true },
  { element: 'I', pattern: /(?<!th)iod/, bothWays: true },
  { element: 'S', pattern: /thio|thia|thie|sulf|sulph|mercapt/, bothWays: false },
  { element: 'P', pattern: /phosph/, bothWays: false },
  { element: 'N', pattern: /amin|amid|nitr|pyrid|imid|cyan|azol|azin|hydraz|indol|quinol|purin|morphol|pyrrol/, bothWays: false },
];
const LOCANT = /\d[',]*-[a-z([]/i;

function elementsOf(formula: string): Set<string> {
  return new Set([...formula.matchAll(/([A-Z][a-z]?)/g)].map((m) => m[1]!));
}

/** True when a systematic-looking synonym cannot be the substance with this formula (docs/decisions/0049-wrong-synonyms-dropped.md). */
export function conflictsWithFormula(synonym: string, formula: string | null): boolean {
  if (!formula || !LOCANT.test(synonym)) return false;
  const elements = elementsOf(formula);
  const text = synonym.toLowerCase();
  return ELEMENT_HINTS.some(({ element, pattern, bothWays }) => {
    const mentioned = pattern.test(text);
    return (mentioned && !elements.has(element)) || (bothWays && !mentioned && elements.has(element));
  });
}

/**
 * Drops synonyms that name another substance: one that is another catalog
 * substance's name or IUPAC name (the sources list some mixtures' and
 * relatives' names under the wrong CAS), and systematic names whose
 * elements contradict the formula.
 */
function dropForeignSynonyms(substances: SourceSubstance[]): void {
  const owner = new Map<string, string>();
  for (const s of substances) {
    for (const n of [s.name, s.iupacName]) if (n && !owner.has(n.toLowerCase())) owner.set(n.toLowerCase(), s.cas);
  }
  for (const s of substances) {
    s.synonyms = s.synonyms.filter((syn) => {
      const other = owner.get(syn.toLowerCase());
      return (other === undefined || other === s.cas) && !conflictsWithFormula(syn, s.formula);
    });
  }
}

/** First letter upper-case when the name starts with a plain word ("ethanol" → "Ethanol"). */
function displayName(name: string): string {
  return /^[a-z]{2}/.test(name) ? name[0]!.toUpperCase() + name.slice(1) : name;
}

function numberOrNull(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

type PhysicalConstants = { meltingPointK: number | null; boilingPointK: number | null; densityKgM3: number | null };

/**
 * The CRC Handbook's physical-constants tables as the `chemicals` library
 * ships them (data/SOURCES.md): tab-separated, CAS and name first, then
 * melting point (K), boiling point (K) and density (kg/m³), the organic
 * table with a refractive index after them.
 */
const PROPERTY_TABLES = ['physical-constants-organic.csv', 'physical-constants-inorganic.csv'];

function readConstantsTable(file: string): Map<string, PhysicalConstants> {
  const [header = '', ...lines] = fs.readFileSync(file, 'utf8').split('\n');
  // A reordered or re-exported table must fail loudly, not put densities into melting points.
  if (!header.startsWith('CAS\t') || header.split('\t').slice(2, 5).join() !== 'Tm,Tb,rho') throw new Error(`${file}: unexpected header “${header}”`);
  const byCas = new Map<string, PhysicalConstants>();
  for (const line of lines) {
    const [cas, , tm, tb, rho] = line.split('\t');
    if (cas) byCas.set(cas, { meltingPointK: numberOrNull(tm), boilingPointK: numberOrNull(tb), densityKgM3: numberOrNull(rho) });
  }
  return byCas;
}

/**
 * Each property from the first table that has a value for it: the organic
 * table first (as before), the inorganic one where it has none, field by
 * field, so a value the catalog already showed never changes.
 */
export function readPhysicalConstants(dir: string): Map<string, PhysicalConstants> {
  const merged = new Map<string, PhysicalConstants>();
  for (const table of PROPERTY_TABLES.map((file) => readConstantsTable(path.join(dir, file)))) {
    for (const [cas, values] of table) {
      const known = merged.get(cas);
      merged.set(cas, {
        meltingPointK: known?.meltingPointK ?? values.meltingPointK,
        boilingPointK: known?.boilingPointK ?? values.boilingPointK,
        densityKgM3: known?.densityKgM3 ?? values.densityKgM3,
      });
    }
  }
  return merged;
}

/**
 * Reads the demo catalog from `data/chemicals`: every row whose CAS number
 * passes its checksum, first file wins on duplicates, synonyms cleaned and
 * de-duplicated, melting and boiling points and density from the
 * physical-constants tables when they know the substance.
 */
export function readDemoSubstances(
  dir = path.join(process.cwd(), 'data', 'chemicals'),
  chinese: Map<string, ChineseName> = readChineseNames(),
): SourceSubstance[] {
  const constants = readPhysicalConstants(dir);
  const byCas = new Map<string, SourceSubstance>();
  for (const { file, inorganic } of IDENTIFIER_FILES) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      const [cid, rawCas, formula, mw, smiles, inchi, inchikey, iupac, common, ...rest] = line.split('\t');
      const cas = rawCas ? normalizeCas(rawCas) : null;
      if (!cas || byCas.has(cas) || !common) continue;
      const known = constants.get(cas);
      const cleaned = [common, ...rest].map(cleanSynonym).filter((s): s is string => s !== null);
      // Some rows carry the CAS number as their common name: take the first real name instead.
      const chosen = cleaned[0] ?? iupac?.trim();
      if (!chosen) continue;
      const name = displayName(chosen);
      const seen = new Set([name.toLowerCase()]);
      const synonyms: string[] = [];
      for (const synonym of cleaned) {
        if (!seen.has(synonym.toLowerCase())) {
          seen.add(synonym.toLowerCase());
          synonyms.push(synonym);
        }
      }
      byCas.set(cas, {
        cas,
        name,
        iupacName: iupac?.trim() || null,
        formula: formula?.trim() || null,
        molecularWeight: numberOrNull(mw),
        smiles: smiles?.trim() || null,
        inchi: inchi?.trim() ? `InChI=1S/${inchi.trim()}` : null,
        inchikey: inchikey?.trim() || null,
        pubchemCid: Number(cid) > 0 ? Number(cid) : null,
        synonyms: synonyms.slice(0, 40),
        categorySlug: categorize(formula?.trim() || null, smiles?.trim() || null, inorganic),
        meltingPointK: known?.meltingPointK ?? null,
        boilingPointK: known?.boilingPointK ?? null,
        densityKgM3: known?.densityKgM3 ?? null,
        nameZh: chinese.get(cas)?.name ?? null,
        nameZhSource: chinese.get(cas)?.source ?? null,
        aliasesZh: chinese.get(cas)?.aliases ?? [],
      });
    }
  }
  const substances = [...byCas.values()];
  dropForeignSynonyms(substances);
  return substances;
}
