import type { CatalogOffers } from '../offers';
import { dialectOf, type Db } from '@/lib/server/core/db';
import { findMatches, isIndexedWord, wordCandidates, type MatchPage } from './engine';
import { parseKeyword, type SearchFilters } from './query';
import { isCorrectable, normalizeTerm, variantsOf, withinOneEdit, wordsOf } from './text';

export type CatalogSearchResult = MatchPage & {
  /** Set when nothing matched as typed and the results are for this corrected spelling. */
  correctedKeyword: string | null;
};

/** The closest indexed word one edit away, or null when the word is known or nothing is close. */
async function correctWord(db: Db, word: string): Promise<string | null> {
  if (!isCorrectable(word) || (await isIndexedWord(db, word))) return null;
  const candidates = (await wordCandidates(db, variantsOf(word)))
    .filter((c) => withinOneEdit(word, c.word))
    .sort((a, b) => b.frequency - a.frequency || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return candidates[0]?.word ?? null;
}

/** The keyword with each mistyped word replaced by its closest indexed word, or null when none was. */
export async function correctSpelling(db: Db, keyword: string): Promise<string | null> {
  const term = normalizeTerm(keyword);
  let corrected = term;
  for (const word of new Set(wordsOf(term))) {
    const replacement = await correctWord(db, word);
    if (replacement) corrected = corrected.replace(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'gu'), replacement);
  }
  return corrected === term ? null : corrected;
}

/**
 * The catalog search behind the search box: identifiers, then names and
 * synonyms exact > prefix > contains > all words; when nothing matches,
 * the same search for the keyword with one typo per word corrected.
 */
export async function searchCatalog(
  db: Db,
  offers: CatalogOffers,
  keyword: string,
  filters: SearchFilters,
  page: { limit: number; offset: number },
): Promise<CatalogSearchResult> {
  const dialect = dialectOf(db);
  const query = parseKeyword(keyword);
  const found = await findMatches(db, offers, dialect, query, filters, page);
  if (found.total > 0 || query.cas || query.inchikey || query.formula) return { ...found, correctedKeyword: null };
  const corrected = await correctSpelling(db, keyword);
  if (!corrected) return { ...found, correctedKeyword: null };
  return { ...(await findMatches(db, offers, dialect, parseKeyword(corrected), filters, page)), correctedKeyword: corrected };
}
