import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute, REQUESTED_PATH_HEADER } from '@/lib/shared/routing';

export function middleware(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const decision = decideRoute(pathname, search, Boolean(request.cookies.get('token')?.value));
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
  // Member pages learn which page was asked for, to come back to it after signing in.
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, pathname + search);
  return NextResponse.next({ request: { headers } });
}

/*
 * Only the paths with something to decide: product paths without a dot (a
 * bare CAS moves to its .html page) and member and console pages. Product
 * pages themselves and the lists are not matched, so their cached HTML is
 * served without running this (it halved their throughput; docs/benchmarks.md).
 */
export const config = { matcher: ['/products/((?!direct|promotion)[^.]+)', '/member', '/member/:path*', '/admin', '/admin/:path*'] };
