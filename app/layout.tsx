import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import Script from 'next/script';
import type { ReactNode } from 'react';
import { Providers } from '@/components/layout/Providers';
import { INVOICE_CATEGORIES_KEY, UNITS_KEY } from '@/lib/api/urls';
import { listInvoiceCategories } from '@/lib/server/invoice/categories';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { listUnits } from '@/lib/server/goods/service';
import './antd.generated.css';
import './globals.css';

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

const MOBILE_USER_AGENT = /Mobile|Android|iPhone|iPod/i;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  const signedIn = Boolean((await cookies()).get('token')?.value);
  const initialMobile = MOBILE_USER_AGENT.test(requestHeaders.get('user-agent') ?? '');
  const [units, invoiceCategories] = await Promise.all([listUnits(db()), listInvoiceCategories(db())]);
  const { signSecret, analyticsScriptUrl } = config();
  return (
    <html lang="zh-CN">
      <body>
        {/* Filled by /browser-check.js for old browsers; opaque to React so hydration keeps it. */}
        <div id="browser-notice-slot" dangerouslySetInnerHTML={{ __html: '' }} />
        <Script src="/browser-check.js" strategy="beforeInteractive" />
        <Providers
          signSecret={signSecret}
          initialMobile={initialMobile}
          signedIn={signedIn}
          fallback={{ [UNITS_KEY]: units, [INVOICE_CATEGORIES_KEY]: invoiceCategories }}
        >
          {children}
        </Providers>
        {analyticsScriptUrl && <Script src={analyticsScriptUrl} strategy="afterInteractive" data-testid="visitor-stats" />}
      </body>
    </html>
  );
}
