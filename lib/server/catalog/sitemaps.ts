import type { Db } from '@/lib/server/core/db';
import { categoryPath, productPath } from '@/lib/shared/format';
import { CATEGORY_PAGE_SIZE } from './browse';
import { directoryPaths } from './directory';
import { catalogSize, categoriesWithCounts, productCasSlice } from './service';

/*
 * Sitemaps for crawlers: /sitemap.xml is an index naming one file of the
 * site's own pages and as many product files as the catalog needs, each under
 * the protocol's limit of 50,000 addresses (sitemaps.org). Product files are
 * slices of the listed substances in id order: new substances land in the
 * last file; approving an older proposal or delisting one shifts the files
 * after it, which crawlers re-read anyway.
 */

/** The sitemaps protocol's limit of addresses in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapEntry = { path: string; changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'; priority: number; lastModified?: string };

const LIST_PAGES = ['/products/promotion/1', '/products/direct/1', '/categories/electronic_grade/1'];

/** Sitemaps are cached for an hour; without PUBLIC_BASE_URL their addresses follow the request's host, so a shared cache keeps hosts apart. */
export const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
  vary: 'Host, X-Forwarded-Host',
} as const;

export const PAGES_SITEMAP = '/sitemaps/pages.xml';
export const productSitemapPath = (index: number) => `/sitemaps/products-${index + 1}.xml`;

/** `products-3.xml` → 2 (the file's zero-based index), or null for any other name. */
export function productSitemapIndex(fileName: string): number | null {
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(fileName);
  return match ? Number(match[1]) - 1 : null;
}

export function productSitemapCount(productCount: number, perFile = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(productCount / perFile));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The index: the pages file and every product file, as absolute addresses. */
export async function sitemapIndexXml(db: Db, origin: string, perFile = SITEMAP_URL_LIMIT): Promise<string> {
  const files = [PAGES_SITEMAP, ...Array.from({ length: productSitemapCount(await catalogSize(db), perFile) }, (_, i) => productSitemapPath(i))];
  const items = files.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

function urlsetXml(origin: string, entries: SitemapEntry[]): string {
  const items = entries.map(
    (e) =>
      `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ''}<changefreq>${e.changeFrequency}</changefreq><priority>${e.priority}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

/**
 * The home page, the first page of each list, every page of each category,
 * every page of the Chinese-name directory, then `others` (the help centre and the news, which the catalog does not own).
 */
export async function pagesSitemapXml(db: Db, origin: string, others: SitemapEntry[]): Promise<string> {
  const categories = await categoriesWithCounts(db);
  const categoryPages = categories.flatMap((c) =>
    Array.from({ length: Math.max(1, Math.ceil(c.productCount / CATEGORY_PAGE_SIZE)) }, (_, i) => categoryPath(c.slug, i + 1)),
  );
  return urlsetXml(origin, [
    { path: '/', changeFrequency: 'daily', priority: 1 },
    ...LIST_PAGES.map((path) => ({ path, changeFrequency: 'daily' as const, priority: 0.9 })),
    ...categoryPages.map((path) => ({ path, changeFrequency: 'daily' as const, priority: path.endsWith('/1') ? 0.9 : 0.6 })),
    // The products by Chinese name (中文名目录), each letter's pages.
    ...(await directoryPaths(db)).map((path) => ({ path, changeFrequency: 'weekly' as const, priority: 0.5 })),
    ...others,
  ]);
}

/** One product file, or null past the last one (a 404, answered from the count without reading a slice). */
export async function productSitemapXml(db: Db, origin: string, index: number, perFile = SITEMAP_URL_LIMIT): Promise<string | null> {
  if (index >= productSitemapCount(await catalogSize(db), perFile)) return null;
  const cas = await productCasSlice(db, index * perFile, perFile);
  return urlsetXml(
    origin,
    cas.map((c) => ({ path: productPath(c), changeFrequency: 'weekly' as const, priority: 0.8 })),
  );
}
