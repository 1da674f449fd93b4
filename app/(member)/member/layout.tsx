import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { MemberShell } from '@/components/member/MemberShell';
import { currentMember } from '@/lib/server/account/current';

/** middleware.ts only sees that a token cookie exists; here the session itself is checked. */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  const member = await currentMember();
  if (!member) redirect('/login?redirect=%2Fmember');
  return (
    <SiteFrame variant="member">
      <MemberShell member={member}>{children}</MemberShell>
    </SiteFrame>
  );
}
