/**
 * `npm start`: install if needed, build if stale, migrate, load the demo
 * catalog on first run, then serve on http://localhost:3000 (PORT to change).
 * `npm run dev` does the same with the development server instead of a build.
 */
import { spawn } from 'node:child_process';
import { bakeAntdStyles, ensureBuilt, ensureInstalled, ROOT, setUpDatabase } from './setup-steps.mjs';

const started = Date.now();
const dev = process.argv.includes('--dev');

ensureInstalled();
// The same .env files Next.js reads, so set-up and server agree on the database and port.
const { default: nextEnv } = await import('@next/env');
nextEnv.loadEnvConfig(ROOT, dev);
const port = process.env.PORT || '3000';
// The local demo has no SMS gateway or mail server: its codes go to the development
// outbox (/dev/outbox), which anyone who reaches the server could read. So when this
// script turns the outbox on, the site listens on this machine only.
// `NODE_ENV=production npm start` is a real deployment: no demo outbox, no demo accounts, and
// set-up refuses development settings (scripts/db-setup.ts, README "Production start").
const production = process.env.NODE_ENV === 'production';
const demoOutbox = !production && process.env.ALLOW_DEV_PROVIDERS_IN_PRODUCTION === undefined;
if (demoOutbox) process.env.ALLOW_DEV_PROVIDERS_IN_PRODUCTION = 'true';
const host = process.env.HOST || (demoOutbox ? '127.0.0.1' : '0.0.0.0');
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
      ? '  Production: no demo accounts, no development outbox.'
      : `  SMS codes and mails of this local demo: http://localhost:${port}/dev/outbox (development outbox, not for production)${
          demoOutbox ? '\n  Listening on 127.0.0.1 only, because the development outbox is on.' : ''
        }`
  }
`);

const server = spawn('npx', ['next', dev ? 'dev' : 'start', '-p', port, '-H', host], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
