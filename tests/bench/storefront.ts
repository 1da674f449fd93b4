/**
 * What the public pages cost a visitor, against a running production server:
 *
 *   1. JavaScript: every script the page's HTML loads or preloads
 *      (`/_next/static/**.js`), gzip-compressed at level 6 as a proxy would
 *      send it, per page (the budget of issue 28);
 *   2. throughput: autocannon on each page beside `/robots.txt` (Next's
 *      cheapest route) in the same run, for `--duration` s each;
 *   3. the structure editor (`--editor`): in Debian's Chromium at 1280 px,
 *      what opening the home page's 结构搜索 tab fetches until Ketcher is
 *      drawn — scripts and WebAssembly, gzip sizes as above.
 *
 *   tests/bench/serve.sh &     # the production build on port 3300 (SQLITE_PATH=… for another catalog)
 *   npx tsx tests/bench/storefront.ts [--url http://127.0.0.1:3300] [--duration 10] [--connections 32] [--skip-load] [--editor]
 */
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGES, gitCommit, machine, ms, numberArg, parseArgs, table } from './common';

/** The script addresses a page's HTML names: `<script src>` and `<link rel="preload" as="script">`. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  // A `nomodule` script (Next.js' legacy polyfills) is never fetched by a browser that runs modules.
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js[^"]*)"[^>]*>/g)) if (!/\snomodule/i.test(match[0])) found.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="preload"[^>]*as="script"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href) found.add(href);
  }
  return [...found].map((s) => s.replace(/&amp;/g, '&'));
}

const sizeCache = new Map<string, { raw: number; gzip: number }>();

async function scriptSize(url: string): Promise<{ raw: number; gzip: number }> {
  const known = sizeCache.get(url);
  if (known) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
  sizeCache.set(url, size);
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function javascriptWeight(base: string): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const path of PUBLIC_PAGES) {
    const response = await fetch(`${base}${path}`);
    const html = await response.text();
    const scripts = scriptsOf(html);
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const size = await scriptSize(new URL(src, base).href);
      raw += size.raw;
      gzip += size.gzip;
    }
    rows.push([path, response.status, scripts.length, kb(raw), kb(gzip), kb(Buffer.byteLength(html))]);
  }
  console.log(table(['page', 'HTTP', 'scripts', 'JS raw KB', 'JS gzip KB', 'HTML KB'], rows));
}

async function throughput(base: string, duration: number, connections: number): Promise<void> {
  const rows: (string | number)[][] = [];
  let robots = 0;
  for (const path of ['/robots.txt', ...PUBLIC_PAGES]) {
    await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
    const result = await autocannon({ url: `${base}${path}`, connections, duration, timeout: 30 });
    if (path === '/robots.txt') robots = result.requests.average;
    rows.push([
      path,
      result.requests.average.toFixed(0),
      robots ? (result.requests.average / robots).toFixed(2) : '—',
      ms(result.latency.p50),
      ms(result.latency.p99),
      result.non2xx,
      result.errors + result.timeouts,
    ]);
    console.log(`[storefront] ${path}: ${result.requests.average.toFixed(0)} req/s`);
  }
  console.log(table(['page', 'req/s', '× robots.txt', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'], rows));
}

/** What opening the structure editor costs: every script and .wasm fetched after the tab is clicked, until Ketcher's canvas shows. */
async function structureEditor(base: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(base, { waitUntil: 'networkidle' });
    const fetched: string[] = [];
    page.on('response', (r) => {
      if (/\.(js|wasm)(\?|$)/.test(r.url())) fetched.push(r.url());
    });
    const started = Date.now();
    await page.getByRole('tab', { name: '结构搜索' }).click();
    await page.locator('.structure-panel[data-editor-ready]').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const seconds = (Date.now() - started) / 1000;
    const rows: (string | number)[][] = [];
    let raw = 0;
    let gzip = 0;
    for (const url of [...new Set(fetched)]) {
      const size = await scriptSize(url);
      raw += size.raw;
      gzip += size.gzip;
      rows.push([new URL(url).pathname.replace(/^\/_next\/static\//, ''), kb(size.raw), kb(size.gzip)]);
    }
    rows.push(['total', kb(raw), kb(gzip)]);
    console.log(`[storefront] structure editor: ${fetched.length} files fetched after the tab was opened, ready in ${seconds.toFixed(1)} s`);
    console.log(table(['file', 'raw KB', 'gzip KB'], rows));
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const args = parseArgs();
  const base = typeof args.url === 'string' ? args.url.replace(/\/$/, '') : 'http://127.0.0.1:3300';
  console.log(`[storefront] ${base}; commit ${gitCommit()}; ${machine()}`);
  await javascriptWeight(base);
  if (args.editor === true) await structureEditor(base);
  if (args['skip-load'] !== true) await throughput(base, numberArg(args, 'duration', 10), numberArg(args, 'connections', 32));
}

main().catch((error) => {
  console.error(`[storefront] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
