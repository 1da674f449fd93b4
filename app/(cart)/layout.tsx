import type { ReactNode } from 'react';
import { AntdRoot } from '@/components/layout/AntdRoot';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default function CartLayout({ children }: { children: ReactNode }) {
  return (
    <AntdRoot>
      <SiteFrame variant="cart">{children}</SiteFrame>
    </AntdRoot>
  );
}
