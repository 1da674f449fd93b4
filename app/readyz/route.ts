import { dialect, pingDb } from '@/lib/server/core/db';
import { config } from '@/lib/server/core/config';
import { readiness, type ReadinessCheck } from '@/lib/server/core/readiness';
import { pingRedis } from '@/lib/server/core/redis-ping';
import { storage } from '@/lib/server/storage';

export const dynamic = 'force-dynamic';

/** Readiness for a load balancer: 200 when this instance can serve, 503 (with what is down) when not. */
export async function GET(): Promise<Response> {
  const checks: Record<string, ReadinessCheck> = {
    database: async () => {
      await pingDb();
      return dialect();
    },
  };
  checks.storage = async () => {
    await storage().ping();
    return config().storage.backend;
  };
  // Redis is checked where it is used: an instance without REDIS_URL caches pages in its own memory.
  if (config().redisUrl) checks.redis = pingRedis;
  const report = await readiness(checks);
  return Response.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
