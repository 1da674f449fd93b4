import { afterAll, describe, expect, inject, it } from 'vitest';
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

  it('sitemap.xml lists every product page and the first page of each list', async () => {
    const xml = await page('/sitemap.xml');
    // Substances a seller proposed are not listed until an operator approves them, so they have no page yet.
    const { n } = await db
      .selectFrom('substances')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('listed', '=', 1)
      .executeTakeFirstOrThrow();
    const productUrls = xml.match(/<loc>[^<]*\/products\/\d+-\d{2}-\d\.html<\/loc>/g) ?? [];
    expect(productUrls.length).toBe(Number(n));
    expect(xml).toContain('/products/64-17-5.html</loc>');
    for (const list of ['/products/promotion/1', '/products/direct/1', '/categories/electronic_grade/1']) expect(xml).toContain(`${list}</loc>`);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of member pages and the API', async () => {
    const text = await page('/robots.txt');
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(text).toContain('Disallow: /member');
    expect(text).toContain('Disallow: /api/');
  });
});
