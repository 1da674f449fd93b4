import type { Metadata } from 'next';
import { AdminSafetyView } from '@/components/safety/AdminSafetyView';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '安全数据', robots: { index: false } };

/** SDS ages and requests, GHS label review; the calls behind it answer 3012 to anyone but operators. */
export default async function AdminSafetyPage() {
  if (!(await consoleOperator())) return null;
  return <AdminSafetyView />;
}
