import { cookies } from 'next/headers';
import { memberGate } from '@/lib/server/account/gate';
import { resolveSession, tokenFromHeaders } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db, type Db } from '@/lib/server/core/db';
import { orderNo } from '@/lib/contracts/orders/schema';
import { contentDisposition } from '@/lib/server/core/file-response';

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });

type LineFile = { name: string; contentType: string; bytes: Buffer };
type ReadLineFile = (db: Db, memberId: number, orderNo: string, lineNo: number, url: URL) => Promise<LineFile | null>;

/**
 * A file of an order line (/order-coa/DD…/1, /order-sds/DD…/1) through a
 * plain link like /invoices/DD…: the session from the `token` cookie or the
 * usual headers; `read` answers for the order's buyer and seller only, and
 * anyone else gets 404.
 */
export async function orderLineFileResponse(request: Request, params: Promise<{ orderNo: string; lineNo: string }>, read: ReadLineFile): Promise<Response> {
  const token = tokenFromHeaders(request.headers) ?? (await cookies()).get('token')?.value ?? null;
  const session = token ? await resolveSession(db(), memberGate, token, config().tokenTtlMs) : null;
  const { orderNo: rawNo, lineNo: rawLine } = await params;
  const number = orderNo.safeParse(rawNo);
  const line = Number(rawLine);
  if (!session || !number.success || !Number.isInteger(line) || line < 1 || line > 10_000) return notFound();
  const file = await read(db(), session.memberId, number.data, line, new URL(request.url)).catch(() => null);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': contentDisposition(file.name),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
