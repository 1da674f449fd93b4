import { generateChineseName, type NameSource, type Rule } from './generate';

/*
 * The generator measured on the names the official lists give (held out: the
 * generator never reads them). A generated name counts as right when it is
 * the official name or one of its aliases in one of the forms below, or when
 * it differs only by the hydrate the CAS number is (the lists name 硝酸铜 for
 * the trihydrate's CAS as well; we name it 三水合硝酸铜).
 */

export type Official = NameSource & { cas: string; nameZh: string | null; aliasesZh: string[] };
export type RuleScore = { rule: Rule; generated: number; right: number; precision: number; misses: { cas: string; generated: string; official: string }[] };

const HYDRATE_PREFIX = /^[一二三四五六七八九十]+水合/;

/**
 * The forms of an official name that name the same substance: as written; without a valence mark the lists add
 * (氰化钴(Ⅱ)); without the form the entry covers (次氯酸钠溶液, 锌尘, 铝粉); without 正 (正磷酸: orthophosphoric acid).
 */
function officialForms(name: string): string[] {
  // 正 marks the unbranched chain, which a name without it means too (乙酸正丁酯); 氯代苯 is the older 氯苯; 芐 the traditional 苄.
  const bare = name
    .replace(/[（(][ⅠⅡⅢⅣⅤⅥ]+[)）]/g, '')
    .replace(/正/g, '')
    .replace(/([氟氯溴碘])代/g, '$1')
    .replace(/芐/g, '苄');
  // A locant the name does not need (1-戊醛, 2-丙烯腈), and 一 on a single substituent (一氯乙醛, 一甲胺).
  return [name, bare, bare.replace(/(溶液|粉|尘)$/, ''), bare.replace(/^[\d,']+-/, ''), bare.replace(/^一(?=[甲乙氯溴氟碘硝])/, '')];
}

/** Alkylbenzenes are named with or without 基 (乙苯 and 乙基苯, 1,2-二甲苯 and 1,2-二甲基苯), and the other equal forms below. */
function generatedForms(name: string): string[] {
  const forms = [name, name.replace(HYDRATE_PREFIX, ''), name.replace(/([甲乙丙丁])基苯/g, '$1苯')];
  // Equal names by the rules: 甲基苯酚 is 甲苯酚 and 甲酚 (cresols, xylenols); 2-甲基丙X is 异丁X; locants a name does not need (1,1,2-三氯乙烯).
  forms.push(name.replace(/甲基苯酚/, '甲苯酚'), name.replace(/甲基苯酚/, '甲酚'), name.replace(/^2-甲基丙/, '异丁'), name.replace(/^[\d,']+-(?=[^\d])/, ''));
  return forms;
}

export function isAccepted(generated: string, official: { nameZh: string; aliasesZh: string[] }): boolean {
  const accepted = new Set([official.nameZh, ...official.aliasesZh].flatMap(officialForms));
  if (generatedForms(generated).some((form) => accepted.has(form))) return true;
  // An official name that states no positions (六氯环戊二烯) names what ours names with them (六氯-1,3-环戊二烯); it cannot contradict them.
  const unlocated = generated.replace(/(^|-)[\d,']+-/g, '');
  return [...accepted].some((name) => !/\d/.test(name) && generatedForms(unlocated).includes(name));
}

export function measure(substances: Official[]): RuleScore[] {
  const scores = new Map<Rule, RuleScore>();
  for (const s of substances) {
    if (!s.nameZh) continue;
    const generated = generateChineseName(s);
    if (!generated) continue;
    const score = scores.get(generated.rule) ?? { rule: generated.rule, generated: 0, right: 0, precision: 0, misses: [] };
    score.generated += 1;
    if (isAccepted(generated.name, { nameZh: s.nameZh, aliasesZh: s.aliasesZh })) score.right += 1;
    else score.misses.push({ cas: s.cas, generated: generated.name, official: s.nameZh });
    scores.set(generated.rule, score);
  }
  return [...scores.values()].map((s) => ({ ...s, precision: s.generated === 0 ? 0 : s.right / s.generated })).sort((a, b) => a.rule.localeCompare(b.rule));
}
