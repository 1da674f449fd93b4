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
  if (pathname.startsWith('/files/') || pathname.startsWith('/coa/') || pathname.startsWith('/sds/') || pathname.startsWith('/order-coa/') || pathname.startsWith('/order-sds/') || pathname.startsWith('/invoices/') || pathname.startsWith('/downloads/')) return 'file';
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
 * Every connection of the server, and whether a request is being answered
 * on it, so a stop can close only the ones that are truly idle.
 */
export function trackConnections(server) {
  const sockets = new Map();
  server.on('connection', (socket) => {
    sockets.set(socket, { busy: false, since: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = sockets.get(req.socket);
    if (state) state.busy = true;
    res.once('close', () => {
      const after = sockets.get(req.socket);
      if (after) Object.assign(after, { busy: false, since: Date.now() });
    });
  });
  return {
    /**
     * Destroys connections with no request for `quietMs` (counted from `from` at the earliest). Run
     * after the poll phase (setImmediate): bytes that arrived while the loop was busy are read and
     * their request begun first, so a request waiting to be read is never taken for quiet.
     */
    closeQuiet(quietMs, from) {
      setImmediate(() => {
        const now = Date.now();
        for (const [socket, state] of sockets) if (!state.busy && now - Math.max(state.since, from) >= quietMs) socket.destroy();
      });
    },
  };
}

/**
 * Stops taking new connections and background work (instrumentation.ts
 * hangs it on globalThis: a job round ends, an import stores its batch and
 * is let go), lets requests in flight finish (up to `graceMs`), then exits. /readyz answers 503 from the first moment, so a balancer
 * that polls it sends nothing new here.
 *
 * Node's own close() would also close every connection it sees as idle at
 * once, including one whose request has arrived but is not read yet: that
 * request would be reset. So idle connections are closed only once quiet for
 * a second, and every answer meanwhile closes its connection.
 */
export function stopGracefully(server, connections, { graceMs = 25_000, log = console.log } = {}) {
  if (globalThis.chemmartDraining) return;
  globalThis.chemmartDraining = true;
  log(`  ChemMart stopping: finishing the requests in flight (at most ${graceMs / 1000} s)`);
  const hardStop = setTimeout(() => {
    log('  ChemMart stopping: grace period over, closing the remaining connections');
    server.closeAllConnections?.();
    process.exit(0);
  }, graceMs);
  hardStop.unref();
  // The scheduler and the import worker stop taking work now: a job in hand stores its batch and is let go.
  const background = Promise.resolve(globalThis.chemmartStopBackgroundWork?.()).catch(() => undefined);
  const drainStarted = Date.now();
  const sweep = setInterval(() => connections.closeQuiet(1000, drainStarted), 250);
  server.closeIdleConnections = () => undefined;
  server.close(async () => {
    clearInterval(sweep);
    await background;
    process.exit(0);
  });
}
