import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { allProductCas } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { originFromHeaders } from '@/lib/server/core/origin';
import { productPath } from '@/lib/shared/format';

export const dynamic = 'force-dynamic';

/** The home page and every product page (one sitemap holds up to 50,000 addresses). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = originFromHeaders(await headers());
  const cas = await allProductCas(db());
  return [
    { url: `${origin}/`, changeFrequency: 'daily', priority: 1 },
    ...cas.map((c) => ({ url: `${origin}${productPath(c)}`, changeFrequency: 'weekly' as const, priority: 0.8 })),
  ];
}
