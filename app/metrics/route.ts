import { db, poolStats } from '@/lib/server/core/db';
import { renderMetrics, setGauge } from '@/lib/server/core/metrics';
import { importQueueDepth } from '@/lib/server/goods/import/jobs';
import { outboxBacklog } from '@/lib/server/outbox/admin';

export const dynamic = 'force-dynamic';

/** Prometheus text; the queue depths are read from the database when scraped. */
export async function GET(): Promise<Response> {
  const [imports, outbox] = await Promise.all([importQueueDepth(db()), outboxBacklog(db())]);
  setGauge(
    'chemmart_import_jobs',
    'Goods import jobs waiting or being worked, by status.',
    imports.map(({ status, count }) => ({ labels: { status }, value: count })),
  );
  setGauge(
    'chemmart_outbox_backlog',
    'Mails and messages owed but not yet sent, by status.',
    outbox.map(({ status, count }) => ({ labels: { status }, value: count })),
  );
  const pool = poolStats();
  if (pool) {
    setGauge('chemmart_db_pool_connections', 'PostgreSQL pool connections by state.', [
      { labels: { state: 'total' }, value: pool.total },
      { labels: { state: 'idle' }, value: pool.idle },
      { labels: { state: 'waiting' }, value: pool.waiting },
    ]);
  }
  const { body, contentType } = await renderMetrics();
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
