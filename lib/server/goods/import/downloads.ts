import { memberGate } from '@/lib/server/account/gate';
import { cookies } from 'next/headers';
import { resolveSession, tokenFromHeaders } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { MAX_RECORD_ID } from '@/lib/contracts/pagination';
import { downloadResponse, XLSX_CONTENT_TYPE } from '@/lib/server/core/file-response';
import { listUnits } from '../service';
import { importResultsWorkbook } from './jobs';
import { templateWorkbook } from './workbook';

/*
 * The two workbooks sellers download. Plain file responses rather than API
 * envelopes, so a link downloads them; the result belongs to its seller
 * (anyone else: 404, as for /files).
 */

export async function templateResponse(): Promise<Response> {
  const units = await listUnits(db());
  return downloadResponse(await templateWorkbook(units.map((u) => u.code)), XLSX_CONTENT_TYPE, '商品批量导入模板.xlsx');
}

export async function importResultResponse(request: Request, jobIdText: string): Promise<Response> {
  const token = tokenFromHeaders(request.headers) ?? (await cookies()).get('token')?.value ?? null;
  const session = token ? await resolveSession(db(), memberGate, token, config().tokenTtlMs) : null;
  const jobId = Number(jobIdText);
  const valid = Number.isInteger(jobId) && jobId > 0 && jobId <= MAX_RECORD_ID;
  const file = session && valid ? await importResultsWorkbook(db(), session.memberId, jobId) : null;
  if (!file) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return downloadResponse(file.bytes, XLSX_CONTENT_TYPE, file.fileName);
}
