import { beforeEach, describe, expect, it } from 'vitest';
import { clearMemoryCache, MemoryCacheHandler, sizeOf } from './memory-cache-handler.mjs';
import { pageCtx, productPage, revalidating } from './test-pages';

const tick = () => new Promise((r) => setTimeout(r, 3));
const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html: string } | undefined)?.html;

/* Next.js constructs a handler per request: every test uses fresh ones over the one store of the process. */
const handler = () => new MemoryCacheHandler();

beforeEach(() => clearMemoryCache());

describe('the page cache in memory', () => {
  it('hands a page back with its lifetime until a tag of it is revalidated', async () => {
    await handler().set('/products/64-17-5.html', productPage('<p>¥12.00</p>'), revalidating);
    await handler().set('/products/50-00-0.html', productPage('other', '/products/50-00-0.html'), revalidating);
    const got = await handler().get('/products/64-17-5.html', pageCtx);
    expect(htmlOf(got)).toBe('<p>¥12.00</p>');
    expect(got?.cacheControl).toEqual(revalidating.cacheControl);
    await tick();
    await handler().revalidateTag('_N_T_/products/64-17-5.html');
    expect(await handler().get('/products/64-17-5.html', pageCtx)).toBeNull();
    expect(htmlOf(await handler().get('/products/50-00-0.html', pageCtx))).toBe('other');
    // Once rendered anew, the page is found again.
    await tick();
    await handler().set('/products/64-17-5.html', productPage('<p>¥9.00</p>'), revalidating);
    expect(htmlOf(await handler().get('/products/64-17-5.html', pageCtx))).toBe('<p>¥9.00</p>');
  });

  it('dates a page by the lookup that rendered it: a write during the render expires it', async () => {
    // A miss: Next.js renders the page (reading the database), and meanwhile a write revalidates it.
    expect(await handler().get('/products/7664-93-9.html', pageCtx)).toBeNull();
    await tick();
    await handler().revalidateTag('_N_T_/products/7664-93-9.html');
    await tick();
    await handler().set('/products/7664-93-9.html', productPage('read before the write', '/products/7664-93-9.html'), revalidating);
    // Stored after the write, but rendered from before it: the next visit renders it again.
    expect(await handler().get('/products/7664-93-9.html', pageCtx)).toBeNull();
    await tick();
    await handler().set('/products/7664-93-9.html', productPage('read after the write', '/products/7664-93-9.html'), revalidating);
    expect(htmlOf(await handler().get('/products/7664-93-9.html', pageCtx))).toBe('read after the write');
  });

  it('keeps a page rendered without a write in between', async () => {
    expect(await handler().get('/home/zh', pageCtx)).toBeNull();
    await tick();
    await handler().set('/home/zh', { ...productPage('home'), headers: { 'x-next-cache-tags': '_N_T_/home/zh' } }, revalidating);
    await tick();
    expect(htmlOf(await handler().get('/home/zh', pageCtx))).toBe('home');
  });

  it('dates a page rendered again behind a stale answer by that answer', async () => {
    await handler().set('/about_us', { ...productPage('about'), headers: { 'x-next-cache-tags': '_N_T_/about_us' } }, revalidating);
    await tick();
    // A soft revalidation: the page is served stale, dated back past its revalidate period, and rendered behind.
    await handler().revalidateTag('_N_T_/about_us', { expire: 3600 });
    const stale = await handler().get('/about_us', pageCtx);
    expect(htmlOf(stale)).toBe('about');
    expect(stale!.lastModified).toBeLessThan(Date.now() - 120_000);
    await tick();
    await handler().revalidateTag('_N_T_/about_us', { expire: 3600 });
    await tick();
    await handler().set('/about_us', { ...productPage('about, rendered'), headers: { 'x-next-cache-tags': '_N_T_/about_us' } }, revalidating);
    // The second soft revalidation came while it rendered: it is stale again, not fresh.
    expect((await handler().get('/about_us', pageCtx))!.lastModified).toBeLessThan(Date.now() - 120_000);
  });

  it('checks fetch entries against their tags and the soft tags asked with', async () => {
    const fetched = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'http://x' }, revalidate: 60 };
    await handler().set('fetch-key', fetched, { fetchCache: true, tags: ['offers'] });
    expect(await handler().get('fetch-key', { kind: 'FETCH', tags: ['offers'], softTags: ['_N_T_/x'] })).not.toBeNull();
    await tick();
    await handler().revalidateTag('_N_T_/x');
    expect(await handler().get('fetch-key', { kind: 'FETCH', tags: ['offers'], softTags: ['_N_T_/x'] })).toBeNull();
  });

  it('lets the least recently used pages go past its size', async () => {
    const page = (html: string) => ({ kind: 'APP_PAGE', html, headers: {} });
    const small = new MemoryCacheHandler({}, { maxBytes: 3000 });
    await small.set('/a', page('a'.repeat(1000)), revalidating);
    await small.set('/b', page('b'.repeat(1000)), revalidating);
    // Reading /a makes /b the least recently used.
    expect(await small.get('/a', pageCtx)).not.toBeNull();
    await small.set('/c', page('c'.repeat(1000)), revalidating);
    expect(await small.get('/b', pageCtx)).toBeNull();
    expect(await small.get('/a', pageCtx)).not.toBeNull();
    expect(await small.get('/c', pageCtx)).not.toBeNull();
    // A page larger than the whole cache is not kept.
    await small.set('/huge', page('h'.repeat(4000)), revalidating);
    expect(await small.get('/huge', pageCtx)).toBeNull();
  });

  it('counts the bytes of strings, buffers and maps', () => {
    expect(sizeOf({ html: 'abcd', rscData: Buffer.alloc(10), segmentData: new Map([['/x', Buffer.alloc(5)]]) })).toBe(19);
  });
});
