import type { Metadata } from 'next';
import { ConsoleDashboard } from '@/components/admin/ConsoleDashboard';
import { dashboardFigures } from '@/lib/server/admin/dashboard';
import { consoleOperator } from '@/lib/server/admin/guard';
import { db } from '@/lib/server/core/db';

export const metadata: Metadata = { title: '概览' };

/** The console's first page: what waits for an operator, counted on the server (lib/server/admin/dashboard.ts). */
export default async function ConsoleHome() {
  // The layout shows the refusal; a page never counts anything for a non-operator.
  const operator = await consoleOperator();
  if (!operator) return null;
  return <ConsoleDashboard operatorName={operator.displayName} figures={await dashboardFigures(db())} />;
}
