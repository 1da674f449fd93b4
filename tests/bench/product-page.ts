/**
 * Product page throughput with autocannon against a running production
 * server (`tests/bench/serve.sh`, port 3300, the 100k benchmark catalog):
 *
 *   1. cold:  each of `--distinct` products with offers requested once, right
 *             after the server started (first render, RDKit SVG drawn);
 *   2. warm:  the same pages again for `--duration` s (SVGs cached);
 *   3. API:   GET /api/product/<cas> (signed) for `--duration` s.
 *
 *   tests/bench/serve.sh &        # then, once it answers:
 *   npx tsx tests/bench/product-page.ts [--url http://127.0.0.1:3300] [--duration 20] [--connections 10] [--distinct 2000] [--skip-cold] [--pg]
 *
 * Requests rotate through the URL list (autocannon `setupRequest`), so every
 * connection walks different products. `--pg` reads the product list from
 * PostgreSQL chemmart_bench instead of the SQLite file (the lists are equal).
 */
import autocannon, { type Result } from 'autocannon';
import { seededRandom } from '@/lib/shared/random';
import { sql } from 'kysely';
import { DEVELOPMENT_SIGN_SECRET } from '@/lib/server/core/config';
import { createDb } from '@/lib/server/core/db';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { benchTarget, gitCommit, machine, ms, numberArg, parseArgs, sample, table } from './common';

/** CAS numbers of substances with at least one on-shelf offer, a fixed sample of them. */
async function productsWithOffers(n: number, postgres: boolean, count: number): Promise<string[]> {
  const { db } = createDb(benchTarget(n, postgres).database);
  try {
    const rows = await db
      .selectFrom('substances')
      .select('cas')
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('goods').select(sql`1`.as('one')).whereRef('goods.substanceId', '=', 'substances.id').where('goods.status', '=', 'on_shelf')),
      )
      .orderBy('id')
      .execute();
    return sample(seededRandom(7), rows.map((r) => r.cas), count);
  } finally {
    await db.destroy();
  }
}

type Run = { name: string; result: Result };

/** One autocannon run that walks `paths` in order, wrapping around. */
function run(url: string, paths: string[], options: { connections: number; duration?: number; amount?: number; headers?: Record<string, string> }): Promise<Result> {
  let next = 0;
  return autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 20 }),
    timeout: 30,
    headers: options.headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

function describe(runs: Run[]): string {
  return table(
    ['run', 'requests', 'seconds', 'req/s (mean)', 'p50 ms', 'p99 ms', 'max ms', '2xx', 'non-2xx', 'errors'],
    runs.map(({ name, result: r }) => [
      name, r.requests.total, r.duration.toFixed(1), r.requests.average.toFixed(0), ms(r.latency.p50), ms(r.latency.p99), ms(r.latency.max), r['2xx'], r.non2xx, r.errors + r.timeouts,
    ]),
  );
}

async function check(url: string, path: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(`${url}${path}`, { headers });
  if (!response.ok) throw new Error(`${url}${path} answered HTTP ${response.status}: is tests/bench/serve.sh running on the benchmark catalog?`);
  await response.arrayBuffer();
}

async function main(): Promise<void> {
  const args = parseArgs();
  const url = typeof args.url === 'string' ? args.url.replace(/\/$/, '') : 'http://127.0.0.1:3300';
  const duration = numberArg(args, 'duration', 20);
  const connections = numberArg(args, 'connections', 10);
  const distinct = numberArg(args, 'distinct', 2000);
  const cas = await productsWithOffers(numberArg(args, 'n', 100_000), args.pg === true, distinct);
  const pages = cas.map((c) => `/products/${c}.html`);
  const apiPaths = cas.map((c) => `/api/product/${c}`);
  const secret = process.env.API_SIGN_SECRET ?? DEVELOPMENT_SIGN_SECRET;
  const time = String(unixSecondsNow());
  const signed = { time, sign: requestSign(secret, time) };

  await check(url, '/healthz');
  console.log(`[product-page] ${url}: ${cas.length} products with offers, ${connections} connections, ${duration} s runs`);
  console.log(`[product-page] commit ${gitCommit()}; ${machine()}`);
  const runs: Run[] = [];
  if (args['skip-cold'] !== true) {
    // The first request of a fresh server compiles nothing (production build) but loads RDKit: it counts as cold.
    runs.push({ name: `page, cold (${cas.length} distinct, once each)`, result: await run(url, pages, { connections, amount: cas.length }) });
    console.log(describe(runs.slice(-1)));
  }
  await check(url, pages[0] as string);
  runs.push({ name: `page, warm (same ${cas.length}, ${duration} s)`, result: await run(url, pages, { connections, duration }) });
  console.log(describe(runs.slice(-1)));
  await check(url, apiPaths[0] as string, signed);
  runs.push({ name: `GET /api/product/<cas> (${duration} s)`, result: await run(url, apiPaths, { connections, duration, headers: signed }) });
  console.log(`\n${describe(runs)}`);
  const statuses = runs.map((r) => `${r.name}: ${JSON.stringify(Object.fromEntries(Object.entries(r.result.statusCodeStats).map(([k, v]) => [k, v.count])))}`);
  console.log(`\n[product-page] status codes\n  ${statuses.join('\n  ')}`);
}

main().catch((error) => {
  console.error(`[product-page] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
