import { generateChineseName, type NameSource, type Rule } from './generate';
import { benzenePattern, chainPattern, etherGroups, ketoneGroups, prefixesInAnyOrder, straightChainGroup } from './variants';

/*
 * The generator measured on the names the official lists give (held out: the
 * generator never reads them). A generated name counts as right when one of
 * its forms below is one of the official name's or its aliases' forms.
 */

export type Official = NameSource & { cas: string; nameZh: string | null; aliasesZh: string[] };
export type RuleScore = { rule: Rule; generated: number; right: number; precision: number; misses: { cas: string; generated: string; official: string }[] };

const HYDRATE_PREFIX = /^[一二三四五六七八九十]+水合/;

/**
 * The forms of an official name that name the same substance: as written;
 * without 正 (乙酸正丁酯: the unbranched chain a name without it means too);
 * 氯代苯 as the older 氯苯; 芐 as 苄; without the (Ⅱ) the lists add to metals
 * whose usual valence it is (氰化钴(Ⅱ)); without the form the entry covers
 * (次氯酸钠溶液, 锌尘, 铝粉); without 一 on a single substituent (一氯乙醛);
 * without the 1- of an aldehyde, nitrile or acid (1-戊醛), or the 2- of butanone,
 * which have no other place.
 */
function officialForms(name: string): string[] {
  const bare = name
    .replace(/([钴镍锰铅钯锌镉])[（(]Ⅱ[)）]/g, '$1')
    .replace(/正/g, '')
    .replace(/([氟氯溴碘])代/g, '$1')
    .replace(/芐/g, '苄');
  // 邻/间/对 on one group: its place beside the parent's own at 1 (对氨基苯磺酸 is 4-氨基苯磺酸; 对二氯苯 is not read).
  const placed = bare.replace(/^([邻间对])(?![二三四])/, (_, mark: string) => `${{ 邻: 2, 间: 3, 对: 4 }[mark as '邻' | '间' | '对']}-`);
  return [
    name,
    bare,
    placed,
    bare.replace(/(溶液|粉|尘)$/, ''),
    bare.replace(/^1-(?=[^\d,]+[醛腈酸]$)/, ''),
    bare.replace(/^一(?=[甲乙氯溴氟碘硝])/, ''),
    // Butanone's carbonyl has one place: 3-羟基-2-丁酮 is 3-羟基丁酮.
    bare.replace(/-2-丁酮$/, '丁酮'),
  ];
}

/**
 * Forms of a generated name that are the same name by the rules: the
 * anhydrous salt of a hydrate's CAS (the lists name 硝酸铜 for the trihydrate
 * too); alkylbenzenes with or without 基 (乙苯, 1,2-二甲苯); 甲基苯酚 as 甲苯酚
 * and 甲酚 (cresols, xylenols); 2-甲基丙X as 异丁X; a group on a saturated
 * ring's nitrogen as N- (N-甲基哌啶); 吡咯烷 as 四氢吡咯.
 */
function generatedForms(name: string, fluorines: number | null = null): string[] {
  // 全氟 counted: a perfluoro compound's fluorines are the formula's (全氟丙烷 is 八氟丙烷, 全氟丁酸 七氟丁酸).
  const counted = fluorines && name.split('氟').length === 2 && name.includes('全氟') ? [name.replace('全氟', `${chineseCount(fluorines)}氟`)] : [];
  return [
    ...counted,
    name,
    name.replace(HYDRATE_PREFIX, ''),
    name.replace(/([甲乙丙丁])基苯/g, '$1苯'),
    name.replace(/甲基苯酚/, '甲苯酚'),
    name.replace(/甲基苯酚/, '甲酚'),
    name.replace(/^2-甲基丙/, '异丁'),
    // An alkanesulfonic acid with or without 基 (甲磺酸, 甲基磺酸).
    name.replace(/^([甲乙丙丁])磺/, '$1基磺'),
    // One group on a saturated ring's nitrogen, written N- (N-甲基哌啶, N-乙基吗啉); pyrrolidine by its older name.
    name.replace(/^1-(?=[^\d,-]+(?:哌啶|吡咯烷)$)/, 'N-').replace(/^4-(?=[^\d,-]+吗啉$)/, 'N-'),
    name.replace(/吡咯烷$/, '四氢吡咯'),
  ];
}

/** 1–99 in Chinese numerals (十五, 二十三). */
function chineseCount(n: number): string {
  const digits = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
  if (n < 10) return digits[n]!;
  return `${n >= 20 ? digits[Math.floor(n / 10)] : ''}十${digits[n % 10]}`;
}

/** The fluorine atoms of a Hill formula ("C3F8" → 8); null without a formula. */
function fluorinesOf(formula: string | null): number | null {
  const match = formula?.match(/F(\d*)(?![a-z])/);
  return match ? Number(match[1] || 1) : null;
}

export function isAccepted(generated: string, official: { nameZh: string; aliasesZh: string[] }, formula: string | null = null): boolean {
  const names = [official.nameZh, ...official.aliasesZh];
  const accepted = new Set(names.flatMap(officialForms));
  if (generatedForms(generated, fluorinesOf(formula)).some((form) => accepted.has(form))) return true;
  // The same name in the other CCS edition's order of prefixes, the same benzene ring named on another parent (2-氯硝基苯),
  // the same chain numbered from its other end, the same alcohol or amine counted on another chain (1-乙基丁醇, 1-氨基丙烷),
  // or the same ether's or ketone's groups cited otherwise (乙醚, 二乙基醚; 甲基乙基酮 for 丁酮).
  for (const variant of [prefixesInAnyOrder, benzenePattern, chainPattern, straightChainGroup, etherGroups, ketoneGroups]) {
    const acceptedVariants = new Set([...accepted].map(variant).filter((k) => k !== null));
    if (generatedForms(generated).some((form) => acceptedVariants.has(variant(form)!))) return true;
  }
  // An official name that states no positions at all (六氯环戊二烯) names what ours names with them (六氯-1,3-环戊二烯); it cannot contradict them.
  const unlocated = generatedForms(generated.replace(/(^|-)[\d,']+-/g, ''));
  const unlocatedInAnyOrder = new Set(unlocated.map(prefixesInAnyOrder).filter((k) => k !== null));
  return names
    .filter((n) => !/\d/.test(n))
    .flatMap(officialForms)
    .some((n) => unlocated.includes(n) || unlocatedInAnyOrder.has(prefixesInAnyOrder(n)!));
}

export function measure(substances: Official[]): RuleScore[] {
  const scores = new Map<Rule, RuleScore>();
  for (const s of substances) {
    if (!s.nameZh) continue;
    const generated = generateChineseName(s);
    if (!generated) continue;
    const score = scores.get(generated.rule) ?? { rule: generated.rule, generated: 0, right: 0, precision: 0, misses: [] };
    score.generated += 1;
    if (isAccepted(generated.name, { nameZh: s.nameZh, aliasesZh: s.aliasesZh }, s.formula)) score.right += 1;
    else score.misses.push({ cas: s.cas, generated: generated.name, official: s.nameZh });
    scores.set(generated.rule, score);
  }
  return [...scores.values()].map((s) => ({ ...s, precision: s.generated === 0 ? 0 : s.right / s.generated })).sort((a, b) => a.rule.localeCompare(b.rule));
}
