import type { ReactNode } from 'react';
import { AntdRoot } from '@/components/layout/AntdRoot';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <AntdRoot>
      <SiteFrame variant="default">{children}</SiteFrame>
    </AntdRoot>
  );
}
