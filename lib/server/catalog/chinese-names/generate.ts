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
 * 95 %, inorganic acids (亚磷酸 against the list's 膦酸);
 * on too few names, hydrogen compounds, borides and silicides, aldehydes and
 * nitriles. Unlike substituents are named in the CCS 2017 order and measured
 * with their parent's family (measure.ts accepts the 1980 order too); amides
 * with the acids whose stems name them, esters of the mineral acids with the
 * esters, salts of carbon acids with the salts.
 */
/** The fewest names a family must be measured on to be published (a handful right proves little). */
export const MIN_MEASURED = 20;

export const PUBLISHED_RULES: ReadonlySet<Rule> = new Set<Rule>([
  'inorganic:element',
  'inorganic:salt',
  'inorganic:stoichiometric',
  'organic:chain-alkane',
  'organic:chain-unsaturated',
  'organic:chain-alcohol',
  'organic:chain-amine',
  'organic:ring',
  'organic:ester',
  'organic:acid',
  'organic:ether',
  'organic:chain-ketone',
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
  const names = candidates(s);
  if (s.categorySlug !== 'inorganic') {
    for (const english of names) {
      const named = organicName(english, s.formula);
      if (named) return { name: named.name, rule: `organic:${named.rule}`, from: english };
    }
  }
  // Salts of carbon acids (碳酸钠, 乙酸钾, 氰化钠) and carbon's binary compounds (二硫化碳) sit among the organic
  // goods but are named by the inorganic rules, measured with them.
  for (const english of names) {
    const named = inorganicName(english, formula);
    if (named) return { name: named.name, rule: `inorganic:${named.rule}`, from: english };
  }
  return null;
}

const GENERATED_MARK = '非名录名称';

/** Marks a generated name wherever its source is shown: it is ours, not an official list's. */
export function generatedSource(g: Generated): string {
  const rules = g.rule.startsWith('inorganic') ? '《无机化学命名原则》' : '《有机化学命名原则》';
  return `由英文名 ${g.from} 按中国化学会${rules}生成，${GENERATED_MARK}`;
}

/** True for a name the generator gave (its source says so): the catalog may replace it, never an official one. */
export function isGeneratedSource(source: string | null): boolean {
  return source?.endsWith(GENERATED_MARK) ?? false;
}

type Generator<T extends NameSource = NameSource> = (s: T) => Generated | null;

/**
 * generateChineseName that keeps each substance's answer by CAS number: loading the catalog asks for
 * the same substances twice (for the dictionary's rules, then to name them), and once costs ~0.8 s.
 */
export function rememberingGenerator(): Generator<NameSource & { cas: string }> {
  const known = new Map<string, Generated | null>();
  return (s) => {
    if (!known.has(s.cas)) known.set(s.cas, generateChineseName(s));
    return known.get(s.cas)!;
  };
}

/** The name a published family gives the substance, or null. */
export function publishedGeneratedName<T extends NameSource>(s: T, generate: Generator<T> = generateChineseName): string | null {
  const generated = generate(s);
  return generated && PUBLISHED_RULES.has(generated.rule) ? generated.name : null;
}

/**
 * The substances with a Chinese name generated by a published family where
 * no official list names them; an official name is never replaced.
 */
export function withGeneratedNames<T extends NameSource & { nameZh: string | null; nameZhSource: string | null }>(
  substances: T[],
  generate: Generator<T> = generateChineseName,
): T[] {
  return substances.map((s) => {
    if (s.nameZh) return s;
    const generated = generate(s);
    if (!generated || !PUBLISHED_RULES.has(generated.rule)) return s;
    return { ...s, nameZh: generated.name, nameZhSource: generatedSource(generated) };
  });
}
