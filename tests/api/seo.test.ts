import { afterAll, describe, expect, inject, it } from 'vitest';
import { catalogSize } from '@/lib/server/catalog/service';
import { productSitemapXml, sitemapIndexXml } from '@/lib/server/catalog/sitemaps';
import { testDb, url } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

async function page(pathname: string): Promise<string> {
  const response = await fetch(url(pathname));
  expect(response.status, pathname).toBe(200);
  return response.text();
}

describe('product pages for people and crawlers', () => {
  it('draw the structure with RDKit on the server', async () => {
    const html = await page('/products/50-78-2.html');
    const structure = html.match(/data-testid="structure"[^>]*>(<svg[\s\S]*?<\/svg>)/)?.[1];
    expect(structure).toBeTruthy();
    expect(structure).toMatch(/atom-\d+/);
  });

  it('carry schema.org Product data keyed by CAS, with the offers summarised', async () => {
    const html = await page('/products/64-17-5.html');
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const data = JSON.parse(json ?? '{}') as { '@type': string; sku: string; url: string; offers?: { offerCount: number; priceCurrency: string } };
    expect(data).toMatchObject({ '@type': 'Product', sku: '64-17-5' });
    // The cached product page knows no request host: its absolute address is the configured public one.
    expect(data.url).toBe(`${inject('baseUrl')}/products/64-17-5.html`);
    expect(data.offers?.priceCurrency).toBe('CNY');
    expect(data.offers?.offerCount).toBeGreaterThan(0);
  });

  it('name their canonical address absolutely, on the configured public origin', async () => {
    const html = await page('/products/64-17-5.html');
    expect(html).toContain(`<link rel="canonical" href="${inject('baseUrl')}/products/64-17-5.html"/>`);
    const help = await page('/about_us/components/shopping_guide');
    expect(help).toContain(`<link rel="canonical" href="${inject('baseUrl')}/about_us/shopping_guide"/>`);
  });

  it('serve the home page from its cached route under its own address, and send old /?q= links to the results', async () => {
    const home = await fetch(url('/'));
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('找化学品，从 CAS 号开始');
    expect(html).toContain(`<link rel="canonical" href="${inject('baseUrl')}"/>`);
    // The same HTML for everyone: nothing of a session in it.
    expect(html).not.toContain('我的询价');
    const old = await fetch(url('/?q=%E4%B9%99%E9%86%87'), { redirect: 'manual' });
    expect(old.status).toBe(307);
    expect(new URL(old.headers.get('location')!, url('/')).pathname).toBe('/searchResults/%E4%B9%99%E9%86%87/1');
  });

  it("link a web app manifest with the shop's name, start page and icon", async () => {
    const html = await page('/');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const manifest = (await (await fetch(url('/manifest.webmanifest'))).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string }>;
    };
    expect(manifest).toMatchObject({ name: 'ChemMart 化学品商城', start_url: '/', display: 'standalone' });
    expect((await fetch(url(manifest.icons[0]!.src))).status).toBe(200);
  });

  it('sitemap.xml is an index of absolute addresses: the pages file and product files that list every product page once', async () => {
    const index = await page('/sitemap.xml');
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(files[0]).toBe(`${inject('baseUrl')}/sitemaps/pages.xml`);
    expect(files.slice(1)).toEqual([`${inject('baseUrl')}/sitemaps/products-1.xml`]);
    const pages = await page('/sitemaps/pages.xml');
    for (const list of ['/products/promotion/1', '/products/direct/1', '/categories/electronic_grade/1'])
      expect(pages).toContain(`${inject('baseUrl')}${list}</loc>`);
    const products = await page('/sitemaps/products-1.xml');
    // Substances a seller proposed are not listed until an operator approves them, so they have no page yet.
    const { n } = await db
      .selectFrom('substances')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('listed', '=', 1)
      .executeTakeFirstOrThrow();
    const productUrls = products.match(/<loc>[^<]*\/products\/\d+-\d{2}-\d\.html<\/loc>/g) ?? [];
    expect(productUrls.length).toBe(Number(n));
    expect(new Set(productUrls).size).toBe(productUrls.length);
    expect(products).toContain(`<loc>${inject('baseUrl')}/products/64-17-5.html</loc>`);
    expect((await fetch(url('/sitemaps/products-2.xml'))).status).toBe(404);
    expect((await fetch(url('/sitemaps/other.xml'))).status).toBe(404);
  });

  it('product sitemap files split the catalog at the given size, each product in exactly one file', async () => {
    const origin = 'https://example.test';
    const total = await catalogSize(db);
    const perFile = Math.ceil(total / 3);
    const index = await sitemapIndexXml(db, origin, perFile);
    const productFiles = [...index.matchAll(/<loc>https:\/\/example\.test\/sitemaps\/products-(\d+)\.xml<\/loc>/g)].map((m) => Number(m[1]));
    expect(productFiles).toEqual([1, 2, 3]);
    const listed: string[] = [];
    for (const n of productFiles) {
      const xml = (await productSitemapXml(db, origin, n - 1, perFile))!;
      const urls = xml.match(/<loc>[^<]*<\/loc>/g) ?? [];
      expect(urls.length).toBeLessThanOrEqual(perFile);
      listed.push(...urls);
    }
    expect(listed.length).toBe(total);
    expect(new Set(listed).size).toBe(total);
    expect(await productSitemapXml(db, origin, 3, perFile)).toBeNull();
  });

  it('robots.txt points at the sitemap and keeps crawlers out of member pages and the API', async () => {
    const text = await page('/robots.txt');
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(text).toContain('Disallow: /member');
    expect(text).toContain('Disallow: /api/');
  });
});
