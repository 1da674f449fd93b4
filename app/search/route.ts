import { searchResultsPath } from '@/lib/shared/highlight';

/**
 * The target of the public pages' search form (a plain GET form that works
 * without JavaScript): /search?q=乙醇 → /searchResults/乙醇/1; an empty query
 * goes home. The Location is a path: behind a proxy the server's own idea of
 * its host is not the visitor's, and the pages' CSP (`form-action 'self'`)
 * refuses a form redirected to another origin.
 */
export function GET(request: Request): Response {
  const keyword = (new URL(request.url).searchParams.get('q') ?? '').trim();
  return new Response(null, { status: 303, headers: { Location: keyword ? searchResultsPath(keyword) : '/' } });
}
