'use client';
import type { ReactNode } from 'react';
import { Providers } from '@/components/layout/Providers';
import { windowIsMobile } from '@/components/layout/viewport';
import { hasSessionCookie } from './cart-events';
import '@/app/antd.generated.css';
import '@/app/antd-overrides.css';

/**
 * The antd application for one island of a public page, loaded only when the
 * island is first used: antd's styles, theme and feedback, SWR and the
 * session, exactly as the member area has them (components/layout/AntdRoot.tsx).
 */
export function AntdIsland({ signSecret, children }: { signSecret: string; children: ReactNode }) {
  return (
    <Providers signSecret={signSecret} initialMobile={windowIsMobile()} signedIn={hasSessionCookie()} fallback={{}}>
      {children}
    </Providers>
  );
}
