/** Set by middleware.ts on the requests it passes: the path and query that were asked for. */
export const REQUESTED_PATH_HEADER = 'x-requested-path';

/** What middleware.ts does with a request (spec §2, routing rules). */
export type RouteDecision = { kind: 'next' } | { kind: 'redirect'; location: string; status: 301 | 307 };

/**
 * Where the home page is rendered. Next.js prerenders a page without
 * parameters at build time, before any database exists; behind a parameter it
 * is rendered on the first request and then cached (decision 0146).
 * next.config.mjs rewrites `/` (without `?q=`) here, before the app's routes;
 * app/route.ts answers `/?q=…`. A direct visit shows the home page with its
 * canonical address `/`.
 */
export const HOME_PAGE_ROUTE = '/home/zh';

function isMemberPath(pathname: string): boolean {
  return pathname === '/member' || pathname.startsWith('/member/');
}

/** The operator console: signed-in members only here too; the layout then checks the operator role. */
function isConsolePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * A path under /products/ with no dot and without "direct" or "promotion"
 * moves permanently to the same path + ".html" (query kept). Member pages
 * need a stored token; without one the visitor goes to /login?redirect=….
 */
export function decideRoute(pathname: string, search: string, hasToken: boolean): RouteDecision {
  if (
    pathname.startsWith('/products/') &&
    pathname.length > '/products/'.length &&
    !pathname.includes('.') &&
    !pathname.includes('direct') &&
    !pathname.includes('promotion')
  ) {
    return { kind: 'redirect', location: `${pathname.replace(/\/$/, '')}.html${search}`, status: 301 };
  }
  if ((isMemberPath(pathname) || isConsolePath(pathname)) && !hasToken) {
    return { kind: 'redirect', location: `/login?redirect=${encodeURIComponent(pathname + search)}`, status: 307 };
  }
  return { kind: 'next' };
}
