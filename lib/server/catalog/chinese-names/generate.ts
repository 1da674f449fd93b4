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
 * records them), and on at least MIN_MEASURED of them. Not published: below
 * 95 %, inorganic acids (亚磷酸 against the list's 膦酸), chain alcohols and
 * amines (the lists' older names, 1-甲基戊醇 for 2-己醇, 1-氨基丙烷 for 丙胺),
 * ketones (甲基乙基酮), unlike substituents; on too few names, hydrogen
 * compounds, aldehydes and nitriles.
 */
/** The fewest names a family must be measured on to be published (a handful right proves little). */
export const MIN_MEASURED = 20;

export const PUBLISHED_RULES: ReadonlySet<Rule> = new Set<Rule>([
  'inorganic:element',
  'inorganic:salt',
  'inorganic:stoichiometric',
  'organic:chain-alkane',
  'organic:chain-unsaturated',
  'organic:ring',
  'organic:ester',
  'organic:acid',
]);

export type NameSource = { name: string; iupacName: string | null; synonyms: string[]; formula: string | null; categorySlug: string };

/** The English names tried, most trusted first: the display name, then the synonyms, then the IUPAC name, as written and in the traditional order. */
function candidates(s: NameSource): string[] {
  const traditional = s.iupacName ? traditionalOrder(s.iupacName) : null;
  return [...new Set([s.name, ...s.synonyms.slice(0, 10), ...(s.iupacName ? [s.iupacName] : []), ...(traditional ? [traditional] : [])])];
}

/** cis/trans, E/Z: a name without them would name both isomers alike. */
const STEREO = /\b(cis|trans)\b|\((?:\d+)?[EZ]\)|^[EZ]-|\([EZ],|,[EZ]\)/i;

export function generateChineseName(s: NameSource): Generated | null {
  if (s.categorySlug !== 'inorganic' && (STEREO.test(s.name) || (s.iupacName !== null && STEREO.test(s.iupacName)))) return null;
  // A formula written in the display name ("(Nd2S3)") holds for every name tried: the catalog's is at times a fragment.
  const given = s.name.match(/\(([A-Z][A-Za-z0-9]*)\)\s*$/)?.[1];
  const formula = given ?? s.formula;
  for (const english of candidates(s)) {
    if (s.categorySlug === 'inorganic') {
      const named = inorganicName(english, formula);
      if (named) return { name: named.name, rule: `inorganic:${named.rule}`, from: english };
    } else {
      const named = organicName(english, s.formula);
      if (named) return { name: named.name, rule: `organic:${named.rule}`, from: english };
    }
  }
  return null;
}
