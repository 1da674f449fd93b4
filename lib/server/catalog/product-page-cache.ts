import { revalidatePath } from 'next/cache';
import { logger } from '@/lib/server/core/logger';
import { productPath } from '@/lib/shared/format';

/*
 * Product pages (app/(public)/products/[cas]/page.tsx) are rendered once
 * and served from Next.js's cache: in this process's memory, or in Redis
 * shared by every instance when REDIS_URL is set
 * (docs/decisions/0140-shared-page-cache-in-redis.md). A write that changes
 * what a page shows — its offers' price, stock, shelf state, the seller's
 * name, the substance — calls one of these after it committed, so the next
 * visit on any instance renders the page anew. Inside a transaction it would
 * announce a change that may still roll back.
 */

/** The route, with its group, as Next.js tags every page it rendered from it. */
const PRODUCT_PAGE_ROUTE = '/(public)/products/[cas]';

/** Never fails the write it follows: a missed refresh leaves the page at most one revalidate period (120 s) old. */
function refresh(what: string, revalidate: () => void): void {
  try {
    revalidate();
  } catch (error) {
    logger().warn({ err: error, what }, 'product pages not revalidated');
  }
}

/** These products' pages (empty and repeated CAS numbers are skipped). */
export function refreshProductPages(casNumbers: readonly (string | null | undefined)[]): void {
  for (const cas of new Set(casNumbers)) if (cas) refresh(cas, () => revalidatePath(productPath(cas)));
}

/** Every product page: for a change many of them show (a seller's name, the regulated lists). */
export function refreshAllProductPages(): void {
  refresh('all', () => revalidatePath(PRODUCT_PAGE_ROUTE, 'page'));
}
