import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <SiteFrame variant="default">{children}</SiteFrame>;
}
