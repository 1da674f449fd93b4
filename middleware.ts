import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute, REQUESTED_PATH_HEADER } from '@/lib/shared/routing';

export function middleware(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const decision = decideRoute(pathname, search, Boolean(request.cookies.get('token')?.value));
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
  if (decision.kind === 'rewrite') return NextResponse.rewrite(new URL(decision.location, request.url));
  // Member pages learn which page was asked for, to come back to it after signing in.
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, pathname + search);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/', '/products/:path*', '/member', '/member/:path*', '/admin', '/admin/:path*'] };
