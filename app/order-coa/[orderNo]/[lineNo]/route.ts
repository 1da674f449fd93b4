import { memberGate } from '@/lib/server/account/gate';
import { cookies } from 'next/headers';
import { resolveSession, tokenFromHeaders } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { orderNo } from '@/lib/contracts/orders/schema';
import { shippedLotCoa } from '@/lib/server/orders/order-files';
import { contentDisposition } from '@/lib/server/uploads/service';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });

/**
 * The COA of the lot shipped on an order line (/order-coa/DD…/1), through a
 * plain link like /invoices/DD…: the session from the `token` cookie or the
 * usual headers; the order's buyer and seller only, anyone else 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ orderNo: string; lineNo: string }> }): Promise<Response> {
  const token = tokenFromHeaders(request.headers) ?? (await cookies()).get('token')?.value ?? null;
  const session = token ? await resolveSession(db(), memberGate, token, config().tokenTtlMs) : null;
  const { orderNo: rawNo, lineNo: rawLine } = await params;
  const number = orderNo.safeParse(rawNo);
  const line = Number(rawLine);
  if (!session || !number.success || !Number.isInteger(line) || line < 1 || line > 10_000) return notFound();
  const file = await shippedLotCoa(db(), session.memberId, number.data, line).catch(() => null);
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
