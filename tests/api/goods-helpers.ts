import ExcelJS from 'exceljs';
import type { Db } from '@/lib/server/core/db';
import { url } from './helpers';
import { freshMember, get, post, upload, type Roles } from './kit';

/** A member no other test touched, with the given roles, signed in: its token. */
export async function freshMemberToken(db: Db, prefix: string, roles: Roles): Promise<string> {
  return (await freshMember(db, prefix, roles, { displayName: `${prefix} 测试`, companyName: `${prefix} 化学` })).token;
}

/** A checksum-valid CAS number no catalog lists: a 7-digit body from the random part, with its check digit. */
export function unknownCas(): string {
  const body = String(9_000_000 + Math.floor(Math.random() * 900_000)) + String(10 + Math.floor(Math.random() * 89));
  const digits = [...body].reverse();
  const check = digits.reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 10;
  return `${body.slice(0, -2)}-${body.slice(-2)}-${check}`;
}

/** A multipart upload of one file, as the browser sends it. */
export function uploadFile<T>(path: string, token: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  return upload<T>(path, token, { bytes, name }, fields);
}

export type Job = {
  jobId: number;
  status: string;
  totalRows: number;
  processedRows: number;
  acceptedRows: number;
  rejectedRows: number;
  percent: number;
  resultUrl: string;
};

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

export type SellerLicenceKind = 'business_licence' | 'hazardous_business_licence';

const LICENCE_BODIES: Record<SellerLicenceKind, object> = {
  business_licence: { number: '91350100M000100Y43', holder: '测试化工有限公司', validFrom: '2015-06-01', validTo: null },
  hazardous_business_licence: { number: '沪(浦)应急危化经字〔2024〕000123', holder: '测试化工有限公司', validFrom: '2024-01-01', validTo: '2099-12-31' },
};

/**
 * The seller stores these supplier licences (with a file, as on the
 * certificate page) and an operator approves them: what a seller needs
 * before goods go on shelf. Answers the certificate ids.
 */
export async function grantSellerLicences(
  db: Db,
  sellerToken: string,
  kinds: SellerLicenceKind[] = ['business_licence', 'hazardous_business_licence'],
): Promise<number[]> {
  const operator = await freshMemberToken(db, 'lic_op', { operator: true });
  const ids: number[] = [];
  for (const kind of kinds) {
    const file = await uploadFile<{ id: number }>('/api/upload_file', sellerToken, Buffer.from('%PDF-1.4\n%%EOF\n'), `${kind}.pdf`, { purpose: 'certificate' });
    if (file.code !== 0) throw new Error(file.msg);
    const stored = await post<{ id: number; revision: number }>('/api/store_certificate', sellerToken, {
      scope: 'supplier',
      kind,
      uploadId: file.data.id,
      ...LICENCE_BODIES[kind],
    });
    if (stored.body.code !== 0) throw new Error(stored.body.msg);
    const reviewed = await post('/api/admin/certificate_review', operator, {
      id: stored.body.data.id,
      revision: stored.body.data.revision,
      decision: 'approve',
    });
    if (reviewed.body.code !== 0) throw new Error(reviewed.body.msg);
    ids.push(stored.body.data.id);
  }
  return ids;
}

/** A fresh seller holding approved business and hazardous-chemicals licences: goods may go on shelf. */
export async function licensedSellerToken(db: Db, prefix: string): Promise<string> {
  const token = await freshMemberToken(db, prefix, { seller: true });
  await grantSellerLicences(db, token);
  return token;
}

/**
 * The newest pack sizes of the review queue, each with its item's fields (oldest first: the demo seed
 * and other tests leave pending goods before ours). The queue lists goods items; a pack's own goodsId
 * and submittedAt win over the item's.
 */
export async function newestInQueue<T = { goodsId: number }>(operator: string): Promise<T[]> {
  type Review = { total: number; list: (T & { packs?: object[] })[] };
  const { total } = (await get<Review>('/api/admin/goods', operator, { pageSize: 1 })).body.data;
  const last = Math.max(1, Math.ceil(total / 100));
  const pages = await Promise.all([last - 1, last].filter((p) => p >= 1).map((page) => get<Review>('/api/admin/goods', operator, { page, pageSize: 100 })));
  return pages.flatMap((p) => p.body.data.list.flatMap((item) => (item.packs ?? [{}]).map((pack) => ({ ...item, ...pack }) as T)));
}

/** The revision date the tests' SDS files state. */
export const SDS_REVISED_ON = '2026-03-01';

/** A PDF uploaded as an SDS by the seller, ready for the goods form's `sds` field. */
export async function sdsInput(sellerToken: string, revisedOn = SDS_REVISED_ON): Promise<{ zhUploadId: number; enUploadId: null; revisedOn: string }> {
  const file = await uploadFile<{ id: number }>('/api/upload_file', sellerToken, Buffer.from('%PDF-1.4\n% SDS\n%%EOF\n'), 'SDS.pdf', { purpose: 'sds' });
  if (file.code !== 0) throw new Error(file.msg);
  return { zhUploadId: file.data.id, enUploadId: null, revisedOn };
}

/** The seller's SDS for the substance of these goods (POST /api/goods_sds): what hazardous goods need before they go on shelf. */
export async function attachSds(sellerToken: string, goodsId: number, revisedOn = SDS_REVISED_ON): Promise<void> {
  const { body } = await post('/api/goods_sds', sellerToken, { goodsId, ...(await sdsInput(sellerToken, revisedOn)) });
  if (body.code !== 0) throw new Error(`goods_sds: ${body.msg}`);
}
