import { memberGate } from '@/lib/server/account/gate';
import { cookies } from 'next/headers';
import { resolveSession, tokenFromHeaders } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { orderNo } from '@/lib/contracts/orders/schema';
import { downloadResponse } from '@/lib/server/core/file-response';
import { orderInvoiceFile } from '@/lib/server/orders/order-files';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });

/**
 * The invoice PDF of an order (/invoices/DD…), downloaded through a plain
 * link: like /files/<id> it reads the session from the `token` cookie (or the
 * usual headers) and carries no request signature, so it lives outside /api
 * (every /api call is a signed, enveloped one in the OpenAPI document). Only
 * the order's buyer and seller get it; anyone else, and an order without an
 * invoice PDF, get 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ orderNo: string }> }): Promise<Response> {
  const token = tokenFromHeaders(request.headers) ?? (await cookies()).get('token')?.value ?? null;
  const session = token ? await resolveSession(db(), memberGate, token, config().tokenTtlMs) : null;
  const number = orderNo.safeParse((await params).orderNo);
  if (!session || !number.success) return notFound();
  const file = await orderInvoiceFile(db(), session.memberId, number.data).catch(() => null);
  if (!file) return notFound();
  return downloadResponse(file.bytes, 'application/pdf', file.name);
}
