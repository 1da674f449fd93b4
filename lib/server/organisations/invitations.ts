import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { findMemberByAccount, memberLabels } from '@/lib/server/account/service';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { notify } from '@/lib/server/notifications/service';
import { runWorkflow } from '@/lib/server/outbox/run';
import {
  ORGANISATION_KIND_LABELS,
  type AnswerInvitationInput,
  type CreateInviteLinkInput,
  type InvitationToMeSchema,
  type InviteMemberInput,
  type OrganisationInvitationSchema,
} from '@/lib/contracts/organisations/schema';
import { invalid, ownerOf } from './access';
import * as repo from './repo';
import { rolesFromText, rolesLabel, rolesToText } from './roles';

/* Invitations to an organisation (decision 0158): to one member by username or phone, answered once in 14 days, or a link used for 7 days. */

export const MAX_MEMBERS = 500;
export const MAX_OPEN_INVITATIONS = 50;
export const INVITATION_DAYS = 14;
export const LINK_DAYS = 7;
export const JOIN_PATH = '/member/organisations/join';
const DAY_MS = 86_400_000;

type Invitation = z.input<typeof OrganisationInvitationSchema>;
type InvitationToMe = z.input<typeof InvitationToMeSchema>;
type InvitationRow = NonNullable<Awaited<ReturnType<typeof repo.invitationById>>>;

const invitationGone = (why = '邀请不存在、已处理或已过期') => new AppError(ErrorCode.ORGANISATION_INVITATION_NOT_FOUND, why);
const daysFrom = (now: string, days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString();

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

export async function presentInvitations(db: Db, rows: InvitationRow[]): Promise<Invitation[]> {
  const names = await memberLabels(
    db,
    rows.flatMap((r) => [r.createdBy, ...(r.inviteeId === null ? [] : [r.inviteeId])]),
  );
  return rows.map((r) => presentInvitation(r, names));
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
  // Answered between the read and this write (accepted at that moment): say so rather than report a revocation that did not happen.
  if (!(await repo.answerInvitation(db, invitationId, 'revoked', nowIso()))) throw invitationGone('该邀请刚刚已被处理，无需撤回');
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
  if ((counts.get(invitation.organisationId) ?? 0) >= MAX_MEMBERS)
    throw new AppError(ErrorCode.ORGANISATION_LIMIT, `该组织已有 ${MAX_MEMBERS} 位成员，不能再加入`);
  await repo.insertMembership(trx, {
    organisationId: invitation.organisationId,
    memberId,
    roles: invitation.roles,
    invitedBy: invitation.createdBy,
    joinedAt: at,
  });
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
    // Read again under the organisation's lock (taken by join): a link revoked meanwhile no longer admits anyone.
    await openLink(trx, token);
    await repo.countLinkUse(trx, row.id);
  });
  return { accepted: true, organisationId: row.organisationId };
}
