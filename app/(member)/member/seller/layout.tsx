import type { ReactNode } from 'react';
import { RoleRefusal } from '@/components/member/RoleRefusal';
import { requireCurrentMember } from '@/lib/server/account/current';

/** Every seller page: members who do not sell are refused here (the seller API calls refuse them too). */
export default async function SellerLayout({ children }: { children: ReactNode }) {
  const member = await requireCurrentMember();
  return member.roles.seller ? children : <RoleRefusal member={member} />;
}
