import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProfileView } from '@/components/member/ProfileView';
import { currentMember } from '@/lib/server/account/current';
import { getProfile } from '@/lib/server/account/profile';
import { db } from '@/lib/server/core/db';

export const metadata: Metadata = { title: '完善资料' };

export default async function ImproveInfoPage() {
  const member = await currentMember();
  if (!member) redirect('/login?redirect=%2Fmember%2Faccount%2FimproveInfo');
  return <ProfileView profile={await getProfile(db(), member.id)} />;
}
