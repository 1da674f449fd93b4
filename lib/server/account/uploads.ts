import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { readStoredBytes, storeBytes } from '@/lib/server/core/storage';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

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

export async function saveUpload(db: Db, memberId: number, file: File, purpose: 'licence'): Promise<UploadedFile> {
  if (file.size === 0) throw new AppError(ErrorCode.UPLOAD_INVALID, '文件是空的，请重新选择');
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(ErrorCode.UPLOAD_INVALID, '文件超过 10 MB，请压缩后再上传');
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (!type) throw new AppError(ErrorCode.UPLOAD_INVALID, '只能上传 PDF、PNG 或 JPG 文件');
  const { storageKey, sha256 } = await storeBytes(bytes, type.extension);
  const name = cleanName(file.name);
  const row = await db
    .insertInto('uploads')
    .values({ memberId, purpose, originalName: name, contentType: type.contentType, sizeBytes: bytes.length, sha256, storageKey, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name, contentType: type.contentType, sizeBytes: bytes.length, url: `/files/${row.id}` };
}

export async function findOwnUpload(db: Db, memberId: number, uploadId: number) {
  return db.selectFrom('uploads').selectAll().where('id', '=', uploadId).where('memberId', '=', memberId).executeTakeFirst();
}

/** The bytes of a member's own upload, or null when it is not theirs (or gone). */
export async function readOwnUpload(db: Db, memberId: number, uploadId: number) {
  const row = await findOwnUpload(db, memberId, uploadId);
  if (!row) return null;
  return { row, bytes: await readStoredBytes(row.storageKey) };
}
