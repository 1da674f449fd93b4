import { describe, expect, inject, it } from 'vitest';
import { ALL_CONTRACTS } from '@/lib/contracts/all';
import { url } from './helpers';

/** A valid CAS number (check digit right) that is random enough for no other test to have asked for its page. */
function unseenCas(): string {
  const digits = `${9_000_000 + Math.floor(Math.random() * 900_000)}${Math.floor(Math.random() * 90) + 10}`;
  const check = [...digits].reverse().reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 10;
  return `${digits.slice(0, -2)}-${digits.slice(-2)}-${check}`;
}

function get(pathname: string) {
  return fetch(url(pathname), { redirect: 'manual' });
}

/** Every implemented call's path, as its contract declares it (one catch-all route serves them all). */
function implementedApiPaths(): string[] {
  return [...new Set(ALL_CONTRACTS.map((contract) => contract.path))].sort();
}

describe('routing rules', () => {
  it('moves /products/64-17-5 permanently to /products/64-17-5.html', async () => {
    const response = await get('/products/64-17-5');
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', url('/')).pathname).toBe('/products/64-17-5.html');
  });

  it('serves the product page with the product and its offers, server-rendered', async () => {
    const response = await get('/products/64-17-5.html');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Ethanol');
    expect(html).toContain('LFQSCWFLJHTTHZ-UHFFFAOYSA-N');
    expect(html).toContain('有限公司');
    expect(html).toContain(`<link rel="canonical" href="${inject('baseUrl')}/products/64-17-5.html"`);
  });

  it("shows an inorganic substance's physical properties with where they come from", async () => {
    const html = await (await get('/products/7664-93-9.html')).text();
    expect(html).toContain('data-testid="properties-source"');
    expect(html).toContain('CRC Handbook of Chemistry and Physics');
    expect(html).toContain('1.830 g/cm³');
  });

  it('answers 404 for an invalid CAS product page and for an unknown route', async () => {
    // The browser renders this boundary's text (tests/e2e checks it); here the status counts.
    expect((await get('/products/64-17-6.html')).status).toBe(404);
    const unknown = await get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page Not Found');
  });

  it('serves a valid CAS the catalog does not list as a page offering an inquiry, kept out of search engines', async () => {
    const response = await get('/products/100-02-7.html');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('目录中暂无 CAS 号为 <span class="id-number" data-id-number="cas" translate="no">100-02-7</span> 的产品');
    expect(html).toContain('发送询价');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it('sends a visitor without a token from /member pages to /login with the way back', async () => {
    const response = await get('/member/buyer/inquiryAdd');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toContain('/login?redirect=%2Fmember%2Fbuyer%2FinquiryAdd');
  });
});

describe('the public frame', () => {
  it('renders the product page as server HTML without antd, the same for a signed-in visitor, with a search form that works without scripts', async () => {
    const anonymous = await (await get('/products/64-17-5.html')).text();
    expect(anonymous).toContain('data-frame="public"');
    expect(anonymous).toMatch(/<form class="pub-search"[^>]* action="\/search" method="get">/);
    expect(anonymous).not.toMatch(/class="[^"]*\bant-/);
    // The cached page reads no cookie. Rendered first for a visitor with a session cookie (a CAS number no
    // test asked for, so this request renders it), it still offers sign-in: the header's island asks after load.
    const fresh = unseenCas();
    const withCookie = await fetch(url(`/products/${fresh}.html`), { headers: { Cookie: 'token=someone' } });
    expect(withCookie.headers.get('x-nextjs-cache')).not.toBe('HIT');
    const signedInRender = await withCookie.text();
    expect(signedInRender).toContain(`CAS <span class="id-number" data-id-number="cas" translate="no">${fresh}</span>`);
    expect(signedInRender).toContain('免费注册');
    expect(signedInRender).not.toContain('退出');
    // No server setting is written into a cached page: the islands fetch the signature secret when first used.
    expect(anonymous).not.toContain(inject('signSecret'));
  });

  it('turns the search form into the results address, keeping the keyword, with a relative Location', async () => {
    const search = await get(`/search?q=${encodeURIComponent(' 乙醇 ')}`);
    expect(search.status).toBe(303);
    expect(search.headers.get('location')).toBe(`/searchResults/${encodeURIComponent('乙醇')}/1`);
    const empty = await get('/search?q=');
    expect(empty.status).toBe(303);
    expect(empty.headers.get('location')).toBe('/');
  });

  it('gives the islands the request-signature secret they sign with, uncached by proxies', async () => {
    const response = await get('/client-config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('private');
    expect(await response.json()).toEqual({ signSecret: inject('signSecret') });
  });
});

describe('the visitor-statistics script', () => {
  it('is on the page when ANALYTICS_SCRIPT_URL is configured (the end-to-end server, without it, has none)', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('http://127.0.0.1:9/visitor-stats.js');
  });
});

describe('the API description', () => {
  it('/api/openapi.json is OpenAPI 3.1 and lists every implemented route', async () => {
    const response = await get('/api/openapi.json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(implementedApiPaths());
    expect(implementedApiPaths()).toContain('/api/product/{cas}');
  });

  it('describes parameters from the zod schemas', async () => {
    const document = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<string, { get: { parameters: { name: string; in: string; required: boolean }[]; security: Record<string, string[]>[] } }>;
    };
    const params = document.paths['/api/search']?.get.parameters ?? [];
    // The browser's time and sign headers are an auth scheme (a key call does not send them), not parameters.
    expect(params.map((p) => p.name)).not.toContain('time');
    expect(document.paths['/api/search']?.get.security).toContainEqual({ browserTime: [], browserSign: [] });
    expect(params).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'keyword', in: 'query', required: true }),
        expect.objectContaining({ name: 'pageSize', in: 'query', required: false }),
      ]),
    );
    expect(document.paths['/api/product/{cas}']?.get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'cas', in: 'path', required: true })]),
    );
  });

  it('/api-docs shows every route to a person', async () => {
    const html = await (await get('/api-docs')).text();
    for (const apiPath of implementedApiPaths()) expect(html).toContain(apiPath);
    // Issue 34: the operationIds, which calls a key may make, and the shared entities.
    expect(html).toContain('operationId: payOrderFromOrganisationDeposit');
    expect(html).toContain('密钥权限：orders');
    for (const entity of ['Order', 'Quotation', 'Offer', 'MoneyCents']) expect(html).toContain(`<code>${entity}</code>`);
    // Each call's request body fields, its answer's data and its examples; how it may be called.
    const createOrder = html.slice(html.indexOf('aria-label="POST /api/create_order"'));
    expect(createOrder.slice(0, createOrder.indexOf('</section>'))).toMatch(
      /调用方式：[^<]*API 密钥[\s\S]*请求体[\s\S]*cartItemIds[\s\S]*purchaseOrderNo[\s\S]*应答 data：/,
    );
    // An answer that is a shared entity lists that entity's fields; a file's answer says it is a file.
    const submit = html.slice(html.indexOf('aria-label="POST /api/submit_order"'));
    expect(submit.slice(0, submit.indexOf('</section>'))).toMatch(/应答 data：Order<\/summary>[\s\S]*payableCents/);
    expect(html).toMatch(/应答：文件（application\/pdf）/);
  });
});
