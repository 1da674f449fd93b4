import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReceiptAccountsView } from '@/components/collecting-accounts/ReceiptAccountsView';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '收款账户' };

type Props = { params: Promise<{ page: string }> };

/** The seller layout refuses non-sellers; the list itself loads in the browser (its numbers stay masked). */
export default async function ReceiptAccountPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  return <ReceiptAccountsView page={page} />;
}
