import { db } from '@/lib/server/core/db';
import { originFromHeaders } from '@/lib/server/core/origin';
import { SITEMAP_HEADERS, sitemapIndexXml } from '@/lib/server/catalog/sitemaps';

export const dynamic = 'force-dynamic';

/** The sitemap index: the site's pages and the product files (lib/server/catalog/sitemaps.ts). */
export async function GET(request: Request): Promise<Response> {
  const xml = await sitemapIndexXml(db(), originFromHeaders(request.headers));
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
