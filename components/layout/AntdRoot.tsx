import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { INVOICE_CATEGORIES_KEY, UNITS_KEY } from '@/lib/api/root-keys';
import { config } from '@/lib/server/core/config';
import { db } from '@/lib/server/core/db';
import { listUnits } from '@/lib/server/goods/service';
import { listInvoiceCategories } from '@/lib/server/invoice/categories';
import { Providers } from './Providers';
// Order matters: our styles after antd's, as they were written against (equal specificity: the later rule wins).
import '@/app/antd.generated.css';
import '@/app/globals.css';
import '@/app/antd-overrides.css';

const MOBILE_USER_AGENT = /Mobile|Android|iPhone|iPod/i;

/**
 * The antd application around the member, cart, sign-in and operator
 * layouts: antd's baked styles, its theme and feedback, SWR with the
 * reference data, and the session and phone guesses from the request. Public
 * pages (the `(public)` group) render without it, as plain server HTML, so
 * they stay cacheable and light.
 */
export async function AntdRoot({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  const signedIn = Boolean((await cookies()).get('token')?.value);
  const initialMobile = MOBILE_USER_AGENT.test(requestHeaders.get('user-agent') ?? '');
  const [units, invoiceCategories] = await Promise.all([listUnits(db()), listInvoiceCategories(db())]);
  return (
    <Providers
      signSecret={config().signSecret}
      initialMobile={initialMobile}
      signedIn={signedIn}
      fallback={{ [UNITS_KEY]: units, [INVOICE_CATEGORIES_KEY]: invoiceCategories }}
    >
      {children}
    </Providers>
  );
}
