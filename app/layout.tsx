import type { Metadata, Viewport } from 'next';
import Script from 'next/script';
import type { ReactNode } from 'react';
import { config } from '@/lib/server/core/config';
import './status.css';

/**
 * The site's metadata. Relative addresses in pages' metadata (canonical,
 * alternates) are made absolute against PUBLIC_BASE_URL, which production
 * requires; crawlers ignore relative canonicals.
 */
export function generateMetadata(): Metadata {
  const base = config().publicBaseUrl;
  return {
    ...(base ? { metadataBase: new URL(base) } : {}),
    title: { default: 'ChemMart 化学品商城 — 按 CAS 号查找化学品与试剂', template: '%s | ChemMart 化学品商城' },
    description: '按 CAS 号、名称、分子式查找化学品与试剂，比较供应商报价，在线询价下单。',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The document alone: no cookie, header or database read and no client
 * providers, so public pages can be cached and ship no antd. The site's
 * styles (globals.css) come with each frame, after antd's where antd is. The antd
 * application wraps the member, cart, sign-in and operator layouts
 * (components/layout/AntdRoot.tsx); public pages use the server-rendered
 * PublicFrame.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  const { analyticsScriptUrl } = config();
  return (
    <html lang="zh-CN">
      <body>
        {/* Filled by /browser-check.js for old browsers; opaque to React so hydration keeps it. */}
        <div id="browser-notice-slot" dangerouslySetInnerHTML={{ __html: '' }} />
        <Script src="/browser-check.js" strategy="beforeInteractive" />
        {children}
        {analyticsScriptUrl && <Script src={analyticsScriptUrl} strategy="afterInteractive" data-testid="visitor-stats" />}
      </body>
    </html>
  );
}
