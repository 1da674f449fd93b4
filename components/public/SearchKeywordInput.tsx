'use client';
import { useParams } from 'next/navigation';

export const SEARCH_INPUT_ID = 'site-search';

/** Decodes a route's keyword segment; a literal "%" that does not decode is kept as typed. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The search form's field. On a results page it holds the keyword searched
 * (from the route, also in the server's HTML), so the visitor refines it
 * instead of typing it again.
 */
export function SearchKeywordInput() {
  const name = useParams<{ name?: string }>().name;
  const current = name ? decoded(name) : '';
  return (
    <input
      key={current}
      id={SEARCH_INPUT_ID}
      name="q"
      type="search"
      required
      defaultValue={current}
      aria-label="搜索产品"
      placeholder="CAS 号 / 中英文名称 / 分子式，如 64-17-5"
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}
