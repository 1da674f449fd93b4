import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { UploadTable } from '@/lib/server/core/db/schema';

export async function insertUpload(db: Db, row: Insertable<UploadTable>): Promise<number> {
  const inserted = await db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findOwnUpload(db: Db, memberId: number, uploadId: number) {
  return db.selectFrom('uploads').selectAll().where('id', '=', uploadId).where('memberId', '=', memberId).executeTakeFirst();
}

export async function findUploadOfPurpose(db: Db, uploadId: number, memberId: number, purpose: UploadTable['purpose']) {
  return db
    .selectFrom('uploads')
    .select(['storageKey', 'originalName', 'contentType'])
    .where('id', '=', uploadId)
    .where('memberId', '=', memberId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

export async function findUpload(db: Db, uploadId: number) {
  return db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
}

export async function uploadNameRows(db: Db, uploadIds: number[]) {
  if (uploadIds.length === 0) return [];
  return db.selectFrom('uploads').select(['id', 'originalName', 'contentType']).where('id', 'in', uploadIds).execute();
}

export async function uploadIdsWithHash(db: Db, sha256: string, purpose: UploadTable['purpose']): Promise<number[]> {
  const rows = await db.selectFrom('uploads').select('id').where('sha256', '=', sha256).where('purpose', '=', purpose).execute();
  return rows.map((r) => r.id);
}
