/**
 * A second screen beside the pattern fingerprint, which ignores charges and
 * isotopes: one byte per molecule saying whether any atom is positively
 * charged, negatively charged or isotope-labelled, read off its canonical
 * SMILES (only bracket atoms carry these). RDKit matches a charged or
 * labelled query atom only to an atom with the same charge or label, so a
 * molecule can hold such a query only if it has the query's features.
 */
export const FEATURE_POSITIVE = 1;
export const FEATURE_NEGATIVE = 2;
export const FEATURE_ISOTOPE = 4;

export function smilesFeatures(smiles: string): number {
  let features = 0;
  let inBracket = false;
  let atBracketStart = false;
  for (const ch of smiles) {
    if (ch === '[') {
      inBracket = true;
      atBracketStart = true;
      continue;
    }
    if (ch === ']') {
      inBracket = false;
      continue;
    }
    if (!inBracket) continue;
    if (atBracketStart && ch >= '0' && ch <= '9') features |= FEATURE_ISOTOPE;
    atBracketStart = false;
    if (ch === '+') features |= FEATURE_POSITIVE;
    else if (ch === '-') features |= FEATURE_NEGATIVE;
  }
  return features;
}

/**
 * The features a hit must have. Only a query read as a plain molecule from
 * SMILES counts: a SMARTS atom or a molfile's query atom may accept any charge.
 */
export function requiredFeatures(query: { kind: string; canonicalSmiles: string | null }): number {
  return query.kind === 'smiles' && query.canonicalSmiles ? smilesFeatures(query.canonicalSmiles) : 0;
}
