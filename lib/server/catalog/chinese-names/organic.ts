import { numberedOnRing, numberedWithSuffix, type Segment } from './ring-numbering';
import { ACIDS, CARBONS, ENDINGS, ESTER_ALKYLS, MULTIPLIER_ZH, PARENTS, RING_ONLY, RING_SUFFIXES, STEMS, SUBSTITUENTS, SUFFIXED_RINGS } from './organic-words';

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
export type OrganicRule = `chain-${ChainClass}` | 'ring' | 'ring-suffixed' | 'ester' | 'acid';
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
 * The order of unlike substituents (取代基的列出顺序): by the Chinese Chemical
 * Society's 2017 rules (《有机化合物命名原则 2017》), in the alphabetical order
 * of their English names, multipliers and the italic sec-/tert- not counted:
 * 3-乙基-4-甲基己烷, 1-氯-2,4-二硝基苯, 二氯二氟甲烷. (The 1980 rules listed
 * them by the sequence rule, the lower first: 4-甲基-3-乙基…; the official
 * lists use both, and measure.ts accepts either order.) Null when some have
 * locants and some not.
 */
/** How a prefix is alphabetised: sec- and tert- are not counted. */
const citeKey = (en: string) => en.replace(/^(sec|tert)-/, '');

function inListedOrder(p: Prefixes): string | null {
  const located = p.segments.filter((s) => s.locant !== null).length;
  if (located !== 0 && located !== p.segments.length) return null;
  const sorted = [...p.segments].sort((a, b) => citeKey(a.en).localeCompare(citeKey(b.en)));
  let zh = '';
  for (const s of sorted) zh += s.locant === null ? s.zh : `${zh ? '-' : ''}${s.locant}-${s.zh}`;
  return p.trailing ? `${zh ? `${zh}-` : ''}${p.trailing}-` : zh;
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
    // A substituent whose name starts like a multiplier (tetradecyl, trifluoromethyl) is read whole.
    const multiplier = startsWithAny(rest, SUBSTITUENTS) ? undefined : startsWithAny(rest, MULTIPLIER_ZH);
    const afterMultiplier = multiplier ? rest.slice(multiplier[0].length) : rest;
    const substituent = startsWithAny(afterMultiplier, SUBSTITUENTS);
    if (!substituent) return null;
    const times = multiplier ? MULTIPLES[multiplier[1]]! : 1;
    // A multiplied compound group needs brackets (3,5-双(三氟甲基)吡啶): not named.
    if (times > 1 && substituent[0] === 'trifluoromethyl') return null;
    // 二 before 十二烷基 would read as 二十二 (docosyl): such names need brackets (二(十二烷基)): not named.
    if (times > 1 && substituent[1].endsWith('烷基')) return null;
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

/**
 * Parents on which a group has a name of its own: hydroxy on benzene is 苯酚,
 * on phenol a 苯二酚, on naphthalene a 萘酚; amino on them 苯胺, 苯二胺, 萘胺;
 * phenyl on benzene 联苯. Elsewhere on an aromatic ring they are prefixes
 * (4-羟基苯甲醛, 2-氨基苯酚, 2-氨基吡啶, 2-苯基吡啶).
 */
const OWN_NAME_WITH: Record<string, string[]> = {
  hydroxy: ['苯', '甲苯', '苯酚', '苯甲醚', '苯胺', '萘'],
  amino: ['苯', '甲苯', '苯胺', '萘'],
};
const BENZENE_LIKE = new Set(['苯', '甲苯', '苯酚', '苯胺', '苯甲醚', '联苯']);

/**
 * Cyano and acyl groups are prefixes only on a parent whose own group ranks
 * above theirs (acid, amide, nitrile, aldehyde, ketone, in that order):
 * 4-甲酰基苯甲腈, 4-乙酰基苯甲醛. Elsewhere they are the principal group
 * (2-furaldehyde 糠醛, acetylbenzene 苯乙酮, 4-hydroxybenzonitrile
 * 4-羟基苯甲腈, not 4-氰基苯酚): not named here. On benzoic acid's ring
 * acidOf names them; on a chain acid they would lengthen the chain.
 */
const ACYL_ON: Record<string, Set<string>> = {
  cyano: new Set(['苯甲酰胺', '苯磺酰胺']),
  formyl: new Set(['苯甲腈', '苯甲酰胺', '苯磺酰胺']),
  acetyl: new Set(['苯甲腈', '苯甲酰胺', '苯磺酰胺', '苯甲醛']),
};

/** Endings whose position matters from this many carbons on: 1-丙醇 or 2-丙醇, but 丙烯 is one compound. */
const LOCANT_FROM: Record<string, number> = { 醇: 3, 硫醇: 3, 胺: 3, 烯: 4, 炔: 4, 酮: 5, 二醇: 1, 二酮: 1, 二烯: 1, 二胺: 1, 二腈: 1, 烯醇: 1, 烯腈: 4 };

/** `suffixedRing`: the ring of a heteroaromatic parent whose principal group is its suffix (吡啶 in 吡啶甲腈). */
type Parent = Parsed & { ring: boolean; benzene: boolean; chainEnding: string | null; suffixedRing?: string };

/** The parent at the end of a one-word name: a ring or benzene derivative, or cyclo + stem + ending. */
function parentOf(text: string): Parent | null {
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
    const cyclo = amine[1]!.startsWith('cyclo');
    const groups = prefixes(cyclo ? amine[1]!.slice(5) : amine[1]!);
    if (!groups || groups.kinds.size !== 1 || groups.located || !groups.zh.endsWith('基')) return null;
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
    const head = text.slice(0, cut);
    const before: Prefixes | null = head === '' ? EMPTY : prefixes(head);
    if (!before) return null;
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
    if (kinds.some((k) => k === 'mercapto' || OWN_NAME_WITH[k]?.includes(parent.zh)) || (kinds.some((k) => RING_ONLY.has(k)) && !aromatic)) return null;
    if (kinds.some((k) => ACYL_ON[k] && !ACYL_ON[k].has(parent.zh))) return null;
    // On acetophenone the ring's places are primed; an unprimed 3–6 is the ring numbered carelessly (2 is the acetyl carbon).
    if (parent.zh === '苯乙酮' && segments.some((seg) => /(^|,)[3-6](,|$)/.test(seg.locant ?? ''))) return null;
    // Phenoxybenzene alone is 二苯醚 (benzyloxybenzene 苄基苯基醚): an ether's own name.
    if (parent.zh === '苯' && before.segments.length === 1 && ['phenoxy', 'benzyloxy'].includes(before.segments[0]!.en)) return null;
    // An acyl on nitrogen makes an amide (N-acetylaniline is N-苯基乙酰胺).
    if (before.segments.some((seg) => ACYL_ON[seg.en] && seg.locant?.includes('N'))) return null;
    if (kinds.some((k) => ['vinyl', 'allyl'].includes(k) || (['phenyl', 'benzyl'].includes(k) && (!aromatic || BENZENE_LIKE.has(parent.zh))))) return null;
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
    if (before.multiplied && !located && parent.carbons > 1 && !(parent.benzene && before.zh.startsWith('六'))) return null;
    if (parent.ring && !parent.benzene && !parent.zh.startsWith('环') && before.kinds.size > 0 && !located) return null;
    // Unlike groups on a ring need their places: "chloromethylbenzene" is benzyl chloride (氯化苄), not a chlorotoluene.
    if (mixed && parent.ring && before.segments.some((seg) => seg.locant === null)) return null;
    // A locant the ending does not need is left out (3-氯丙烯, 六氟丙酮).
    const zh = !needs && endingLocated ? ordered.replace(/(^|-)[\d,']+-$/, '') : ordered;
    if (!parent.ring && parent.chainEnding === '烷' && !lowestLocants(before, parent.carbons)) return null;
    // Heteroaromatic rings with a suffix (2-呋喃甲醇) are measured apart: the lists name few of them (糠醛 for 2-呋喃甲醛).
    const rule: OrganicRule = parent.suffixedRing ? 'ring-suffixed' : parent.ring ? 'ring' : `chain-${chainClass(parent.chainEnding ?? '烷')}`;
    return { zh: `${zh}${parent.zh}`, carbons: before.carbons + parent.carbons, rule };
  }
  return null;
}

/** "5-bromo-2-thiophenecarboxyl" → 5-溴-2-噻吩甲酸: the acid's place stated, the ring numbered with the acid lowest. */
function ringCarboxylic(head: string, [, ringZh, ringCarbons]: (typeof SUFFIXED_RINGS)[number]): Parsed | null {
  const before = head === '' ? EMPTY : prefixes(head);
  if (!before?.trailing) return null;
  const numbered = numberedWithSuffix(before.segments, before.trailing, ringZh, citeKey);
  const zh = numbered && inListedOrder({ ...before, segments: numbered.segments, trailing: numbered.suffixAt });
  return zh ? { zh: `${zh}${ringZh}甲酸`, carbons: before.carbons + ringCarbons + 1 } : null;
}

/** Acids whose prefixes sit on a benzene ring (numbered from the acid's carbon or sulfur at 1). */
const RING_ACIDS = new Set(['benzo', 'benzenesulfon']);

/** "dichloroacet" → 二氯乙酸: prefixes of one kind, then an acid's trivial stem or a stem + "an" (hexan → 己酸). */
function acidOf(text: string): Parsed | null {
  const hetero = SUFFIXED_RINGS.find(([en]) => text.endsWith(`${en}carboxyl`));
  if (hetero) return ringCarboxylic(text.slice(0, -`${hetero[0]}carboxyl`.length), hetero);
  for (const [stem, zh] of ACIDS) {
    if (!text.endsWith(stem)) continue;
    const head = text.slice(0, -stem.length);
    const before = head === '' ? EMPTY : prefixes(head);
    if (!before) return null;
    // Unlike groups only on a ring acid's ring (benzoic, benzenesulfonic), each with its place (2-甲氧基-4-硝基苯甲酸).
    const onRing = RING_ACIDS.has(stem);
    // A phenyl on the acid's benzene ring makes a biphenyl (联苯-4-磺酰氯): not named here.
    if (onRing && before.kinds.has('phenyl')) return null;
    const mixed = before.kinds.size > 1;
    if (mixed && (!onRing || before.segments.some((seg) => seg.locant === null))) return null;
    if (!onRing && [...before.kinds].some((k) => k !== 'cyano' && ACYL_ON[k])) return null;
    // An alkyl on a trivial acid's chain lengthens it (methylformic is acetic acid, 3-methylacrylic 2-丁烯酸): only on benzoic acid's ring.
    if (before.alkylAt.length > 0 && !onRing) return null;
    // A group on benzoic acid's ring needs its place (氯苯甲酸 could be any of three), unless it fills the ring (五氟苯甲酸).
    if (onRing && before.segments.some((seg) => seg.locant === null && !seg.zh.startsWith('五'))) return null;
    const segments = onRing ? numberedOnRing(before.segments, zh, citeKey) : before.segments;
    const ordered = segments && (mixed || onRing) ? inListedOrder({ ...before, segments }) : before.zh;
    return ordered === null ? null : { zh: `${ordered}${zh}`, carbons: before.carbons + CARBONS[stem]! };
  }
  return alkanoic(text);
}

/**
 * "2-ethylhexan" → 2-乙基己酸: a stem + "an", with prefixes each at its place
 * on the chain counted from the acid's carbon (1), none of them an alkyl that
 * would lengthen it (2-propylpentanoic is still pentanoic; 3-propylpentanoic
 * would be 3-ethylhexanoic).
 */
function alkanoic(text: string): Parsed | null {
  const stem = STEMS.filter(([en]) => text.endsWith(`${en}an`)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!stem) return null;
  const head = text.slice(0, -`${stem[0]}an`.length);
  const length = CARBONS[stem[0]]!;
  if (head === '') return { zh: `${stem[1]}酸`, carbons: length };
  const before = prefixes(head);
  if (!before || before.trailing || before.segments.some((seg) => seg.locant === null)) return null;
  // A formyl or acetyl carbon belongs to the chain (3-formylpropanoic acid is 4-氧亚基丁酸).
  if ([...before.kinds].some((k) => k !== 'cyano' && ACYL_ON[k])) return null;
  for (const seg of before.segments) {
    const places = seg.locant!.split(',').map(Number);
    const alkyl = RING_ONLY.has(seg.en) ? 0 : CARBONS[seg.en]!;
    if (places.some((p) => !Number.isInteger(p) || p < 2 || p > length || p + alkyl > length)) return null;
  }
  const zh = inListedOrder(before);
  return zh ? { zh: `${zh}${stem[1]}酸`, carbons: before.carbons + length } : null;
}

/** Dibasic acids, the only ones whose esters take two alcohols (乙二酸二乙酯, 邻苯二甲酸二丁酯). */
const DIBASIC = /^(oxal|malon|succin|glutar|adip|sebac|terephthal|isophthal|phthal|carbon)ate$/;

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
    if (multiplier && (multiplier[1] !== 'di' || !DIBASIC.test(second))) return null;
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
  // "4-n-propylaniline": after a locant n- is the normal chain there too; "n-" before a bare parent ("n-benzamide") names nothing.
  const normal = lower.replace(/(\d-)n-(?=[a-z]{4})/g, '$1');
  if (/^n-[a-z]+$/.test(normal) && PARENTS.some(([en]) => normal === `n-${en}`)) return null;
  // A diol with both OH on one carbon ("2,2-dichloro-1,1-ethanediol") is an aldehyde's hydrate, named after the aldehyde.
  if (/(?:^|\D)(\d+),\1-[a-z]*diol\b/.test(normal)) return null;
  const text = orthoMetaPara(/amine|aniline/.test(normal) ? normal : normal.replace(/^n-(?=[a-z]{4})/, ''));
  if (!/^[a-z0-9,'\- ]+$/.test(text) || /(^|[\s-])[omp]-/.test(text)) return null;
  const words = text.split(/\s+/);
  const parsed = words.length === 2 ? twoWords(words[0]!, words[1]!) : words.length === 1 ? oneWord(text) : null;
  const carbons = carbonsOf(formula);
  if (!parsed || carbons === null || parsed.carbons !== carbons) return null;
  return { name: parsed.zh, rule: parsed.rule };
}
