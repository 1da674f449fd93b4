/**
 * Local demo or real deployment: the one rule, decided by each entry point
 * (start.mjs, db-setup.ts, server.mjs) from the NODE_ENV the person starting it
 * set, before server.mjs sets NODE_ENV=production for Next.js's build.
 *
 *   NODE_ENV=production  → production: no demo accounts, no development secret,
 *                          development providers only with
 *                          ALLOW_DEV_PROVIDERS_IN_PRODUCTION=true on loopback.
 *   anything else        → local-demo: `npm start`, the API and e2e test servers.
 *
 * The result is written to CHEMMART_DEPLOYMENT, which lib/server/core/config.ts
 * reads; a value found there is overwritten, so it cannot be set by hand to
 * turn a production start into a demo. docs/decisions/0020-local-demo-or-real-deployment.md.
 */
export function settleDeployment(env = process.env) {
  const deployment = env.NODE_ENV === 'production' ? 'production' : 'local-demo';
  env.CHEMMART_DEPLOYMENT = deployment;
  return deployment;
}
