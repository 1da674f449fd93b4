import { inorganicName, type InorganicRule } from './inorganic';
import { traditionalOrder } from './iupac';
import { organicName, type OrganicRule } from './organic';

/*
 * Chinese names generated from a substance's English names and formula
 * (issue 31), by rule family. Only families whose precision on the official
 * lists' names reaches 95 % are published (PUBLISHED_RULES, measured by
 * measure.ts and recorded in docs/benchmarks.md); a generated name is marked
 * as such wherever it is shown.
 */

export type Rule = `inorganic:${InorganicRule}` | `organic:${OrganicRule}`;
export type Generated = { name: string; rule: Rule; from: string };

/**
 * Families whose names are published, each at 95 % or more on the official
 * names (tests/bench/chinese-names.ts prints the figures; docs/benchmarks.md
 * records them). Not published, below 95 %: inorganic acids (亚磷酸 against
 * the list's 膦酸), chain alcohols and amines (the lists' older names,
 * 1-甲基戊醇 for 2-己醇, 1-氨基丙烷 for 丙胺), ketones (甲基乙基酮).
 */
export const PUBLISHED_RULES: ReadonlySet<Rule> = new Set<Rule>([
  'inorganic:element',
  'inorganic:salt',
  'inorganic:stoichiometric',
  'inorganic:hydrogen',
  'organic:chain-alkane',
  'organic:chain-unsaturated',
  'organic:chain-aldehyde',
  'organic:chain-nitrile',
  'organic:ring',
  'organic:ester',
  'organic:acid',
  'organic:acyl',
]);

export type NameSource = { name: string; iupacName: string | null; synonyms: string[]; formula: string | null; categorySlug: string };

/** The English names tried, most trusted first: the display name, then the synonyms, then the IUPAC name, as written and in the traditional order. */
function candidates(s: NameSource): string[] {
  const traditional = s.iupacName ? traditionalOrder(s.iupacName) : null;
  return [...new Set([s.name, ...s.synonyms.slice(0, 10), ...(s.iupacName ? [s.iupacName] : []), ...(traditional ? [traditional] : [])])];
}

export function generateChineseName(s: NameSource): Generated | null {
  for (const english of candidates(s)) {
    if (s.categorySlug === 'inorganic') {
      const named = inorganicName(english, s.formula);
      if (named) return { name: named.name, rule: `inorganic:${named.rule}`, from: english };
    } else {
      const named = organicName(english, s.formula);
      if (named) return { name: named.name, rule: `organic:${named.rule}`, from: english };
    }
  }
  return null;
}
