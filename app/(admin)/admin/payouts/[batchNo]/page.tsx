import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PayoutBatchDetail } from '@/components/admin/PayoutBatchDetail';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '打款批次' };

type Props = { params: Promise<{ batchNo: string }> };

/** /admin/payouts/:batchNo — one payout batch. */
export default async function AdminPayoutBatchPage({ params }: Props) {
  if (!(await consoleOperator())) return null;
  const { batchNo } = await params;
  if (!/^PB\d{8,20}$/.test(batchNo)) notFound();
  return <PayoutBatchDetail batchNo={batchNo} />;
}
