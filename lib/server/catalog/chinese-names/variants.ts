import { SUBSTITUENTS } from './organic-words';

/*
 * When two Chinese names name one substance though they are written
 * differently (measure.ts counts a generated name right when it is one of the
 * official name's forms): read from the names alone, never from a structure.
 */

/** The Chinese substituent prefixes, longest first (异丙基 before 丙基), and 羟基 for the hydroxy of phenols. */
const PREFIXES_ZH = [...new Set([...SUBSTITUENTS.map(([, zh]) => zh), '羟基'])].sort((a, b) => b.length - a.length);
const SEGMENT = /^(?:(\d+'*(?:,\d+'*)*|N(?:,N)*)-)?([一二三四五六]?)/;
const MULTIPLE: Record<string, number> = { '': 1, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

type Segment = { locants: string | null; multiplier: string; prefix: string };

/** The prefixes a name starts with, and the rest (its parent); a locant not followed by a prefix stays with the parent (1,3-二甲苯). */
function segmentsOf(name: string): { segments: Segment[]; parent: string } {
  const segments: Segment[] = [];
  let rest = name;
  for (;;) {
    // A prefix that starts like a multiplier (三氟甲基) is read whole.
    const located = rest.match(/^(?:(\d+'*(?:,\d+'*)*|N(?:,N)*)-)?/)!;
    const whole = PREFIXES_ZH.find((zh) => /^[一二三四五六]/.test(zh) && rest.slice(located[0].length).startsWith(zh));
    if (whole) {
      segments.push({ locants: located[1] ?? null, multiplier: '', prefix: whole });
      rest = rest.slice(located[0].length + whole.length).replace(/^-/, '');
      continue;
    }
    const head = rest.match(SEGMENT)!;
    const after = rest.slice(head[0].length);
    const prefix = PREFIXES_ZH.find((zh) => after.startsWith(zh));
    if (!prefix) break;
    segments.push({ locants: head[1] ?? null, multiplier: head[2] ?? '', prefix });
    rest = after.slice(prefix.length).replace(/^-/, '');
  }
  return { segments, parent: rest };
}

/**
 * A name as its prefixes (each with its locants and multiplier) in any order,
 * and its parent: "2,4-二硝基-1-氯苯" and "1-氯-2,4-二硝基苯" are one name
 * listed by the CCS 1980 rules (sequence-rule order) and by the 2017 rules
 * (English alphabetical order); 一 on a single prefix is left out
 * (二氯一氟甲烷). Null for fewer than two prefixes, where order cannot differ.
 */
export function prefixesInAnyOrder(name: string): string | null {
  const { segments, parent } = segmentsOf(name);
  if (segments.length < 2 || parent === '') return null;
  const keys = segments.map((s) => `${s.locants ?? ''}:${s.multiplier === '一' ? '' : s.multiplier}${s.prefix}`);
  return `${keys.sort().join(' ')} | ${parent}`;
}

/** Benzene derivatives whose parent name holds a substituent at 1 (硝基苯 is 1-硝基苯), or several (1,3-二甲苯). */
const BENZENE_PARENTS: [RegExp, string | null][] = [
  [/^苯$/, null],
  [/^(?:([\d,]+)-)?([二三]?)甲苯$/, '甲基'],
  [/^硝基苯$/, '硝基'],
  [/^苯?酚$/, '羟基'],
  [/^苯胺$/, '氨基'],
  [/^苯甲醚$/, '甲氧基'],
  [/^苯甲腈$/, '氰基'],
];

/**
 * A benzene ring's substituents by position, the same however the ring is
 * numbered or whichever substituent the parent names: "2-氯硝基苯" and
 * "1-氯-2-硝基苯" are one ring (chlorine beside the nitro group), "5-硝基-1,3-
 * 二甲苯" and "1,3-二甲基-5-硝基苯" another. The smallest reading of the six
 * positions over the ring's twelve symmetries. Null for anything but a benzene
 * ring whose every substituent has its position.
 */
export function benzenePattern(name: string): string | null {
  // 三氟甲苯 (benzotrifluoride) holds its CF3 at 1: 4-氯三氟甲苯 is 4-氯-1-三氟甲基苯.
  const read = segmentsOf(name.replace(/三氟甲苯$/, '-1-三氟甲基苯').replace(/^-/, ''));
  let { segments, parent } = read;
  // "2-氯硝基苯": the last prefix, unnumbered, is the parent's own (硝基苯).
  const last = segments.at(-1);
  if (last && last.locants === null && !last.multiplier && parent === '苯') [segments, parent] = [segments.slice(0, -1), `${last.prefix}苯`];
  const ring: (string | null)[] = [null, null, null, null, null, null];
  const place = (locants: string, prefix: string, times: number): boolean => {
    const at = locants.split(',').map(Number);
    if (at.length !== times || at.some((p) => !Number.isInteger(p) || p < 1 || p > 6 || ring[p - 1] !== null)) return false;
    for (const p of at) ring[p - 1] = prefix;
    return true;
  };
  const known = BENZENE_PARENTS.map(([pattern, implied]) => ({ match: parent.match(pattern), implied })).find((p) => p.match);
  if (!known) return null;
  if (known.implied) {
    const [locants, multiplier] = [known.match![1], known.match![2] ?? ''];
    if (!place(locants ?? '1', known.implied, multiplier ? MULTIPLE[multiplier]! : 1)) return null;
  }
  for (const s of segments) if (s.locants === null || !place(s.locants, s.prefix, MULTIPLE[s.multiplier]!)) return null;
  if (ring.filter(Boolean).length < 2) return null;
  const readings: string[] = [];
  for (let start = 0; start < 6; start++)
    for (const step of [1, 5]) readings.push(Array.from({ length: 6 }, (_, i) => ring[(start + i * step) % 6] ?? '·').join(' '));
  return `苯 ${readings.sort()[0]}`;
}

const CHAIN_LENGTH: Record<string, number> = { 乙: 2, 丙: 3, 丁: 4, 戊: 5, 己: 6, 庚: 7, 辛: 8, 壬: 9, 癸: 10 };

/**
 * A saturated chain's substituents by carbon, the same numbered from either
 * end: "2-氯-1,1,1-三氟乙烷" and "1-氯-2,2,2-三氟乙烷" are one substance. Null
 * unless every prefix has its positions and the parent is a bare alkane.
 */
export function chainPattern(name: string): string | null {
  const { segments, parent } = segmentsOf(name);
  const length = CHAIN_LENGTH[parent.match(/^(.)烷$/)?.[1] ?? ''];
  if (!length || segments.length === 0) return null;
  const carbons: string[][] = Array.from({ length }, () => []);
  for (const s of segments) {
    const at = s.locants?.split(',').map(Number) ?? [];
    if (at.length !== MULTIPLE[s.multiplier] || at.some((p) => !Number.isInteger(p) || p < 1 || p > length)) return null;
    for (const p of at) carbons[p - 1]!.push(s.prefix);
  }
  const read = (order: string[][]) => order.map((c) => [...c].sort().join('+') || '·').join(' ');
  return `${parent} ${[read(carbons), read([...carbons].reverse())].sort()[0]}`;
}

const STEM_LENGTH: Record<string, number> = { 甲: 1, ...CHAIN_LENGTH };
const STEM = '([甲乙丙丁戊己庚辛壬癸])';

/**
 * A straight chain with one OH or NH2, as its length and the nearer end's
 * distance to the group, however the name counts the chain: "3-己醇" and
 * "1-乙基丁醇" (butanol with an ethyl on its first carbon) are hexan-3-ol;
 * "丙胺", "1-丙胺" and "1-氨基丙烷" are propylamine, "异丙胺" and
 * "2-氨基丙烷" isopropylamine. Null for any other name.
 */
export function straightChainGroup(name: string): string | null {
  const read = (group: string, total: number, at: number) => (at >= 1 && at <= total ? `${group} ${total}:${Math.min(at, total + 1 - at)}` : null);
  let m = name.match(new RegExp(`^(?:(\\d+)-)?${STEM}(醇|胺)$`));
  if (m) return read(m[3]!, STEM_LENGTH[m[2]!]!, Number(m[1] ?? 1));
  m = name.match(new RegExp(`^1-${STEM}基${STEM}(醇|胺)$`));
  if (m) return read(m[3]!, STEM_LENGTH[m[1]!]! + STEM_LENGTH[m[2]!]!, STEM_LENGTH[m[1]!]! + 1);
  m = name.match(new RegExp(`^(\\d+)-(?:羟基|氨基)${STEM}烷$`));
  if (m) return read(name.includes('羟基') ? '醇' : '胺', STEM_LENGTH[m[2]!]!, Number(m[1]));
  return name === '异丙胺' ? read('胺', 3, 2) : null;
}

/**
 * The two groups a radicofunctional name cites ("甲基乙基", "二异丁基", "甲乙"),
 * each with or without 基, 二 doubling one; `once` lets a single group stand
 * for two alike (乙醚). Null unless exactly two groups of the vocabulary.
 */
function twoGroups(text: string, vocabulary: string[], once: boolean): string[] | null {
  const doubled = text.startsWith('二');
  let rest = doubled ? text.slice(1) : text;
  const groups: string[] = [];
  while (rest) {
    const group = vocabulary.find((g) => rest.startsWith(g));
    if (!group) return null;
    groups.push(group);
    rest = rest.slice(group.length).replace(/^基/, '');
  }
  if (groups.length === 1 && (doubled || once)) groups.push(groups[0]!);
  return groups.length === 2 && (!doubled || groups[0] === groups[1]) ? groups : null;
}

/** The groups of an ether or sulfide as the names cite them, longest first. */
const ETHER_GROUPS_ZH = [
  '叔戊',
  '异戊',
  '异丙',
  '异丁',
  '仲丁',
  '叔丁',
  '乙烯',
  '烯丙',
  '甲',
  '乙',
  '丙',
  '丁',
  '戊',
  '己',
  '庚',
  '辛',
  '壬',
  '癸',
  '苯',
  '苄',
];

/** Ethers by their systematic names: 1-甲氧基丙烷 is 甲基丙基醚, 2-丁氧基乙醇 乙二醇单丁醚, 1,2-二甲氧基乙烷 乙二醇二甲醚, 1-乙氧基-2-丙醇 丙二醇乙醚. */
const GLYCOL_ETHERS: [RegExp, string][] = [
  // An alkane with one alkoxy group at its end (1-甲氧基丙烷) or at 2 of propane is an ether of two groups (甲基丙基醚, 甲基异丙基醚).
  [/^1-([甲乙丙丁])氧基([乙丙丁戊己庚辛])烷$/, '$1基$2基醚'],
  [/^([甲乙丙丁])氧基甲烷$/, '$1基甲基醚'],
  [/^([甲乙丙丁])氧基乙烷$/, '$1基乙基醚'],
  [/^2-([甲乙丙丁])氧基丙烷$/, '$1基异丙基醚'],
  [/^2-([甲乙丙丁])氧基-2-甲基丙烷$/, '$1基叔丁基醚'],
  [/^2-([甲乙丙丁])氧基乙醇$/, '乙二醇$1醚'],
  [/^1,2-二([甲乙丙丁])氧基乙烷$/, '乙二醇二$1醚'],
  [/^1-([甲乙丙丁])氧基-2-丙醇$/, '丙二醇$1醚'],
];

/**
 * An ether or sulfide as its two groups, however the name cites them: with
 * or without 基, in either order, a symmetric one doubled or not ("乙醚",
 * "二乙醚" and "二乙基醚" are diethyl ether; "甲乙醚" and "乙基甲基醚" one
 * ether); a glycol ether with or without 单 (乙二醇乙醚), or by its systematic
 * name (2-乙氧基乙醇). Null for anything else.
 */
export function etherGroups(name: string): string | null {
  const glycol = GLYCOL_ETHERS.find(([pattern]) => pattern.test(name));
  const m = (glycol ? name.replace(glycol[0], glycol[1]) : name).match(/^(.+?)(硫醚|醚)$/);
  if (!m) return null;
  if (m[1]!.includes('二醇')) return `${m[1]!.replace('单', '')}${m[2]}`;
  // A symmetric ether may be named by its group once (乙醚).
  const groups = twoGroups(m[1]!, ETHER_GROUPS_ZH, true);
  return groups && `${groups.sort().join('+')}${m[2]}`;
}

/** Alkyl groups by their carbons outward from the carbonyl and the methyls on each (isobutyl: CH2, CH(CH3), CH3). */
const KETONE_GROUPS: Record<string, string> = {
  '0': '甲', '0,0': '乙', '0,0,0': '丙', '0,0,0,0': '丁', '0,0,0,0,0': '戊', '0,0,0,0,0,0': '己',
  '1,0': '异丙', '2,0': '叔丁', '0,1,0': '异丁', '1,0,0': '仲丁', '0,0,1,0': '异戊', '0,2,0': '新戊', '2,0,0': '叔戊',
}; // prettier-ignore
const KETONE_STEMS: Record<string, number> = { 丙: 3, 丁: 4, 戊: 5, 己: 6, 庚: 7, 辛: 8, 壬: 9, 癸: 10 };

/** The two groups of a ketone named on its chain ("3,3-二甲基-2-丁酮": methyl, tert-butyl); null unless they are plain alkyls. */
function chainKetoneGroups(name: string): string[] | null {
  const m = name.match(/^(?:([\d,]+)-([二三四]?)甲基-?)?(?:(\d+)-)?([丙丁戊己庚辛壬癸])酮$/);
  if (!m) return null;
  const length = KETONE_STEMS[m[4]!]!;
  const at = Number(m[3] ?? (length <= 4 ? 2 : NaN));
  if (!(at >= 2 && at < length)) return null;
  const methyls = Array.from({ length: length + 1 }, () => 0);
  const places = m[1] ? m[1].split(',').map(Number) : [];
  if (places.length !== MULTIPLE[m[2] ?? '']! && m[1]) return null;
  for (const p of places) methyls[p]! += 1;
  const side = (from: number, step: number) => {
    const part: number[] = [];
    for (let c = from; c >= 1 && c <= length; c += step) part.push(methyls[c]!);
    return KETONE_GROUPS[part.join(',')] ?? null;
  };
  const groups = [side(at - 1, -1), side(at + 1, 1)];
  return groups.every((g) => g !== null) ? (groups as string[]) : null;
}

const KETONE_GROUP_ZH = ['叔戊', '新戊', '异戊', '叔丁', '仲丁', '异丁', '异丙', '甲', '乙', '丙', '丁', '戊', '己'];

/** The groups of a ketone named by them ("甲基乙基酮", "二异丁基酮", "甲基叔丁基甲酮"); null for anything else. */
function radicofunctionalKetoneGroups(name: string): string[] | null {
  const m = name.match(/^(.+?)(?:基)?甲?酮$/);
  return m && !/\d/.test(name) ? twoGroups(m[1]!, KETONE_GROUP_ZH, false) : null;
}

/**
 * A ketone as its two groups, however it is named: on its chain (2-丁酮,
 * 3,3-二甲基-2-丁酮, 2,6-二甲基-4-庚酮) or by its groups as the lists do
 * (甲基乙基酮, 甲基叔丁基甲酮, 二异丁基酮). Null for anything else.
 */
export function ketoneGroups(name: string): string | null {
  const groups = chainKetoneGroups(name) ?? radicofunctionalKetoneGroups(name);
  return groups ? `${[...groups].sort().join('+')}酮` : null;
}
