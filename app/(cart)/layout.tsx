import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default function CartLayout({ children }: { children: ReactNode }) {
  return <SiteFrame variant="cart">{children}</SiteFrame>;
}
