/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer', 'qrcode', '@rdkit/rdkit', 'alipay-sdk', '@aws-sdk/client-s3'],
  // Rendered product pages are cached in memory (least recently used first out), not
  // written to disk: a crawler walking the sitemap would otherwise leave ~70 KB per product.
  cacheMaxMemorySize: 512 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // Ketcher imports paper.js, whose default build bundles PaperScript: an old acorn that
  // compiles keyword tables with new Function() when the module loads. Our content security
  // policy has no 'unsafe-eval', and Ketcher never runs PaperScript, so take paper's core build.
  turbopack: { resolveAlias: { paper: 'paper/dist/paper-core.js' } },
};

export default nextConfig;
