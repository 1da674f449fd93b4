import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { allProductCas, categoriesWithCounts } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { originFromHeaders } from '@/lib/server/core/origin';
import { categoryPath, productPath } from '@/lib/shared/format';

export const dynamic = 'force-dynamic';

const LIST_PAGES = ['/products/promotion/1', '/products/direct/1', '/categories/electronic_grade/1'];

/** Category listings are 20 to a page (app/(default)/categories/[slug]/[page]). */
const CATEGORY_PAGE_SIZE = 20;

/** The home page, the first page of each list, every page of each category and every product page (one sitemap holds up to 50,000 addresses). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = originFromHeaders(await headers());
  const [cas, categories] = await Promise.all([allProductCas(db()), categoriesWithCounts(db())]);
  const categoryPages = categories.flatMap((c) =>
    Array.from({ length: Math.max(1, Math.ceil(c.productCount / CATEGORY_PAGE_SIZE)) }, (_, i) => categoryPath(c.slug, i + 1)),
  );
  return [
    { url: `${origin}/`, changeFrequency: 'daily', priority: 1 },
    ...LIST_PAGES.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'daily' as const, priority: 0.9 })),
    ...categoryPages.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'daily' as const, priority: path.endsWith('/1') ? 0.9 : 0.6 })),
    ...cas.map((c) => ({ url: `${origin}${productPath(c)}`, changeFrequency: 'weekly' as const, priority: 0.8 })),
  ];
}
