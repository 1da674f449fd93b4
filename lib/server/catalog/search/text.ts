/**
 * Text normalization shared by the index and the query, so both databases
 * compare the same strings: NFKC, lower case, single spaces; words are runs
 * of letters and digits.
 */

export function normalizeTerm(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function wordsOf(term: string): string[] {
  return term.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** Words long enough, and made of letters only, to be corrected when mistyped. */
export const MIN_CORRECTABLE_LENGTH = 5;

export function isCorrectable(word: string): boolean {
  return word.length >= MIN_CORRECTABLE_LENGTH && /^\p{L}+$/u.test(word);
}

/** The word itself and every string one deletion away: the keys of the typo index. */
export function variantsOf(word: string): string[] {
  const variants = new Set([word]);
  for (let i = 0; i < word.length; i++) variants.add(word.slice(0, i) + word.slice(i + 1));
  return [...variants];
}

/**
 * True when `a` becomes `b` by at most one insertion, deletion, substitution
 * or swap of two neighbouring letters (Damerau–Levenshtein distance ≤ 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** Escapes a literal for a GLOB pattern (SQLite): `*`, `?` and `[` become classes. */
export function escapeGlob(text: string): string {
  return text.replace(/[*?[]/g, (c) => `[${c}]`);
}

// Every area's list filters use it, not only the search: it lives with the query helpers in core.
export { escapeLike } from '@/lib/server/core/db/like';
