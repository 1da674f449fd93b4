import type { Metadata } from 'next';
import { ImproveInfoForm } from '@/components/member/ImproveInfoForm';
import { requireCurrentMember } from '@/lib/server/account/current';
import { getProfile } from '@/lib/server/account/profile';
import { db } from '@/lib/server/core/db';

export const metadata: Metadata = { title: '编辑资料' };

export default async function ImproveInfoEditPage() {
  const member = await requireCurrentMember();
  return <ImproveInfoForm profile={await getProfile(db(), member.id)} />;
}
