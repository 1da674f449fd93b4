import { CARBONS, MULTIPLIER_ZH, RING_GROUPS, RING_ONLY, SUBSTITUENTS } from './organic-words';
import { numberedOnRing, type Segment } from './ring-numbering';

/* Substituent prefixes of an English organic name read into Chinese, in the order the rules cite them (organic.ts and acids.ts build on them). */
/**
 * "2,4-dichloro" on a phenyl group → (2,4-二氯苯基): its groups at 2–6,
 * renumbered by the ring's mirror (the attachment is 1), cited as one group
 * under its whole name's first letter ("dichlorophenyl" under d, as IUPAC
 * alphabetises compound substituents).
 */
function substitutedPhenyl(text: string): (Parsed & { en: string }) | null {
  const inner = prefixes(text.replace(/-$/, ''));
  if (!inner || inner.trailing || inner.segments.some((seg) => seg.locant === null || !/^\d+(,\d+)*$/.test(seg.locant))) return null;
  if (inner.kinds.has('phenyl') || inner.kinds.has('benzyl')) return null;
  const numbered = numberedOnRing(inner.segments, '甲苯', citeKey);
  if (!numbered || numbered.some((seg) => seg.locant!.split(',').some((p) => Number(p) < 2 || Number(p) > 6))) return null;
  const zh = inListedOrder({ ...inner, segments: numbered });
  // Its whole name without locants ("tert-butylphenyl"): citeKey passes over the italic tert- (filed under b).
  const whole = `${text.replace(/[\d,'-]/g, '').replace(/^(sec|tert)/, '$1-')}phenyl`;
  return zh === null ? null : { zh: `(${zh}苯基)`, carbons: inner.carbons + 6, en: whole };
}

/** Other English names of a group, read as the name IUPAC prefers. */
const ALIASES: Record<string, string> = { phenylmethyl: 'benzyl', phenylmethoxy: 'benzyloxy', acetylamino: 'acetamido' };

/** Groups that are themselves substituted: multiplied, they take brackets (三(甲硫基), 双(三氟甲基)), which are not written here. */
const COMPOUND_GROUPS = new Set([
  'trifluoromethyl',
  'trifluoromethoxy',
  'methylthio',
  'difluoromethoxy',
  'trifluoromethylthio',
  'methylsulfonyl',
  'bromomethyl',
  'chloromethyl',
  'dimethylamino',
  'diethylamino',
  'acetamido',
]);

export type Parsed = { zh: string; carbons: number };

export const startsWithAny = (text: string, table: [string, string][]) => table.find(([en]) => text.startsWith(en));
export const MULTIPLES: Record<string, number> = { 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/** `alkylAt`: the locants written before each alkyl group (null: none written); `trailing`: a locant left for the parent's ending. */
export type Prefixes = Parsed & {
  kinds: Set<string>;
  located: boolean;
  multiplied: boolean;
  alkylAt: (string | null)[];
  segments: Segment[];
  trailing: string | null;
};

export const EMPTY: Prefixes = { zh: '', carbons: 0, kinds: new Set(), located: false, multiplied: false, alkylAt: [], segments: [], trailing: null };

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
export const citeKey = (en: string) => en.replace(/^(sec|tert)-/, '');

export function inListedOrder(p: Prefixes): string | null {
  const located = p.segments.filter((s) => s.locant !== null).length;
  if (located !== 0 && located !== p.segments.length) return null;
  const sorted = [...p.segments].sort((a, b) => citeKey(a.en).localeCompare(citeKey(b.en)));
  let zh = '';
  for (const s of sorted) zh += s.locant === null ? s.zh : `${zh ? '-' : ''}${s.locant}-${s.zh}`;
  return p.trailing ? `${zh ? `${zh}-` : ''}${p.trailing}-` : zh;
}

/** Locants, multipliers and substituents: "1,1,2-trichloro" → "1,1,2-三氯"; null when anything is left over. */
export function prefixes(text: string): Prefixes | null {
  let rest = text;
  const out: Prefixes = { ...EMPTY, kinds: new Set(), alkylAt: [], segments: [] };
  let lastLocant: string | null = null;
  while (rest.length > 0) {
    const locant = rest.match(/^-?(?:\d+'*(?:,\d+'*)*|n(?:,n)?)-/);
    if (locant) {
      // Two locants in a row ("n-2-bromo…") place a group on a group: a bracketed substituent, not read here.
      if (lastLocant !== null) return null;
      out.zh += locant[0].toUpperCase();
      out.located = true;
      lastLocant = locant[0];
      rest = rest.slice(locant[0].length);
      continue;
    }
    // A substituted phenyl in brackets, "1-(2,4-dichlorophenyl)": 1-(2,4-二氯苯基).
    const phenyl = rest.match(/^[([]([0-9,a-z'-]+?)phenyl[)\]]/);
    if (phenyl) {
      const group = substitutedPhenyl(phenyl[1]!);
      if (!group) return null;
      out.zh += group.zh;
      out.carbons += group.carbons;
      out.kinds.add('phenyl');
      out.segments.push({ locant: lastLocant?.replace(/-/g, '').toUpperCase() ?? null, en: group.en, zh: group.zh });
      lastLocant = null;
      rest = rest.slice(phenyl[0].length);
      continue;
    }
    // One group in brackets, "4-(trifluoromethyl)": the group itself (the brackets only mark where a compound group ends).
    const bracketed = rest.match(/^\(([a-z-]+)\)/);
    if (bracketed && SUBSTITUENTS.some(([en]) => en === bracketed[1])) rest = bracketed[1]! + rest.slice(bracketed[0].length);
    // A substituent whose name starts like a multiplier (tetradecyl, trifluoromethyl) is read whole.
    const multiplier = startsWithAny(rest, SUBSTITUENTS) ? undefined : startsWithAny(rest, MULTIPLIER_ZH);
    const afterMultiplier = multiplier ? rest.slice(multiplier[0].length) : rest;
    const matched = startsWithAny(afterMultiplier, SUBSTITUENTS);
    if (!matched) return null;
    // One group by either of its English names is one group: cited, checked and sorted as IUPAC names it (benzyloxy).
    const substituent: [string, string] = [ALIASES[matched[0]] ?? matched[0], matched[1]];
    const times = multiplier ? MULTIPLES[multiplier[1]]! : 1;
    // A multiplied compound group needs brackets (3,5-双(三氟甲基)吡啶): not named.
    if (times > 1 && COMPOUND_GROUPS.has(substituent[0])) return null;
    // 二 before 十二烷基 would read as 二十二 (docosyl): such names need brackets (二(十二烷基)): not named.
    if (times > 1 && substituent[1].endsWith('烷基')) return null;
    out.zh += (multiplier?.[1] ?? '') + substituent[1];
    out.carbons += times * CARBONS[substituent[0]]!;
    out.multiplied ||= times > 1;
    out.kinds.add(substituent[0]);
    if (CARBONS[substituent[0]]! > 0 && !RING_ONLY.has(substituent[0]) && !RING_GROUPS.has(substituent[0])) out.alkylAt.push(lastLocant);
    out.segments.push({ locant: lastLocant?.replace(/-/g, '').toUpperCase() ?? null, en: substituent[0], zh: (multiplier?.[1] ?? '') + substituent[1] });
    lastLocant = null;
    rest = afterMultiplier.slice(matched[0].length);
  }
  out.trailing = lastLocant?.replace(/-/g, '').toUpperCase() ?? null;
  return out;
}

/**
 * Cyano and acyl groups are prefixes only on a parent whose own group ranks
 * above theirs (acid, amide, nitrile, aldehyde, ketone, in that order):
 * 4-甲酰基苯甲腈, 4-乙酰基苯甲醛. Elsewhere they are the principal group
 * (2-furaldehyde 糠醛, acetylbenzene 苯乙酮, 4-hydroxybenzonitrile
 * 4-羟基苯甲腈, not 4-氰基苯酚): not named here. On benzoic acid's ring
 * acidOf names them; on a chain acid they would lengthen the chain.
 */
export const ACYL_ON: Record<string, Set<string>> = {
  cyano: new Set(['苯甲酰胺', '苯磺酰胺']),
  formyl: new Set(['苯甲腈', '苯甲酰胺', '苯磺酰胺']),
  acetyl: new Set(['苯甲腈', '苯甲酰胺', '苯磺酰胺', '苯甲醛']),
  // An acetylamino group on a ring whose own group ranks below the amide makes the amide the parent (acetanilide, N-苯基乙酰胺).
  acetamido: new Set(),
  acetylamino: new Set(),
};

/** The numbered places the prefixes name ("2,4-dichloro-3-methyl" → 2, 4, 3); N- and primed places are not on the chain. */
export function chainPlaces(segments: Segment[]): number[] {
  return segments.flatMap((seg) =>
    (seg.locant ?? '')
      .split(',')
      .filter((p) => /^\d+$/.test(p))
      .map(Number),
  );
}

/**
 * How places on a chain of `carbons` read against the same places counted
 * from its other end, lowest first: negative when lower (this numbering is
 * the rules'), zero when alike, positive when the other end reads lower.
 */
export function againstOtherEnd(places: number[], carbons: number): number {
  const forward = [...places].sort((a, b) => a - b);
  const backward = places.map((p) => carbons + 1 - p).sort((a, b) => a - b);
  const first = forward.findIndex((p, i) => p !== backward[i]);
  return first === -1 ? 0 : forward[first]! - backward[first]!;
}
