import type { Metadata } from 'next';
import { AuditConsole } from '@/components/admin/AuditConsole';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '操作日志' };

export default async function ConsoleAuditPage() {
  if (!(await consoleOperator())) return null;
  return <AuditConsole />;
}
