import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { requireRole } from '@/lib/server/account/roles';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import type { CertificateTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';
import { ownUploadOfPurpose, uploadRefs } from '@/lib/server/uploads/service';
import { displayStatus, kindLabel, SCOPE_LABELS, STATUS_LABELS, type CertificateScope } from '@/lib/shared/certificates';
import { chinaToday } from '@/lib/shared/china-day';
import { formatPermitQuantity } from '@/lib/shared/permit-quantity';
import { BASE_UNITS } from '@/lib/shared/units';
import { allowancesOf, deleteAllowances, hasDraws, replaceAllowances, type Allowance } from './allowances';
import * as repo from './repo';
import { CertificateInput, QUANTITY_KINDS, type CertificateSchema } from '@/lib/contracts/certificates/schema';

export type Certificate = z.infer<typeof CertificateSchema>;
export type CertificateSave = z.output<typeof CertificateInput>;

export const MAX_CERTIFICATES_PER_SCOPE = 20;

// Another member's certificate, or one of the other section, answers exactly like a missing one.
export const certificateNotFound = () => new AppError(ErrorCode.CERTIFICATE_NOT_FOUND, '证书不存在或已删除');

/** Certificates as the API answers them, with their files; the status shown accounts for expiry on `today`. */
export async function presentCertificates(db: Db, rows: Selectable<CertificateTable>[], today = chinaToday()): Promise<Certificate[]> {
  const [files, allowances] = await Promise.all([
    uploadRefs(
      db,
      rows.map((r) => r.uploadId),
    ),
    allowancesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const status = displayStatus(row.status, row.validTo, today);
    return {
      id: row.id,
      scope: row.scope,
      kind: row.kind,
      kindLabel: kindLabel(row.kind),
      number: row.number,
      holder: row.holder,
      validFrom: row.validFrom,
      validTo: row.validTo,
      status,
      statusLabel: STATUS_LABELS[status],
      rejectReason: row.status === 'rejected' ? row.rejectReason : null,
      revision: row.revision,
      file: files.get(row.uploadId) ?? null,
      allowances: (allowances.get(row.id) ?? []).map((a) => ({
        cas: a.cas,
        quantity: a.quantity,
        base: a.base,
        used: a.used,
        remaining: a.remaining,
        label: `剩余 ${formatPermitQuantity(a.remaining, a.base)} / 共 ${formatPermitQuantity(a.quantity, a.base)}`,
      })),
      countsQuantities: QUANTITY_KINDS.includes(row.kind) && Number(row.quantitiesCounted) === 1,
      reviewedAt: row.reviewedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

/** A member's certificates (one section, or both), the latest change first. */
export async function listCertificates(db: Db, memberId: number, query: PageQuery & { scope?: CertificateScope }): Promise<Page<Certificate>> {
  const { rows, total } = await repo.certificatePage(db, { memberId, scope: query.scope }, chinaToday(), query.pageSize, offsetOf(query));
  return { list: await presentCertificates(db, rows), total, page: query.page, pageSize: query.pageSize };
}

async function presentOne(db: Db, row: Selectable<CertificateTable> | undefined): Promise<Certificate> {
  if (!row) throw certificateNotFound();
  return (await presentCertificates(db, [row]))[0]!;
}

/**
 * store_certificate: adds a certificate, or replaces one of the member's own
 * (`id`). Either way it waits for review: a replaced approved certificate is
 * pending again, so nothing unreviewed ever counts as approved. Supplier
 * licences are for sellers (3012 otherwise).
 */
export async function storeCertificate(db: Db, memberId: number, input: CertificateSave): Promise<Certificate> {
  if (input.scope === 'supplier') await requireRole(db, memberId, 'seller');
  return inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'certificates', memberId);
    const file = await ownUploadOfPurpose(trx, memberId, input.uploadId, 'certificate');
    if (!file) {
      const message = '证书文件不存在，请重新上传（须为本人以“资质证书”用途上传的文件）';
      throw new AppError(ErrorCode.VALIDATION_FAILED, `参数 uploadId 不正确：${message}`, { fields: [{ field: 'uploadId', message }] });
    }
    const content = {
      kind: input.kind,
      number: input.number,
      holder: input.holder,
      validFrom: input.validFrom,
      validTo: input.validTo,
      uploadId: input.uploadId,
      quantitiesCounted: QUANTITY_KINDS.includes(input.kind) ? 1 : 0,
      status: 'pending' as const,
      rejectReason: null,
      reviewedBy: null,
      reviewedAt: null,
      updatedAt: nowIso(),
    };
    if (input.id !== undefined) {
      if (!(await repo.findOwn(trx, memberId, input.scope, input.id))) throw certificateNotFound();
      await repo.replaceCertificate(trx, input.id, memberId, content);
      // The list as sent (a kind that lists no quantities drops it); earlier rows stay, superseded, for the draws on them.
      await replaceAllowances(trx, input.id, allowancesIn(input.allowances ?? []));
      return presentOne(trx, await repo.findOwn(trx, memberId, input.scope, input.id));
    }
    if ((await repo.countOfScope(trx, memberId, input.scope)) >= MAX_CERTIFICATES_PER_SCOPE) {
      throw new AppError(
        ErrorCode.CERTIFICATE_LIMIT_REACHED,
        `${SCOPE_LABELS[input.scope]}最多保存 ${MAX_CERTIFICATES_PER_SCOPE} 份证书，请先删除过期或不再使用的证书`,
      );
    }
    const id = await repo.insertCertificate(trx, { ...content, memberId, scope: input.scope, revision: 1, createdAt: content.updatedAt });
    if (input.allowances?.length) await replaceAllowances(trx, id, allowancesIn(input.allowances));
    return presentOne(trx, await repo.findOwn(trx, memberId, input.scope, id));
  });
}

/** delete_certificate (buyer section) and delete_supplier_certificate: only the member's own, of that section. */
export async function deleteCertificate(db: Db, memberId: number, scope: CertificateScope, id: number): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.findOwn(trx, memberId, scope, id))) throw certificateNotFound();
    // Orders drew on it: it is part of the record of those sales (a new permit is uploaded beside it instead).
    if (await hasDraws(trx, id)) throw new AppError(ErrorCode.CERTIFICATE_IN_USE, '这份许可证已有订单按数量使用，不能删除；新的许可证请另行上传');
    await deleteAllowances(trx, id);
    if (!(await repo.deleteOwn(trx, memberId, scope, id))) throw certificateNotFound();
    return { id };
  });
}

/** Demo data: whether the member keeps a certificate of this kind (in either section). */
export function hasCertificateOfKind(db: Db, memberId: number, kind: string): Promise<boolean> {
  return repo.hasKind(db, memberId, kind);
}

/** Demo data: a certificate already approved (no operator: `reviewedBy` null). Validated like any request. */
export async function importApprovedCertificate(db: Db, memberId: number, input: z.input<typeof CertificateInput>): Promise<void> {
  const stored = await storeCertificate(db, memberId, CertificateInput.parse(input));
  await repo.decide(db, stored.id, stored.revision, { status: 'approved', rejectReason: null, reviewedBy: null, reviewedAt: nowIso() });
}

/** Permit quantities as stored: grams or millilitres. */
function allowancesIn(input: { cas: string; quantity: number; unitCode: string }[]): Allowance[] {
  return input.map((a) => {
    const base = BASE_UNITS[a.unitCode]!;
    return { cas: a.cas, quantity: a.quantity * base.factor, base: base.label };
  });
}
