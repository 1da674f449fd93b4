import { db } from '@/lib/server/core/db';
import { MAX_RECORD_ID } from '@/lib/contracts/pagination';
import { readPublicSheet } from '@/lib/server/goods/sds';
import { contentDisposition } from '@/lib/server/core/file-response';

export const dynamic = 'force-dynamic';

const id = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n <= MAX_RECORD_ID ? n : null;
};

/**
 * A seller's current SDS of a substance (/sds/<seller>/<substance>, ?lang=en
 * for the English one), as a PDF anyone may read while the seller offers the
 * substance on shelf; 404 otherwise.
 */
export async function GET(request: Request, { params }: { params: Promise<{ sellerId: string; substanceId: string }> }): Promise<Response> {
  const { sellerId, substanceId } = await params;
  const language = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'zh';
  const seller = id(sellerId);
  const substance = id(substanceId);
  const sheet = seller && substance ? await readPublicSheet(db(), seller, substance, language) : null;
  if (!sheet) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(sheet.bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(`SDS-${language === 'zh' ? '中文' : 'EN'}-修订${sheet.revisedOn}.pdf`),
      // One address for every version: revalidated each time, so a replaced sheet (or one whose goods left the shelf) is never served from a cache.
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}
