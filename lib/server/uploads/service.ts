import { nowIso, type Db } from '@/lib/server/core/db';
import type { UploadTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { nullIfMissing, readStoredBytes, storeBytes } from '@/lib/server/storage';
import * as repo from './repo';

/*
 * Uploaded files: the bytes in content-addressed storage, one `uploads` row
 * per member and purpose. The only module that writes `uploads`; other areas
 * (profiles, goods certificates) hold upload ids and call in here.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadPurpose = UploadTable['purpose'];

/** What the file's first bytes say it is; the name and the browser's claim are not trusted. */
export function sniffType(bytes: Buffer): { contentType: string; extension: string } | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { contentType: 'image/png', extension: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}

export type UploadedFile = { id: number; name: string; contentType: string; sizeBytes: number; url: string };

function cleanName(name: string): string {
  return name.replace(/[\\/\u0000-\u001f]/g, '_').slice(-120) || 'file';
}

/** Stores bytes whose type is already known (files the server made itself, such as a rendered certificate). */
export async function storeUpload(
  db: Db,
  memberId: number,
  bytes: Buffer,
  file: { purpose: UploadPurpose; name: string; contentType: string; extension: string },
): Promise<UploadedFile> {
  const { storageKey, sha256 } = await storeBytes(bytes, file.extension, file.contentType);
  const name = cleanName(file.name);
  const id = await repo.insertUpload(db, {
    memberId,
    purpose: file.purpose,
    originalName: name,
    contentType: file.contentType,
    sizeBytes: bytes.length,
    sha256,
    storageKey,
    createdAt: nowIso(),
  });
  return { id, name, contentType: file.contentType, sizeBytes: bytes.length, url: `/files/${id}` };
}

const PDF_ONLY = { invoice: '发票只能上传 PDF 文件', sds: '安全技术说明书（SDS）只能上传 PDF 文件' } as const;

/** A member's upload from the browser: size and type checked from the bytes. */
export async function saveUpload(db: Db, memberId: number, file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  if (file.size === 0) throw new AppError(ErrorCode.UPLOAD_INVALID, '文件是空的，请重新选择');
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(ErrorCode.UPLOAD_INVALID, '文件超过 10 MB，请压缩后再上传');
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffType(bytes);
  // A purpose that takes PDF only says so whatever else was sent (a Word file for an SDS is not told "PNG or JPG").
  const pdfOnly = PDF_ONLY[purpose as keyof typeof PDF_ONLY];
  if (pdfOnly && type?.contentType !== 'application/pdf') throw new AppError(ErrorCode.UPLOAD_INVALID, pdfOnly);
  if (!type) throw new AppError(ErrorCode.UPLOAD_INVALID, '只能上传 PDF、PNG 或 JPG 文件');
  return storeUpload(db, memberId, bytes, { purpose, name: file.name, ...type });
}

/** Every upload of this purpose with the same bytes, whoever sent it: one bank slip uploaded twice is still one slip. */
export function uploadsWithSameBytes(db: Db, upload: { sha256: string; purpose: UploadPurpose }): Promise<number[]> {
  return repo.uploadIdsWithHash(db, upload.sha256, upload.purpose);
}

export function findOwnUpload(db: Db, memberId: number, uploadId: number) {
  return repo.findOwnUpload(db, memberId, uploadId);
}

export type UploadRef = { id: number; name: string; contentType: string; url: string };

function refOf(row: { id: number; originalName: string; contentType: string }): UploadRef {
  return { id: row.id, name: row.originalName, contentType: row.contentType, url: `/files/${row.id}` };
}

/** A member's own upload made for this purpose (a certificate form takes only files uploaded as certificates); null otherwise. */
export async function ownUploadOfPurpose(db: Db, memberId: number, uploadId: number, purpose: UploadPurpose): Promise<UploadRef | null> {
  const row = await repo.findOwnUpload(db, memberId, uploadId);
  return row && row.purpose === purpose ? refOf(row) : null;
}

/** Names and links of uploads other areas refer to, by id. */
export async function uploadRefs(db: Db, uploadIds: number[]): Promise<Map<number, UploadRef>> {
  const rows = await repo.uploadNameRows(db, [...new Set(uploadIds)]);
  return new Map(rows.map((r) => [r.id, refOf(r)]));
}

/**
 * The bytes of an upload for `/files/<id>`: its owner may read it, and so may
 * operators (they review certificates and payment proofs) except attachments
 * of conversations, which only their two parties read (through the thread's
 * own link); null for anyone else, so a stranger cannot tell a file exists.
 */
export async function readUploadFor(db: Db, viewer: { memberId: number; isOperator: boolean }, uploadId: number) {
  const own = await repo.findOwnUpload(db, viewer.memberId, uploadId);
  const operatorsView = !own && viewer.isOperator ? await repo.findUpload(db, uploadId) : undefined;
  const row = own ?? (operatorsView?.purpose === 'message' ? undefined : operatorsView);
  if (!row) return null;
  // A record whose bytes are gone reads as missing; a store that fails (unreachable, refused) is an error, not a 404.
  const bytes = await readStoredBytes(row.storageKey).catch(nullIfMissing);
  return bytes ? { row, bytes } : null;
}

/**
 * A certificate a member uploaded as one, for public download; null for any
 * other purpose (a licence never becomes public this way) or missing bytes.
 */
export function readCertificate(db: Db, uploadId: number, ownerId: number): Promise<{ name: string; bytes: Buffer } | null> {
  return readUploadOfPurpose(db, uploadId, ownerId, 'coa');
}

/** The bytes of a member's upload of one purpose, for a download another area has authorised (an order's invoice PDF); null otherwise. */
export async function readUploadOfPurpose(
  db: Db,
  uploadId: number,
  ownerId: number,
  purpose: UploadPurpose,
): Promise<{ name: string; contentType: string; bytes: Buffer } | null> {
  const row = await repo.findUploadOfPurpose(db, uploadId, ownerId, purpose);
  if (!row) return null;
  const bytes = await readStoredBytes(row.storageKey).catch(nullIfMissing);
  return bytes ? { name: row.originalName, contentType: row.contentType, bytes } : null;
}
