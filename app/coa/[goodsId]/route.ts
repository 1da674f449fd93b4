import { db } from '@/lib/server/core/db';
import { MAX_RECORD_ID } from '@/lib/contracts/pagination';
import { readPublicCoa } from '@/lib/server/goods/coa';
import { contentDisposition } from '@/lib/server/core/file-response';

export const dynamic = 'force-dynamic';

/** The certificate of analysis of an on-shelf offer, as a PDF anyone may download. */
export async function GET(_request: Request, { params }: { params: Promise<{ goodsId: string }> }): Promise<Response> {
  const id = Number((await params).goodsId);
  const coa = Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID ? await readPublicCoa(db(), id) : null;
  if (!coa) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(coa.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(coa.name),
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
