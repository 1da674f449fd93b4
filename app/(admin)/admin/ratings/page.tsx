import type { Metadata } from 'next';
import { AdminRatingsView } from '@/components/ratings/AdminRatingsView';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '评价管理', robots: { index: false } };

/** Ratings after receipt: search, hide an abusive comment with a reason; the calls behind it answer 3012 to anyone but operators. */
export default async function AdminRatingsPage() {
  if (!(await consoleOperator())) return null;
  return <AdminRatingsView />;
}
