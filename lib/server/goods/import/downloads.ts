import { memberGate } from '@/lib/server/account/gate';
import { cookies } from 'next/headers';
import { resolveSession, tokenFromHeaders } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { MAX_RECORD_ID } from '@/lib/contracts/pagination';
import { listUnits } from '../service';
import { importResultsWorkbook } from './jobs';
import { templateWorkbook } from './workbook';

/*
 * The two workbooks sellers download. Plain file responses rather than API
 * envelopes, so a link downloads them; the result belongs to its seller
 * (anyone else: 404, as for /files).
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function xlsxResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="goods.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export async function templateResponse(): Promise<Response> {
  const units = await listUnits(db());
  return xlsxResponse(await templateWorkbook(units.map((u) => u.code)), '商品批量导入模板.xlsx');
}

export async function importResultResponse(request: Request, jobIdText: string): Promise<Response> {
  const token = tokenFromHeaders(request.headers) ?? (await cookies()).get('token')?.value ?? null;
  const session = token ? await resolveSession(db(), memberGate, token, config().tokenTtlMs) : null;
  const jobId = Number(jobIdText);
  const valid = Number.isInteger(jobId) && jobId > 0 && jobId <= MAX_RECORD_ID;
  const file = session && valid ? await importResultsWorkbook(db(), session.memberId, jobId) : null;
  if (!file) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return xlsxResponse(file.bytes, file.fileName);
}
