import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { currentMember } from '@/lib/server/account/current';
import { holdsRole } from '@/lib/server/account/roles';
import type { MemberInfo } from '@/lib/server/account/service';
import { db } from '@/lib/server/core/db';
import { REQUESTED_PATH_HEADER } from '@/lib/shared/routing';

/**
 * Who is asking for a console page, decided on the server from the `token`
 * cookie: nobody (→ sign-in), a member without the operator role (→ the
 * refusal page), or an operator. The layout and each server page ask; one
 * request asks the database once.
 */
export type ConsoleAccess = { kind: 'anonymous' } | { kind: 'refused'; member: MemberInfo } | { kind: 'operator'; member: MemberInfo };

export const consoleAccess = cache(async (): Promise<ConsoleAccess> => {
  const member = await currentMember();
  if (!member) return { kind: 'anonymous' };
  return (await holdsRole(db(), member.id, 'operator')) ? { kind: 'operator', member } : { kind: 'refused', member };
});

/** The operator, or a redirect to sign-in that comes back here; null for a member who is not an operator (the layout shows the refusal). */
export async function consoleOperator(): Promise<MemberInfo | null> {
  const access = await consoleAccess();
  if (access.kind === 'anonymous') {
    const requested = (await headers()).get(REQUESTED_PATH_HEADER) ?? '/admin';
    redirect(`/login?redirect=${encodeURIComponent(requested)}`);
  }
  return access.kind === 'operator' ? access.member : null;
}
