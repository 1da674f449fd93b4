import { renderMetrics } from '@/lib/server/core/metrics';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(renderMetrics(), { headers: { 'content-type': 'text/plain; version=0.0.4' } });
}
