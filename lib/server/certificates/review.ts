import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { sellerNames, usernamesOf } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { CertificateTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf } from '@/lib/contracts/pagination';
import { notify } from '@/lib/server/notifications/service';
import { runWorkflow } from '@/lib/server/outbox/run';
import { displayStatus, kindLabel, publicNumber, STATUS_LABELS } from '@/lib/shared/certificates';
import { chinaToday } from '@/lib/shared/china-day';
import * as repo from './repo';
import type { AdminCertificatePageSchema, AdminCertificateQuery, AdminCertificateSchema, CertificateReviewInput } from '@/lib/contracts/certificates/schema';
import { certificateNotFound, presentCertificates } from './service';

type AdminCertificate = z.infer<typeof AdminCertificateSchema>;

/** The operator's review queue and history: every member's certificates, filtered by shown status, member and section. */
export async function adminCertificates(db: Db, query: z.output<typeof AdminCertificateQuery>): Promise<z.infer<typeof AdminCertificatePageSchema>> {
  const today = chinaToday();
  const { rows, total } = await repo.certificatePage(
    db,
    { memberId: query.memberId, scope: query.scope, status: query.status },
    today,
    query.pageSize,
    offsetOf(query),
  );
  return { list: await withMembers(db, rows, today), total, page: query.page, pageSize: query.pageSize };
}

/** Certificates as operators see them: with the member's username and name. */
async function withMembers(db: Db, rows: Selectable<CertificateTable>[], today: string): Promise<AdminCertificate[]> {
  const memberIds = rows.map((r) => r.memberId);
  const [certificates, usernames, names] = await Promise.all([presentCertificates(db, rows, today), usernamesOf(db, memberIds), sellerNames(db, memberIds)]);
  return certificates.map((c, i) => {
    const memberId = rows[i]!.memberId;
    return { ...c, memberId, username: usernames.get(memberId) ?? '', memberName: names.get(memberId) ?? '' };
  });
}

/**
 * Approve or reject (with a reason the member reads) the revision the
 * operator looked at. The decision, its audit entry and the member's message
 * commit together; a certificate changed since, already decided, expired, or
 * the operator's own is refused (7103) rather than decided blind.
 */
export async function reviewCertificate(db: Db, operatorId: number, input: z.output<typeof CertificateReviewInput>): Promise<AdminCertificate> {
  await runWorkflow(db, 'certificate-review', async (ctx) => {
    const before = await repo.findById(ctx.trx, input.id);
    if (!before) throw certificateNotFound();
    // Separation of duties: an operator who also trades here does not approve their own licences.
    if (before.memberId === operatorId) throw conflict('不能审核自己的证书，请由其他运营人员审核', before);
    const shown = displayStatus(before.status, before.validTo, chinaToday());
    if (shown === 'expired') throw conflict('证书已过有效期，无法审核', before);
    if (before.revision !== input.revision) throw conflict('会员在您打开后修改了这份证书，请刷新后重新审核', before);
    if (before.status !== 'pending') throw conflict(`这份证书已审核（${STATUS_LABELS[before.status]}），无需再审`, before);
    const approve = input.decision === 'approve';
    const decision = {
      status: approve ? ('approved' as const) : ('rejected' as const),
      rejectReason: approve ? null : (input.reason ?? null),
      reviewedBy: operatorId,
      reviewedAt: nowIso(),
    };
    if (!(await repo.decide(ctx.trx, input.id, input.revision, decision))) throw conflict('这份证书刚被修改或审核过，请刷新后重新审核', before);
    // The audit log and the message outlive the review: an identity number appears there masked.
    const number = publicNumber(before.kind, before.number);
    await recordAudit(ctx.trx, {
      operatorId,
      action: approve ? 'certificate.approve' : 'certificate.reject',
      entity: 'certificate',
      entityId: input.id,
      before: { status: before.status, revision: before.revision, kind: before.kind, number },
      after: { status: decision.status, revision: before.revision, kind: before.kind, number },
      reason: decision.rejectReason,
    });
    const label = kindLabel(before.kind);
    await notify(ctx, [
      {
        memberId: before.memberId,
        kind: 'certificate_reviewed',
        title: approve ? `${label}已通过审核` : `${label}未通过审核`,
        body: approve ? `您的${label}（${number}）已通过审核。` : `您的${label}（${number}）未通过审核，原因：${decision.rejectReason}。请修改后重新提交。`,
        link: '/member/account/certificate',
      },
    ]);
  });
  const row = await repo.findById(db, input.id);
  if (!row) throw certificateNotFound();
  return (await withMembers(db, [row], chinaToday()))[0]!;
}

function conflict(message: string, row: { status: string; revision: number }): AppError {
  return new AppError(ErrorCode.CERTIFICATE_REVIEW_CONFLICT, message, { status: row.status, revision: row.revision });
}
