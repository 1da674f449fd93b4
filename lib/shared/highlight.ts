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
export type SearchFilterParams = { category?: string; purity?: string; inStock?: boolean; sellerId?: number; hazard?: string };

/** The filters as a query string ("?purity=99&inStock=1"), empty when there are none. */
export function filterQueryString(filters: SearchFilterParams, withCategory = true): string {
  const query = new URLSearchParams();
  if (filters.category && withCategory) query.set('category', filters.category);
  if (filters.purity) query.set('purity', filters.purity);
  if (filters.inStock) query.set('inStock', '1');
  if (filters.sellerId) query.set('sellerId', String(filters.sellerId));
  if (filters.hazard) query.set('hazard', filters.hazard);
  return query.size > 0 ? `?${query}` : '';
}

export function searchResultsPath(keyword: string, page = 1, filters: SearchFilterParams = {}): string {
  return `/searchResults/${encodeURIComponent(keyword.trim())}/${page}${filterQueryString(filters)}`;
}

/** A category's listing with the other filters in the query string (the category is the path). */
export function categoryListingPath(slug: string, page = 1, filters: SearchFilterParams = {}): string {
  return `/categories/${encodeURIComponent(slug)}/${page}${filterQueryString(filters, false)}`;
}
