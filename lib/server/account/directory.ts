import { sql } from 'kysely';
import type { z } from 'zod';
import type { MemberDetailSchema, MemberListQuery, MemberSummarySchema } from '@/lib/contracts/admin/schema';
import { recordAudit } from '@/lib/server/audit/service';
import { activeSessionCount, revokeMemberSessions } from '@/lib/server/core/auth';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { escapeLike } from '@/lib/server/core/db/like';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page } from '@/lib/contracts/pagination';
import { accountLabel } from '@/lib/shared/member-types';

/*
 * The operators' view of members (console /admin/members): search, one
 * member's record, disable and enable. Disabling revokes every session and
 * keeps the member from signing in (auth checks `assertMemberActive`);
 * enabling does not bring the old sessions back.
 */

export type MemberSummary = z.infer<typeof MemberSummarySchema>;
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

const SUMMARY_COLUMNS = [
  'id',
  'username',
  'displayName',
  'memberType',
  'companyName',
  'phone',
  'email',
  'emailVerifiedAt',
  'isBuyer',
  'isSeller',
  'isOperator',
  'createdAt',
  'lastLoginAt',
  'disabledAt',
  'disabledReason',
] as const;

type SummaryRow = NonNullable<Awaited<ReturnType<typeof findSummaryRow>>>;

function findSummaryRow(db: Db, memberId: number) {
  return db.selectFrom('members').select(SUMMARY_COLUMNS).where('id', '=', memberId).executeTakeFirst();
}

function toSummary(row: SummaryRow): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    memberType: row.memberType,
    companyName: row.companyName,
    phone: row.phone,
    email: row.email,
    roles: { buyer: row.isBuyer === 1, seller: row.isSeller === 1, operator: row.isOperator === 1 },
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
  };
}

/** Members matching the keyword (account, phone, email, name, company) and filters, newest first. */
export async function searchMembers(db: Db, query: MemberListQuery): Promise<Page<MemberSummary>> {
  const matching = () => {
    let q = db.selectFrom('members');
    if (query.keyword) {
      // Usernames hold underscores (demo_buyer): the keyword's wildcards are escaped, not dropped.
      const pattern = `%${escapeLike(query.keyword.toLowerCase())}%`;
      const columns = ['username', 'phone', 'email', 'displayName', 'companyName'] as const;
      q = q.where((eb) => eb.or(columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)));
    }
    if (query.role === 'buyer') q = q.where('isBuyer', '=', 1);
    if (query.role === 'seller') q = q.where('isSeller', '=', 1);
    if (query.role === 'operator') q = q.where('isOperator', '=', 1);
    if (query.status === 'active') q = q.where('disabledAt', 'is', null);
    if (query.status === 'disabled') q = q.where('disabledAt', 'is not', null);
    return q;
  };
  const [rows, counted] = await Promise.all([
    matching().select(SUMMARY_COLUMNS).orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
    matching()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toSummary), total: Number(counted.n), page: query.page, pageSize: query.pageSize };
}

const memberNotFound = () => new AppError(ErrorCode.MEMBER_NOT_FOUND, '会员不存在');

export async function memberDetail(db: Db, memberId: number, now = new Date()): Promise<MemberDetail> {
  const row = await findSummaryRow(db, memberId);
  if (!row) throw memberNotFound();
  const [profile, sessions] = await Promise.all([
    db.selectFrom('memberProfiles').selectAll().where('memberId', '=', memberId).executeTakeFirst(),
    activeSessionCount(db, memberId, now),
  ]);
  return {
    ...toSummary(row),
    emailVerified: row.emailVerifiedAt !== null,
    profile: profile
      ? {
          kind: profile.kind,
          realName: profile.realName,
          organisationName: profile.organisationName,
          creditCode: profile.creditCode,
          address: profile.address,
          licenceUploaded: profile.licenceUploadId !== null,
          updatedAt: profile.updatedAt,
        }
      : null,
    activeSessions: sessions,
  };
}

/** Code 7401 for a member an operator has disabled; sign-in calls it once the person is proven. */
export async function assertMemberActive(db: Db, memberId: number): Promise<void> {
  const row = await db.selectFrom('members').select('disabledAt').where('id', '=', memberId).executeTakeFirst();
  if (row?.disabledAt) throw new AppError(ErrorCode.ACCOUNT_DISABLED, '该账号已被平台停用，无法登录。如有疑问请联系平台客服');
}

function auditState(row: SummaryRow) {
  return { status: row.disabledAt ? 'disabled' : 'active', disabledAt: row.disabledAt, disabledReason: row.disabledReason };
}

/**
 * Disables or re-enables a member, with the reason, in one transaction with
 * its audit entry. The update is conditional on the current state, so two
 * operators acting at once write one change and one entry.
 */
export async function setMemberDisabled(db: Db, operatorId: number, input: { id: number; reason: string; disabled: boolean }): Promise<MemberDetail> {
  if (input.disabled && input.id === operatorId) {
    throw new AppError(ErrorCode.SELF_DISABLE_REFUSED, '不能停用自己的账号，请由其他运营人员操作');
  }
  await inTransaction(db, async (trx) => {
    const before = await findSummaryRow(trx, input.id);
    if (!before) throw memberNotFound();
    const at = nowIso();
    const changes = input.disabled ? { disabledAt: at, disabledReason: input.reason } : { disabledAt: null, disabledReason: null };
    const result = await trx
      .updateTable('members')
      .set(changes)
      .where('id', '=', input.id)
      .where('disabledAt', input.disabled ? 'is' : 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new AppError(ErrorCode.MEMBER_STATE_UNCHANGED, input.disabled ? '该会员已是停用状态' : '该会员未被停用');
    }
    if (input.disabled) await revokeMemberSessions(trx, input.id);
    await recordAudit(trx, {
      operatorId,
      action: input.disabled ? 'member.disable' : 'member.enable',
      entity: 'member',
      entityId: input.id,
      before: auditState(before),
      after: auditState({ ...before, ...changes }),
      reason: input.reason,
    });
  });
  return memberDetail(db, input.id);
}

/** Members disabled since `since` (the console dashboard). */
export async function membersDisabledSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('disabledAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Usernames and display names of operators, for the audit log's "who". */
export async function operatorNames(db: Db, memberIds: number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username', 'displayName'])
    .where('id', 'in', [...new Set(memberIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, accountLabel(r.displayName, r.username)]));
}

/** Operators, for the audit log's filter. */
export async function listOperators(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db.selectFrom('members').select(['id', 'username', 'displayName']).where('isOperator', '=', 1).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: accountLabel(r.displayName, r.username) }));
}
