import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { startSecondServer, type SecondServer } from '@/tests/kits/second-server';
import { TEST_TRUSTED_PROXY } from './global-setup';
import { call, rawRequest, testServerEnv, url } from './helpers';

/*
 * The operations a deployment needs (issue 27): liveness, readiness with
 * what is down, Prometheus metrics, and a graceful stop that answers every
 * request in flight.
 */

describe('/healthz and /readyz', () => {
  it('/healthz answers while the process lives; /readyz names each dependency it checked', async () => {
    expect((await fetch(url('/healthz'))).status).toBe(200);
    const ready = await fetch(url('/readyz'));
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const report = (await ready.json()) as { status: string; draining: boolean; checks: Record<string, { ok: boolean; detail: string }> };
    expect(report).toMatchObject({ status: 'ok', draining: false });
    expect(report.checks.database).toMatchObject({ ok: true, detail: inject('database').kind });
  });
});

describe('/metrics', () => {
  it('serves Prometheus text: API calls by route and code with latency histograms, whole requests by kind, event-loop lag and the queues', async () => {
    await call('/api/unit');
    await (await fetch(url('/products/64-17-5.html'))).text();
    const response = await fetch(url('/metrics'));
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^chemmart_api_requests_total\{method="GET",route="\/api\/unit",code="0"\} [1-9]/m);
    expect(text).toMatch(/^chemmart_api_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/unit"\} [1-9]/m);
    expect(text).toMatch(/^chemmart_http_requests_total\{kind="product_page",status="200"\} [1-9]/m);
    expect(text).toMatch(/^chemmart_http_request_duration_seconds_count\{kind="api"\} [1-9]/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toContain('# TYPE chemmart_outbox_backlog gauge');
    expect(text).toContain('# TYPE chemmart_import_jobs gauge');
    if (inject('database').kind === 'postgres') expect(text).toMatch(/^chemmart_db_pool_connections\{state="total"\} [1-9]/m);
  });
});

describe('/metrics from another machine', () => {
  it('is refused (403) without the token: a client behind the trusted proxy is not this machine', async () => {
    const answer = await rawRequest(url('/metrics'), { from: TEST_TRUSTED_PROXY, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('METRICS_TOKEN');
    expect(answer.text).not.toContain('chemmart_api_requests_total');
  });
});

/** Opens a structure search whose body arrives in two halves: the request is in flight until `finish` sends the rest. */
function slowStructureSearch(baseUrl: string): { finish: () => void; answer: Promise<{ status: number; body: string }> } {
  const body = JSON.stringify({ structure: 'c1ccncc1', mode: 'substructure', page: 1, pageSize: 5 });
  const time = String(unixSecondsNow());
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = http.request(
      `${baseUrl}/api/structure_search`,
      {
        method: 'POST',
        // A fresh connection each, as a balancer's would be; keep-alive left to the server's choice.
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), time, sign: requestSign(inject('signSecret'), time) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  request.write(body.slice(0, 20));
  return { finish: () => request.end(body.slice(20)), answer };
}

/** A GET on a connection of its own (fetch would reuse a kept-alive one). */
function freshConnectionGet(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(target, { agent: false }, (response) => resolve(response.statusCode ?? 0)).on('error', reject);
  });
}

describe('a graceful stop (SIGTERM)', () => {
  let server: SecondServer;
  beforeAll(async () => {
    server = await startSecondServer({
      ...testServerEnv(),
      SHUTDOWN_GRACE_MS: '20000',
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it('answers every request in flight, refuses new connections, then exits', async () => {
    // Warm the structure index, so the answers below are quick once their bodies are complete.
    await fetch(`${server.baseUrl}/healthz`);
    const inFlight = Array.from({ length: 12 }, () => slowStructureSearch(server.baseUrl));
    // Every request has reached the server (its headers are read: the server answers others after them) before the signal.
    await new Promise((r) => setTimeout(r, 500));
    expect(await freshConnectionGet(`${server.baseUrl}/healthz`)).toBe(200);
    const exited = server.signal('SIGTERM');
    // Soon no new connection is taken, while the old ones are still open (on a busy machine the signal may take a moment).
    const refusedBy = Date.now() + 15_000;
    let refused = false;
    while (!refused && Date.now() < refusedBy) {
      refused = await freshConnectionGet(`${server.baseUrl}/healthz`).then(
        () => false,
        (error: { code?: string }) => error.code === 'ECONNREFUSED',
      );
      if (!refused) await new Promise((r) => setTimeout(r, 100));
    }
    expect(refused).toBe(true);
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((r) => r.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 0, data: { page: 1 } });
    }
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('ChemMart stopping: finishing the requests in flight');
  }, 90_000);
});
