import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MembersConsole } from '@/components/admin/MembersConsole';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '会员' };

export default async function ConsoleMembersPage() {
  const operator = await consoleOperator();
  if (!operator) return null;
  return (
    <Suspense>
      <MembersConsole selfId={operator.id} />
    </Suspense>
  );
}
