import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { originFromHeaders } from '@/lib/server/core/origin';

export const dynamic = 'force-dynamic';

/** Crawlers index the catalogue; member, login, API and development pages are not for them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = originFromHeaders(await headers());
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/member', '/login', '/register', '/resetpassword', '/api/', '/dev/', '/files/', '/downloads/'] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
