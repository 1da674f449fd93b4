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
  const bare = name.replace(/[（(][ⅠⅡⅢⅣⅤⅥ]+[)）]/g, '');
  return [name, bare, bare.replace(/(溶液|粉|尘)$/, ''), bare.replace(/^正/, '')];
}

export function isAccepted(generated: string, official: { nameZh: string; aliasesZh: string[] }): boolean {
  const accepted = new Set([official.nameZh, ...official.aliasesZh].flatMap(officialForms));
  return accepted.has(generated) || accepted.has(generated.replace(HYDRATE_PREFIX, ''));
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
