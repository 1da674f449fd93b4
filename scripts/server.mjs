/**
 * The HTTP server around Next.js's request handler. `next start` gives route
 * handlers no socket address, so a client could name its own address in
 * X-Forwarded-For; here the address comes from the connection, and forwarded
 * headers count only from TRUSTED_PROXIES. It also refuses undecodable paths
 * (Next.js would answer them with a bare 500) and sets the security headers.
 *
 *   node scripts/server.mjs [--dev] [-p PORT] [-H HOST]    (PORT / HOST from the environment otherwise)
 *
 * npm start, the API tests and the end-to-end tests all serve through it.
 */
import http from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import { settleDeployment } from './deployment.mjs';
import { httpMetrics, stopGracefully, trackConnections } from './http-lifecycle.mjs';
import {
  applyClientHeaders,
  badPathAnswer,
  contentSecurityPolicy,
  hasUndecodablePath,
  parseAnalyticsOrigins,
  parseTrustedProxies,
  securityHeaders,
  bringsOwnPolicy,
} from './server-guards.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes('--dev');
const root = path.resolve(import.meta.dirname, '..');
// The .env files Next.js would read, loaded first so their NODE_ENV and HOST count in the decisions below.
nextEnv.loadEnvConfig(root, dev);
const port = Number(option('-p') ?? process.env.PORT ?? 3000);
const hostname = option('-H') ?? process.env.HOST ?? '0.0.0.0';
// Decided from the NODE_ENV we were started with, before it is forced below (scripts/deployment.mjs).
const deployment = settleDeployment(process.env);
// The start checks (lib/server/core/config.ts) see the address actually bound.
process.env.HOST = hostname;
// A production build runs with NODE_ENV=production, the local demo's and the tests' too.
if (!dev) process.env.NODE_ENV = 'production';

const { default: next } = await import('next');
const app = next({ dev, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const isTrusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const csp = contentSecurityPolicy({
  dev,
  analyticsScriptUrl: process.env.ANALYTICS_SCRIPT_URL,
  analyticsOrigins: parseAnalyticsOrigins(process.env.ANALYTICS_ORIGINS),
});

const recordRequest = httpMetrics();
const server = http.createServer((req, res) => {
  recordRequest(req, res);
  // While stopping, each answer closes its connection, so a balancer's keep-alive moves to another instance.
  if (globalThis.chemmartDraining) res.setHeader('Connection', 'close');
  const https = applyClientHeaders(req, isTrusted);
  for (const [name, value] of Object.entries(securityHeaders({ https, csp: bringsOwnPolicy(req.url) ? null : csp }))) res.setHeader(name, value);
  if (hasUndecodablePath(req.url)) {
    const answer = badPathAnswer(req.url);
    res.writeHead(answer.status, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return;
  }
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('服务器内部错误');
  });
});
const connections = trackConnections(server);
// Next.js upgrades its own dev-server sockets (hot reload); production has none.
if (dev) server.on('upgrade', (req, socket, head) => app.getUpgradeHandler()(req, socket, head));

server.listen(port, hostname, () => {
  console.log(`  ▲ ChemMart listening on http://${hostname}:${port}${dev ? ' (development)' : ''} (${deployment})`);
});
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS) > 0 ? Number(process.env.SHUTDOWN_GRACE_MS) : 25_000;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopGracefully(server, connections, { graceMs }));
