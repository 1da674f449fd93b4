import type { z } from 'zod';
import { memberLabels, memberTypesOf } from '@/lib/server/account/service';
import { verifiedCertificatesOf } from '@/lib/server/certificates/queries';
import { isRealNameKind } from '@/lib/shared/certificates';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { notify } from '@/lib/server/notifications/service';
import { runWorkflow } from '@/lib/server/outbox/run';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import { ORGANISATION_ROLES } from '@/lib/contracts/organisations/schema';
import type {
  MemberRolesInput,
  OrganisationDetailSchema,
  OrganisationPageSchema,
  OrganisationRole,
  RemoveMemberInput,
} from '@/lib/contracts/organisations/schema';
import { invalid, membershipOf, notFound, ownerOf } from './access';
import { presentInvitations } from './invitations';
import * as repo from './repo';
import { leavesNoOwner, rolesFromText, rolesLabel, rolesToText } from './roles';

/*
 * Organisations (issue 32; decision 0158): a teacher's research group or a
 * licence member's company or institute; members with roles (owner, approver,
 * purchaser, finance); invitations to one member or by a link. A member of
 * another organisation reads "not found" (7660) everywhere; a member without
 * the role a call needs, a refusal naming it (7663).
 */

export const MAX_CREATED = 10;
/** Former members shown on the page (the rows themselves are all kept). */
const FORMER_SHOWN = 50;

type Detail = z.input<typeof OrganisationDetailSchema>;

const lastOwner = () => new AppError(ErrorCode.ORGANISATION_LAST_OWNER, '组织至少要有一位负责人：请先把负责人角色交给另一位成员');

export async function organisationDetail(db: Db, organisationId: number, memberId: number): Promise<Detail> {
  const mine = await membershipOf(db, organisationId, memberId);
  const organisation = (await repo.organisationById(db, organisationId))!;
  const myRoles = rolesFromText(mine.roles);
  const [current, former, invitations] = await Promise.all([
    repo.currentMembers(db, organisationId),
    repo.formerMembers(db, organisationId, FORMER_SHOWN),
    myRoles.includes('owner') ? repo.openInvitationsOf(db, organisationId, nowIso()) : Promise.resolve([]),
  ]);
  const labels = await memberLabels(
    db,
    [...current, ...former].flatMap((m) => [m.memberId, ...(m.removedBy === null ? [] : [m.removedBy])]),
  );
  const present = (m: (typeof current)[number]) => ({
    memberId: m.memberId,
    username: labels.get(m.memberId)?.username ?? '',
    displayName: labels.get(m.memberId)?.displayName ?? '',
    roles: rolesFromText(m.roles),
    joinedAt: m.joinedAt,
    leftAt: m.leftAt,
    removedBy: m.removedBy === null ? null : (labels.get(m.removedBy)?.username ?? ''),
  });
  return {
    id: organisation.id,
    name: organisation.name,
    kind: organisation.kind,
    createdAt: organisation.createdAt,
    myMemberId: memberId,
    myRoles,
    members: current.map(present),
    formerMembers: former.map(present),
    invitations: await presentInvitations(db, invitations),
    rules: rulesOfRow(organisation),
  };
}

/** The approval rules as stored on the organisation's row. */
export function rulesOfRow(row: {
  approveEveryOrder: number;
  approvalAboveCents: number | null;
  approveRegulated: number;
  secondApprovalAboveCents: number | null;
  requireFund: number;
}) {
  return {
    requireFund: row.requireFund === 1,
    approveEveryOrder: row.approveEveryOrder === 1,
    approvalAboveCents: row.approvalAboveCents === null ? null : Number(row.approvalAboveCents),
    approveRegulated: row.approveRegulated === 1,
    secondApprovalAboveCents: row.secondApprovalAboveCents === null ? null : Number(row.secondApprovalAboveCents),
  };
}

export async function myOrganisations(db: Db, memberId: number, paging: PageQuery): Promise<z.input<typeof OrganisationPageSchema>> {
  const [rows, total] = await Promise.all([repo.myMemberships(db, memberId, offsetOf(paging), paging.pageSize), repo.countMyMemberships(db, memberId)]);
  const counts = await repo.countCurrentMembers(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      myRoles: rolesFromText(r.roles),
      memberCount: counts.get(r.id) ?? 0,
      joinedAt: r.joinedAt,
    })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** The organisation an owner created by that name, or null (the demo's loader finds its group). */
export async function organisationIdNamed(db: Db, createdBy: number, name: string): Promise<number | null> {
  return (await repo.organisationNamed(db, createdBy, name))?.id ?? null;
}

/** Organisation names by id, for the orders bought for them. */
export async function organisationNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.organisationNameRows(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The local demo's research group (lib/server/demo/seed.ts): made once, when
 * its owner has none of that name, with its members already in it.
 */
export async function seedOrganisation(
  db: Db,
  seed: { name: string; ownerId: number; members: { memberId: number; roles: OrganisationRole[] }[] },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (await repo.organisationNamed(trx, seed.ownerId, seed.name)) return false;
    const memberType = (await memberTypesOf(trx, [seed.ownerId])).get(seed.ownerId);
    const at = nowIso();
    const organisationId = await repo.insertOrganisation(trx, {
      name: seed.name,
      kind: memberType === 'licence' ? 'company' : 'research_group',
      createdBy: seed.ownerId,
      createdAt: at,
      updatedAt: at,
    });
    await repo.insertMembership(trx, {
      organisationId,
      memberId: seed.ownerId,
      roles: rolesToText(ORGANISATION_ROLES),
      invitedBy: null,
      joinedAt: at,
    });
    for (const m of seed.members)
      await repo.insertMembership(trx, { organisationId, memberId: m.memberId, roles: rolesToText(m.roles), invitedBy: seed.ownerId, joinedAt: at });
    return true;
  });
}

/** A teacher makes a research group, a licence member a company or institute; the creator owns it with every role. */
export async function createOrganisation(db: Db, memberId: number, name: string): Promise<Detail> {
  const memberType = (await memberTypesOf(db, [memberId])).get(memberId);
  if (memberType !== 'teacher' && memberType !== 'licence')
    throw new AppError(ErrorCode.ORGANISATION_CREATE_NOT_ALLOWED, '学生账号不能创建组织：请由课题组负责人（教师账号）或单位账号创建，再邀请您加入', {
      memberType: memberType ?? null,
    });
  const id = await inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'organisationsCreated', memberId);
    if ((await repo.countCreatedBy(trx, memberId)) >= MAX_CREATED) throw new AppError(ErrorCode.ORGANISATION_LIMIT, `每个账号最多创建 ${MAX_CREATED} 个组织`);
    const at = nowIso();
    const organisationId = await repo.insertOrganisation(trx, {
      name,
      kind: memberType === 'teacher' ? 'research_group' : 'company',
      createdBy: memberId,
      createdAt: at,
      updatedAt: at,
    });
    await repo.insertMembership(trx, {
      organisationId,
      memberId,
      roles: rolesToText(ORGANISATION_ROLES),
      invitedBy: null,
      joinedAt: at,
    });
    return organisationId;
  });
  return organisationDetail(db, id, memberId);
}

export async function renameOrganisation(db: Db, memberId: number, organisationId: number, name: string): Promise<Detail> {
  await ownerOf(db, organisationId, memberId);
  await repo.renameOrganisation(db, organisationId, name, nowIso());
  return organisationDetail(db, organisationId, memberId);
}

/** The target's current stay and every current member's roles, read under the organisation's lock. */
async function targetAndMembers(trx: Db, organisationId: number, targetId: number, actor: { memberId: number; mustOwn: boolean }) {
  await lockMemberWrites(trx, 'organisations', organisationId);
  const members = await repo.currentMembers(trx, organisationId);
  // Checked again under the lock: an owner removed or demoted at this moment no longer manages.
  const acting = members.find((m) => m.memberId === actor.memberId);
  if (!acting) throw notFound();
  if (actor.mustOwn && !rolesFromText(acting.roles).includes('owner'))
    throw new AppError(ErrorCode.ORGANISATION_ROLE_REQUIRED, '该操作需要组织的「负责人」角色', { role: 'owner' });
  const target = members.find((m) => m.memberId === targetId);
  if (!target) throw new AppError(ErrorCode.ORGANISATION_NOT_FOUND, '该会员不是本组织的现有成员');
  return { target, members: members.map((m) => ({ memberId: m.memberId, roles: rolesFromText(m.roles) })) };
}

export async function setMemberRoles(db: Db, memberId: number, input: z.output<typeof MemberRolesInput>): Promise<Detail> {
  await ownerOf(db, input.organisationId, memberId);
  const organisation = (await repo.organisationById(db, input.organisationId))!;
  await runWorkflow(db, 'organisation-roles', async (ctx) => {
    const { target, members } = await targetAndMembers(ctx.trx, input.organisationId, input.memberId, { memberId, mustOwn: true });
    if (leavesNoOwner(members, { memberId: input.memberId, rolesAfter: input.roles })) throw lastOwner();
    if (target.roles === rolesToText(input.roles)) return;
    await repo.setMembershipRoles(ctx.trx, target.id, rolesToText(input.roles));
    if (input.memberId !== memberId)
      await notify(ctx, [
        {
          memberId: input.memberId,
          kind: 'organisation',
          title: `您在「${organisation.name}」的角色已调整`,
          body: `现在的角色：${rolesLabel(input.roles)}。`,
          link: `/member/organisations/${input.organisationId}`,
        },
      ]);
  });
  return organisationDetail(db, input.organisationId, memberId);
}

export async function removeMember(db: Db, memberId: number, input: z.output<typeof RemoveMemberInput>): Promise<Detail> {
  await ownerOf(db, input.organisationId, memberId);
  if (input.memberId === memberId) throw invalid('memberId', '不能移出自己：请使用「退出组织」');
  const organisation = (await repo.organisationById(db, input.organisationId))!;
  await runWorkflow(db, 'organisation-remove', async (ctx) => {
    const { target, members } = await targetAndMembers(ctx.trx, input.organisationId, input.memberId, { memberId, mustOwn: true });
    if (leavesNoOwner(members, { memberId: input.memberId, rolesAfter: [] })) throw lastOwner();
    await repo.endMembership(ctx.trx, target.id, nowIso(), memberId);
    await notify(ctx, [
      {
        memberId: input.memberId,
        kind: 'organisation',
        title: `您已被移出「${organisation.name}」`,
        body: '您以该组织名义下的历史订单与记录保留不变。如有疑问，请联系组织负责人。',
        link: null,
      },
    ]);
  });
  return organisationDetail(db, input.organisationId, memberId);
}

export async function leaveOrganisation(db: Db, memberId: number, organisationId: number): Promise<{ left: true }> {
  await membershipOf(db, organisationId, memberId);
  await inTransaction(db, async (trx) => {
    const { target, members } = await targetAndMembers(trx, organisationId, memberId, { memberId, mustOwn: false });
    if (leavesNoOwner(members, { memberId, rolesAfter: [] })) throw lastOwner();
    await repo.endMembership(trx, target.id, nowIso(), null);
  });
  return { left: true };
}

export { currentMembers, holdsOrganisationRole, organisationsWhereRole, ownerOf, requireOrganisationRoles } from './access';
export { answerInvitation, createInviteLink, invitationsToMe, invitePreview, inviteMember, joinByLink, revokeInvitation } from './invitations';

/**
 * What the organisation has proved, for its orders' contracts: the approved,
 * unexpired certificates (never a person's identity card) of its first owner
 * who holds any, as "营业执照 某某公司（91310000…）". Empty when none.
 */
export async function verifiedDetailsOf(db: Db, organisationId: number): Promise<string[]> {
  const owners = (await repo.currentMemberRoles(db, organisationId)).filter((m) => rolesFromText(m.roles).includes('owner'));
  for (const owner of owners) {
    const certificates = (await verifiedCertificatesOf(db, owner.memberId)).filter((c) => !isRealNameKind(c.kind));
    if (certificates.length > 0) return certificates.map((c) => `${c.kindLabel} ${c.holder}（${c.number}）`);
  }
  return [];
}
