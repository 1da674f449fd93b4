import type { Metadata } from 'next';
import { ProfileView } from '@/components/member/ProfileView';
import { requireCurrentMember } from '@/lib/server/account/current';
import { getProfile } from '@/lib/server/account/profile';
import { db } from '@/lib/server/core/db';

export const metadata: Metadata = { title: '完善资料' };

export default async function ImproveInfoPage() {
  const member = await requireCurrentMember();
  return <ProfileView profile={await getProfile(db(), member.id)} />;
}
