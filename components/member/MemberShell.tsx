'use client';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import type { MemberInfo } from '@/lib/api/member';
import { SideLeft } from './SideLeft';

/** The member layout: menu on the left at desktop width, content beside it (stacked on mobile). */
export function MemberShell({ member, children }: { member: MemberInfo; children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <div className={mobile ? 'member-shell member-shell--mobile' : 'member-shell'}>
      {!mobile && <SideLeft member={member} />}
      <div className="member-shell__content">{children}</div>
    </div>
  );
}
