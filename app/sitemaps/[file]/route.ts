import { db } from '@/lib/server/core/db';
import { originFromHeaders } from '@/lib/server/core/origin';
import { PAGES_SITEMAP, SITEMAP_HEADERS, pagesSitemapXml, productSitemapIndex, productSitemapXml, type SitemapEntry } from '@/lib/server/catalog/sitemaps';
import { sellerIdsOnShelf } from '@/lib/server/goods/queries';
import { listNews } from '@/lib/server/help/content';
import { sellerPath } from '@/lib/shared/format';
import { HELP_SECTIONS, helpPath, newsPath } from '@/lib/shared/help-sections';

export const dynamic = 'force-dynamic';

/** The help centre, its sections (from the one list the routes and the navigation use), the service pages and the news. */
function helpEntries(): SitemapEntry[] {
  const pages = ['/about_us', ...HELP_SECTIONS.map((s) => helpPath(s.slug)), '/consignment', '/international_logistics'];
  return [
    ...pages.map((path) => ({ path, changeFrequency: 'monthly' as const, priority: 0.5 })),
    ...listNews().map((a) => ({ path: newsPath(a.slug), lastModified: a.date, changeFrequency: 'yearly' as const, priority: 0.4 })),
  ];
}

/** The public page of every seller with goods on shelf (what they sell, how they perform). */
async function sellerEntries(): Promise<SitemapEntry[]> {
  return (await sellerIdsOnShelf(db())).map((id) => ({ path: sellerPath(id), changeFrequency: 'weekly' as const, priority: 0.5 }));
}

/** One file named by the sitemap index: /sitemaps/pages.xml or /sitemaps/products-<n>.xml. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const origin = originFromHeaders(request.headers);
  if (`/sitemaps/${file}` === PAGES_SITEMAP)
    return new Response(await pagesSitemapXml(db(), origin, [...helpEntries(), ...(await sellerEntries())]), { headers: SITEMAP_HEADERS });
  const index = productSitemapIndex(file);
  const xml = index === null ? null : await productSitemapXml(db(), origin, index);
  if (xml === null) return new Response('没有这个站点地图文件', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
