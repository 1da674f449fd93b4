import { inorganicName, type InorganicRule } from './inorganic';

/*
 * Chinese names generated from a substance's English names and formula
 * (issue 31), by rule family. Only families whose precision on the official
 * lists' names reaches 95 % are published (PUBLISHED_RULES, measured by
 * measure.ts and recorded in docs/benchmarks.md); a generated name is marked
 * as such wherever it is shown.
 */

export type Rule = `inorganic:${InorganicRule}`;
export type Generated = { name: string; rule: Rule; from: string };

/**
 * Families whose names are published, each at 95 % or more on the official
 * names (measure.ts; the acid family, 11 of 12, is not: 亚磷酸 against the
 * list's 膦酸).
 */
export const PUBLISHED_RULES: ReadonlySet<Rule> = new Set<Rule>(['inorganic:element', 'inorganic:salt', 'inorganic:stoichiometric', 'inorganic:hydrogen']);

export type NameSource = { name: string; iupacName: string | null; synonyms: string[]; formula: string | null; categorySlug: string };

/** The English names tried, most trusted first: the display name, then the synonyms, then the IUPAC name. */
function candidates(s: NameSource): string[] {
  return [...new Set([s.name, ...s.synonyms.slice(0, 10), ...(s.iupacName ? [s.iupacName] : [])])];
}

export function generateChineseName(s: NameSource): Generated | null {
  if (s.categorySlug !== 'inorganic') return null;
  for (const english of candidates(s)) {
    const named = inorganicName(english, s.formula);
    if (named) return { name: named.name, rule: `inorganic:${named.rule}`, from: english };
  }
  return null;
}
