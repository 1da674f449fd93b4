import ExcelJS from 'exceljs';
import { inject } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { call, tokenFor, url } from './helpers';

let counter = 0;

/** A member no other test touched, with the given roles, signed in. */
export async function freshMemberToken(db: Db, prefix: string, roles: { buyer?: boolean; seller?: boolean; operator?: boolean }): Promise<string> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${process.pid % 1000}_${counter}`;
  await importMembers(db, [
    { username, password: 'Fresh12345', memberType: 'licence', isBuyer: !!roles.buyer, isSeller: !!roles.seller, displayName: `${prefix} 测试`, companyName: `${prefix} 化学` },
  ]);
  // No API makes an operator yet (the console will): the test sets the role in the database.
  if (roles.operator) await db.updateTable('members').set({ isOperator: 1 }).where('username', '=', username).execute();
  return tokenFor(db, username);
}

/** A checksum-valid CAS number no catalog lists: a 7-digit body from the random part, with its check digit. */
export function unknownCas(): string {
  const body = String(9_000_000 + Math.floor(Math.random() * 900_000)) + String(10 + Math.floor(Math.random() * 89));
  const digits = [...body].reverse();
  const check = digits.reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 10;
  return `${body.slice(0, -2)}-${body.slice(-2)}-${check}`;
}

export const post = <T = unknown>(path: string, token: string, body: object) => call<T>(path, { method: 'POST', token, body });
export const get = <T = unknown>(path: string, token: string, query: Record<string, string | number> = {}) => call<T>(path, { token, query });

/** A multipart upload of one file, as the browser sends it. */
export async function uploadFile<T>(path: string, token: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const time = String(unixSecondsNow());
  const response = await fetch(url(path), { method: 'POST', headers: { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${token}` }, body: form });
  return (await response.json()) as { code: number; msg: string; data: T };
}

export type Job = { jobId: number; status: string; totalRows: number; processedRows: number; acceptedRows: number; rejectedRows: number; percent: number; resultUrl: string };

/** Polls the job until it is done or failed, and hands back every progress value seen on the way. */
export async function followJob(token: string, jobId: number): Promise<{ job: Job; seen: number[] }> {
  const seen: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const { body } = await get<Job>('/api/goods_import_job', token, { jobId });
    if (body.code !== 0) throw new Error(body.msg);
    seen.push(body.data.processedRows);
    if (body.data.status === 'done' || body.data.status === 'failed') return { job: body.data, seen };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the import job did not finish');
}

/** The template as the server hands it out, read back by exceljs. */
export async function downloadTemplate(): Promise<ExcelJS.Workbook> {
  const response = await fetch(url('/downloads/goods-template'));
  if (response.status !== 200) throw new Error(`template: HTTP ${response.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

export type RowValues = (string | number | null)[];

/** A workbook with the template's header row and these rows. */
export async function workbookWith(rows: RowValues[]): Promise<Buffer> {
  const template = await downloadTemplate();
  const sheet = template.getWorksheet('商品')!;
  // Typed over the example row, as a person fills the template.
  sheet.getRow(2).values = [];
  rows.forEach((values, i) => {
    sheet.getRow(i + 2).values = values;
  });
  return Buffer.from(await template.xlsx.writeBuffer());
}
