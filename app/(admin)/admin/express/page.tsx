import type { Metadata } from 'next';
import { ExpressConsole } from '@/components/admin/ExpressConsole';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '快递公司' };

export default async function ConsoleExpressPage() {
  if (!(await consoleOperator())) return null;
  return <ExpressConsole />;
}
