import { ACIDS, CARBONS, ENDINGS, ESTER_ALKYLS, MULTIPLIER_ZH, PARENTS, RING_ONLY, STEMS, SUBSTITUENTS } from './organic-words';

/*
 * Chinese names of simple organic substances from their English names, by
 * the Chinese Chemical Society's traditional style, which keeps the English
 * order of locants and prefixes: 2-methyl-1-propanol → 2-甲基-1-丙醇,
 * 1,1,2-trichloroethane → 1,1,2-三氯乙烷; esters as acid + alcohol (ethyl
 * acetate → 乙酸乙酯); acids, anhydrides and acyl halides from their trivial
 * stems. Not named, rather than guessed: substituents of more than one kind
 * (the Chinese order of unlike substituents, 次序规则, is not the English
 * alphabetical one), a position that matters left unstated (propanol,
 * trinitrotoluene), a class's own group written as a prefix on a chain
 * (2-hydroxypropane), and any name whose carbons differ from the formula's.
 */

/** Rule families, measured apart: chains by their class (the ending), rings, esters, acids (with their anhydrides and acyl halides). */
export type OrganicRule = `chain-${ChainClass}` | `chain-${ChainClass}-mixed` | 'ring' | 'ring-mixed' | 'ester' | 'acid';
type ChainClass = 'alkane' | 'unsaturated' | 'alcohol' | 'ketone' | 'aldehyde' | 'amine' | 'nitrile';

function chainClass(ending: string): ChainClass {
  if (ending.endsWith('醇')) return 'alcohol';
  if (ending.endsWith('酮')) return 'ketone';
  if (ending.endsWith('醛')) return 'aldehyde';
  if (ending.endsWith('胺')) return 'amine';
  if (ending.endsWith('腈')) return 'nitrile';
  return ending === '烷' ? 'alkane' : 'unsaturated';
}
export type OrganicNamed = { name: string; rule: OrganicRule };
type Parsed = { zh: string; carbons: number };

const startsWithAny = (text: string, table: [string, string][]) => table.find(([en]) => text.startsWith(en));
const MULTIPLES: Record<string, number> = { 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

/** One substituent as written: its locants (null: none), and its Chinese with the multiplier (2,4-二硝基). */
type Segment = { locant: string | null; en: string; zh: string };

/** `alkylAt`: the locants written before each alkyl group (null: none written); `trailing`: a locant left for the parent's ending. */
type Prefixes = Parsed & {
  kinds: Set<string>;
  located: boolean;
  multiplied: boolean;
  alkylAt: (string | null)[];
  segments: Segment[];
  trailing: string | null;
};

const EMPTY: Prefixes = { zh: '', carbons: 0, kinds: new Set(), located: false, multiplied: false, alkylAt: [], segments: [], trailing: null };

/**
 * The order of unlike substituents in a Chinese name (次序规则, 较优基团后列出):
 * by the Cahn–Ingold–Prelog rank of the group, the lower first — alkyl
 * groups from methyl up, then nitrogen (amino < nitro), oxygen, fluorine,
 * sulfur, chlorine, bromine, iodine: 2-甲基-3-乙基戊烷, 三氟溴乙烯.
 */
const PRIORITY: Record<string, number> = {
  methyl: 1, ethyl: 2, propyl: 3, butyl: 4, pentyl: 5, hexyl: 6, heptyl: 7, octyl: 8, nonyl: 9, decyl: 10, isopentyl: 11, isobutyl: 12,
  cyclohexyl: 13, isopropyl: 14, 'sec-butyl': 15, 'tert-butyl': 16, cyano: 17, trifluoromethyl: 18,
  amino: 20, nitroso: 21, nitro: 22, hydroxy: 30, methoxy: 31, ethoxy: 32, fluoro: 40, mercapto: 50, chloro: 60, bromo: 70, iodo: 80,
}; // prettier-ignore

/** Unlike substituents in the Chinese order, each with its locants: "4-chloro-2-methyl" → "2-甲基-4-氯". Null when some have locants and some not. */
function inChineseOrder(p: Prefixes): string | null {
  const located = p.segments.filter((s) => s.locant !== null).length;
  if (located !== 0 && located !== p.segments.length) return null;
  if (p.segments.some((s) => PRIORITY[s.en] === undefined)) return null;
  const sorted = [...p.segments].sort((a, b) => PRIORITY[a.en]! - PRIORITY[b.en]!);
  let zh = '';
  for (const s of sorted) zh += s.locant === null ? s.zh : `${zh ? '-' : ''}${s.locant}-${s.zh}`;
  return p.trailing ? `${zh}-${p.trailing}-` : zh;
}

/** Locants, multipliers and substituents: "1,1,2-trichloro" → "1,1,2-三氯"; null when anything is left over. */
function prefixes(text: string): Prefixes | null {
  let rest = text;
  const out: Prefixes = { ...EMPTY, kinds: new Set(), alkylAt: [], segments: [] };
  let lastLocant: string | null = null;
  while (rest.length > 0) {
    const locant = rest.match(/^-?(?:\d+'*(?:,\d+'*)*|n(?:,n)?)-/);
    if (locant) {
      out.zh += locant[0].toUpperCase();
      out.located = true;
      lastLocant = locant[0];
      rest = rest.slice(locant[0].length);
      continue;
    }
    const multiplier = startsWithAny(rest, MULTIPLIER_ZH);
    const afterMultiplier = multiplier ? rest.slice(multiplier[0].length) : rest;
    const substituent = startsWithAny(afterMultiplier, SUBSTITUENTS);
    if (!substituent) return null;
    const times = multiplier ? MULTIPLES[multiplier[1]]! : 1;
    // A multiplied compound group needs brackets (3,5-双(三氟甲基)吡啶): not named.
    if (times > 1 && substituent[0] === 'trifluoromethyl') return null;
    out.zh += (multiplier?.[1] ?? '') + substituent[1];
    out.carbons += times * CARBONS[substituent[0]]!;
    out.multiplied ||= times > 1;
    out.kinds.add(substituent[0]);
    if (CARBONS[substituent[0]]! > 0 && !RING_ONLY.has(substituent[0])) out.alkylAt.push(lastLocant);
    out.segments.push({ locant: lastLocant?.replace(/-/g, '').toUpperCase() ?? null, en: substituent[0], zh: (multiplier?.[1] ?? '') + substituent[1] });
    lastLocant = null;
    rest = afterMultiplier.slice(substituent[0].length);
  }
  out.trailing = lastLocant?.replace(/-/g, '').toUpperCase() ?? null;
  return out;
}

/** Endings whose position matters from this many carbons on: 1-丙醇 or 2-丙醇, but 丙烯 is one compound. */
const LOCANT_FROM: Record<string, number> = { 醇: 3, 硫醇: 3, 胺: 3, 烯: 4, 炔: 4, 酮: 5, 二醇: 1, 二酮: 1, 二烯: 1, 二胺: 1, 二腈: 1, 烯醇: 1, 烯腈: 4 };

type Parent = Parsed & { ring: boolean; benzene: boolean; chainEnding: string | null };

/** The parent at the end of a one-word name: a ring or benzene derivative, or cyclo + stem + ending. */
function parentOf(text: string): Parent | null {
  const whole = PARENTS.find(([en]) => text === en);
  if (whole) return { zh: whole[1], carbons: CARBONS[whole[0]]!, ring: true, benzene: whole[0] === 'benzene', chainEnding: null };
  const cyclic = text.startsWith('cyclo');
  const body = cyclic ? text.slice(5) : text;
  const stem = startsWithAny(body, STEMS);
  if (!stem) return null;
  const ending = ENDINGS.find(([en]) => body.slice(stem[0].length) === en);
  if (!ending) return null;
  // Methanenitrile is hydrogen cyanide (氢氰酸), not 甲腈.
  if (stem[0] === 'meth' && ending[1].includes('腈')) return null;
  return { zh: `${cyclic ? '环' : ''}${stem[1]}${ending[1]}`, carbons: CARBONS[stem[0]]!, ring: cyclic, benzene: false, chainEnding: ending[1] };
}

function oneWord(text: string): (Parsed & { rule: OrganicRule }) | null {
  // Amines named after their alkyl groups: butylamine 丁胺, diisopropylamine 二异丙胺, cyclohexylamine 环己胺.
  const amine = text.match(/^(.*yl)amine$/);
  if (amine) {
    const cyclo = amine[1]!.startsWith('cyclo');
    const groups = prefixes(cyclo ? amine[1]!.slice(5) : amine[1]!);
    if (!groups || groups.kinds.size !== 1 || groups.located || !groups.zh.endsWith('基')) return null;
    // Allyl and vinyl amines keep 基 in the lists' usage (三烯丙基胺); not named here.
    if (groups.kinds.has('allyl') || groups.kinds.has('vinyl')) return null;
    return { zh: `${cyclo ? '环' : ''}${groups.zh.slice(0, -1)}胺`, carbons: groups.carbons, rule: 'chain-amine' };
  }
  if (text.endsWith('amine')) return null;
  // The parent is the longest tail that names one; what comes before it are prefixes.
  for (let cut = 0; cut < text.length; cut++) {
    const parent = parentOf(text.slice(cut));
    if (!parent) continue;
    const head = text.slice(0, cut);
    const before: Prefixes | null = head === '' ? EMPTY : prefixes(head);
    if (!before) return null;
    const mixed = before.kinds.size > 1;
    const ordered = mixed ? inChineseOrder(before) : before.zh;
    if (ordered === null) return null;
    const kinds = [...before.kinds];
    const aromatic = parent.ring && !parent.zh.startsWith('环');
    // A class's own group as a prefix (2-hydroxypropane, hydroxybenzene, aminoaniline) has a name of its own; so do vinyl and phenyl compounds (苯乙烯, 苯乙炔).
    if (kinds.some((k) => ['hydroxy', 'amino', 'mercapto'].includes(k)) || (kinds.some((k) => RING_ONLY.has(k)) && !aromatic)) return null;
    if (kinds.some((k) => ['vinyl', 'allyl', 'phenyl', 'benzyl'].includes(k))) return null;
    // Toluene with another alkyl is named on benzene (1-甲基-4-丙基苯).
    if (parent.zh === '甲苯' && kinds.some((k) => CARBONS[k]! > 0)) return null;
    // An alkyl on a chain must sit at 2 or later, with its position stated: 1-methylethanol is 2-propanol, propylmethanol 1-butanol.
    const alkyl = before.alkylAt.length > 0;
    const atOne = (at: string | null) => at === null || at.replace(/-/g, '').split(',').includes('1');
    if (!parent.ring && alkyl && (before.alkylAt.some(atOne) || parent.carbons === 1)) return null;
    // Positions that matter must be stated: the ending's on a chain long enough, several substituents, one on a substituted ring.
    const ringEnding = parent.chainEnding !== null && parent.zh.startsWith('环') && ['醇', '酮', '胺'].includes(parent.chainEnding);
    // On a ring the ending is at 1 (环己醇, 4-甲基环己醇): another number there means the synonym numbered it otherwise.
    if (ringEnding && /(^|-)\d+'*(?:,\d+'*)*-$/.test(head) && !/(^|-)1-$/.test(head)) return null;
    // A ring's double bonds are numbered from 1 (1-甲基-1-环戊烯, 1,3-环己二烯): a first locant other than 1 is another numbering.
    if (parent.zh.startsWith('环') && parent.chainEnding?.includes('烯') && /(^|-)\d+(?:,\d+)*-$/.test(head) && !/(^|-)1(?:,\d+)*-$/.test(head)) return null;
    // On a ring a single ending sits at 1 unsaid (环己烯); two of them (1,3-环己二烯) need their places.
    const onRing = parent.zh.startsWith('环');
    const needs = parent.chainEnding ? (onRing ? parent.chainEnding.startsWith('二') : (LOCANT_FROM[parent.chainEnding] ?? Infinity) <= parent.carbons) : false;
    const located = before.located || /^\d/.test(text);
    const endingLocated = head === '' ? /^\d/.test(text) : /(^|-)\d+'*(?:,\d+'*)*-$/.test(head);
    if (needs && !endingLocated) return null;
    if (before.multiplied && !located && parent.carbons > 1 && !(parent.benzene && before.zh.startsWith('六'))) return null;
    if (parent.ring && !parent.benzene && !parent.zh.startsWith('环') && before.kinds.size > 0 && !located) return null;
    // A locant the ending does not need is left out (3-氯丙烯, 六氟丙酮).
    const zh = !needs && endingLocated ? ordered.replace(/(^|-)[\d,']+-$/, '') : ordered;
    if (!parent.ring && parent.chainEnding === '烷' && !lowestLocants(before, parent.carbons)) return null;
    const family = parent.ring ? 'ring' : `chain-${chainClass(parent.chainEnding ?? '烷')}`;
    const rule = (mixed ? `${family}-mixed` : family) as OrganicRule;
    return { zh: `${zh}${parent.zh}`, carbons: before.carbons + parent.carbons, rule };
  }
  return null;
}

/** "dichloroacet" → 二氯乙酸: prefixes of one kind, then an acid's trivial stem or a stem + "an" (hexan → 己酸). */
function acidOf(text: string): Parsed | null {
  for (const [stem, zh] of ACIDS) {
    if (!text.endsWith(stem)) continue;
    const head = text.slice(0, -stem.length);
    const before = head === '' ? { zh: '', carbons: 0, kinds: new Set<string>(), alkylAt: [] as (string | null)[] } : prefixes(head);
    if (!before || before.kinds.size > 1) return null;
    // An alkyl on a trivial acid's chain lengthens it (methylformic is acetic acid, 3-methylacrylic 2-丁烯酸): only on benzoic acid's ring.
    if (before.alkylAt.length > 0 && stem !== 'benzo') return null;
    return { zh: `${before.zh}${zh}`, carbons: before.carbons + CARBONS[stem]! };
  }
  const chain = text.match(/^([a-z]+)an$/);
  const stem = chain ? STEMS.find(([en]) => en === chain[1]) : undefined;
  return stem ? { zh: `${stem[1]}酸`, carbons: CARBONS[stem[0]]! } : null;
}

function twoWords(first: string, second: string): (Parsed & { rule: OrganicRule }) | null {
  const acidNamed = (word: string, tail: string) =>
    word.endsWith(tail) ? (acidOf(word.slice(0, -tail.length)) ?? (word.endsWith(`o${tail}`) ? acidOf(word.slice(0, -tail.length - 1)) : null)) : null;
  if (second === 'acid') {
    const acid = acidNamed(first, 'ic');
    return acid ? { ...acid, rule: 'acid' } : null;
  }
  if (second === 'anhydride') {
    const acid = first === 'carbonic' ? null : acidNamed(first, 'ic');
    return acid ? { zh: `${acid.zh}酐`, carbons: acid.carbons * 2, rule: 'acid' } : null;
  }
  if (second === 'chloride' || second === 'bromide') {
    const acid = acidNamed(first, 'yl');
    // Acyl halides come from the acid's name by the same stems: one family with the acids.
    return acid ? { zh: `${acid.zh.replace(/酸$/, '')}酰${second === 'chloride' ? '氯' : '溴'}`, carbons: acid.carbons, rule: 'acid' } : null;
  }
  if (second.endsWith('ate')) {
    const multiplier = first.match(/^(di|tri)(?!ethylene)/);
    const alkylText = multiplier ? first.slice(multiplier[1]!.length) : first;
    const alkyl = ESTER_ALKYLS.find(([en]) => en === alkylText);
    const acid = acidOf(second.slice(0, -3).replace(/ano$/, 'an'));
    if (!alkyl || !acid) return null;
    // Two alcohols only on a dibasic acid (乙二酸二乙酯); "triethyl formate" is an orthoester (原甲酸三乙酯): not named.
    if (multiplier && (multiplier[1] !== 'di' || !/^(oxal|malon|succin|carbon)/.test(second.replace(/^(di)?(methyl|ethyl)/, '')))) return null;
    const times = multiplier ? (multiplier[1] === 'di' ? 2 : 3) : 1;
    return { zh: `${acid.zh}${multiplier ? (times === 2 ? '二' : '三') : ''}${alkyl[1]}酯`, carbons: acid.carbons + times * CARBONS[alkyl[0]]!, rule: 'ester' };
  }
  return null;
}

/**
 * An alkane's numbering: the lowest locants (2-甲基十二烷, not 11-), and no
 * alkyl at a place that lengthens the chain (2-ethylpentane is 3-methylhexane).
 */
function lowestLocants(before: Prefixes, carbons: number): boolean {
  const all = before.segments.flatMap((seg) => (seg.locant ?? '').split(',').filter(Boolean).map(Number));
  if (all.length === 0) return true;
  const forward = [...all].sort((a, b) => a - b);
  const backward = all.map((p) => carbons + 1 - p).sort((a, b) => a - b);
  const first = forward.findIndex((p, i) => p !== backward[i]);
  if (first !== -1 && forward[first]! > backward[first]!) return false;
  for (const seg of before.segments) {
    const length = CARBONS[seg.en] ?? 0;
    if (length === 0 || RING_ONLY.has(seg.en)) continue;
    const places = (seg.locant ?? '').split(',').filter(Boolean).map(Number);
    if (places.some((p) => p <= length || p > carbons - length)) return false;
  }
  return true;
}

/** Carbons in a Hill-order formula ("C4H10O" → 4); null without one. */
function carbonsOf(formula: string | null): number | null {
  const match = formula?.match(/^C(\d*)(?![a-z])/);
  return match ? (match[1] ? Number(match[1]) : 1) : null;
}

/**
 * o-, m-, p- as the numbers the lists write (o-xylene → 1,2-二甲苯, p-toluidine
 * → 4-甲基苯胺): on benzene two like groups at 1,2 / 1,3 / 1,4; on a parent
 * with its own group at 1 (toluene, phenol, aniline, anisole, benzoic acid),
 * the one group at 2, 3 or 4. Anything else keeps the letter (and is not named).
 */
function orthoMetaPara(text: string): string {
  const match = text.match(/^([omp])-([a-z]+)$/);
  if (!match) return text;
  const at = { o: 2, m: 3, p: 4 }[match[1] as 'o' | 'm' | 'p'];
  // Trivial names of disubstituted benzenes, as the groups they stand for.
  const word = { xylene: 'dimethylbenzene', toluidine: 'methylaniline', cresol: 'methylphenol', anisidine: 'methoxyaniline' }[match[2]!] ?? match[2]!;
  if (/^di[a-z]+benzene$/.test(word)) return `1,${at}-${word}`;
  if (/^(di|tri|tetra)/.test(word) || word.endsWith('benzene')) return text;
  return `${at}-${word}`;
}

export function organicName(english: string, formula: string | null): OrganicNamed | null {
  const lower = english.toLowerCase().trim();
  // n-butyl: the normal chain, unmarked in Chinese; on amines and anilines n- is the nitrogen (N-甲基苯胺).
  const text = orthoMetaPara(/amine|aniline/.test(lower) ? lower : lower.replace(/(^|\d-)n-(?=[a-z]{4})/g, '$1'));
  if (!/^[a-z0-9,'\- ]+$/.test(text) || /(^|[\s-])[omp]-/.test(text)) return null;
  const words = text.split(/\s+/);
  const parsed = words.length === 2 ? twoWords(words[0]!, words[1]!) : words.length === 1 ? oneWord(text) : null;
  const carbons = carbonsOf(formula);
  if (!parsed || carbons === null || parsed.carbons !== carbons) return null;
  return { name: parsed.zh, rule: parsed.rule };
}
