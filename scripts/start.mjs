/**
 * `npm start`: install if needed, build if stale, migrate, load the demo
 * catalog on first run, then serve on http://localhost:3000 (PORT to change).
 * `npm run dev` does the same with the development server instead of a build.
 */
import { spawn } from 'node:child_process';
import { settleDeployment } from './deployment.mjs';
import { bakeAntdStyles, ensureBuilt, ensureInstalled, ROOT, setUpDatabase } from './setup-steps.mjs';

const started = Date.now();
const dev = process.argv.includes('--dev');

ensureInstalled();
// The same .env files Next.js reads, so set-up and server agree on the database and port.
const { default: nextEnv } = await import('@next/env');
nextEnv.loadEnvConfig(ROOT, dev);
const port = process.env.PORT || '3000';
// Local demo or real deployment, from the NODE_ENV you set (scripts/deployment.mjs; README "Production start").
// The demo needs no flag: .env.example's ALLOW_DEV_PROVIDERS_IN_PRODUCTION=false changes nothing here.
const production = settleDeployment(process.env) === 'production';
// The development outbox (/dev/outbox) shows every SMS code and mail to whoever reaches the server:
// while it is on (the demo, or production with ALLOW_DEV_PROVIDERS_IN_PRODUCTION=true) the site
// listens on this machine only, unless HOST says otherwise (refused in production).
const devOutbox = !production || process.env.ALLOW_DEV_PROVIDERS_IN_PRODUCTION === 'true';
const host = (process.env.HOST ||= devOutbox ? '127.0.0.1' : '0.0.0.0');
// Cached pages (product pages) are rendered without a request's Host header: absolute links
// (JSON-LD, sitemap) come from PUBLIC_BASE_URL, which a deployment sets to its public address.
if (!production) process.env.PUBLIC_BASE_URL ||= `http://localhost:${port}`;

if (dev) bakeAntdStyles();
else ensureBuilt();
setUpDatabase();

console.log(`
  ChemMart is starting at http://localhost:${port}  (set-up took ${((Date.now() - started) / 1000).toFixed(1)} s)
  API description: http://localhost:${port}/api-docs
${
  production
    ? `  Production: no demo accounts${devOutbox ? '; development providers on (ALLOW_DEV_PROVIDERS_IN_PRODUCTION), loopback only' : ', no development outbox'}.`
    : `  SMS codes and mails of this local demo: http://localhost:${port}/dev/outbox (development outbox, not for production)${
        host === '127.0.0.1' ? '\n  Listening on 127.0.0.1 only, because the development outbox is on.' : ''
      }`
}
`);

// Our server around Next.js's handler (scripts/server.mjs): client addresses from the socket, security headers.
const server = spawn(process.execPath, ['scripts/server.mjs', ...(dev ? ['--dev'] : []), '-p', port, '-H', host], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
