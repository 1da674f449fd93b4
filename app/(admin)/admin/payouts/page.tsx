import type { Metadata } from 'next';
import { PayoutsConsole } from '@/components/admin/PayoutsConsole';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '提现打款' };

/** /admin/payouts — payouts waiting for review and the batches; the page checks the operator itself. */
export default async function AdminPayoutsPage() {
  if (!(await consoleOperator())) return null;
  return <PayoutsConsole />;
}
