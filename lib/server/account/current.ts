import { memberGate } from './gate';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { REQUESTED_PATH_HEADER } from '@/lib/shared/routing';
import { resolveSession } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { getMemberInfo, type MemberInfo } from './service';

/**
 * The member signed in on this page request (server components), from the
 * `token` cookie. Layouts and pages of one request share one lookup.
 */
export const currentMember = cache(async (): Promise<MemberInfo | null> => {
  const token = (await cookies()).get('token')?.value;
  if (!token) return null;
  const session = await resolveSession(db(), memberGate, token, config().tokenTtlMs);
  return session ? getMemberInfo(db(), session.memberId).catch(() => null) : null;
});

/** The signed-in member, or a redirect to /login that comes back to the page asked for. */
export async function requireCurrentMember(): Promise<MemberInfo> {
  const member = await currentMember();
  if (member) return member;
  const requested = (await headers()).get(REQUESTED_PATH_HEADER) ?? '/member';
  redirect(`/login?redirect=${encodeURIComponent(requested)}`);
}
