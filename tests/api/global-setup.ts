import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import type { Config } from '@/lib/server/core/config';
import { createDb } from '@/lib/server/core/db';
import { freePort } from '@/tests/api/free-port';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';

export const TEST_SIGN_SECRET = 'api-test-sign-secret';
export const TEST_TRUSTED_PROXY = '127.0.0.2';
const ROOT = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    signSecret: string;
    database: Config['database'];
    mailDir: string;
  }
}

/** A real SMTP server in this process; every mail it receives is written to `dir` as an .eml file. */
async function startMailServer(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        fs.writeFileSync(path.join(dir, `${String(++count).padStart(4, '0')}-${to}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy in 60 s:\n${output()}`);
}

/** A fresh database (SQLite file, or the PostgreSQL one DATABASE_URL names), migrated and seeded. */
async function prepareDatabase(): Promise<Config['database']> {
  let database: Config['database'];
  if (process.env.DATABASE_URL) {
    database = { kind: 'postgres', url: process.env.DATABASE_URL };
  } else {
    const file = path.join(ROOT, 'var', 'test', `api-${process.pid}.db`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    database = { kind: 'sqlite', file };
  }
  const { db, dialect } = createDb(database);
  try {
    await migrateToLatest(db, dialect);
    await seedDemoCatalog(db);
  } finally {
    await db.destroy();
  }
  return database;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm test` (it builds) or `npx next build` first.');
  }
  const database = await prepareDatabase();
  const mailDir = path.join(ROOT, 'var', 'test', `mail-${process.pid}`);
  const mail = await startMailServer(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // Our own server around Next.js (as npm start and the e2e tests use): it takes the client address from the socket.
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Not production: the local demo (scripts/deployment.mjs), with the development providers and
      // the SMS outbox the tests read. server.mjs itself runs the build with NODE_ENV=production.
      NODE_ENV: 'test',
      API_SIGN_SECRET: TEST_SIGN_SECRET,
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SMTP_URL: mail.url,
      // The scheduler's ticks (outbox; automatic order steps and expiry), short so the tests' bounded waits stay short.
      SCHEDULER_TICK_MS: '300',
      SCHEDULER_DUE_TICK_MS: '300',
      // Sellers' performance figures recomputed at most a second after what they rest on.
      SELLER_PERFORMANCE_MS: '1000',
      // Requests from this loopback address play the reverse proxy (its X-Forwarded-For counts); from any other, the header is ignored.
      TRUSTED_PROXIES: TEST_TRUSTED_PROXY,
      // Never fetched by these tests; they only check that the page asks for it and the policy lets its beacons out.
      ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:9/visitor-stats.js',
      ANALYTICS_ORIGINS: 'http://127.0.0.1:10',
      ...(database.kind === 'sqlite' ? { SQLITE_PATH: database.file, DATABASE_URL: '' } : { DATABASE_URL: database.url }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(baseUrl, server, () => log);

  project.provide('baseUrl', baseUrl);
  project.provide('signSecret', TEST_SIGN_SECRET);
  project.provide('database', database);
  project.provide('mailDir', mailDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await mail.close();
    if (/\bError\b.*\n\s+at /.test(log)) console.warn(`server log had errors:\n${log.slice(-4000)}`);
  };
}
