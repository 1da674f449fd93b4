import type { ReactNode } from 'react';
import { AntdRoot } from '@/components/layout/AntdRoot';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <AntdRoot>
      <SiteFrame variant="login">{children}</SiteFrame>
    </AntdRoot>
  );
}
