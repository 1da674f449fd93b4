/** What the page-cache handlers' unit tests store: pages shaped as Next.js hands them to a cache handler. */

/** The tags Next.js gives a product page: its layouts', the route's (with the group) and its path's. */
export const productTags = (path: string) => `_N_T_/layout,_N_T_/(public)/layout,_N_T_/(public)/products/[cas]/page,_N_T_${path}`;

export function productPage(html: string, path = '/products/64-17-5.html') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from([0, 1, 2, 255]),
    headers: { 'x-next-cache-tags': productTags(path) },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

/** The context Next.js passes to get for a page, and to set for a page revalidated every 120 s. */
export const pageCtx = { kind: 'APP_PAGE', isFallback: false };
export const revalidating = { cacheControl: { revalidate: 120, expire: 31536000 } };
