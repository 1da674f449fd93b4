import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute } from '@/lib/shared/routing';

export function middleware(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const decision = decideRoute(pathname, search, Boolean(request.cookies.get('token')?.value));
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
  return NextResponse.next();
}

export const config = { matcher: ['/products/:path*', '/member', '/member/:path*'] };
