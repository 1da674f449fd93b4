import type { Metadata } from 'next';
import { MerchandisingConsole } from '@/components/admin/MerchandisingConsole';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '推荐列表' };

export default async function ConsoleMerchandisingPage() {
  if (!(await consoleOperator())) return null;
  return <MerchandisingConsole />;
}
