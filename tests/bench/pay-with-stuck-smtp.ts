/**
 * Paying an order while the mail server hangs: a TCP server that accepts
 * connections and never says a word stands in for SMTP. The production build
 * (`npx next build` first) serves a fresh demo database with SMTP_URL
 * pointing at it; the demo buyer pays an order from the deposit (the
 * payment owes mails to buyer and seller). Prints the payment's answer time
 * and the outbox rows of that order afterwards (pending, then retrying once
 * an attempt ran into the SMTP timeouts). Also times one nodemailer send to
 * the same silent server with nodemailer's default timeouts and with the
 * app's, which is what a payment waited on per owed mail before the outbox
 * was sent in the background. Prints figures; asserts nothing.
 *
 *   npx tsx tests/bench/pay-with-stuck-smtp.ts [--wait 12]
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SMTP_TIMEOUTS } from '@/lib/server/auth/providers';
import { issueSessionToken } from '@/lib/server/core/auth';
import { createDb, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { freePort } from '@/tests/api/free-port';
import { machine, numberArg, parseArgs } from './common';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SIGN_SECRET = 'bench-sign-secret';

/** Accepts every connection and never answers (nor closes): an SMTP server that hangs before its greeting. */
async function silentServer(): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

async function freshDatabase(file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  const { db } = createDb({ kind: 'sqlite', file });
  try {
    await migrateToLatest(db, 'sqlite');
    await seedDemoCatalog(db);
    // Mail addresses, so the payment owes mails to both parties.
    for (const username of ['demo_buyer', 'demo_seller', 'demo_seller2', 'demo_seller3']) {
      await db
        .updateTable('members')
        .set({ email: `${username}@example.com` })
        .where('username', '=', username)
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

async function call<T>(baseUrl: string, route: string, token: string, init: { method?: 'GET' | 'POST'; query?: object; body?: object } = {}) {
  const time = String(unixSecondsNow());
  const search = init.query ? `?${new URLSearchParams(Object.entries(init.query).map(([k, v]) => [k, String(v)]))}` : '';
  const response = await fetch(`${baseUrl}${route}${search}`, {
    method: init.method ?? 'GET',
    headers: { time, sign: requestSign(SIGN_SECRET, time), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${route}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy in 90 s');
}

/** One send to the silent server with the given transport options: how long until it gives up. */
async function oneSend(port: number, options: object): Promise<{ seconds: number; error: string }> {
  const started = performance.now();
  const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}`, ...options });
  const error = await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' }).then(
    () => 'sent',
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );
  transport.close();
  return { seconds: (performance.now() - started) / 1000, error };
}

async function outboxOf(db: Db, orderNo: string) {
  return db
    .selectFrom('sideEffects')
    .select(['id', 'status', 'attempts', 'lastError', 'availableAt'])
    .where('payload', 'like', `%${orderNo}%`)
    .orderBy('id')
    .execute();
}

async function main(): Promise<void> {
  const args = parseArgs();
  const waitSeconds = numberArg(args, 'wait', 12);
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('No production build: run `npx next build` first.');
  const smtp = await silentServer();
  const file = path.join(ROOT, 'var', 'bench', 'pay-stuck-smtp.db');
  await freshDatabase(file);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_SIGN_SECRET: SIGN_SECRET,
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SQLITE_PATH: file,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const { db } = createDb({ kind: 'sqlite', file });
  try {
    await waitForHealth(baseUrl);
    const buyer = await db.selectFrom('members').select('id').where('username', '=', 'demo_buyer').executeTakeFirstOrThrow();
    const token = await issueSessionToken(db, buyer.id, 60 * 60 * 1000);
    const goods = await db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'on_shelf')
      .where('stock', '>', 0)
      .where('sellerId', '!=', buyer.id)
      .orderBy('priceCents')
      .executeTakeFirstOrThrow();
    const cart = await call<{ lines: { id: number; goodsId: number }[] }>(baseUrl, '/api/cart_add', token, {
      method: 'POST',
      body: { goodsId: goods.id, quantity: 1 },
    });
    const line = cart.lines.find((l) => l.goodsId === goods.id)!;
    const created = await call<{ orders: { orderNo: string }[] }>(baseUrl, '/api/create_order', token, {
      method: 'POST',
      body: { cartItemIds: [line.id], invoiceInfoId: null, groups: [] },
    });
    const orderNo = created.orders[0]!.orderNo;
    const submitted = await call<{ payableCents: number }>(baseUrl, '/api/submit_order', token, { method: 'POST', body: { orderNo } });

    const started = performance.now();
    const paid = await call<{ order: { status: string } }>(baseUrl, '/api/payment', token, {
      query: { orderNo, idempotencyKey: randomUUID(), depositCents: submitted.payableCents },
    });
    const answerMs = performance.now() - started;

    console.log(`machine: ${machine()}`);
    console.log(`order ${orderNo} paid (status ${paid.order.status}); the payment answered in ${answerMs.toFixed(0)} ms with SMTP hanging`);
    console.log('outbox right after the answer:', JSON.stringify(await outboxOf(db, orderNo)));
    await new Promise((r) => setTimeout(r, waitSeconds * 1000));
    console.log(`outbox ${waitSeconds} s later:`, JSON.stringify(await outboxOf(db, orderNo)));

    const ours = await oneSend(smtp.port, SMTP_TIMEOUTS);
    console.log(
      `one send to the silent server, the app's timeouts ${JSON.stringify(SMTP_TIMEOUTS)}: gave up after ${ours.seconds.toFixed(1)} s (${ours.error})`,
    );
    if (args.defaults) {
      const defaults = await oneSend(smtp.port, {});
      console.log(`one send to the silent server, nodemailer's defaults: gave up after ${defaults.seconds.toFixed(1)} s (${defaults.error})`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.destroy();
    smtp.close();
    if (/\bError\b.*\n\s+at /.test(log)) console.warn(`server log had errors:\n${log.slice(-3000)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
