import { searchResultsPath } from '@/lib/shared/highlight';

/**
 * `/` with a query: old links of the form `/?q=…` open the search results.
 * `/` without one never reaches this: next.config.mjs rewrites it to the
 * cached home page (HOME_PAGE_ROUTE).
 */
export function GET(request: Request): Response {
  const keyword = new URL(request.url).searchParams.get('q')?.trim();
  // Relative, so the browser stays on the address it asked (behind a proxy the server's own host is not it).
  return new Response(null, { status: 307, headers: { location: keyword ? searchResultsPath(keyword) : '/' } });
}
