import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ImproveInfoForm } from '@/components/member/ImproveInfoForm';
import { currentMember } from '@/lib/server/account/current';
import { getProfile } from '@/lib/server/account/profile';
import { db } from '@/lib/server/core/db';

export const metadata: Metadata = { title: '编辑资料' };

export default async function ImproveInfoEditPage() {
  const member = await currentMember();
  if (!member) redirect('/login?redirect=%2Fmember%2Faccount%2FimproveInfo%2Fedit');
  return <ImproveInfoForm profile={await getProfile(db(), member.id)} />;
}
