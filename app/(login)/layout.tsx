import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default function LoginLayout({ children }: { children: ReactNode }) {
  return <SiteFrame variant="login">{children}</SiteFrame>;
}
