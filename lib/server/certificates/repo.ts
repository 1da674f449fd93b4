import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { countRows } from '@/lib/server/core/db/count';
import type { CertificateTable, Database } from '@/lib/server/core/db/schema';
import type { CertificateScope, CertificateStatus } from '@/lib/shared/certificates';

type Eb = ExpressionBuilder<Database, 'certificates'>;

/** The SQL form of a shown status: `expired` is read from `valid_to` against `today`, and hides pending and approved. */
export function statusIs(status: CertificateStatus, today: string) {
  return (eb: Eb) => {
    const current = eb.or([eb('validTo', 'is', null), eb('validTo', '>=', today)]);
    if (status === 'rejected') return eb('status', '=', 'rejected');
    if (status === 'expired') return eb.and([eb('status', '!=', 'rejected'), eb('validTo', '<', today)]);
    return eb.and([eb('status', '=', status), current]);
  };
}

export type CertificateFilter = { memberId?: number; scope?: CertificateScope; status?: CertificateStatus };

export async function certificatePage(db: Db, filter: CertificateFilter, today: string, limit: number, offset: number) {
  let base = db.selectFrom('certificates');
  if (filter.memberId !== undefined) base = base.where('memberId', '=', filter.memberId);
  if (filter.scope) base = base.where('scope', '=', filter.scope);
  if (filter.status) base = base.where(statusIs(filter.status, today));
  // Pending certificates are a queue: the longest waiting first. Everything else: the latest change first.
  const direction = filter.status === 'pending' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('updatedAt', direction).orderBy('id', direction).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function countOfScope(db: Db, memberId: number, scope: CertificateScope): Promise<number> {
  const row = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('memberId', '=', memberId)
    .where('scope', '=', scope)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findOwn(db: Db, memberId: number, scope: CertificateScope, id: number) {
  return db.selectFrom('certificates').selectAll().where('id', '=', id).where('memberId', '=', memberId).where('scope', '=', scope).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCertificate(db: Db, row: Insertable<CertificateTable>): Promise<number> {
  const inserted = await db.insertInto('certificates').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A member's replacement: new content, back to review, one revision up. */
export async function replaceCertificate(db: Db, id: number, memberId: number, changes: Updateable<CertificateTable>): Promise<void> {
  await db
    .updateTable('certificates')
    .set((eb) => ({ ...changes, revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .execute();
}

export async function deleteOwn(db: Db, memberId: number, scope: CertificateScope, id: number): Promise<boolean> {
  const result = await db.deleteFrom('certificates').where('id', '=', id).where('memberId', '=', memberId).where('scope', '=', scope).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The operator's decision, only on the pending revision they saw: a changed or already reviewed certificate is left alone. */
export async function decide(
  db: Db,
  id: number,
  revision: number,
  changes: { status: 'approved' | 'rejected'; rejectReason: string | null; reviewedBy: number | null; reviewedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('certificates')
    .set(changes)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Kinds of a member's approved certificates valid on `day`. */
export async function approvedKindsOn(db: Db, memberId: number, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('certificates')
    .select('kind')
    .distinct()
    .where('memberId', '=', memberId)
    .where('status', '=', 'approved')
    .where('validFrom', '<=', day)
    .where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', day)]))
    .execute();
  return rows.map((r) => r.kind);
}

export function approvedCertificatesOn(db: Db, memberId: number, day: string) {
  return db
    .selectFrom('certificates')
    .select(['id', 'kind', 'number', 'holder', 'validTo', 'uploadId'])
    .where('memberId', '=', memberId)
    .where('status', '=', 'approved')
    .where('validFrom', '<=', day)
    .where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', day)]))
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function hasKind(db: Db, memberId: number, kind: string): Promise<boolean> {
  return (await db.selectFrom('certificates').select('id').where('memberId', '=', memberId).where('kind', '=', kind).limit(1).executeTakeFirst()) !== undefined;
}

/** As the review list's "pending" filter counts them: waiting, and not past their end date. */
export function countPending(db: Db, today: string): Promise<number> {
  return countRows(db.selectFrom('certificates').where(statusIs('pending', today)));
}

/** The supplier-section certificates of these members, newest first within each member. */
export function supplierCertificatesOfMembers(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('certificates')
    .select(['id', 'memberId', 'kind', 'number', 'status', 'validFrom', 'validTo', 'uploadId'])
    .where('memberId', 'in', memberIds)
    .where('scope', '=', 'supplier')
    .orderBy('memberId')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
