import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { findMemberByAccount, memberLabels, memberTypesOf } from '@/lib/server/account/service';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { notify } from '@/lib/server/notifications/service';
import { runWorkflow } from '@/lib/server/outbox/run';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import {
  ORGANISATION_KIND_LABELS,
  ORGANISATION_ROLE_LABELS,
  type AnswerInvitationInput,
  type CreateInviteLinkInput,
  type InvitationToMeSchema,
  type InviteMemberInput,
  type MemberRolesInput,
  type OrganisationDetailSchema,
  type OrganisationInvitationSchema,
  type OrganisationPageSchema,
  type OrganisationRole,
  type RemoveMemberInput,
} from '@/lib/contracts/organisations/schema';
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
export const MAX_MEMBERS = 500;
export const MAX_OPEN_INVITATIONS = 50;
export const INVITATION_DAYS = 14;
export const LINK_DAYS = 7;
/** Former members shown on the page (the rows themselves are all kept). */
const FORMER_SHOWN = 50;
const DAY_MS = 86_400_000;

export const JOIN_PATH = '/member/organisations/join';

type Detail = z.input<typeof OrganisationDetailSchema>;
type Invitation = z.input<typeof OrganisationInvitationSchema>;
type InvitationToMe = z.input<typeof InvitationToMeSchema>;
type Membership = NonNullable<Awaited<ReturnType<typeof repo.currentMembership>>>;
type InvitationRow = NonNullable<Awaited<ReturnType<typeof repo.invitationById>>>;

const notFound = () => new AppError(ErrorCode.ORGANISATION_NOT_FOUND, '组织不存在，或您不是它的成员');
const invitationGone = (why = '邀请不存在、已处理或已过期') => new AppError(ErrorCode.ORGANISATION_INVITATION_NOT_FOUND, why);
const invalid = (field: string, message: string) => new AppError(ErrorCode.ORGANISATION_INVALID, message, { fields: [{ field, message }] });
const lastOwner = () => new AppError(ErrorCode.ORGANISATION_LAST_OWNER, '组织至少要有一位负责人：请先把负责人角色交给另一位成员');
const daysFrom = (now: string, days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString();

/** The caller's current stay in the organisation, or "not found" (the organisation's existence is not told). */
async function membershipOf(db: Db, organisationId: number, memberId: number): Promise<Membership> {
  const membership = await repo.currentMembership(db, organisationId, memberId);
  if (!membership) throw notFound();
  return membership;
}

function requireOrganisationRole(membership: Membership, role: OrganisationRole): void {
  if (!rolesFromText(membership.roles).includes(role))
    throw new AppError(ErrorCode.ORGANISATION_ROLE_REQUIRED, `该操作需要组织的「${ORGANISATION_ROLE_LABELS[role]}」角色`, { role });
}

/** The owner's membership, checked: a member of the organisation with the owner role. */
async function ownerOf(db: Db, organisationId: number, memberId: number): Promise<Membership> {
  const membership = await membershipOf(db, organisationId, memberId);
  requireOrganisationRole(membership, 'owner');
  return membership;
}

function presentInvitation(row: InvitationRow, names: Map<number, { username: string }>): Invitation {
  return {
    id: row.id,
    kind: row.kind,
    invitee: row.inviteeId === null ? null : (names.get(row.inviteeId)?.username ?? null),
    path: row.token === null ? null : `${JOIN_PATH}/${row.token}`,
    roles: rolesFromText(row.roles),
    createdBy: names.get(row.createdBy)?.username ?? '',
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    uses: row.uses,
  };
}

async function presentInvitations(db: Db, rows: InvitationRow[]): Promise<Invitation[]> {
  const names = await memberLabels(db, rows.flatMap((r) => [r.createdBy, ...(r.inviteeId === null ? [] : [r.inviteeId])]));
  return rows.map((r) => presentInvitation(r, names));
}

export async function organisationDetail(db: Db, organisationId: number, memberId: number): Promise<Detail> {
  const mine = await membershipOf(db, organisationId, memberId);
  const organisation = (await repo.organisationById(db, organisationId))!;
  const myRoles = rolesFromText(mine.roles);
  const [current, former, invitations] = await Promise.all([
    repo.currentMembers(db, organisationId),
    repo.formerMembers(db, organisationId, FORMER_SHOWN),
    myRoles.includes('owner') ? repo.openInvitationsOf(db, organisationId, nowIso()) : Promise.resolve([]),
  ]);
  const labels = await memberLabels(db, [...current, ...former].flatMap((m) => [m.memberId, ...(m.removedBy === null ? [] : [m.removedBy])]));
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
  };
}

export async function myOrganisations(db: Db, memberId: number, paging: PageQuery): Promise<z.input<typeof OrganisationPageSchema>> {
  const [rows, total] = await Promise.all([repo.myMemberships(db, memberId, offsetOf(paging), paging.pageSize), repo.countMyMemberships(db, memberId)]);
  const counts = await repo.countCurrentMembers(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, myRoles: rolesFromText(r.roles), memberCount: counts.get(r.id) ?? 0, joinedAt: r.joinedAt })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** Organisation names by id, for the orders bought for them. */
export async function organisationNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.organisationNameRows(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The organisation a member orders for: they must belong to it now and hold
 * one of `roles` (purchasers place orders; owners, approvers and finance read
 * its orders). Another organisation reads 7660, a missing role 7663.
 */
export async function requireOrganisationRoles(db: Db, organisationId: number, memberId: number, roles: OrganisationRole[]): Promise<{ id: number; name: string }> {
  const membership = await membershipOf(db, organisationId, memberId);
  const held = rolesFromText(membership.roles);
  if (!roles.some((r) => held.includes(r)))
    throw new AppError(ErrorCode.ORGANISATION_ROLE_REQUIRED, `该操作需要组织的「${roles.map((r) => ORGANISATION_ROLE_LABELS[r]).join('」或「')}」角色`, { role: roles[0] });
  const organisation = (await repo.organisationById(db, organisationId))!;
  return { id: organisation.id, name: organisation.name };
}

/** The organisations a member may order for (purchaser now), for the checkout's "for whom". */
export async function purchasingOrganisations(db: Db, memberId: number): Promise<{ id: number; name: string }[]> {
  const rows = await repo.myMemberships(db, memberId, 0, MAX_CREATED * 10);
  return rows.filter((r) => rolesFromText(r.roles).includes('purchaser')).map((r) => ({ id: r.id, name: r.name }));
}

/**
 * The local demo's research group (lib/server/demo/seed.ts): made once, when
 * its owner has none of that name, with its members already in it.
 */
export async function seedOrganisation(db: Db, seed: { name: string; ownerId: number; members: { memberId: number; roles: OrganisationRole[] }[] }): Promise<boolean> {
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
    await repo.insertMembership(trx, { organisationId, memberId: seed.ownerId, roles: rolesToText(['owner', 'approver', 'purchaser', 'finance']), invitedBy: null, joinedAt: at });
    for (const m of seed.members)
      await repo.insertMembership(trx, { organisationId, memberId: m.memberId, roles: rolesToText(m.roles), invitedBy: seed.ownerId, joinedAt: at });
    return true;
  });
}

/** A teacher makes a research group, a licence member a company or institute; the creator owns it with every role. */
export async function createOrganisation(db: Db, memberId: number, name: string): Promise<Detail> {
  const memberType = (await memberTypesOf(db, [memberId])).get(memberId);
  if (memberType !== 'teacher' && memberType !== 'licence')
    throw new AppError(
      ErrorCode.ORGANISATION_CREATE_NOT_ALLOWED,
      '学生账号不能创建组织：请由课题组负责人（教师账号）或单位账号创建，再邀请您加入',
      { memberType: memberType ?? null },
    );
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
      roles: rolesToText(['owner', 'approver', 'purchaser', 'finance']),
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

/** Under the organisation's lock: the open invitations' limit. */
async function assertInvitationRoom(trx: Db, organisationId: number, now: string): Promise<void> {
  if ((await repo.openInvitationsOf(trx, organisationId, now)).length >= MAX_OPEN_INVITATIONS)
    throw new AppError(ErrorCode.ORGANISATION_LIMIT, `未处理的邀请最多 ${MAX_OPEN_INVITATIONS} 个：请先撤回过期不用的邀请`);
}

export async function inviteMember(db: Db, memberId: number, input: z.output<typeof InviteMemberInput>): Promise<Invitation> {
  await ownerOf(db, input.organisationId, memberId);
  const invitee = await findMemberByAccount(db, input.who);
  if (!invitee || invitee.disabledAt !== null) throw new AppError(ErrorCode.ORGANISATION_INVITEE_NOT_FOUND, `没有用户名或手机号为「${input.who}」的会员`);
  const organisation = (await repo.organisationById(db, input.organisationId))!;
  const id = await runWorkflow(db, 'organisation-invite', async (ctx) => {
    await lockMemberWrites(ctx.trx, 'organisations', input.organisationId);
    const now = nowIso();
    if (await repo.currentMembership(ctx.trx, input.organisationId, invitee.id))
      throw new AppError(ErrorCode.ORGANISATION_ALREADY_MEMBER, `${invitee.username} 已经是本组织的成员`);
    if (await repo.openInvitationTo(ctx.trx, input.organisationId, invitee.id, now))
      throw new AppError(ErrorCode.ORGANISATION_ALREADY_MEMBER, `已经邀请过 ${invitee.username}，对方尚未答复`);
    await assertInvitationRoom(ctx.trx, input.organisationId, now);
    const invitationId = await repo.insertInvitation(ctx.trx, {
      organisationId: input.organisationId,
      kind: 'member',
      inviteeId: invitee.id,
      token: null,
      roles: rolesToText(input.roles),
      createdBy: memberId,
      createdAt: now,
      expiresAt: daysFrom(now, INVITATION_DAYS),
      answer: null,
      answeredAt: null,
    });
    await notify(ctx, [
      {
        memberId: invitee.id,
        kind: 'organisation',
        title: `邀请您加入${ORGANISATION_KIND_LABELS[organisation.kind]}「${organisation.name}」`,
        body: `角色：${rolesLabel(input.roles)}。请在 ${INVITATION_DAYS} 天内到会员中心「我的组织」接受或拒绝。`,
        link: '/member/organisations',
      },
    ]);
    return invitationId;
  });
  return (await presentInvitations(db, [(await repo.invitationById(db, id))!]))[0]!;
}

export async function createInviteLink(db: Db, memberId: number, input: z.output<typeof CreateInviteLinkInput>): Promise<Invitation> {
  await ownerOf(db, input.organisationId, memberId);
  if (input.roles.includes('owner')) throw invalid('roles', '邀请链接不能授予负责人角色：请对方加入后再由负责人指定');
  const id = await inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'organisations', input.organisationId);
    const now = nowIso();
    await assertInvitationRoom(trx, input.organisationId, now);
    return repo.insertInvitation(trx, {
      organisationId: input.organisationId,
      kind: 'link',
      inviteeId: null,
      token: randomBytes(24).toString('base64url'),
      roles: rolesToText(input.roles),
      createdBy: memberId,
      createdAt: now,
      expiresAt: daysFrom(now, LINK_DAYS),
      answer: null,
      answeredAt: null,
    });
  });
  return (await presentInvitations(db, [(await repo.invitationById(db, id))!]))[0]!;
}

export async function revokeInvitation(db: Db, memberId: number, organisationId: number, invitationId: number): Promise<Invitation> {
  await ownerOf(db, organisationId, memberId);
  const row = await repo.invitationById(db, invitationId);
  if (!row || row.organisationId !== organisationId) throw invitationGone();
  if (row.answer !== null || row.expiresAt <= nowIso()) throw invitationGone('该邀请已处理、已撤回或已过期，无需撤回');
  await repo.answerInvitation(db, invitationId, 'revoked', nowIso());
  return (await presentInvitations(db, [(await repo.invitationById(db, invitationId))!]))[0]!;
}

async function toMe(db: Db, rows: InvitationRow[], memberId: number): Promise<InvitationToMe[]> {
  const organisations = await Promise.all(rows.map((r) => repo.organisationById(db, r.organisationId)));
  const names = await memberLabels(
    db,
    rows.map((r) => r.createdBy),
  );
  const memberships = await Promise.all(rows.map((r) => repo.currentMembership(db, r.organisationId, memberId)));
  return rows.map((r, i) => ({
    id: r.id,
    organisationId: r.organisationId,
    organisationName: organisations[i]!.name,
    kind: organisations[i]!.kind,
    roles: rolesFromText(r.roles),
    invitedBy: names.get(r.createdBy)?.username ?? '',
    expiresAt: r.expiresAt,
    alreadyMember: memberships[i] !== undefined,
  }));
}

export async function invitationsToMe(db: Db, memberId: number): Promise<{ list: InvitationToMe[] }> {
  return { list: await toMe(db, await repo.openInvitationsTo(db, memberId, nowIso()), memberId) };
}

/** Joins under the organisation's lock: not twice, not past the members' limit. */
async function join(trx: Db, invitation: InvitationRow, memberId: number, at: string): Promise<void> {
  await lockMemberWrites(trx, 'organisations', invitation.organisationId);
  if (await repo.currentMembership(trx, invitation.organisationId, memberId)) throw new AppError(ErrorCode.ORGANISATION_ALREADY_MEMBER, '您已经是该组织的成员');
  const counts = await repo.countCurrentMembers(trx, [invitation.organisationId]);
  if ((counts.get(invitation.organisationId) ?? 0) >= MAX_MEMBERS) throw new AppError(ErrorCode.ORGANISATION_LIMIT, `该组织已有 ${MAX_MEMBERS} 位成员，不能再加入`);
  await repo.insertMembership(trx, { organisationId: invitation.organisationId, memberId, roles: invitation.roles, invitedBy: invitation.createdBy, joinedAt: at });
}

export async function answerInvitation(db: Db, memberId: number, input: z.output<typeof AnswerInvitationInput>) {
  const row = await repo.invitationById(db, input.invitationId);
  // Someone else's invitation answers exactly like a missing one.
  if (!row || row.kind !== 'member' || row.inviteeId !== memberId) throw invitationGone();
  if (row.answer !== null) throw invitationGone(row.answer === 'revoked' ? '该邀请已被对方撤回' : '该邀请已经处理过了');
  if (row.expiresAt <= nowIso()) throw invitationGone('该邀请已过期，请请对方重新邀请');
  const organisation = (await repo.organisationById(db, row.organisationId))!;
  const me = (await memberLabels(db, [memberId])).get(memberId);
  await runWorkflow(db, 'organisation-answer', async (ctx) => {
    const at = nowIso();
    if (input.accept) await join(ctx.trx, row, memberId, at);
    if (!(await repo.answerInvitation(ctx.trx, row.id, input.accept ? 'accepted' : 'declined', at))) throw invitationGone('该邀请已经处理过了');
    await notify(ctx, [
      {
        memberId: row.createdBy,
        kind: 'organisation',
        title: `${me?.username ?? ''} ${input.accept ? '接受' : '拒绝'}了加入「${organisation.name}」的邀请`,
        body: input.accept ? `角色：${rolesLabel(rolesFromText(row.roles))}。` : '如需要，可以重新邀请。',
        link: `/member/organisations/${row.organisationId}`,
      },
    ]);
  });
  return { accepted: input.accept, organisationId: row.organisationId };
}

async function openLink(db: Db, token: string): Promise<InvitationRow> {
  const row = await repo.invitationByToken(db, token);
  if (!row) throw invitationGone('邀请链接不存在，请向组织负责人确认');
  if (row.answer === 'revoked') throw invitationGone('该邀请链接已被作废，请向组织负责人索取新的链接');
  if (row.expiresAt <= nowIso()) throw invitationGone('该邀请链接已过期，请向组织负责人索取新的链接');
  return row;
}

export async function invitePreview(db: Db, memberId: number, token: string): Promise<InvitationToMe> {
  return (await toMe(db, [await openLink(db, token)], memberId))[0]!;
}

export async function joinByLink(db: Db, memberId: number, token: string) {
  const row = await openLink(db, token);
  await inTransaction(db, async (trx) => {
    await join(trx, row, memberId, nowIso());
    await repo.countLinkUse(trx, row.id);
  });
  return { accepted: true, organisationId: row.organisationId };
}

/** The target's current stay and every current member's roles, read under the organisation's lock. */
async function targetAndMembers(trx: Db, organisationId: number, targetId: number) {
  await lockMemberWrites(trx, 'organisations', organisationId);
  const members = await repo.currentMembers(trx, organisationId);
  const target = members.find((m) => m.memberId === targetId);
  if (!target) throw new AppError(ErrorCode.ORGANISATION_NOT_FOUND, '该会员不是本组织的现有成员');
  return { target, members: members.map((m) => ({ memberId: m.memberId, roles: rolesFromText(m.roles) })) };
}

export async function setMemberRoles(db: Db, memberId: number, input: z.output<typeof MemberRolesInput>): Promise<Detail> {
  await ownerOf(db, input.organisationId, memberId);
  const organisation = (await repo.organisationById(db, input.organisationId))!;
  await runWorkflow(db, 'organisation-roles', async (ctx) => {
    const { target, members } = await targetAndMembers(ctx.trx, input.organisationId, input.memberId);
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
    const { target, members } = await targetAndMembers(ctx.trx, input.organisationId, input.memberId);
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
    const { target, members } = await targetAndMembers(trx, organisationId, memberId);
    if (leavesNoOwner(members, { memberId, rolesAfter: [] })) throw lastOwner();
    await repo.endMembership(trx, target.id, nowIso(), null);
  });
  return { left: true };
}
