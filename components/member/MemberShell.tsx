'use client';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import type { MemberInfo } from '@/lib/api/member';
import { SideLeft } from './SideLeft';

/** The member layout: menu on the left at desktop width; on mobile one button above the content opens it. */
export function MemberShell({ member, children }: { member: MemberInfo; children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <div className={mobile ? 'member-shell member-shell--mobile' : 'member-shell'}>
      <SideLeft member={member} mode={mobile ? 'horizontal' : 'inline'} />
      <div className="member-shell__content">{children}</div>
    </div>
  );
}
