import { dialect, pingDb } from '@/lib/server/core/db';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    await pingDb();
    return Response.json({ status: 'ok', database: dialect() });
  } catch {
    return Response.json({ status: 'error', database: dialect() }, { status: 503 });
  }
}
