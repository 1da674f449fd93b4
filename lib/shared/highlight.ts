/**
 * Splits text around case-insensitive occurrences of a term, for
 * highlighting matches; when the whole term is not there, around each of its
 * words of three or more letters (the search matches words in any order).
 */
export function splitForHighlight(text: string, term: string): { text: string; match: boolean }[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const words = needle.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
  if (words.length > 1 && !text.toLowerCase().includes(needle)) {
    return words.reduce<{ text: string; match: boolean }[]>(
      (parts, word) => parts.flatMap((part) => (part.match ? [part] : splitForHighlight(part.text, word))),
      [{ text, match: false }],
    );
  }
  const parts: { text: string; match: boolean }[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** The search filters as they travel in the results page's query string. */
export type SearchFilterParams = { category?: string; purity?: string; inStock?: boolean; sellerId?: number };

export function searchResultsPath(keyword: string, page = 1, filters: SearchFilterParams = {}): string {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  if (filters.purity) query.set('purity', filters.purity);
  if (filters.inStock) query.set('inStock', '1');
  if (filters.sellerId) query.set('sellerId', String(filters.sellerId));
  const search = query.size > 0 ? `?${query}` : '';
  return `/searchResults/${encodeURIComponent(keyword.trim())}/${page}${search}`;
}
