'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { Providers } from '@/components/layout/Providers';
import { windowIsMobile } from '@/components/layout/viewport';
import { hasSessionCookie } from './cart-events';
import { loadSignSecret } from './client-config';
import '@/app/antd.generated.css';
import '@/app/antd-overrides.css';

/**
 * The antd application for one island of a public page, loaded only when the
 * island is first used: antd's styles, theme and feedback, SWR and the
 * session, exactly as the member area has them (components/layout/AntdRoot.tsx).
 */
export function AntdIsland({ children }: { children: ReactNode }) {
  const [signSecret, setSignSecret] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    loadSignSecret().then(setSignSecret, (e: Error) => setFailed(e.message));
  }, []);
  if (failed) return <p role="alert">{failed}</p>;
  if (signSecret === null) return <p className="muted">加载中…</p>;
  return (
    <Providers signSecret={signSecret} initialMobile={windowIsMobile()} signedIn={hasSessionCookie()} fallback={{}}>
      {children}
    </Providers>
  );
}
