import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default function MemberLayout({ children }: { children: ReactNode }) {
  return <SiteFrame variant="member">{children}</SiteFrame>;
}
