import { config } from '@/lib/server/core/config';
import { db, poolStats } from '@/lib/server/core/db';
import { mayReadMetrics, renderMetrics, setGauge } from '@/lib/server/core/metrics';
import { CLIENT_IP_HEADER } from '@/lib/server/core/route';
import { importQueueDepth } from '@/lib/server/goods/import/jobs';
import { outboxBacklog } from '@/lib/server/outbox/admin';

export const dynamic = 'force-dynamic';

/** Prometheus text, for this machine or a scraper with METRICS_TOKEN; the queue depths are read from the database when scraped. */
export async function GET(request: Request): Promise<Response> {
  const client = request.headers.get(CLIENT_IP_HEADER) ?? '';
  if (!mayReadMetrics(client, request.headers.get('authorization'), config().metricsToken)) {
    return new Response('Forbidden: /metrics is served to this machine, or with Authorization: Bearer <METRICS_TOKEN>\n', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const [imports, outbox] = await Promise.all([importQueueDepth(db()), outboxBacklog(db())]);
  const byStatus = (rows: Array<{ status: string; count: number }>) => rows.map(({ status, count }) => ({ labels: { status }, value: count }));
  setGauge('chemmart_import_jobs', 'Goods import jobs waiting or being worked, by status.', ['status'], byStatus(imports));
  setGauge('chemmart_outbox_backlog', 'Mails and messages owed but not yet sent, by status.', ['status'], byStatus(outbox));
  const pool = poolStats();
  if (pool) {
    setGauge(
      'chemmart_db_pool_connections',
      'PostgreSQL pool connections by state.',
      ['state'],
      [
        { labels: { state: 'total' }, value: pool.total },
        { labels: { state: 'idle' }, value: pool.idle },
        { labels: { state: 'waiting' }, value: pool.waiting },
      ],
    );
  }
  const { body, contentType } = await renderMetrics();
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
