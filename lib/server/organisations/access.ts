import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { Db } from '@/lib/server/core/db';
import { ORGANISATION_ROLE_LABELS, type OrganisationRole } from '@/lib/contracts/organisations/schema';
import * as repo from './repo';
import { rolesFromText } from './roles';

/* Who may do what in an organisation: another organisation's member reads "not found" (7660), a missing role a refusal naming it (7663). */

export type Membership = NonNullable<Awaited<ReturnType<typeof repo.currentMembership>>>;

export const notFound = () => new AppError(ErrorCode.ORGANISATION_NOT_FOUND, '组织不存在，或您不是它的成员');
export const invalid = (field: string, message: string) => new AppError(ErrorCode.ORGANISATION_INVALID, message, { fields: [{ field, message }] });

/** The caller's current stay in the organisation, or "not found" (the organisation's existence is not told). */
export async function membershipOf(db: Db, organisationId: number, memberId: number): Promise<Membership> {
  const membership = await repo.currentMembership(db, organisationId, memberId);
  if (!membership) throw notFound();
  return membership;
}

export function requireOrganisationRole(membership: Membership, role: OrganisationRole): void {
  if (!rolesFromText(membership.roles).includes(role))
    throw new AppError(ErrorCode.ORGANISATION_ROLE_REQUIRED, `该操作需要组织的「${ORGANISATION_ROLE_LABELS[role]}」角色`, { role });
}

/** The owner's membership, checked: a member of the organisation with the owner role. */
export async function ownerOf(db: Db, organisationId: number, memberId: number): Promise<Membership> {
  const membership = await membershipOf(db, organisationId, memberId);
  requireOrganisationRole(membership, 'owner');
  return membership;
}

/**
 * The organisation a member orders for: they must belong to it now and hold
 * one of `roles` (purchasers place orders; owners, approvers and finance read
 * its orders). Another organisation reads 7660, a missing role 7663.
 * Answers every role the member holds there.
 */
export async function requireOrganisationRoles(db: Db, organisationId: number, memberId: number, roles: OrganisationRole[]): Promise<OrganisationRole[]> {
  const membership = await membershipOf(db, organisationId, memberId);
  const held = rolesFromText(membership.roles);
  if (!roles.some((r) => held.includes(r)))
    throw new AppError(ErrorCode.ORGANISATION_ROLE_REQUIRED, `该操作需要组织的「${roles.map((r) => ORGANISATION_ROLE_LABELS[r]).join('」或「')}」角色`, {
      role: roles[0],
    });
  return held;
}

/** Current members of the organisation with their roles (for other areas: who may be named on a fund). */
export async function currentMembers(db: Db, organisationId: number): Promise<{ memberId: number; roles: OrganisationRole[] }[]> {
  return (await repo.currentMemberRoles(db, organisationId)).map((m) => ({ memberId: m.memberId, roles: rolesFromText(m.roles) }));
}

/** Everyone who ever belonged to the organisation (current and former stays). */
export async function everMemberIds(db: Db, organisationId: number): Promise<number[]> {
  return repo.everMemberIds(db, organisationId);
}

/** The organisations where the member now holds `role`, with their names (the api-keys area: whose keys an owner manages). */
export async function organisationsWhereRole(db: Db, memberId: number, role: OrganisationRole): Promise<{ organisationId: number; name: string }[]> {
  // A member belongs to a few organisations; 500 is far above any real count.
  const rows = await repo.myMemberships(db, memberId, 0, 500);
  return rows.filter((r) => rolesFromText(r.roles).includes(role)).map((r) => ({ organisationId: r.id, name: r.name }));
}

/** Whether the member now holds `role` in the organisation (one membership read; for checks on every call, such as an API key's). */
export async function holdsOrganisationRole(db: Db, organisationId: number, memberId: number, role: OrganisationRole): Promise<boolean> {
  const membership = await repo.currentMembership(db, organisationId, memberId);
  return membership !== undefined && rolesFromText(membership.roles).includes(role);
}
