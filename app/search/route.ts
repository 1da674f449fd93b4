import { NextResponse, type NextRequest } from 'next/server';
import { searchResultsPath } from '@/lib/shared/highlight';

/**
 * The target of the public pages' search form (a plain GET form that works
 * without JavaScript): /search?q=乙醇 → /searchResults/乙醇/1; an empty query
 * goes home.
 */
export function GET(request: NextRequest): NextResponse {
  const keyword = (request.nextUrl.searchParams.get('q') ?? '').trim();
  return NextResponse.redirect(new URL(keyword ? searchResultsPath(keyword) : '/', request.url), 303);
}
