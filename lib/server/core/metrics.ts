/** In-process request counters, rendered as Prometheus text at /metrics. */
type Key = `${string} ${string} ${number}`;

const globalForMetrics = globalThis as unknown as {
  chemmartMetrics?: { requests: Map<Key, number>; durationMsSum: Map<Key, number> };
};

function store() {
  globalForMetrics.chemmartMetrics ??= { requests: new Map(), durationMsSum: new Map() };
  return globalForMetrics.chemmartMetrics;
}

export function recordRequest(method: string, route: string, code: number, ms: number): void {
  const key: Key = `${method} ${route} ${code}`;
  const { requests, durationMsSum } = store();
  requests.set(key, (requests.get(key) ?? 0) + 1);
  durationMsSum.set(key, (durationMsSum.get(key) ?? 0) + ms);
}

function labels(key: Key): string {
  const [method, route, code] = key.split(' ');
  return `method="${method}",route="${route}",code="${code}"`;
}

export function renderMetrics(): string {
  const { requests, durationMsSum } = store();
  const lines = [
    '# HELP chemmart_api_requests_total API requests by route and envelope code.',
    '# TYPE chemmart_api_requests_total counter',
    ...[...requests].map(([k, v]) => `chemmart_api_requests_total{${labels(k)}} ${v}`),
    '# HELP chemmart_api_request_duration_ms_sum Total time spent answering, in milliseconds.',
    '# TYPE chemmart_api_request_duration_ms_sum counter',
    ...[...durationMsSum].map(([k, v]) => `chemmart_api_request_duration_ms_sum{${labels(k)}} ${v.toFixed(1)}`),
    // Memory, so an operator (and the body-limit test) can see what a request cost.
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${process.memoryUsage.rss()}`,
    '# HELP nodejs_heap_used_bytes V8 heap in use, in bytes.',
    '# TYPE nodejs_heap_used_bytes gauge',
    `nodejs_heap_used_bytes ${process.memoryUsage().heapUsed}`,
    '# HELP nodejs_array_buffers_bytes Memory held by ArrayBuffers and Buffers (request bodies), in bytes.',
    '# TYPE nodejs_array_buffers_bytes gauge',
    `nodejs_array_buffers_bytes ${process.memoryUsage().arrayBuffers}`,
  ];
  return `${lines.join('\n')}\n`;
}
