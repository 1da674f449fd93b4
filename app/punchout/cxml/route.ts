import { db } from '@/lib/server/core/db';
import { originOfRequest } from '@/lib/server/core/origin';
import { AppError } from '@/lib/server/core/errors';
import { readCapped } from '@/lib/server/core/route';
import { MAX_CXML_BYTES, statusResponse } from '@/lib/server/punchout/cxml';
import { answerCxml } from '@/lib/server/workflows/punchout';

export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' };

/**
 * Where a procurement system posts its cXML (issue 34; decision 0165):
 * PunchOutSetupRequest and OrderRequest. The answer is a cXML Response whose
 * Status carries the outcome; the HTTP status says the same.
 */
export async function POST(request: Request): Promise<Response> {
  const origin = originOfRequest(request);
  let body: string;
  try {
    body = new TextDecoder().decode(await readCapped(request, MAX_CXML_BYTES));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const refusal = statusResponse(413, 'Request Entity Too Large', `cXML 文档不得超过 ${MAX_CXML_BYTES / 1024} KB`, new URL(origin).host);
    return new Response(refusal, { status: 413, headers: XML });
  }
  const answer = await answerCxml(db(), body, origin);
  return new Response(answer.xml, { status: answer.status, headers: XML });
}

/** A person who opens the address sees what it is for. */
export function GET(): Response {
  return new Response('ChemMart cXML PunchOut：采购系统以 POST 发送 PunchOutSetupRequest 或 OrderRequest（见 docs/integration.md）', {
    status: 405,
    headers: { 'content-type': 'text/plain; charset=utf-8', allow: 'POST' },
  });
}
