import { ACIDS, CARBONS, ESTER_ALKYLS, RING_GROUPS, RING_ONLY, STEMS, SUFFIXED_RINGS } from './organic-words';
import { ACYL_ON, againstOtherEnd, chainPlaces, citeKey, EMPTY, inListedOrder, prefixes, type Parsed } from './prefixes';
import { numberedOnRing, numberedWithSuffix } from './ring-numbering';

/* Acids and what is named from their stems: acid anhydrides, acyl halides, esters (乙酸乙酯, 邻苯二甲酸二丁酯). */

type AcidRule = 'acid' | 'ester';
/** "5-bromo-2-thiophenecarboxyl" → 5-溴-2-噻吩甲酸: the acid's place stated, the ring numbered with the acid lowest. */
function ringCarboxylic(head: string, [, ringZh, ringCarbons]: (typeof SUFFIXED_RINGS)[number]): Parsed | null {
  const before = head === '' ? EMPTY : prefixes(head);
  if (!before?.trailing) return null;
  const numbered = numberedWithSuffix(before.segments, before.trailing, ringZh, citeKey);
  const zh = numbered && inListedOrder({ ...before, segments: numbered.segments, trailing: numbered.suffixAt });
  return zh ? { zh: `${zh}${ringZh}甲酸`, carbons: before.carbons + ringCarbons + 1 } : null;
}

/** Acids whose prefixes sit on a benzene ring (numbered from the atom bearing the acid group at 1: 4-甲氧基苯硼酸, 4-氰基苯乙酸). */
const RING_ACIDS = new Set(['benzo', 'benzenesulfon', 'phenylboron', 'benzeneboron', 'phenylacet', 'benzeneacet']);

/** "dichloroacet" → 二氯乙酸: prefixes of one kind, then an acid's trivial stem or a stem + "an" (hexan → 己酸). */
function acidOf(written: string): Parsed | null {
  // An alkanesulfonic acid's sulfur is on carbon 1, the only place it names (1-propanesulfonyl is 丙磺酰).
  const text = written.replace(/^1-(?=(?:meth|eth|prop|but)anesulfon$)/, '');
  const hetero = SUFFIXED_RINGS.find(([en]) => text.endsWith(`${en}carboxyl`));
  if (hetero) return ringCarboxylic(text.slice(0, -`${hetero[0]}carboxyl`.length), hetero);
  for (const [stem, zh] of ACIDS) {
    if (!text.endsWith(stem)) continue;
    const head = text.slice(0, -stem.length);
    const before = head === '' ? EMPTY : prefixes(head);
    // A group on nitrogen (N-) or a locant left over belongs to an amide or another name, not to the acid.
    if (!before || before.trailing || before.segments.some((seg) => seg.locant?.includes('N'))) return null;
    // Unlike groups only on a ring acid's ring (benzoic, benzenesulfonic), each with its place (2-甲氧基-4-硝基苯甲酸).
    const onRing = RING_ACIDS.has(stem);
    // Primed places belong to a second ring; on the acid's own ring they are another numbering: not read.
    if (onRing && before.segments.some((seg) => seg.locant?.includes("'"))) return null;
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
  const endings: [en: string, zh: (stem: string, long: boolean) => string][] = [
    ['anedio', (stem, long) => `${stem}${long ? '烷' : ''}二酸`],
    ['en', (stem) => `${stem}烯酸`],
    ['an', (stem) => `${stem}酸`],
  ];
  for (const [ending, zhOf] of endings) {
    const stem = STEMS.filter(([en]) => text.endsWith(`${en}${ending}`)).sort((a, b) => b[0].length - a[0].length)[0];
    if (!stem) continue;
    const head = text.slice(0, -`${stem[0]}${ending}`.length);
    const length = CARBONS[stem[0]]!;
    const zh = zhOf(stem[1], length > 10);
    if (head === '') return ending === 'en' ? null : { zh, carbons: length };
    const before = prefixes(head);
    if (!before || before.segments.some((seg) => (seg.locant === null && seg.en !== 'perfluoro') || seg.locant?.includes('N'))) return null;
    // An alkenoic acid's double bond has its place (2-己烯酸), between the chain's carbons; no other locant is left over.
    const bond = ending === 'en' ? Number(before.trailing) : null;
    if (ending === 'en' ? !(bond! >= 2 && bond! < length) : before.trailing) return null;
    // A formyl or acetyl carbon belongs to the chain (3-formylpropanoic acid is 4-氧亚基丁酸).
    if ([...before.kinds].some((k) => k !== 'cyano' && ACYL_ON[k])) return null;
    // Groups from 2 on, none an alkyl that would lengthen the chain; a dibasic acid's other end is its carbon too.
    const last = ending === 'anedio' ? length - 1 : length;
    for (const seg of before.segments) {
      if (seg.locant === null) continue;
      const places = seg.locant.split(',').map(Number);
      const alkyl = RING_ONLY.has(seg.en) || RING_GROUPS.has(seg.en) ? 0 : CARBONS[seg.en]!;
      // Between a dibasic acid's two carbons the chain is fixed: a group there cannot lengthen it (2-异丙基丙二酸).
      if (places.some((p) => !Number.isInteger(p) || p < 2 || p > last || (ending !== 'anedio' && p + alkyl > last))) return null;
    }
    // Propenoic acid's double bond has one place (2-甲基丙烯酸).
    // A dibasic acid is numbered from either end: the lowest locants (2-甲基辛二酸, not 7-).
    if (ending === 'anedio' && againstOtherEnd(chainPlaces(before.segments), length) > 0) return null;
    const cited = inListedOrder(ending === 'en' && length === 3 ? { ...before, trailing: null } : before);
    return cited === null ? null : { zh: `${cited}${zh}`, carbons: before.carbons + length };
  }
  return null;
}

/**
 * An acid's amide, from the acid's name (hexanamide 己酰胺, acrylamide
 * 丙烯酰胺, trifluoroacetamide 三氟乙酰胺), with groups either on the acid as
 * acidOf reads them or on the nitrogen (N,N-二甲基甲酰胺, N-苯基乙酰胺), not
 * both: their joint order is not settled here.
 */
export function amideOf(text: string): Parsed | null {
  if (!text.endsWith('amide')) return null;
  const body = text.slice(0, -'amide'.length);
  // The carbonyl carbon is 1 and formic acid's only one: a group there makes another compound (1-chloroformamide is 氨基甲酰氯).
  if (/(^|[^\d'])1[,'-]/.test(body)) return null;
  const plain = /.form$/.test(body) ? null : acidOf(body);
  if (plain) return { zh: `${plain.zh.replace(/酸$/, '')}酰胺`, carbons: plain.carbons };
  for (let cut = 3; cut < body.length; cut++) {
    const onNitrogen = prefixes(body.slice(0, cut));
    if (!onNitrogen || onNitrogen.trailing || onNitrogen.segments.some((seg) => !/^N(,N)*$/.test(seg.locant ?? ''))) continue;
    // The acid itself bare: groups on both the acid and the nitrogen are cited together (2-氯-N-甲基乙酰胺), not settled here.
    const acid = ACIDS.some(([stem]) => stem === body.slice(cut)) || STEMS.some(([stem]) => `${stem}an` === body.slice(cut)) ? acidOf(body.slice(cut)) : null;
    const groups = acid && inListedOrder(onNitrogen);
    if (acid && groups && /^[a-z]/.test(body.slice(cut)))
      return { zh: `${groups}${acid.zh.replace(/酸$/, '')}酰胺`, carbons: acid.carbons + onNitrogen.carbons };
  }
  return null;
}

/** A carboxylate by its acid ("2-ethylhexanoate" → 2-乙基己酸, charge 1; "oxalate" → 乙二酸, 2), for the salts inorganic.ts names (2-乙基己酸钠). */
export function carboxylateOf(word: string): (Parsed & { charge: number }) | null {
  if (!word.endsWith('ate')) return null;
  const acid = acidOf(word.slice(0, -3).replace(/ano$/, 'an'));
  return acid && { ...acid, charge: DIBASIC.test(word.replace(/^.*[\d-]/, '')) ? 2 : 1 };
}

/** Esters of the mineral acids, with the number of alcohols a full ester takes (phosphate 3: 磷酸三乙酯). */
const MINERAL_ESTERS: Record<string, { zh: string; times: '' | 'di' | 'tri' | 'tetra' }> = {
  phosphate: { zh: '磷酸', times: 'tri' },
  phosphite: { zh: '亚磷酸', times: 'tri' },
  borate: { zh: '硼酸', times: 'tri' },
  sulfate: { zh: '硫酸', times: 'di' },
  sulfite: { zh: '亚硫酸', times: 'di' },
  orthosilicate: { zh: '硅酸', times: 'tetra' },
  silicate: { zh: '硅酸', times: 'tetra' },
  nitrate: { zh: '硝酸', times: '' },
  nitrite: { zh: '亚硝酸', times: '' },
};

/** Branched alkyl groups written as substituted chains, by their usual names (乙酸异丁酯, not 乙酸2-甲基丙酯). */
const BRANCHED_ALKYLS: Record<string, string> = {
  '2-methylpropyl': 'isobutyl',
  '3-methylbutyl': 'isopentyl',
  '1-methylethyl': 'isopropyl',
  '1-methylpropyl': 'sec-butyl',
  '1,1-dimethylethyl': 'tert-butyl',
};

/** Straight alkyl groups an alcohol's substituents may sit on, with their carbons counted from the carbon bound to oxygen (1). */
const STRAIGHT_ALKYLS = ESTER_ALKYLS.filter(([en]) => /^(meth|eth|prop|but|pent|hex|hept|oct|non|dec)yl$/.test(en));

/**
 * "2-ethylhexyl" → 2-乙基己, "2-hydroxyethyl" → 2-羟基乙: groups each at its
 * place on a straight chain, none an alkyl at 1 or one that would lengthen
 * the chain (2-propylbutyl is 2-ethylpentyl).
 */
function substitutedAlkyl(text: string): Parsed | null {
  const alkyl = STRAIGHT_ALKYLS.find(([en]) => text.endsWith(en) && text.length > en.length);
  const before = alkyl && prefixes(text.slice(0, -alkyl[0].length));
  if (!alkyl || !before || before.trailing || before.segments.some((seg) => seg.locant === null || seg.locant.includes('N'))) return null;
  const length = CARBONS[alkyl[0]]!;
  for (const seg of before.segments) {
    const chain = RING_ONLY.has(seg.en) || RING_GROUPS.has(seg.en) ? 0 : CARBONS[seg.en]!;
    const places = seg.locant!.split(',').map(Number);
    if (places.some((p) => !Number.isInteger(p) || p < 1 || p > length || (chain > 0 && (p === 1 || p + chain > length)))) return null;
  }
  const cited = inListedOrder(before);
  return cited === null ? null : { zh: `${cited}${alkyl[1]}`, carbons: before.carbons + length };
}

/** Dibasic acids, the only ones whose esters take two alcohols (乙二酸二乙酯, 邻苯二甲酸二丁酯). */
const DIBASIC = /^(oxal|malon|succin|glutar|adip|sebac|terephthal|isophthal|phthal|carbon)ate$/;

export function twoWords(first: string, second: string): (Parsed & { rule: AcidRule }) | null {
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
  const mineral = MINERAL_ESTERS[second];
  if (mineral) {
    // Every acidic hydrogen esterified, as the multiplier says (磷酸三乙酯, 硫酸二甲酯, 硅酸四乙酯): partial esters are acids, not named here.
    const alkyl = ESTER_ALKYLS.find(([en]) => first === `${mineral.times}${en}` || (mineral.times === '' && first === en));
    if (!alkyl) return null;
    const count = { '': 1, di: 2, tri: 3, tetra: 4 }[mineral.times];
    return { zh: `${mineral.zh}${count > 1 ? '一二三四'[count - 1] : ''}${alkyl[1]}酯`, carbons: count * CARBONS[alkyl[0]]!, rule: 'ester' };
  }
  if (second.endsWith('ate')) {
    const multiplier = first.match(/^(di|tri)(?!ethylene)/);
    const alkylText = multiplier ? first.slice(multiplier[1]!.length) : first;
    const alkyl = ESTER_ALKYLS.find(([en]) => en === alkylText);
    const acid = acidOf(second.slice(0, -3).replace(/ano$/, 'an'));
    if (!acid) return null;
    if (!alkyl) {
      // One substituted alcohol (2-ethylhexyl acetate → 乙酸2-乙基己酯), its groups at their places on its chain;
      // on a dibasic acid one alcohol leaves the other end open (a monoester): not named here.
      const branched = BRANCHED_ALKYLS[first];
      if (branched) return twoWords(branched, second);
      const substituted = multiplier || DIBASIC.test(second) ? null : substitutedAlkyl(first);
      return substituted && { zh: `${acid.zh}${substituted.zh}酯`, carbons: acid.carbons + substituted.carbons, rule: 'ester' };
    }
    // Two alcohols only on a dibasic acid (乙二酸二乙酯); "triethyl formate" is an orthoester (原甲酸三乙酯): not named.
    if (multiplier && (multiplier[1] !== 'di' || !DIBASIC.test(second))) return null;
    const times = multiplier ? (multiplier[1] === 'di' ? 2 : 3) : 1;
    return { zh: `${acid.zh}${multiplier ? (times === 2 ? '二' : '三') : ''}${alkyl[1]}酯`, carbons: acid.carbons + times * CARBONS[alkyl[0]]!, rule: 'ester' };
  }
  return null;
}
