/**
 * What scripts/server.mjs adds around Next.js's handler for running several
 * instances behind a load balancer: whole-request metrics (into a registry
 * /metrics merges in, lib/server/core/metrics.ts) and a graceful stop.
 */
import client from 'prom-client';

/** Coarse kinds of request, so labels stay few whatever the URL (a product page per CAS number). */
export function requestKind(url) {
  const pathname = (url ?? '/').split('?')[0];
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/_next/')) return 'static';
  if (pathname.startsWith('/products/')) return 'product_page';
  if (pathname.startsWith('/searchResults') || pathname.startsWith('/structureSearch/')) return 'search_page';
  if (pathname.startsWith('/files/') || pathname.startsWith('/coa/') || pathname.startsWith('/invoices/') || pathname.startsWith('/downloads/')) return 'file';
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') return 'operations';
  return 'page';
}

/** Counts and times every request by kind and HTTP status; the registry sits on globalThis for /metrics to merge. */
export function httpMetrics() {
  const registry = new client.Registry();
  const requests = new client.Counter({
    name: 'chemmart_http_requests_total',
    help: 'HTTP requests by kind of page and status.',
    labelNames: ['kind', 'status'],
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'chemmart_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, in seconds.',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new client.Gauge({ name: 'chemmart_http_requests_in_flight', help: 'Requests being answered now.', registers: [registry] });
  globalThis.chemmartHttpRegistry = registry;
  return (req, res) => {
    const kind = requestKind(req.url);
    const stop = latency.startTimer({ kind });
    inFlight.inc();
    res.once('close', () => {
      inFlight.dec();
      stop();
      requests.inc({ kind, status: String(res.statusCode) });
    });
  };
}

/**
 * Stops taking new connections, lets requests in flight finish (up to
 * `graceMs`), then stops the background work (lib/server/core/shutdown.ts
 * hangs it on globalThis: a job round ends, an import stores its batch),
 * then exits. /readyz answers 503 from the first moment, so a balancer that
 * polls it sends nothing new here.
 */
export function stopGracefully(server, { graceMs = 25_000, log = console.log } = {}) {
  if (globalThis.chemmartDraining) return;
  globalThis.chemmartDraining = true;
  log(`  ChemMart stopping: finishing the requests in flight (at most ${graceMs / 1000} s)`);
  const hardStop = setTimeout(() => {
    log('  ChemMart stopping: grace period over, closing the remaining connections');
    server.closeAllConnections?.();
    process.exit(0);
  }, graceMs);
  hardStop.unref();
  server.close(async () => {
    try {
      await globalThis.chemmartStopBackgroundWork?.();
    } finally {
      process.exit(0);
    }
  });
  // Idle keep-alive sockets would hold close() open; sockets with a request in flight close after their answer.
  server.closeIdleConnections?.();
}
