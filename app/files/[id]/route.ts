import { cookies } from 'next/headers';
import { readOwnUpload } from '@/lib/server/uploads/service';
import { resolveSession, tokenFromHeaders } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { MAX_RECORD_ID } from '@/lib/server/core/pagination';

export const dynamic = 'force-dynamic';

/** A member's own uploaded file, shown inline; anyone else gets 404 (not even its existence leaks). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const token = tokenFromHeaders(request.headers) ?? (await cookies()).get('token')?.value ?? null;
  const session = token ? await resolveSession(db(), token, config().tokenTtlMs) : null;
  const id = Number((await params).id);
  const validId = Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID;
  // A record whose bytes are gone reads as missing, not as a server error.
  const file = session && validId ? await readOwnUpload(db(), session.memberId, id).catch(() => null) : null;
  if (!file) return new Response('Not Found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.row.contentType,
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.row.originalName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
