import { revalidatePath } from 'next/cache';
import { logger } from '@/lib/server/core/logger';
import { productPath } from '@/lib/shared/format';
import { HOME_PAGE_ROUTE } from '@/lib/shared/routing';

/*
 * Product pages (app/(public)/products/[cas]/page.tsx), the home page and
 * the merchandising lists are rendered once and served from Next.js's cache:
 * in this process's memory, or in Redis shared by every instance when
 * REDIS_URL is set
 * (docs/decisions/0140-shared-page-cache-in-redis.md). A write that changes
 * what a page shows — its offers' price, stock, shelf state, the seller's
 * name, the substance — calls one of these after it committed, so the next
 * visit on any instance renders the page anew. Inside a transaction it would
 * announce a change that may still roll back.
 */

/** The route, with its group, as Next.js tags every page it rendered from it. */
const PRODUCT_PAGE_ROUTE = '/(public)/products/[cas]';

/** Never fails the write it follows: a missed refresh leaves the page at most one revalidate period (60–120 s) old. */
function refresh(what: string, revalidate: () => void): void {
  try {
    revalidate();
  } catch (error) {
    logger().warn({ err: error, what }, 'cached pages not revalidated');
  }
}

/** The cached pages that list products with their prices and stock: the merchandising lists and the home page. */
const LIST_PAGE_ROUTES = ['/(public)/products/promotion/[page]', '/(public)/products/direct/[page]', '/(public)/categories/electronic_grade/[page]'];

/** The home page and every page of the merchandising lists: for a change to what they show (goods, placements, direct suppliers). */
export function refreshListPages(): void {
  for (const route of LIST_PAGE_ROUTES) refresh(route, () => revalidatePath(route, 'page'));
  refreshHomePage();
}

/** The home page alone: for a new inquiry, which it shows in 实时采购 and 最新询价. */
export function refreshHomePage(): void {
  refresh('home', () => revalidatePath(HOME_PAGE_ROUTE));
}

/** These products' pages (empty and repeated CAS numbers are skipped), and the lists that show their prices. */
export function refreshProductPages(casNumbers: readonly (string | null | undefined)[]): void {
  for (const cas of new Set(casNumbers)) if (cas) refresh(cas, () => revalidatePath(productPath(cas)));
  refreshListPages();
}

/** Every product page: for a change many of them show (a seller's name, the regulated lists). */
export function refreshAllProductPages(): void {
  refresh('all', () => revalidatePath(PRODUCT_PAGE_ROUTE, 'page'));
}
