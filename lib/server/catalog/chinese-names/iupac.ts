/*
 * PubChem's IUPAC names in the order the traditional translation reads:
 * "2,3-dimethylbut-1-ene" → "2,3-dimethyl-1-butene", "propan-2-ol" →
 * "2-propanol", "1,1,2-tris(chloranyl)ethane" → "1,1,2-trichloroethane".
 * Null when parentheses or anything unusual remain.
 */

const ELEMENT_PREFIXES: [RegExp, string][] = [
  [/chloranyl/g, 'chloro'],
  [/bromanyl/g, 'bromo'],
  [/iodanyl/g, 'iodo'],
  [/fluoranyl/g, 'fluoro'],
  [/oxidanyl/g, 'hydroxy'],
  [/sulfanyl/g, 'mercapto'],
  [/azanyl/g, 'amino'],
];

const GROUPED: [string, string][] = [
  ['hexakis', 'hexa'],
  ['pentakis', 'penta'],
  ['tetrakis', 'tetra'],
  ['tris', 'tri'],
  ['bis', 'di'],
];

const STEM = '(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec|undec|dodec|tridec|tetradec|pentadec|hexadec|heptadec|octadec|nonadec|eicos)';
const LOCATED_ENDING = new RegExp(`^(.*?)(${STEM})(ane|an|a)?-(\\d+(?:,\\d+)*)-(di|tri)?(ol|one|al|ene|yne|nitrile)$`);

export function traditionalOrder(iupac: string): string | null {
  let text = iupac.toLowerCase().trim();
  for (const [pattern, plain] of ELEMENT_PREFIXES) text = text.replace(pattern, plain);
  for (const [grouped, plain] of GROUPED) text = text.replace(new RegExp(`${grouped}\\(([a-z]+)\\)`, 'g'), `${plain}$1`);
  if (/[()[\]\s]/.test(text)) return null;
  // "1-chloro-3-nitro-benzene": the parent joins its prefixes.
  text = text.replace(/([a-z])-(benzene|naphthalene|pyridine|aniline|phenol)$/, '$1$2');
  const located = text.match(LOCATED_ENDING);
  if (!located) return text;
  const [, before, stem, joint, locants, times, ending] = located as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
    string | undefined,
    string,
  ];
  const body = `${stem}${joint ?? ''}${times ?? ''}${ending}`;
  const prefix = before === '' ? '' : before.endsWith('-') ? before : `${before}-`;
  return `${prefix}${locants}-${body}`;
}
