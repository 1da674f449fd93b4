import type { Metadata } from 'next';
import { TreasuryConsole } from '@/components/admin/TreasuryConsole';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '平台资金与佣金' };

export default async function ConsoleTreasuryPage() {
  if (!(await consoleOperator())) return null;
  return <TreasuryConsole />;
}
