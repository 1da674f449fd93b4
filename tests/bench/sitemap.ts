/**
 * The sitemap index on the benchmark catalog: how many product files the
 * index names at the protocol's 50,000-address limit, how many addresses each
 * holds, whether every listed product is in exactly one file, and how long
 * and how large each file is (the same functions the routes serve).
 *
 *   npx tsx tests/bench/sitemap.ts            # SQLite, 100k substances (built if missing)
 *   npx tsx tests/bench/sitemap.ts --pg       # PostgreSQL
 *   … --n 1000000
 */
import { catalogSize } from '@/lib/server/catalog/service';
import { productSitemapCount, productSitemapXml, SITEMAP_URL_LIMIT, sitemapIndexXml } from '@/lib/server/catalog/sitemaps';
import { createDb } from '@/lib/server/core/db';
import { buildCatalogDb } from './catalog-db';
import { gitCommit, numberArg, parseArgs } from './common';

const ORIGIN = 'https://bench.example';

async function main(): Promise<void> {
  const args = parseArgs();
  const n = numberArg(args, 'n', 100_000);
  const target = await buildCatalogDb(n, args.pg === true);
  const { db } = createDb(target.database);
  try {
    const listed = await catalogSize(db);
    let started = performance.now();
    const index = await sitemapIndexXml(db, ORIGIN);
    const indexMs = performance.now() - started;
    const files = [...index.matchAll(/<loc>([^<]*\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    console.log(`sitemap bench · ${target.label} · commit ${gitCommit()} · ${listed} listed products · limit ${SITEMAP_URL_LIMIT} per file`);
    console.log(`index: ${files.length} product files (expected ${productSitemapCount(listed)}), ${(indexMs).toFixed(0)} ms, ${index.length} bytes`);
    const seen = new Set<string>();
    let total = 0;
    for (let i = 0; i < files.length; i++) {
      started = performance.now();
      const xml = (await productSitemapXml(db, ORIGIN, i))!;
      const ms = performance.now() - started;
      const urls = xml.match(/<loc>[^<]*<\/loc>/g) ?? [];
      total += urls.length;
      for (const u of urls) seen.add(u);
      console.log(`${files[i]}: ${urls.length} addresses, ${(xml.length / 1024 / 1024).toFixed(2)} MB, ${ms.toFixed(0)} ms`);
    }
    const past = await productSitemapXml(db, ORIGIN, files.length);
    console.log(`addresses: ${total} listed in files, ${seen.size} distinct, ${listed} products; file ${files.length + 1} ${past === null ? 'is a 404' : 'EXISTS (wrong)'}`);
    if (total !== listed || seen.size !== listed || files.length !== productSitemapCount(listed) || past !== null) process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

void main();
