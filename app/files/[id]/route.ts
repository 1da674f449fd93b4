import { memberGate } from '@/lib/server/account/gate';
import { cookies } from 'next/headers';
import { holdsRole } from '@/lib/server/account/roles';
import { contentDisposition } from '@/lib/server/core/file-response';
import { readUploadFor } from '@/lib/server/uploads/service';
import { resolveSession, tokenFromHeaders } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { MAX_RECORD_ID } from '@/lib/contracts/pagination';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });

/**
 * An uploaded file, shown inline to its owner and to operators; anyone else
 * gets 404 (not even its existence leaks). The type is the one judged from
 * the bytes at upload, and `nosniff` keeps browsers from guessing another.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const token = tokenFromHeaders(request.headers) ?? (await cookies()).get('token')?.value ?? null;
  const session = token ? await resolveSession(db(), memberGate, token, config().tokenTtlMs) : null;
  const id = Number((await params).id);
  if (!session || !Number.isInteger(id) || id <= 0 || id > MAX_RECORD_ID) return notFound();
  // A record whose bytes are gone reads as missing (readUploadFor); a storage outage stays a server error.
  const file = await readUploadFor(db(), { memberId: session.memberId, isOperator: await holdsRole(db(), session.memberId, 'operator') }, id);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.row.contentType,
      'content-disposition': contentDisposition(file.row.originalName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
