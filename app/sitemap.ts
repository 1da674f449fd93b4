import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { allProductCas } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { originFromHeaders } from '@/lib/server/core/origin';
import { productPath } from '@/lib/shared/format';

export const dynamic = 'force-dynamic';

const LIST_PAGES = ['/products/promotion/1', '/products/direct/1', '/categories/electronic_grade/1'];

/** The home page, the first page of each list, and every product page (one sitemap holds up to 50,000 addresses). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = originFromHeaders(await headers());
  const cas = await allProductCas(db());
  return [
    { url: `${origin}/`, changeFrequency: 'daily', priority: 1 },
    ...LIST_PAGES.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'daily' as const, priority: 0.9 })),
    ...cas.map((c) => ({ url: `${origin}${productPath(c)}`, changeFrequency: 'weekly' as const, priority: 0.8 })),
  ];
}
