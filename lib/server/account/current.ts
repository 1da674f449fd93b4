import { cookies } from 'next/headers';
import { resolveSession } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { getMemberInfo, type MemberInfo } from './service';

/** The member signed in on this page request (server components), from the `token` cookie. */
export async function currentMember(): Promise<MemberInfo | null> {
  const token = (await cookies()).get('token')?.value;
  if (!token) return null;
  const session = await resolveSession(db(), token, config().tokenTtlMs);
  return session ? getMemberInfo(db(), session.memberId).catch(() => null) : null;
}
