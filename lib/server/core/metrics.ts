import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import { isLoopbackHost } from './config';

/*
 * What an operator scrapes at /metrics (Prometheus text, prom-client): API
 * requests by route and envelope code with latency histograms, whole-HTTP
 * requests by kind of page (recorded by scripts/server.mjs into the same
 * registry), the database pool, the process (event-loop lag, memory), and
 * the depth of the background queues, read when scraped (app/metrics).
 * The registry lives on globalThis: the server script and Next.js's route
 * bundles each load this package's module and must count into one registry.
 */

type Metrics = {
  registry: client.Registry;
  apiRequests: client.Counter<'method' | 'route' | 'code'>;
  apiLatency: client.Histogram<'method' | 'route'>;
  gauges: Map<string, client.Gauge<string>>;
};

const processWide = globalThis as unknown as { chemmartMetrics?: Metrics };

/** Seconds: from a cached page's few milliseconds to a structure search's time limit. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function metrics(): Metrics {
  if (processWide.chemmartMetrics) return processWide.chemmartMetrics;
  const registry = new client.Registry();
  // Event-loop lag, heap, resident memory, handles, GC: prom-client's standard process metrics.
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const made: Metrics = {
    registry,
    apiRequests: new client.Counter({
      name: 'chemmart_api_requests_total',
      help: 'API requests by call and envelope code.',
      labelNames: ['method', 'route', 'code'],
      registers: [registry],
    }),
    apiLatency: new client.Histogram({
      name: 'chemmart_api_request_duration_seconds',
      help: 'Time to answer an API call, in seconds.',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    gauges: new Map(),
  };
  new client.Gauge({
    name: 'nodejs_array_buffers_bytes',
    help: 'Memory held by ArrayBuffers and Buffers (request bodies), in bytes.',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  processWide.chemmartMetrics = made;
  return made;
}

/**
 * Who may read /metrics: this machine (a Prometheus agent beside the
 * instance), or a scraper sending `Authorization: Bearer <METRICS_TOKEN>`.
 * The figures name every call and its failures, so they are not public.
 */
export function mayReadMetrics(clientAddress: string, authorization: string | null, token: string | null): boolean {
  if (isLoopbackHost(clientAddress)) return true;
  if (!token || !authorization) return false;
  const given = Buffer.from(authorization);
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function recordRequest(method: string, route: string, code: number, ms: number): void {
  const { apiRequests, apiLatency } = metrics();
  apiRequests.inc({ method, route, code: String(code) });
  apiLatency.observe({ method, route }, ms / 1000);
}

/**
 * A gauge whose values are set when scraped (queue depths, pool sizes); made
 * once per name with its label names fixed, so a first scrape with no values
 * cannot make the gauge refuse labels later.
 */
export function setGauge(name: string, help: string, labelNames: string[], values: Array<{ labels?: Record<string, string>; value: number }>): void {
  const { registry, gauges } = metrics();
  let gauge = gauges.get(name);
  if (!gauge) {
    gauge = new client.Gauge({ name, help, labelNames, registers: [registry] });
    gauges.set(name, gauge);
  }
  gauge.reset();
  for (const v of values) {
    if (v.labels) gauge.set(v.labels, v.value);
    else gauge.set(v.value);
  }
}

export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  // Whole-request metrics recorded by scripts/server.mjs, when this process serves through it.
  const http = (globalThis as { chemmartHttpRegistry?: client.Registry }).chemmartHttpRegistry;
  const merged = http ? client.Registry.merge([registry, http]) : registry;
  return { body: await merged.metrics(), contentType: registry.contentType };
}
