import { fileURLToPath } from 'node:url';

/*
 * Where rendered pages are cached (read when the server starts, so REDIS_URL is a start
 * setting like the others; lib/server/core/config.ts cannot be imported here). With REDIS_URL,
 * in Redis, shared by every instance: an invalidation on one is seen by all
 * (docs/decisions/0140-shared-page-cache-in-redis.md). Without it, in this process's memory
 * (least recently used first out), not written to disk: a crawler walking the sitemap would
 * otherwise leave ~70 KB per product. Both handlers date a page by when its render began, so a
 * write committed during the render is not hidden behind it (decision 0166).
 */
const pageCacheHandler = process.env.REDIS_URL ? './lib/server/cache/redis-cache-handler.mjs' : './lib/server/cache/memory-cache-handler.mjs';
const pageCache = { cacheHandler: fileURLToPath(new URL(pageCacheHandler, import.meta.url)), cacheMaxMemorySize: 0 };

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer', 'qrcode', '@rdkit/rdkit', 'alipay-sdk', 'prom-client', '@aws-sdk/client-s3'],
  ...pageCache,
  experimental: { isrFlushToDisk: false },
  // `npm test` type-checks the whole repository (tsc --noEmit, tests included) before it builds and
  // says so with this variable; the build's own pass would check the same files again (~40 s, more in CI).
  typescript: { ignoreBuildErrors: process.env.CHEMMART_TYPES_CHECKED === '1' },
  // Ketcher imports paper.js, whose default build bundles PaperScript: an old acorn that
  // compiles keyword tables with new Function() when the module loads. Our content security
  // policy has no 'unsafe-eval', and Ketcher never runs PaperScript, so take paper's core build.
  turbopack: { resolveAlias: { paper: 'paper/dist/paper-core.js' } },
  // The home page is rendered from a route with a parameter, so it is cached but not prerendered at build
  // (HOME_PAGE_ROUTE in lib/shared/routing.ts; decision 0146). `/?q=…` is left to app/route.ts.
  async rewrites() {
    return { beforeFiles: [{ source: '/', missing: [{ type: 'query', key: 'q' }], destination: '/home/zh' }] };
  },
};

export default nextConfig;
