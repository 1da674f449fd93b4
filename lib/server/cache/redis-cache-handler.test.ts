import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropKeysAndClose, redisAnswers, TEST_REDIS_URL, testKeyPrefix, testRedis, type TestRedis } from '@/tests/kits/redis';
import { closeClients, decodeValue, encodeValue, judge, MAX_TTL_SECONDS, RedisCacheHandler, ttlSeconds } from './redis-cache-handler.mjs';
import { pageCtx, productPage, revalidating } from './test-pages';

/*
 * Against the real Redis (REDIS_URL, else redis://127.0.0.1:6379), under a
 * key prefix of this run's own, removed afterwards. Skipped, saying so, only
 * when no Redis answers; CI runs one.
 */
const URL_ = TEST_REDIS_URL;
const PREFIX = testKeyPrefix('unit');

const reachable = await redisAnswers();

function handler(buildId = 'b1') {
  return new RedisCacheHandler({}, { url: URL_, prefix: PREFIX, buildId });
}

describe('stored values', () => {
  it('keep their Buffers and Maps through JSON', () => {
    const page = productPage('<p>¥12.00</p>');
    const back = decodeValue(JSON.parse(JSON.stringify(encodeValue(page)))) as ReturnType<typeof productPage>;
    expect(back.rscData).toEqual(page.rscData);
    expect(back.segmentData).toEqual(page.segmentData);
    expect(back.html).toBe(page.html);
  });

  it('live ten revalidate periods, never past expire nor a day', () => {
    expect(ttlSeconds({ revalidate: 120, expire: 31536000 })).toBe(1200);
    expect(ttlSeconds({ revalidate: 120, expire: 300 })).toBe(300);
    expect(ttlSeconds({ revalidate: false })).toBe(MAX_TTL_SECONDS);
    expect(ttlSeconds(undefined, { kind: 'FETCH', revalidate: 60 })).toBe(600);
  });

  it('are expired by a tag revalidated after they were written, stale by a soft one', () => {
    expect(judge([null, { expired: 2000 }], 1000, 3000)).toBe('expired');
    expect(judge([{ expired: 500 }], 1000, 3000)).toBe('fresh');
    expect(judge([{ expired: 5000 }], 1000, 3000)).toBe('fresh');
    expect(judge([{ stale: 2000, expired: 9000 }], 1000, 3000)).toBe('stale');
  });
});

describe.skipIf(!reachable)('the page cache in Redis', () => {
  let redis: TestRedis;

  beforeAll(async () => {
    redis = await testRedis();
  });

  afterAll(async () => {
    await dropKeysAndClose(redis, PREFIX);
    await closeClients();
  });

  it('hands a page written by one instance to another, with its lifetime, and with a TTL in Redis', async () => {
    await handler().set('/products/64-17-5.html', productPage('<p>¥12.00</p>'), revalidating);
    const got = await handler().get('/products/64-17-5.html', pageCtx);
    expect((got?.value as { html: string }).html).toBe('<p>¥12.00</p>');
    expect(got?.cacheControl).toEqual(revalidating.cacheControl);
    const ttl = await redis.ttl(`${PREFIX}entry:b1:/products/64-17-5.html`);
    expect(ttl).toBeGreaterThan(1100);
    expect(ttl).toBeLessThanOrEqual(1200);
  });

  it('misses once a tag of the page (its path, as revalidatePath writes it) is revalidated on any instance', async () => {
    await handler().set('/products/50-00-0.html', productPage('old', '/products/50-00-0.html'), revalidating);
    await handler().revalidateTag('_N_T_/products/64-17-5.html');
    expect(await handler().get('/products/64-17-5.html', pageCtx)).toBeNull();
    // A page of another path is untouched; once rendered anew, the page is found again.
    expect(await handler().get('/products/50-00-0.html', pageCtx)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 2));
    await handler().set('/products/64-17-5.html', productPage('<p>¥9.00</p>'), revalidating);
    expect(((await handler().get('/products/64-17-5.html', pageCtx))?.value as { html: string }).html).toBe('<p>¥9.00</p>');
    expect(await redis.ttl(`${PREFIX}tag:_N_T_/products/64-17-5.html`)).toBeGreaterThan(MAX_TTL_SECONDS - 10);
  });

  it('dates a page by the lookup that rendered it: an invalidation on another instance during the render expires it', async () => {
    expect(await handler().get('/products/67-64-1.html', pageCtx)).toBeNull();
    await new Promise((r) => setTimeout(r, 3));
    await handler().revalidateTag('_N_T_/products/67-64-1.html');
    await new Promise((r) => setTimeout(r, 3));
    await handler().set('/products/67-64-1.html', productPage('read before the write', '/products/67-64-1.html'), revalidating);
    expect(await handler().get('/products/67-64-1.html', pageCtx)).toBeNull();
  });

  it('misses every product page once the route is revalidated (revalidatePath of the page with its group)', async () => {
    await handler().set('/products/7664-93-9.html', productPage('x', '/products/7664-93-9.html'), revalidating);
    await new Promise((r) => setTimeout(r, 2));
    await handler().revalidateTag(['_N_T_/(public)/products/[cas]/page']);
    expect(await handler().get('/products/7664-93-9.html', pageCtx)).toBeNull();
  });

  it('serves a softly revalidated page stale (dated back past its revalidate period), not missing', async () => {
    await handler().set('/about_us', { ...productPage('about'), headers: { 'x-next-cache-tags': '_N_T_/about_us' } }, revalidating);
    await new Promise((r) => setTimeout(r, 2));
    await handler().revalidateTag('_N_T_/about_us', { expire: 3600 });
    const got = await handler().get('/about_us', pageCtx);
    expect(got).not.toBeNull();
    expect(got!.lastModified).toBeLessThan(Date.now() - 120_000);
  });

  it('keeps each build to its own entries, while tags are shared', async () => {
    await handler('b1').set('/help', productPage('b1'), revalidating);
    expect(await handler('b2').get('/help', pageCtx)).toBeNull();
    expect(await handler('b1').get('/help', pageCtx)).not.toBeNull();
  });

  it('checks fetch entries against their tags and the soft tags asked with', async () => {
    const fetched = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'http://x' }, revalidate: 60 };
    await handler().set('fetch-key', fetched, { fetchCache: true, tags: ['offers'] });
    expect(await handler().get('fetch-key', { kind: 'FETCH', tags: ['offers'], softTags: ['_N_T_/x'] })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 2));
    await handler().revalidateTag('_N_T_/x');
    expect(await handler().get('fetch-key', { kind: 'FETCH', tags: ['offers'], softTags: ['_N_T_/x'] })).toBeNull();
  });
});

describe('without Redis', () => {
  it('misses, drops writes and invalidations, and never throws', async () => {
    // A port nobody listens on: the connection is refused.
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise((r) => server.close(r));
    const down = new RedisCacheHandler({}, { url: `redis://127.0.0.1:${port}`, prefix: PREFIX, buildId: 'b1' });
    const started = Date.now();
    await expect(down.set('/products/64-17-5.html', productPage('x'), revalidating)).resolves.toBeUndefined();
    await expect(down.get('/products/64-17-5.html', pageCtx)).resolves.toBeNull();
    await expect(down.revalidateTag('_N_T_/products/64-17-5.html')).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3000);
    await closeClients();
  });
});
