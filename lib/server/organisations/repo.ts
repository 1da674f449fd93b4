import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { OrganisationApprovalTable, OrganisationInvitationTable, OrganisationMemberTable, OrganisationTable } from '@/lib/server/core/db/schema';

/* The organisations area's tables: only this file names them in a query. */

export async function insertOrganisation(db: Db, row: Insertable<OrganisationTable>): Promise<number> {
  return (await db.insertInto('organisations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function organisationById(db: Db, id: number) {
  return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function organisationNameRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('organisations').select(['id', 'name']).where('id', 'in', ids).execute();
}

export function organisationNamed(db: Db, createdBy: number, name: string) {
  return db.selectFrom('organisations').select('id').where('createdBy', '=', createdBy).where('name', '=', name).executeTakeFirst();
}

export async function renameOrganisation(db: Db, id: number, name: string, at: string): Promise<void> {
  await db.updateTable('organisations').set({ name, updatedAt: at }).where('id', '=', id).execute();
}

export async function countCreatedBy(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('organisations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('createdBy', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function currentMembership(db: Db, organisationId: number, memberId: number) {
  return db
    .selectFrom('organisationMembers')
    .selectAll()
    .where('organisationId', '=', organisationId)
    .where('memberId', '=', memberId)
    .where('leftAt', 'is', null)
    .executeTakeFirst();
}

export function currentMembers(db: Db, organisationId: number) {
  return db
    .selectFrom('organisationMembers')
    .selectAll()
    .where('organisationId', '=', organisationId)
    .where('leftAt', 'is', null)
    .orderBy('joinedAt')
    .orderBy('id')
    .execute();
}

/** The latest former stays, newest first (the page shows a bounded history). */
export function formerMembers(db: Db, organisationId: number, limit: number) {
  return db
    .selectFrom('organisationMembers')
    .selectAll()
    .where('organisationId', '=', organisationId)
    .where('leftAt', 'is not', null)
    .orderBy('leftAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countCurrentMembers(db: Db, organisationIds: number[]): Promise<Map<number, number>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organisationMembers')
    .select(['organisationId', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('organisationId', 'in', organisationIds)
    .where('leftAt', 'is', null)
    .groupBy('organisationId')
    .execute();
  return new Map(rows.map((r) => [r.organisationId, Number(r.n)]));
}

function membershipsOf(db: Db, memberId: number) {
  return db
    .selectFrom('organisationMembers as m')
    .innerJoin('organisations as o', 'o.id', 'm.organisationId')
    .where('m.memberId', '=', memberId)
    .where('m.leftAt', 'is', null);
}

export function myMemberships(db: Db, memberId: number, offset: number, limit: number) {
  return membershipsOf(db, memberId)
    .select(['o.id', 'o.name', 'o.kind', 'm.roles', 'm.joinedAt'])
    .orderBy('m.joinedAt', 'desc')
    .orderBy('m.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countMyMemberships(db: Db, memberId: number): Promise<number> {
  const row = await membershipsOf(db, memberId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMembership(db: Db, row: Insertable<OrganisationMemberTable>): Promise<number> {
  return (await db.insertInto('organisationMembers').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function setMembershipRoles(db: Db, id: number, roles: string): Promise<void> {
  await db.updateTable('organisationMembers').set({ roles }).where('id', '=', id).where('leftAt', 'is', null).execute();
}

export async function endMembership(db: Db, id: number, at: string, removedBy: number | null): Promise<void> {
  await db.updateTable('organisationMembers').set({ leftAt: at, removedBy }).where('id', '=', id).where('leftAt', 'is', null).execute();
}

/** Invitations and links not answered, revoked or expired. */
function openInvitations(db: Db, now: string) {
  return db.selectFrom('organisationInvitations').selectAll().where('answer', 'is', null).where('expiresAt', '>', now);
}

export function openInvitationsOf(db: Db, organisationId: number, now: string) {
  return openInvitations(db, now).where('organisationId', '=', organisationId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export function openInvitationTo(db: Db, organisationId: number, inviteeId: number, now: string) {
  return openInvitations(db, now).where('organisationId', '=', organisationId).where('inviteeId', '=', inviteeId).executeTakeFirst();
}

export function openInvitationsTo(db: Db, inviteeId: number, now: string) {
  return openInvitations(db, now).where('kind', '=', 'member').where('inviteeId', '=', inviteeId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export function invitationById(db: Db, id: number) {
  return db.selectFrom('organisationInvitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function invitationByToken(db: Db, token: string) {
  return db.selectFrom('organisationInvitations').selectAll().where('token', '=', token).where('kind', '=', 'link').executeTakeFirst();
}

export async function insertInvitation(db: Db, row: Insertable<OrganisationInvitationTable>): Promise<number> {
  return (await db.insertInto('organisationInvitations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Ends an open invitation; false when it was already answered or revoked (a parallel answer). */
export async function answerInvitation(db: Db, id: number, answer: 'accepted' | 'declined' | 'revoked', at: string): Promise<boolean> {
  const result = await db
    .updateTable('organisationInvitations')
    .set({ answer, answeredAt: at })
    .where('id', '=', id)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countLinkUse(db: Db, id: number): Promise<void> {
  await db
    .updateTable('organisationInvitations')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function setApprovalRules(
  db: Db,
  id: number,
  rules: {
    approveEveryOrder: number;
    approvalAboveCents: number | null;
    approveRegulated: number;
    secondApprovalAboveCents: number | null;
    requireFund: number;
  },
  at: string,
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ ...rules, updatedAt: at })
    .where('id', '=', id)
    .execute();
}

/** Current members holding a role (the text column is small: matched in code by the caller). */
export function currentMemberRoles(db: Db, organisationId: number) {
  return db.selectFrom('organisationMembers').select(['memberId', 'roles']).where('organisationId', '=', organisationId).where('leftAt', 'is', null).execute();
}

export async function insertApproval(db: Db, row: Insertable<OrganisationApprovalTable>): Promise<void> {
  await db.insertInto('organisationApprovals').values(row).execute();
}

export function approvalsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('organisationApprovals').selectAll().where('orderId', 'in', orderIds).orderBy('decidedAt').orderBy('id').execute();
}

export async function everMemberIds(db: Db, organisationId: number): Promise<number[]> {
  const rows = await db.selectFrom('organisationMembers').select('memberId').distinct().where('organisationId', '=', organisationId).execute();
  return rows.map((r) => r.memberId);
}
