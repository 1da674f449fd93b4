import type { Metadata } from 'next';
import { OutboxConsole } from '@/components/admin/OutboxConsole';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '待发邮件与短信' };

/** /admin/outbox — the console layout refuses non-operators; the page checks again (a layout does not guard its pages). */
export default async function AdminOutboxPage() {
  if (!(await consoleOperator())) return null;
  return <OutboxConsole />;
}
