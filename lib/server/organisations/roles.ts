import { ORGANISATION_ROLES, ORGANISATION_ROLE_LABELS, type OrganisationRole } from '@/lib/contracts/organisations/schema';

/* Roles as stored (comma-separated, in ORGANISATION_ROLES order) and the rules about owners, apart from the database. */

export function rolesFromText(text: string): OrganisationRole[] {
  const held = new Set(text.split(','));
  return ORGANISATION_ROLES.filter((r) => held.has(r));
}

export function rolesToText(roles: readonly OrganisationRole[]): string {
  return ORGANISATION_ROLES.filter((r) => roles.includes(r)).join(',');
}

export function rolesLabel(roles: readonly OrganisationRole[]): string {
  return ORGANISATION_ROLES.filter((r) => roles.includes(r))
    .map((r) => ORGANISATION_ROLE_LABELS[r])
    .join('、');
}

/**
 * Whether a change leaves the organisation without an owner: `members` are the
 * current ones with their roles, `change` the member whose roles become
 * `rolesAfter` (empty: they leave or are removed).
 */
export function leavesNoOwner(
  members: readonly { memberId: number; roles: readonly OrganisationRole[] }[],
  change: { memberId: number; rolesAfter: readonly OrganisationRole[] },
): boolean {
  const ownersAfter = members.filter((m) => (m.memberId === change.memberId ? change.rolesAfter : m.roles).includes('owner'));
  return ownersAfter.length === 0;
}
