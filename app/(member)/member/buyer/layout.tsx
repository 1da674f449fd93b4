import type { ReactNode } from 'react';
import { RoleRefusal } from '@/components/member/RoleRefusal';
import { requireCurrentMember } from '@/lib/server/account/current';

/** Every buyer page: members who do not buy are refused here (the buyer API calls refuse them too). */
export default async function BuyerLayout({ children }: { children: ReactNode }) {
  const member = await requireCurrentMember();
  return member.roles.buyer ? children : <RoleRefusal member={member} role="buyer" />;
}
