import type { ReactNode } from 'react';
import { AntdRoot } from '@/components/layout/AntdRoot';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { MemberShell } from '@/components/member/MemberShell';
import { requireCurrentMember } from '@/lib/server/account/current';

/** middleware.ts only sees that a token cookie exists; here the session itself is checked. */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  const member = await requireCurrentMember();
  return (
    <AntdRoot>
      <SiteFrame variant="member">
        <MemberShell member={member}>{children}</MemberShell>
      </SiteFrame>
    </AntdRoot>
  );
}
