import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatYuan } from '@/lib/shared/format';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import type { Envelope } from '@/lib/shared/envelope';
import { dropKeysAndClose, keysUnder, redisAnswers, TEST_REDIS_URL, testKeyPrefix, testRedis } from '@/tests/kits/redis';
import { startSecondServer, type SecondServer } from '@/tests/kits/second-server';
import { freshMemberToken, licensedSellerToken } from './goods-helpers';
import { testServerEnv } from './helpers';
import { fileDb } from './kit';

/*
 * Several instances, one page cache (docs/decisions/0140-shared-page-cache-in-redis.md):
 * two production servers A and B on this run's database, both with REDIS_URL
 * and a key prefix of this run's own. B serves a product page from the
 * cache; a change made through A's API reaches B's next visit at once, not
 * when the page's 120 s are over. The run's own test server has no
 * REDIS_URL (it keeps the in-memory cache), so both servers are started here.
 */

const PREFIX = testKeyPrefix('api');
/** How long an instance may show an offer that changed on another one. */
const DEADLINE_MS = 2000;
const CAS = '50-78-2';
const PAGE = `/products/${CAS}.html`;

const reachable = await redisAnswers();

const db = fileDb();
let a: SecondServer;
let b: SecondServer;

/** A signed POST to one server, as the browser client sends it. */
async function postTo<T>(server: SecondServer, path: string, token: string, body: object): Promise<Envelope<T>> {
  const time = String(unixSecondsNow());
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function page(server: SecondServer): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(`${server.baseUrl}${PAGE}`);
  expect(response.status).toBe(200);
  return { html: await response.text(), cache: response.headers.get('x-nextjs-cache') };
}

/** B's page, read until it satisfies `done`; fails when it still does not after DEADLINE_MS. */
async function bShowsWithin(done: (html: string) => boolean, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { html } = await page(b);
    if (done(html)) return Date.now() - started;
    if (Date.now() - started > DEADLINE_MS) throw new Error(`B's ${PAGE} did not show ${what} within ${DEADLINE_MS} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const shows = (price: number) => (html: string) => html.includes(formatYuan(price));

describe.skipIf(!reachable)('product pages cached in Redis, shared by two instances', () => {
  let seller: string;
  let operator: string;
  let goodsId: number;
  const brand = `缓存测试${Date.now().toString(36)}`;
  // Prices no other offer of the substance has, so the page shows them only for ours.
  const firstPrice = 12_345;
  const newPrice = 13_579;
  const item = { cas: CAS, purity: '≥99%', brand, leadTimeDays: 3, storageConditions: '常温', lotNumber: '' };
  const pack = { ...item, packSize: 25, unitCode: 'g', stock: 10 };

  beforeAll(async () => {
    const env = {
      ...testServerEnv(),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
    };
    [a, b, seller, operator] = await Promise.all([
      startSecondServer(env),
      startSecondServer(env),
      licensedSellerToken(db, 'pcs'),
      freshMemberToken(db, 'pcop', { operator: true }),
    ]);
    const created = await postTo<{ goodsIds: number[] }>(a, '/api/create_goods', seller, {
      ...item,
      packs: [{ packSize: 25, unitCode: 'g', priceCents: firstPrice, stock: 10 }],
    });
    expect(created.code, created.msg).toBe(0);
    goodsId = created.data.goodsIds[0]!;
    const approved = await postTo(a, '/api/admin/goods_review', operator, { goodsId, decision: 'approve' });
    expect(approved.code, approved.msg).toBe(0);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropKeysAndClose(await testRedis(), PREFIX);
  });

  it('serves B from the cache A filled, the entry with a TTL in Redis', async () => {
    expect((await page(a)).html).toContain(brand);
    const redis = await testRedis();
    let entry: string | undefined;
    for (const deadline = Date.now() + DEADLINE_MS; !entry && Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      entry = (await keysUnder(redis, PREFIX, 'entry:*')).find((k) => k.endsWith(PAGE));
    }
    expect(entry, 'A stored the page in Redis').toBeDefined();
    const ttl = await redis.ttl(entry!);
    const stored = JSON.parse((await redis.get(entry!))!) as { value: { headers: Record<string, string> } };
    await redis.close();
    expect(ttl).toBeGreaterThan(0);
    // The tags the page answers to: its path (refreshProductPages) and its route with the group (refreshAllProductPages).
    expect(stored.value.headers['x-next-cache-tags']!.split(',')).toEqual(expect.arrayContaining([`_N_T_${PAGE}`, '_N_T_/(public)/products/[cas]/page']));
    // B never rendered the page: its first answer is A's rendering.
    const fromB = await page(b);
    expect(fromB.cache).toBe('HIT');
    expect(fromB.html).toContain(formatYuan(firstPrice));
  });

  it('shows a new price on B within 2 s of its approval through A (a price edit goes back to review, off the page)', async () => {
    expect((await page(b)).cache).toBe('HIT');
    const edited = await postTo<{ status: string }>(a, '/api/update_goods', seller, { ...pack, goodsId, priceCents: newPrice });
    expect(edited.code, edited.msg).toBe(0);
    expect(edited.data.status).toBe('pending');
    await bShowsWithin((html) => !html.includes(brand), 'the offer gone back to review');
    const approved = await postTo(a, '/api/admin/goods_review', operator, { goodsId, decision: 'approve' });
    expect(approved.code, approved.msg).toBe(0);
    await bShowsWithin(shows(newPrice), `the new price ${formatYuan(newPrice)}`);
    expect((await page(b)).html).not.toContain(formatYuan(firstPrice));
  });

  it('shows a stock change made through A on B within 2 s (stock alone keeps the offer on shelf)', async () => {
    await page(b);
    expect((await page(b)).cache).toBe('HIT');
    const edited = await postTo<{ status: string }>(a, '/api/update_goods', seller, { ...pack, goodsId, priceCents: newPrice, stock: 4321 });
    expect(edited.data?.status, edited.msg).toBe('on_shelf');
    await bShowsWithin((html) => /现货 (<!-- -->)?4321/.test(html), 'the stock 4321');
  });

  it('drops an offer taken off shelf through A from B within 2 s', async () => {
    await page(b);
    expect((await page(b)).html).toContain(brand);
    const off = await postTo(a, '/api/good_change_status', seller, { goodsId, action: 'take_off' });
    expect(off.code, off.msg).toBe(0);
    await bShowsWithin((html) => !html.includes(brand), 'the offer gone');
  });
});

describe('product pages with Redis unreachable', () => {
  let down: SecondServer;

  beforeAll(async () => {
    down = await startSecondServer({
      ...testServerEnv(),
      // Port 9 (discard) on loopback: nothing listens, the connection is refused.
      REDIS_URL: 'redis://127.0.0.1:9',
      REDIS_KEY_PREFIX: PREFIX,
    });
  }, 120_000);

  afterAll(() => down?.stop());

  it('renders them (never a 500) and logs a warning', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${down.baseUrl}${PAGE}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('CAS');
    }
    expect(down.output()).toContain('page cache: Redis');
  });
});
