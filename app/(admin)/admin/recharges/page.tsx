import type { Metadata } from 'next';
import { RechargeReview } from '@/components/admin/RechargeReview';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '充值审核' };

/** /admin/recharges — the console layout refuses non-operators; the page checks again (a layout does not guard its pages). */
export default async function AdminRechargesPage() {
  if (!(await consoleOperator())) return null;
  return <RechargeReview />;
}
