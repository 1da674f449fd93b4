import { amideOf, twoWords } from './acids';
import { etherOf, ketoneOf } from './ethers';
import { CARBONS, ENDINGS, PARENTS, RING_ONLY, RING_SUFFIXES, STEMS, SUFFIXED_RINGS } from './organic-words';
import { ACYL_ON, againstOtherEnd, chainPlaces, citeKey, EMPTY, inListedOrder, prefixes, startsWithAny, type Parsed, type Prefixes } from './prefixes';
import { numberedOnRing, numberedWithSuffix, type Segment } from './ring-numbering';

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

/** Rule families, measured apart: chains by their class (the ending), rings, esters, acids (with their anhydrides and acyl halides); like or unlike substituents alike. */
export type OrganicRule = `chain-${ChainClass}` | 'ring' | 'ring-suffixed' | 'ester' | 'acid' | 'ether';
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

/** Fused hydrocarbon rings: a hydroxy or amino group on them is the ending (7-甲基-4-茚满醇, 2-萘胺), not a prefix. */
const HYDROCARBON_RINGS = ['蒽', '菲', '芴', '9H-芴', '1,2,3,4-四氢萘', '十氢萘', '1H-茚', '2,3-二氢-1H-茚', '茚满'];
/** Parents an amino group (plain or with alkyls on it) would make an aniline or naphthylamine of. */
const AMINE_PARENTS = ['苯', '甲苯', '苯胺', '萘', '苯乙烯', '苯乙炔'];
/**
 * Parents on which a group has a name of its own: hydroxy on benzene is 苯酚,
 * on phenol a 苯二酚, on naphthalene a 萘酚; amino on them 苯胺, 苯二胺, 萘胺;
 * phenyl on benzene 联苯; on styrene a hydroxy or amino group makes the
 * phenol or aniline the parent (4-乙烯基苯酚). Elsewhere on an aromatic ring
 * they are prefixes (4-羟基苯甲醛, 2-氨基苯酚, 2-氨基吡啶, 2-苯基吡啶).
 */
const OWN_NAME_WITH: Record<string, string[]> = {
  hydroxy: ['苯', '甲苯', '苯酚', '苯甲醚', '苯胺', '萘', '苯乙烯', '苯乙炔', ...HYDROCARBON_RINGS],
  amino: [...AMINE_PARENTS, ...HYDROCARBON_RINGS],
  dimethylamino: AMINE_PARENTS,
  diethylamino: AMINE_PARENTS,
  // A halomethyl group alone on benzene is a benzyl halide (氯化苄).
  chloromethyl: ['苯'],
  bromomethyl: ['苯'],
};
const BENZENE_LIKE = new Set(['苯', '甲苯', '苯酚', '苯胺', '苯甲醚', '联苯', '苯乙烯', '苯乙炔', '苯甲醇', '苯乙醇', '苯乙腈']);

/**
 * Groups a chain's ending ranks above (IUPAC seniority: alcohol, thiol,
 * amine, ether), so they are its prefixes: 2-氨基乙醇, 2-巯基乙醇,
 * 2-甲氧基乙胺, 1,2-二甲氧基乙烷, 1-甲氧基丙烷 (the lists' 甲基丙基醚). A
 * group ranking above the ending would be the parent (2-羟基丙胺 is
 * 1-氨基-2-丙醇): not named.
 */
const ALKOXY = new Set(['methoxy', 'ethoxy', 'propoxy', 'isopropoxy', 'butoxy', 'tert-butoxy', 'phenoxy', 'benzyloxy']);
// The lists name dialkylamino alcohols as ethanolamines (N,N-二甲基乙醇胺): not named here.
const BELOW_ALCOHOL = new Set([...ALKOXY, 'mercapto', 'amino', 'methylthio']);
const BELOW_AMINE = new Set([...ALKOXY, 'methylthio']);
// A ketone ranks above an alcohol: hydroxy is its prefix (3-羟基-2-丁酮, 4-羟基-4-甲基-2-戊酮).
const BELOW_KETONE = new Set([...BELOW_ALCOHOL, 'hydroxy']);
const BELOW_CHAIN_ENDING: Record<string, ReadonlySet<string>> = {
  醇: BELOW_ALCOHOL,
  二醇: BELOW_ALCOHOL,
  胺: BELOW_AMINE,
  二胺: BELOW_AMINE,
  烷: ALKOXY,
  酮: BELOW_KETONE,
  二酮: BELOW_KETONE,
};

/** Rings numbered from an oxygen or sulfur at 1. */
const CHALCOGEN_AT_ONE = new Set([
  '呋喃',
  '噻吩',
  '苯并呋喃',
  '苯并噻吩',
  '四氢呋喃',
  '四氢吡喃',
  '四氢噻吩',
  '噻唑',
  '噁唑',
  '异噁唑',
  '苯并噻唑',
  '苯并噁唑',
]);

/** Endings whose position matters from this many carbons on: 1-丙醇 or 2-丙醇, but 丙烯 is one compound. */
const LOCANT_FROM: Record<string, number> = { 醇: 3, 硫醇: 3, 胺: 3, 烯: 4, 炔: 4, 酮: 5, 二醇: 1, 二酮: 1, 二烯: 1, 二胺: 1, 二腈: 1, 烯醇: 1, 烯腈: 4 };

/** `suffixedRing`: the ring of a heteroaromatic parent whose principal group is its suffix (吡啶 in 吡啶甲腈). */
type Parent = Parsed & { ring: boolean; benzene: boolean; chainEnding: string | null; suffixedRing?: string };

/** The parent at the end of a one-word name: a ring or benzene derivative, or cyclo + stem + ending. */
function parentOf(text: string): Parent | null {
  // Acetone is propanone, its carbonyl at 2 (氯丙酮, 1,3-二氯丙酮).
  if (text === 'acetone') return { zh: '丙酮', carbons: 3, ring: false, benzene: false, chainEnding: '酮' };
  const whole = PARENTS.find(([en]) => text === en);
  if (whole) return { zh: whole[1], carbons: CARBONS[whole[0]]!, ring: true, benzene: whole[0] === 'benzene', chainEnding: null };
  const ring = SUFFIXED_RINGS.find(([en]) => text.startsWith(en));
  const suffix = ring && RING_SUFFIXES.find(([en]) => text === `${ring[0]}${en}`);
  if (ring && suffix) return { zh: `${ring[1]}${suffix[1]}`, carbons: ring[2] + 1, ring: true, benzene: false, chainEnding: null, suffixedRing: ring[1] };
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

/**
 * The prefixes numbered by the parent's rules, and the place of a suffixed
 * ring's group: on an aromatic ring the rules' numbering rather than the
 * synonym's (3-chloro-6-iodoaniline is 5-氯-2-碘苯胺); a suffixed ring's group
 * must have its place (吡啶甲腈 could be any of three). Null when the rules
 * cannot settle them.
 */
function numberedFor(parent: Parent, before: Prefixes, aromatic: boolean): { segments: Segment[]; trailing: string | null } | null {
  if (parent.suffixedRing) {
    const numbered = before.trailing ? numberedWithSuffix(before.segments, before.trailing, parent.suffixedRing, citeKey) : null;
    return numbered && { segments: numbered.segments, trailing: numbered.suffixAt };
  }
  const segments = aromatic ? numberedOnRing(before.segments, parent.zh, citeKey) : before.segments;
  return segments && { segments, trailing: before.trailing };
}

function oneWord(text: string): (Parsed & { rule: OrganicRule }) | null {
  // Amines named after their alkyl groups: butylamine 丁胺, diisopropylamine 二异丙胺, cyclohexylamine 环己胺.
  const amine = text.match(/^(.*yl)amine$/);
  if (amine) {
    // Groups on the nitrogen written first (N,N-dimethylbutylamine → N,N-二甲基丁胺), then the amine by its alkyl group.
    for (let cut = 3; cut < amine[1]!.length; cut++) {
      const onNitrogen = prefixes(amine[1]!.slice(0, cut));
      if (!onNitrogen || onNitrogen.trailing || onNitrogen.segments.some((seg) => !/^N(,N)?$/.test(seg.locant ?? ''))) continue;
      if (!/^[a-z]/.test(amine[1]!.slice(cut))) continue;
      const main = oneWord(`${amine[1]!.slice(cut)}amine`);
      const groups = main?.rule === 'chain-amine' ? inListedOrder(onNitrogen) : null;
      // Each N- names one of the nitrogen's two places: no more than two, and the amine itself primary (丁胺, not 二丁胺).
      const places = onNitrogen.segments.reduce((n, seg) => n + seg.locant!.split(',').length, 0);
      if (main && groups && places <= 2 && !/^[二三N]/.test(main.zh))
        return { zh: `${groups}${main.zh}`, carbons: main.carbons + onNitrogen.carbons, rule: 'chain-amine' };
    }
    const cyclo = amine[1]!.startsWith('cyclo');
    const groups = prefixes(cyclo ? amine[1]!.slice(5) : amine[1]!);
    // Like plain groups only: a substituted phenyl beside a phenyl is a diphenylamine (2-硝基二苯胺).
    if (!groups || groups.kinds.size !== 1 || groups.located || !groups.zh.endsWith('基') || groups.zh.includes('(')) return null;
    // Allyl and vinyl amines keep 基 in the lists' usage (三烯丙基胺); not named here.
    if (groups.kinds.has('allyl') || groups.kinds.has('vinyl')) return null;
    // Long alkyls drop 烷基 as short ones drop 基 (十二胺 beside 癸胺).
    return { zh: `${cyclo ? '环' : ''}${groups.zh.replace(/烷?基$/, '')}胺`, carbons: groups.carbons, rule: 'chain-amine' };
  }
  if (text.endsWith('amine')) return null;
  // The parent is the longest tail that names one; what comes before it are prefixes.
  for (let cut = 0; cut < text.length; cut++) {
    const parent = parentOf(text.slice(cut));
    if (!parent) continue;
    // A parent with its indicated hydrogen or fusion locant ("5-fluoro-1h-indazole", "2-methyl-1-benzothiophene") follows its prefixes
    // after a hyphen; in Chinese the hydrogen stays (5-氟-1H-吲唑) and 1-benzothiophene is 苯并噻吩.
    const hydrogenated = /^\d/.test(parent.zh);
    const head = /^\d/.test(text.slice(cut)) ? text.slice(0, cut).replace(/-$/, '') : text.slice(0, cut);
    const before: Prefixes | null = head === '' ? EMPTY : prefixes(head);
    if (!before) return null;
    // A locant left before a ring ("2,1-benzoxazole", "1,2-benzothiazole") names another ring; 1 on a ring's oxygen or sulfur is no place for a group.
    if (parent.ring && !parent.chainEnding && !parent.suffixedRing && before.trailing) return null;
    if (CHALCOGEN_AT_ONE.has(parent.zh) && before.segments.some((seg) => /^1(,|$)/.test(seg.locant ?? ''))) return null;
    const mixed = before.kinds.size > 1;
    const aromatic = parent.ring && !parent.zh.startsWith('环');
    // Unlike groups on a cyclic chain (环己二烯) are numbered with its double bonds: not settled here.
    if (mixed && parent.ring && !aromatic) return null;
    const numbered = numberedFor(parent, before, aromatic);
    if (!numbered) return null;
    const { segments } = numbered;
    const ordered = mixed || aromatic ? inListedOrder({ ...before, ...numbered }) : before.zh;
    if (ordered === null) return null;
    const kinds = [...before.kinds];
    // A class's own group as a prefix (2-hydroxypropane, hydroxybenzene, aminoaniline) has a name of its own; so do vinyl and phenyl compounds (苯乙烯, 苯乙炔).
    const onChain = (k: string) => RING_ONLY.has(k) && !aromatic && !BELOW_CHAIN_ENDING[parent.chainEnding ?? '']?.has(k);
    if (kinds.some((k) => (k === 'mercapto' && aromatic) || OWN_NAME_WITH[k]?.includes(parent.zh) || onChain(k))) return null;
    // Three alkoxy groups on one carbon make an orthoester (原甲酸三乙酯): named as one.
    if (parent.chainEnding === '烷' && before.segments.some((seg) => ALKOXY.has(seg.en) && /^[三四]/.test(seg.zh))) return null;
    // N- places a group on a nitrogen: only an amine's or amide's, on a chain (2-amino-N,N-diethylethanol names no compound).
    if (!parent.ring && !parent.chainEnding?.includes('胺') && before.segments.some((seg) => seg.locant?.includes('N'))) return null;
    if (kinds.some((k) => ACYL_ON[k] && !ACYL_ON[k].has(parent.zh))) return null;
    // On acetophenone the ring's places are primed; an unprimed 3–6 is the ring numbered carelessly (2 is the acetyl carbon).
    if (parent.zh === '苯乙酮' && segments.some((seg) => /(^|,)[3-6](,|$)/.test(seg.locant ?? ''))) return null;
    // Phenoxybenzene alone is 二苯醚 (benzyloxybenzene 苄基苯基醚): an ether's own name.
    if (parent.zh === '苯' && before.segments.length === 1 && ['phenoxy', 'benzyloxy'].includes(before.segments[0]!.en)) return null;
    // An acyl on nitrogen makes an amide (N-acetylaniline is N-苯基乙酰胺).
    if (before.segments.some((seg) => ACYL_ON[seg.en] && seg.locant?.includes('N'))) return null;
    // Phenyl and benzyl sit on a chain only when its ending makes it the parent (1-苯基-2-丙醇); on an alkane or alkene the ring is (丙苯, 苯乙烯).
    const chainParent = !parent.ring && parent.chainEnding !== null && /[醇胺酮]$/.test(parent.chainEnding);
    if (kinds.some((k) => ['vinyl', 'allyl'].includes(k) || (['phenyl', 'benzyl'].includes(k) && ((!aromatic && !chainParent) || BENZENE_LIKE.has(parent.zh)))))
      return null;
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
    const chainNeeds = (ending: string) => (onRing ? ending.startsWith('二') : (LOCANT_FROM[ending] ?? Infinity) <= parent.carbons);
    const needs = parent.suffixedRing !== undefined || (parent.chainEnding !== null && chainNeeds(parent.chainEnding));
    const located = before.located || /^\d/.test(text);
    const endingLocated = head === '' ? /^\d/.test(text) : /(^|-)\d+'*(?:,\d+'*)*-$/.test(head);
    if (needs && !endingLocated) return null;
    if (!parent.ring && parent.chainEnding !== null && before.trailing && !endingNumberedLowest(before, parent)) return null;
    if (before.multiplied && !located && parent.carbons > 1 && !(parent.benzene && before.zh.startsWith('六'))) return null;
    if (parent.ring && !parent.benzene && !parent.zh.startsWith('环') && before.kinds.size > 0 && !located) return null;
    // Unlike groups on a ring need their places: "chloromethylbenzene" is benzyl chloride (氯化苄), not a chlorotoluene.
    if (mixed && parent.ring && before.segments.some((seg) => seg.locant === null)) return null;
    // A locant the ending does not need is left out (3-氯丙烯, 六氟丙酮).
    const zh = !needs && endingLocated ? ordered.replace(/(^|-)[\d,']+-$/, '') : ordered;
    if (!parent.ring && parent.chainEnding === '烷' && !lowestLocants(before, parent.carbons)) return null;
    // Heteroaromatic rings with a suffix (2-呋喃甲醇) are measured apart: the lists name few of them (糠醛 for 2-呋喃甲醛).
    // An alkane with alkoxy groups is an ether, measured with the ethers whichever way it is named (1-甲氧基丙烷, 甲基丙基醚).
    const ether = parent.chainEnding === '烷' && !parent.ring && before.segments.some((seg) => ALKOXY.has(seg.en));
    const rule: OrganicRule = parent.suffixedRing
      ? 'ring-suffixed'
      : parent.ring
        ? 'ring'
        : ether
          ? 'ether'
          : `chain-${chainClass(parent.chainEnding ?? '烷')}`;
    return { zh: `${zh}${hydrogenated && zh ? '-' : ''}${parent.zh}`, carbons: before.carbons + parent.carbons, rule };
  }
  return null;
}

/**
 * A chain's ending at the lowest locants it can have (2-甲基-5-庚酮 is
 * 6-甲基-3-庚酮), then its prefixes; a ketone's carbonyl never at an end
 * (1,2-乙二酮 is glyoxal, 乙二醛).
 */
function endingNumberedLowest(before: Prefixes, parent: Parent): boolean {
  const ends = before.trailing!.split(',').map(Number);
  if (ends.some((p) => !Number.isInteger(p))) return true;
  if (parent.chainEnding!.includes('酮') && ends.some((p) => p <= 1 || p >= parent.carbons)) return false;
  const byEnding = againstOtherEnd(ends, parent.carbons);
  return byEnding !== 0 ? byEnding < 0 : againstOtherEnd(chainPlaces(before.segments), parent.carbons) <= 0;
}

/**
 * An alkane's numbering: the lowest locants (2-甲基十二烷, not 11-), and no
 * alkyl at a place that lengthens the chain (2-ethylpentane is 3-methylhexane).
 */
function lowestLocants(before: Prefixes, carbons: number): boolean {
  if (againstOtherEnd(chainPlaces(before.segments), carbons) > 0) return false;
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
  // "4-n-propylaniline": after a locant n- is the normal chain there too; "n-" before a bare parent ("n-benzamide") names nothing.
  const normal = lower.replace(/(\d-|perfluoro-)n-(?=[a-z]{4})/g, '$1').replace(/^perfluoro-(?=[a-z])/, 'perfluoro');
  if (/^n-[a-z]+$/.test(normal) && PARENTS.some(([en]) => normal === `n-${en}`)) return null;
  // A diol with both OH on one carbon ("2,2-dichloro-1,1-ethanediol") is an aldehyde's hydrate, named after the aldehyde.
  if (/(?:^|\D)(\d+),\1-[a-z]*diol\b/.test(normal)) return null;
  // "4-chlorobenzyl alcohol" is the ring's methanol (4-氯苯甲醇).
  const text = orthoMetaPara(/amine|aniline|amide/.test(normal) ? normal : normal.replace(/^n-(?=[a-z]{4})/, '')).replace(/benzyl alcohol$/, 'benzenemethanol');
  if (!/^[a-z0-9,'\- ()]+$/.test(text) || /(^|[\s-])[omp]-/.test(text)) return null;
  const words = text.split(/\s+/);
  const amide = words.length === 1 ? amideOf(text) : null;
  const ether = etherOf(words);
  const ketone = ether ? null : ketoneOf(words);
  const parsed = ether
    ? { ...ether, rule: 'ether' as const }
    : ketone
      ? { ...ketone, rule: 'chain-ketone' as const }
      : words.length === 2
        ? twoWords(words[0]!, words[1]!)
        : words.length === 1
          ? (oneWord(text) ?? (amide && { ...amide, rule: 'acid' as const }))
          : null;
  const carbons = carbonsOf(formula);
  if (!parsed || carbons === null || parsed.carbons !== carbons) return null;
  return { name: parsed.zh, rule: parsed.rule };
}
