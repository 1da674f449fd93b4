import { carboxylateOf } from './acids';
import { CHINESE_NUMBER, ELEMENT_ZH, SYMBOL_NAME } from './elements';
import { elementCounts } from './formula';
import { ANIONS, FIXED_VALENCE, MULTIPLIERS, OTHER_ACIDS, VALENCE_ADJECTIVES, VALENCE_MARKS, type Anion } from './inorganic-words';

/*
 * Chinese names of inorganic substances from their English names and
 * formulas, by the Chinese Chemical Society's rules for inorganic
 * nomenclature: the anion before the cation (氯化钠, 硫酸铜), a valence mark
 * on metals of two valences (氯化亚铁, 硫酸高铈), stoichiometric numbers on
 * covalent binary compounds (五氯化磷, 五氧化二磷, 三氯化铁), and hydrates as
 * N水合 (五水合硫酸铜). Whatever the rules do not settle gives no name.
 */

export type InorganicRule = 'element' | 'acid' | 'salt' | 'stoichiometric' | 'counted' | 'hydrogen';
export type Named = { name: string; rule: InorganicRule };

const NAME_OF_SYMBOL = SYMBOL_NAME;
const SYMBOL_OF_NAME = new Map([...SYMBOL_NAME].map(([symbol, name]) => [name, symbol]));
SYMBOL_OF_NAME.set('aluminium', 'Al').set('caesium', 'Cs').set('sulphur', 'S');

/** Pauling electronegativities of the elements that end a binary name (the more electronegative is named first in Chinese: 五氯化磷). */
const ELECTRONEGATIVITY: Record<string, number> = {
  F: 3.98, O: 3.44, Cl: 3.16, N: 3.04, Br: 2.96, Kr: 3.0, I: 2.66, Xe: 2.6, S: 2.58, C: 2.55, Se: 2.55, H: 2.2, P: 2.19,
  As: 2.18, Te: 2.1, Sb: 2.05, B: 2.04, Ge: 2.01, Si: 1.9,
}; // prettier-ignore

/** Binary anions by element: the stem, the charge, and the English word that must appear in the name (a guard against trivial names). */
const BINARY_ANION: Record<string, { zh: string; charge: number; hint: RegExp }> = {
  F: { zh: '氟化', charge: 1, hint: /fluor/ },
  Cl: { zh: '氯化', charge: 1, hint: /chlor/ },
  Br: { zh: '溴化', charge: 1, hint: /brom/ },
  I: { zh: '碘化', charge: 1, hint: /iod/ },
  O: { zh: '氧化', charge: 2, hint: /oxide|oxid|oxo/ },
  S: { zh: '硫化', charge: 2, hint: /sulf|sulph/ },
  Se: { zh: '硒化', charge: 2, hint: /selen/ },
  Te: { zh: '碲化', charge: 2, hint: /tellur/ },
  N: { zh: '氮化', charge: 3, hint: /\b(?:mono|di|tri|tetra|penta)?nitride/ },
  P: { zh: '磷化', charge: 3, hint: /phosphide/ },
  As: { zh: '砷化', charge: 3, hint: /arsenide/ },
  C: { zh: '碳化', charge: 4, hint: /carbide/ },
  B: { zh: '硼化', charge: 3, hint: /boride/ },
  Si: { zh: '硅化', charge: 4, hint: /silicide/ },
};

/**
 * Borides and silicides follow no valence: their numbers are always written
 * (六硼化镧, 二硅化钼, 硅化二镍; 1:1 plain, 硼化钴). A family of their own: the
 * official lists name one (CaSi2, as the alloy 硅钙), too few to publish it.
 */
const COUNTED_ANIONS = new Set(['B', 'Si']);

const HALIDES = new Set(['氟化', '氯化', '溴化', '碘化']);

const NONMETALS = new Set(['H', 'B', 'C', 'N', 'O', 'F', 'Si', 'P', 'S', 'Cl', 'As', 'Se', 'Br', 'Te', 'I', 'Xe', 'Kr', 'Ge', 'Sb']);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const count = (n: number) => (n > 1 ? (CHINESE_NUMBER[n] ?? null) : '');

type Cation = { metal: string; zh: string; valence: number | null; multiplier: number };

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8 };

function cationOf(words: string): Cation | null {
  const marked = words.match(/^([a-z]+)\s*\((i{1,3}|iv|vi{0,3}|[1-8]\+)\)$/);
  if (marked) {
    const zh = ELEMENT_ZH.get(marked[1]!);
    const valence = marked[2]!.endsWith('+') ? Number(marked[2]!.slice(0, -1)) : ROMAN[marked[2]!]!;
    return zh ? { metal: marked[1]!, zh, valence, multiplier: 1 } : null;
  }
  const adjective = VALENCE_ADJECTIVES.get(words);
  if (adjective) return { metal: adjective[0], zh: ELEMENT_ZH.get(adjective[0])!, valence: adjective[1], multiplier: 1 };
  if (words === 'ammonium') return { metal: 'ammonium', zh: '铵', valence: 1, multiplier: 1 };
  for (const [prefix, n] of MULTIPLIERS) {
    if (n < 2 || !words.startsWith(prefix)) continue;
    const rest = words.slice(prefix.length);
    const base = rest === 'ammonium' ? '铵' : ELEMENT_ZH.get(rest);
    if (base) return { metal: rest, zh: base, valence: rest === 'ammonium' ? 1 : (FIXED_VALENCE.get(rest) ?? null), multiplier: n };
  }
  const zh = ELEMENT_ZH.get(words);
  return zh ? { metal: words, zh, valence: FIXED_VALENCE.get(words) ?? null, multiplier: 1 } : null;
}

/**
 * Whether the formula agrees with the name: the anions' charge equals the
 * cations' (a synonym naming a related compound, "sodium phosphate" on
 * Na6P6O18, names nothing). Unknown when the formula is missing or shares
 * the element that counts both (ammonium nitrate).
 */
function chargesBalance(cation: Cation, valence: number, anion: Anion, counts: Map<string, number> | null): boolean {
  const symbol = cation.metal === 'ammonium' ? 'N' : SYMBOL_OF_NAME.get(cation.metal);
  if (!counts || !symbol || !anion.key || anion.key[0] === symbol || (symbol === 'N' && anion.zh.includes('氮'))) return true;
  if (symbol === 'N' && ['硝酸', '亚硝酸', '叠氮化', '氰化', '硫氰酸', '氰酸', '氨基磺酸'].some((z) => anion.zh.endsWith(z))) return true;
  const anions = (counts.get(anion.key[0]) ?? 0) / anion.key[1];
  const atoms = counts.get(symbol) ?? 0;
  return anions > 0 && atoms > 0 && Math.abs(anions * anion.charge - atoms * valence) < 1e-9;
}

/** The cation's valence from the formula: anions counted by their key element, over the cation's atoms. */
function valenceFromFormula(cation: Cation, anion: Anion, counts: Map<string, number> | null): number | null {
  const symbol = SYMBOL_OF_NAME.get(cation.metal);
  if (!counts || !symbol || !anion.key || anion.key[0] === symbol) return null;
  const anions = (counts.get(anion.key[0]) ?? 0) / anion.key[1];
  const atoms = counts.get(symbol) ?? 0;
  if (anions <= 0 || atoms <= 0) return null;
  const valence = (anions * anion.charge) / atoms;
  return Number.isInteger(valence) ? valence : null;
}

function salt(cationWords: string, anion: Anion, counts: Map<string, number> | null): Named | null {
  const cation = cationOf(cationWords);
  if (!cation) return null;
  // A number on the cation stays only where the anion keeps hydrogen (磷酸氢二钠); elsewhere the charge settles it.
  const multiplier = anion.zh.includes('氢') && cation.multiplier > 1 ? count(cation.multiplier) : '';
  const symbol = SYMBOL_OF_NAME.get(cation.metal);
  // Compounds of nonmetals are named from the formula (binaryFromFormula), not as salts.
  if (symbol && symbol !== 'H' && NONMETALS.has(symbol)) return null;
  // "Ammonium hydroxide" is ammonia in water (氨溶液), not a salt.
  if (cation.metal === 'ammonium' && anion.zh === '氢氧化') return null;
  // Metal hydrides take no numbers (氢化锆, 氢化钠).
  const plain = FIXED_VALENCE.has(cation.metal) || anion.zh === '氢化';
  // Hydrogen names only its halides and chalcogenides, one anion each (硫化氢; H2S4 is not 硫化氢, H2O is 水).
  if (cation.metal === 'hydrogen' && !(anion.binary && /^[氟氯溴碘硫硒碲]化$/.test(anion.zh) && (!counts || hydrogenBalanced(anion, counts)))) return null;
  if (plain || cation.metal === 'ammonium' || cation.metal === 'hydrogen') {
    if (!chargesBalance(cation, FIXED_VALENCE.get(cation.metal) ?? 1, anion, counts)) return null;
    return { name: `${anion.zh}${multiplier}${cation.zh}`, rule: 'salt' };
  }
  const valence = cation.valence ?? valenceFromFormula(cation, anion, counts);
  if (valence === null) return null;
  const mark = VALENCE_MARKS.get(cation.metal)?.get(valence);
  // Halides of a metal of two valences at 3 or more are named by their numbers (三氯化铁, 四氯化锡), as the official lists do.
  if (mark !== undefined && !(HALIDES.has(anion.zh) && mark === '' && valence >= 3))
    return { name: `${anion.zh}${mark}${multiplier}${cation.zh}`, rule: 'salt' };
  if (!anion.binary) return null;
  return stoichiometric(cation.metal, anion, valence, counts);
}

function stoichiometric(metal: string, anion: Anion, valence: number, counts: Map<string, number> | null): Named | null {
  const symbol = SYMBOL_OF_NAME.get(metal);
  const atoms = symbol && counts ? counts.get(symbol) : undefined;
  const anions = anion.key && counts ? (counts.get(anion.key[0]) ?? 0) / anion.key[1] : undefined;
  if (!atoms || !anions || anions * anion.charge !== valence * atoms) return null;
  // Only the two elements: WO2Cl2 is not 二氯化钨.
  if (counts && [...counts.keys()].some((e) => e !== symbol && e !== anion.key?.[0])) return null;
  // 1:1 takes 一 (一硫化铈), so it is not read as the usual compound (硫化铈 is Ce2S3).
  const [a, c] = [anions === 1 && atoms === 1 ? '一' : count(anions), count(atoms)];
  if (a === null || c === null) return null;
  return { name: `${a}${anion.zh}${c}${ELEMENT_ZH.get(metal)}`, rule: 'stoichiometric' };
}

/** A binary compound named from its formula (四氟化硅 for "tetrafluorosilane", 硫化氢 for "sulfane"), when the English name mentions the anion. */
function binaryFromFormula(english: string, counts: Map<string, number> | null): Named | null {
  if (!counts || counts.size !== 2) return null;
  const [x, y] = [...counts.keys()] as [string, string];
  if (ELECTRONEGATIVITY[x] === undefined && ELECTRONEGATIVITY[y] === undefined) return null;
  const [anionSymbol, cationSymbol] = (ELECTRONEGATIVITY[x] ?? 0) > (ELECTRONEGATIVITY[y] ?? 0) ? [x, y] : [y, x];
  const anion = BINARY_ANION[anionSymbol];
  const cationName = NAME_OF_SYMBOL.get(cationSymbol);
  if (!anion || !cationName || !anion.hint.test(english)) return null;
  const anions = counts.get(anionSymbol)!;
  const atoms = counts.get(cationSymbol)!;
  if (cationSymbol === 'H') {
    // Hydrogen halides and chalcogenides, one anion each (氯化氢, 硫化氢; not H2S4).
    const named = ['F', 'Cl', 'Br', 'I', 'S', 'Se', 'Te'].includes(anionSymbol) && anions === 1 && atoms === anion.charge;
    return named ? { name: `${anion.zh}氢`, rule: 'hydrogen' } : null;
  }
  if (anionSymbol === 'H') {
    // Hydrides: of P, As, Sb named X化氢 (磷化氢, 砷化氢); of B, C, Si, Ge, N trivially (乙硼烷, 甲硅烷, 肼): none; of metals 氢化M.
    if (['P', 'As', 'Sb'].includes(cationSymbol) && atoms === 1) return { name: `${ELEMENT_ZH.get(cationName)}化氢`, rule: 'hydrogen' };
    return NONMETALS.has(cationSymbol) ? null : { name: `氢化${ELEMENT_ZH.get(cationName)}`, rule: 'hydrogen' };
  }
  if (COUNTED_ANIONS.has(anionSymbol)) {
    const [a, c] = [anions === 1 ? '' : count(anions), atoms === 1 ? '' : count(atoms)];
    return a === null || c === null ? null : { name: `${a}${anion.zh}${c}${ELEMENT_ZH.get(cationName)}`, rule: 'counted' };
  }
  if (NONMETALS.has(cationSymbol)) {
    // Carbon compounds beyond one carbon are organic (八氟环丁烷), and N–N compounds other than oxides have names of their own (四氟代肼).
    if ((cationSymbol === 'C' && atoms > 1) || (cationSymbol === 'N' && atoms > 1 && anionSymbol !== 'O')) return null;
    // Molecules named by their simplest formula: oxides and sulfides of P, As, Sb (P4O10 五氧化二磷, As4O6 三氧化二砷) and the
    // monohalides of S and Se (S2Cl2 一氯化硫). Nothing else: N2O4 is not NO2, As2I4 is 四碘化二砷.
    const simplest =
      (['P', 'As', 'Sb'].includes(cationSymbol) && ['O', 'S'].includes(anionSymbol)) ||
      (['S', 'Se'].includes(cationSymbol) && ['Cl', 'Br'].includes(anionSymbol) && anions === atoms);
    const divisor = simplest ? gcd(anions, atoms) : 1;
    const [n, m] = [anions / divisor, atoms / divisor];
    const a = n === 1 && (m > 1 || divisor > 1 || anionSymbol === 'O') ? '一' : count(n);
    const c = count(m);
    return a === null || c === null ? null : { name: `${a}${anion.zh}${c}${ELEMENT_ZH.get(cationName)}`, rule: 'stoichiometric' };
  }
  const valence = (anions * anion.charge) / atoms;
  if (!Number.isInteger(valence)) return null;
  const asAnion: Anion = { zh: anion.zh, charge: anion.charge, key: [anionSymbol, 1], binary: true };
  return salt(cationName, asAnion, counts);
}

const DIATOMIC = new Set(['H', 'N', 'O', 'F', 'Cl', 'Br', 'I']);

/** A formula written at the end of a name, "(Nd2S3)" or "(Ba(H2PO4)2)": only the bracket-free ones are read. */
function formulaInName(english: string): string | null {
  const inside = english.match(/\(([A-Z][A-Za-z0-9()]*)\)\s*$/)?.[1] ?? null;
  return inside && elementCounts(inside) ? inside : null;
}

/** H2S, HCl: the hydrogens balance one anion. */
function hydrogenBalanced(anion: Anion, counts: Map<string, number>): boolean {
  const key = anion.key?.[0];
  return key !== undefined && counts.size === 2 && counts.get(key) === 1 && counts.get('H') === anion.charge;
}

const HYDRATE = /[\s,]+(mono|di|tri|tetra|penta|hexa|hepta|octa|nona|deca|dodeca|octadeca)hydrate$/;

const VALENCE_MARK = String.raw`(?:\s*\((?:i{1,3}|iv|vi{0,3}|[1-8]\+)\))?`;
/** A CAS index name of a salt: "sulfuric acid, thorium(4+) salt (2:1)", acid to cation, perhaps a hydrate. */
const INVERTED_SALT = new RegExp(
  `^([a-z]+(?: [a-z]+)? acid), ([a-z]+${VALENCE_MARK}) salt \\((\\d+):(\\d+)\\)(?:,? ((?:mono|di|tri|tetra|penta|hexa|hepta|octa|nona|deca|dodeca)hydrate))?$`,
);

/**
 * The salt a CAS index name stands for, in the usual word order ("thorium(4+)
 * sulfate"): only a normal salt, whose ratio of acid to cation balances the
 * charges (2 sulfate × 2 = 1 thorium × 4). An acid salt ("phosphoric acid,
 * barium salt (2:1)" is Ba(H2PO4)2) or a cation of unknown valence is not read.
 */
function invertedSalt(english: string): string | null {
  const m = english.toLowerCase().trim().match(INVERTED_SALT);
  if (!m) return null;
  const anionWords = [...ANIONS].find(([, a]) => a.acid?.[0] === m[1])?.[0];
  const cation = cationOf(m[2]!.replace(/\s+\(/, '('));
  if (!anionWords || !cation?.valence || cation.multiplier !== 1) return null;
  if (Number(m[3]) * ANIONS.get(anionWords)!.charge !== Number(m[4]) * cation.valence) return null;
  return `${m[2]} ${anionWords}${m[5] ? ` ${m[5]}` : ''}`;
}

/** CAS's stereo descriptors ("(T-4)-", "(OC-6-11)-") say how atoms sit, not what the compound is. */
const STEREO_DESCRIPTOR = /,?\s*\((?:T|SP|TB|OC)-[\d-]+\)-\s*$/i;

export function inorganicName(englishAsGiven: string, formulaAsGiven: string | null): Named | null {
  const inverted = invertedSalt(englishAsGiven);
  // The ratio settles the formula; the catalog's is at times a fragment.
  const [english, formula] = inverted ? [inverted, null] : [englishAsGiven.replace(STEREO_DESCRIPTOR, ''), formulaAsGiven];
  // A formula given after the name ("neodymium sulfide (Nd2S3)") is the compound's own: the catalog's is at times a fragment.
  const given = formulaInName(english);
  // Any other note in brackets ("(atomic)", "(1:1)", "(alpo4.2h2o)") changes what the name means: not named.
  const bracketed = english.match(/\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*$/);
  if (bracketed && !given) return null;
  let words = english
    .replace(/\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*$/, '')
    .toLowerCase()
    .replace(/,?\s+anhydrous$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  let counts = elementCounts(given) ?? elementCounts(formula);
  // A catalog formula that lost its counts ("OTi" for Ti3O5) says nothing against a name that states them.
  if (!given && counts && [...counts.values()].every((n) => n === 1) && /(di|tri|tetra|penta|hexa|hepta|octa|sesqui)/.test(words)) counts = null;
  let water = 0;
  const hydrate = words.match(HYDRATE);
  if (hydrate) {
    water = MULTIPLIERS.get(hydrate[1]!)!;
    words = words.slice(0, hydrate.index).trim();
  } else if (/hydrate/.test(words)) return null;
  const named = nameOf(words, water > 0 ? null : counts);
  if (!named || water === 0) return named;
  return { name: `${water === 18 ? '十八' : CHINESE_NUMBER[water]}水合${named.name}`, rule: named.rule };
}

/** A metal's or ammonium's salt of a carboxylic acid the organic rules name (苯甲酸锌, 2-乙基己酸钠), its carbons the anion's count. */
function carboxylateSalt(words: string, counts: Map<string, number> | null): Named | null {
  const space = words.lastIndexOf(' ');
  const acid = space > 0 ? carboxylateOf(words.slice(space + 1)) : null;
  if (!acid) return null;
  const anion: Anion = { zh: acid.zh, charge: acid.charge, key: ['C', acid.carbons], binary: false };
  return salt(words.slice(0, space), anion, counts);
}

function nameOf(words: string, counts: Map<string, number> | null): Named | null {
  const element = ELEMENT_ZH.get(words);
  if (element) {
    // The element in its standard form only: one atom, or the diatomic gases (P2, O3 and atomic H have names of their own).
    const symbol = SYMBOL_OF_NAME.get(words)!;
    const atoms = counts?.size === 1 ? counts.get(symbol) : undefined;
    return atoms === (DIATOMIC.has(symbol) ? 2 : 1) || (atoms === 1 && !DIATOMIC.has(symbol)) ? { name: element, rule: 'element' } : null;
  }
  const acid = OTHER_ACIDS.get(words) ?? [...ANIONS.values()].find((a) => a.acid?.[0] === words)?.acid?.[1];
  if (acid) return { name: acid, rule: 'acid' };
  // The longest anion the name ends with ("dihydrogen phosphate" before "phosphate").
  const anionWords = [...ANIONS.keys()].filter((k) => words.endsWith(` ${k}`)).sort((a, b) => b.length - a.length)[0];
  const asSalt = anionWords ? salt(words.slice(0, -anionWords.length - 1).trim(), ANIONS.get(anionWords)!, counts) : carboxylateSalt(words, counts);
  return asSalt ?? binaryFromFormula(words, counts);
}
