/*
 * PubChem's IUPAC names in the order the traditional translation reads:
 * "2,3-dimethylbut-1-ene" → "2,3-dimethyl-1-butene", "propan-2-ol" →
 * "2-propanol", "1,1,2-tris(chloranyl)ethane" → "1,1,2-trichloroethane".
 * Null when parentheses or anything unusual remain.
 */

/** Only as a whole group, after a locant, a bracket or the start: "phenylsulfanyl" is phenylthio, "oxidanylidene" oxo. */
const ELEMENT_PREFIXES: [RegExp, string][] = [
  [/(^|[-,\d(])chloranyl/g, '$1chloro'],
  [/(^|[-,\d(])bromanyl/g, '$1bromo'],
  [/(^|[-,\d(])iodanyl/g, '$1iodo'],
  [/(^|[-,\d(])fluoranyl/g, '$1fluoro'],
  [/(^|[-,\d(])oxidanyl(?!idene)/g, '$1hydroxy'],
  [/(^|[-,\d(])sulfanyl(?!idene)/g, '$1mercapto'],
  [/(^|[-,\d(])azanyl(?!idene)/g, '$1amino'],
];

const GROUPED: [string, string][] = [
  ['hexakis', 'hexa'],
  ['pentakis', 'penta'],
  ['tetrakis', 'tetra'],
  ['tris', 'tri'],
  ['bis', 'di'],
];

const STEM = '(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec|undec|dodec|tridec|tetradec|pentadec|hexadec|heptadec|octadec|nonadec|eicos)';
const LOCATED_ENDING = new RegExp(`^(.*?)(${STEM})(ane|an|a)?-(\\d+(?:,\\d+)*)-(di|tri)?(ol|one|al|ene|yne|nitrile|enoic|enoate)$`);

/** Alkyl groups PubChem names by their parent hydride (propan-2-yl), as the traditional names call them. */
const ALKYL_GROUPS: [RegExp, string][] = [
  [/^2-methylpropan-2-yl$/, 'tert-butyl'],
  [/^propan-2-yl$/, 'isopropyl'],
  [/^butan-2-yl$/, 'sec-butyl'],
];

/** "pyridine-3-carboxylic" → "3-pyridinecarboxylic": a heteroaromatic ring's suffix group with its place before the ring. */
const RING_SUFFIX = /^(.*?)(pyridine|thiophene|furan|quinoline|isoquinoline|naphthalene)-(\d+)-(carboxylic|carbonitrile|carbaldehyde|carboxamide)$/;

/** Each word of a multi-word name ("4-chlorobutanoic acid", "propan-2-yl acetate") read on its own; null when one cannot be. */
export function traditionalOrder(iupac: string): string | null {
  const words = iupac.toLowerCase().trim().split(/\s+/).map(traditionalWord);
  return words.some((w) => w === null) ? null : words.join(' ');
}

function traditionalWord(word: string): string | null {
  let text = word;
  for (const [pattern, plain] of ALKYL_GROUPS) if (pattern.test(text)) return plain;
  // Inside a word, after a locant: "2-propan-2-ylpropanedioic" → "2-isopropylpropanedioic".
  text = text.replace(/(\d-)propan-2-yl(?=[a-z])/g, '$1isopropyl').replace(/(\d-)butan-2-yl(?=[a-z])/g, '$1sec-butyl');
  for (const [pattern, plain] of ELEMENT_PREFIXES) text = text.replace(pattern, plain);
  for (const [grouped, plain] of GROUPED) text = text.replace(new RegExp(`${grouped}\\(([a-z]+)\\)`, 'g'), `${plain}$1`);
  // Brackets other than one known group are left for the reader to refuse.
  if (/[[\]]/.test(text)) return null;
  const suffixed = text.match(RING_SUFFIX);
  if (suffixed) {
    const [, before, ring, at, suffix] = suffixed as unknown as [string, string, string, string, string];
    return `${before === '' ? '' : before.endsWith('-') ? before : `${before}-`}${at}-${ring}${suffix}`;
  }
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
