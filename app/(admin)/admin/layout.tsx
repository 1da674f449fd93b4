import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/AdminShell';
import { ConsoleRefusal } from '@/components/admin/ConsoleRefusal';
import { AntdRoot } from '@/components/layout/AntdRoot';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { consoleAccess, consoleOperator } from '@/lib/server/admin/guard';
import { accountLabel } from '@/lib/shared/member-types';

export const metadata: Metadata = { title: { template: '%s · 运营后台', default: '运营后台' }, robots: { index: false, follow: false } };

/**
 * The operator console's own layout. middleware.ts sends visitors without a
 * token to sign in; here the session and the operator role are checked on
 * the server: no session → sign in and come back, a member without the role
 * → the refusal page with none of the console in it.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const operator = await consoleOperator();
  if (!operator) {
    const access = await consoleAccess();
    return (
      <AntdRoot>
        <SiteFrame variant="member">
          <ConsoleRefusal displayName={access.kind === 'refused' ? access.member.displayName : ''} />
        </SiteFrame>
      </AntdRoot>
    );
  }
  return (
    <AntdRoot>
      <SiteFrame variant="member">
        <AdminShell operatorName={accountLabel(operator.displayName, operator.username)}>{children}</AdminShell>
      </SiteFrame>
    </AntdRoot>
  );
}
