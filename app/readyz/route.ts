import { dialect, pingDb } from '@/lib/server/core/db';
import { readiness } from '@/lib/server/core/readiness';

export const dynamic = 'force-dynamic';

/** Readiness for a load balancer: 200 when this instance can serve, 503 (with what is down) when not. */
export async function GET(): Promise<Response> {
  const report = await readiness({
    database: async () => {
      await pingDb();
      return dialect();
    },
  });
  return Response.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
