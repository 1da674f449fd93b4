import type { Metadata } from 'next';
import { ReconciliationConsole } from '@/components/admin/reconciliation/ReconciliationConsole';
import { consoleOperator } from '@/lib/server/admin/guard';
import { devSettlementAvailable } from '@/lib/server/reconciliation/dev-bill';

export const metadata: Metadata = { title: '对账' };

/** /admin/reconciliation — settlement files against our payments, refunds and payouts; the page checks the operator itself. */
export default async function AdminReconciliationPage() {
  if (!(await consoleOperator())) return null;
  return <ReconciliationConsole devProvider={devSettlementAvailable()} />;
}
