/**
 * One instance against two, behind a real nginx, on PostgreSQL and Redis
 * (issue 27): throughput and p99 of product pages, text search and an order
 * flow (cart → order → submit → pay from the deposit).
 *
 *   apt-get install nginx-light        # once; the bench starts its own nginx from a temporary folder
 *   npm run build && npx tsx tests/bench/instances.ts [--duration 20] [--connections 16] [--flows 4]
 *
 * It makes a PostgreSQL database chemmart_bench_instances (migrated, demo
 * catalog), starts the production build as one and then two instances
 * (REDIS_URL page cache, scheduler on), and an nginx upstream over them with
 * no micro-cache, so the instances themselves are measured; then one of the
 * two instances is stopped (SIGTERM) under load, counting failed requests. Figures go to
 * docs/benchmarks.md by hand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { DEVELOPMENT_SIGN_SECRET } from '@/lib/server/core/config';
import { createDb, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { importMembers } from '@/lib/server/account/service';
import { issueSessionToken } from '@/lib/server/core/auth';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';
import { seededRandom } from '@/lib/shared/random';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { freePort } from '@/tests/api/free-port';
import { seedDeposit } from '@/tests/kits/money';
import { startSecondServer, type SecondServer } from '@/tests/kits/second-server';
import { ensurePgDatabase, gitCommit, machine, ms, numberArg, parseArgs, PG_ADMIN_URL, sample, summarize, table } from './common';

const args = parseArgs();
const duration = numberArg(args, 'duration', 20);
const connections = numberArg(args, 'connections', 16);
const flowUsers = numberArg(args, 'flows', 4);
const PG_NAME = 'chemmart_bench_instances';

function signed(): Record<string, string> {
  const time = String(unixSecondsNow());
  return { time, sign: requestSign(DEVELOPMENT_SIGN_SECRET, time) };
}

/** nginx in the foreground from a folder of its own, proxying to the instances. */
async function startNginx(upstreams: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream chemmart { least_conn; ${upstreams.map((u) => `server ${u.replace('http://', '')};`).join(' ')} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://chemmart;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function cannon(url: string, paths: string[], headers: () => Record<string, string>): Promise<Result> {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const p = paths[next++ % paths.length] as string;
          return { ...request, path: p, headers: { ...request.headers, ...headers() } };
        },
      },
    ],
  });
}

/** Users who each, in a loop: add to the cart, order, submit, pay from the deposit. Latency of a whole flow. */
async function orderFlows(url: string, tokens: string[], goodsId: number): Promise<{ flows: number; failed: number; latencies: number[] }> {
  const deadline = Date.now() + duration * 1000;
  const latencies: number[] = [];
  let failed = 0;
  const callApi = async (token: string, method: 'GET' | 'POST', p: string, body?: object) => {
    const response = await fetch(`${url}${p}`, {
      method,
      headers: { ...signed(), authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as { code: number; msg: string; data: never };
    if (envelope.code !== 0) throw new Error(`${p}: ${envelope.msg}`);
    return envelope.data as { lines?: { id: number; goodsId: number }[]; orders?: { orderNo: string }[]; payableCents?: number; orderNo?: string };
  };
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          const cart = await callApi(token, 'POST', '/api/cart_add', { goodsId, quantity: 1 });
          const line = cart.lines!.find((l) => l.goodsId === goodsId)!;
          const created = await callApi(token, 'POST', '/api/create_order', { cartItemIds: [line.id], invoiceInfoId: null, groups: [] });
          const order = await callApi(token, 'POST', '/api/submit_order', { orderNo: created.orders![0]!.orderNo });
          const query = new URLSearchParams({ orderNo: order.orderNo!, idempotencyKey: crypto.randomUUID(), depositCents: String(order.payableCents) });
          await callApi(token, 'GET', `/api/payment?${query}`);
          latencies.push(performance.now() - started);
        } catch (error) {
          failed += 1;
          if (failed <= 3) console.warn(String(error));
        }
      }
    }),
  );
  return { flows: latencies.length, failed, latencies };
}

/** Buyers with a delivery address and a deposit big enough for every flow (credited through the ledger, tests/kits/money.ts). */
async function buyers(db: Db, base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench_buyer_${Date.now().toString(36)}_${i}`;
    await importMembers(db, [
      { username, password: 'Bench12345', memberType: 'licence', isBuyer: true, isSeller: false, displayName: '压测', companyName: null },
    ]);
    const member = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    const token = await issueSessionToken(db, member.id, 3600_000);
    const address = await fetch(`${base}/api/transaction_create`, {
      method: 'POST',
      headers: { ...signed(), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        receiver: '李四',
        phone: '13912345678',
        areaCodes: ['44', '4401', '440106'],
        detail: '天河路 100 号',
        postcode: '510000',
        isDefault: true,
      }),
    });
    if (((await address.json()) as { code: number }).code !== 0) throw new Error('bench buyer address refused');
    await seedDeposit(db, member.id, 1_000_000_000, `bench-${member.id}`);
    tokens.push(token);
  }
  return tokens;
}

async function main(): Promise<void> {
  await ensurePgDatabase(PG_NAME, true);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_NAME}`;
  const database = { kind: 'postgres' as const, url: url.toString() };
  const { db, dialect } = createDb(database);
  await migrateToLatest(db, dialect);
  await seedDemoCatalog(db);
  const offers = await db
    .selectFrom('goods')
    .innerJoin('substances', 'substances.id', 'goods.substanceId')
    .select(['substances.cas', 'goods.id'])
    .where('goods.status', '=', 'on_shelf')
    .where('goods.stock', '>', 0)
    .execute();
  const productPaths = sample(seededRandom(7), [...new Set(offers.map((o) => o.cas))], 300).map((cas) => `/products/${cas}.html`);
  const searchPaths = ['acid', 'sodium', '乙醇', 'H2SO4', '50-78-2', 'benz', 'chloride', 'methyl'].map(
    (k) => `/api/search?keyword=${encodeURIComponent(k)}&page=1&pageSize=20`,
  );
  const goodsId = offers[0]!.id;
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `bench-${Date.now().toString(36)}:`,
    API_SIGN_SECRET: DEVELOPMENT_SIGN_SECRET,
    LOG_LEVEL: 'warn',
  };
  const rows: (string | number)[][] = [];
  for (const count of [1, 2]) {
    const servers: SecondServer[] = [];
    for (let i = 0; i < count; i++) servers.push(await startSecondServer(env));
    const nginx = await startNginx(servers.map((s) => s.baseUrl));
    try {
      // Warm: every product page rendered once, so both runs measure the cached page.
      for (const p of productPaths) await fetch(`${nginx.url}${p}`);
      const pages = await cannon(nginx.url, productPaths, () => ({}));
      const search = await cannon(nginx.url, searchPaths, signed);
      const tokens = await buyers(db, nginx.url, flowUsers);
      const flows = await orderFlows(nginx.url, tokens, goodsId);
      const flow = summarize(flows.latencies);
      const label = `${count} instance${count > 1 ? 's' : ''}`;
      for (const [name, r] of [
        ['product page', pages],
        ['search API', search],
      ] as const) {
        rows.push([`${label}: ${name}`, r.requests.average.toFixed(0), ms(r.latency.p50), ms(r.latency.p99), r.non2xx + r.errors]);
      }
      rows.push([`${label}: order flow (4 calls)`, (flows.flows / duration).toFixed(1), ms(flow.p50), ms(flow.p99), flows.failed]);
      if (count === 2) {
        // A deploy: one instance gets SIGTERM a third of the way into a run; nginx moves to the other.
        const running = cannon(nginx.url, productPaths, () => ({}));
        await new Promise((r) => setTimeout(r, (duration * 1000) / 3));
        const exited = servers[0]!.signal('SIGTERM');
        const during = await running;
        const { code } = await exited;
        rows.push([
          `2 → 1 (SIGTERM, exit ${code}): product page`,
          during.requests.average.toFixed(0),
          ms(during.latency.p50),
          ms(during.latency.p99),
          during.non2xx + during.errors,
        ]);
      }
    } finally {
      await nginx.stop();
      await Promise.all(servers.map((s) => s.stop()));
    }
  }
  await db.destroy();
  console.log(`\n${machine()}; commit ${gitCommit()}; ${connections} connections, ${duration} s each; ${flowUsers} order-flow users\n`);
  console.log(table(['what', 'per second', 'p50 ms', 'p99 ms', 'errors'], rows));
}

await main();
