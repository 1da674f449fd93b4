import { normalizeCas } from '@/lib/shared/cas';
import { normalizeFormula } from '@/lib/shared/formula';
import { normalizeTerm, wordsOf } from './text';

const INCHIKEY = /^[A-Z]{14}-[A-Z]{10}-[A-Z]$/;

/** Words shorter than this are left out of the any-order word match (they match too much). */
export const MIN_WORD_MATCH_LENGTH = 3;
/** The any-order word match uses the longest (most selective) words only: "acid" or "oxy" add cost, not precision. */
export const MAX_MATCH_WORDS = 3;
/** Queries shorter than this match names exactly or by prefix only; trigram indexes need three characters. */
export const MIN_CONTAINS_LENGTH = 3;

/** What one search box input can be: each reading is tried and the best match wins. */
export type ParsedKeyword = {
  /** The normalized text matched against names and synonyms. */
  term: string;
  /** A query of two or more words: its longest words (at most MAX_MATCH_WORDS), matched in any order. */
  words: string[];
  cas: string | null;
  inchikey: string | null;
  /** The formula in Hill order. */
  formula: string | null;
};

export function parseKeyword(keyword: string): ParsedKeyword {
  const raw = keyword.trim();
  const term = normalizeTerm(raw);
  const words = [...new Set(wordsOf(term).filter((w) => w.length >= MIN_WORD_MATCH_LENGTH))];
  const longest = [...words].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).slice(0, MAX_MATCH_WORDS);
  return {
    term,
    words: words.length >= 2 ? longest : [],
    cas: normalizeCas(raw),
    inchikey: INCHIKEY.test(raw.toUpperCase()) ? raw.toUpperCase() : null,
    formula: normalizeFormula(raw),
  };
}

/** Search filters; each narrows the results to substances with a matching on-shelf offer or category. */
export type SearchFilters = {
  category?: string;
  /** A number means "at least this percent"; a grade (AR, GR, …) means offers of that grade. */
  purity?: string;
  inStock?: boolean;
  sellerId?: number;
  /** `none` (no hazard pictogram) or a pictogram code the label must show. */
  hazard?: string;
};

export type PurityFilter = { kind: 'percent'; atLeast: number } | { kind: 'grade'; grade: string };

export function readPurityFilter(purity: string | undefined): PurityFilter | null {
  if (!purity) return null;
  const value = Number(purity);
  return Number.isFinite(value) ? { kind: 'percent', atLeast: value } : { kind: 'grade', grade: purity.toUpperCase() };
}
