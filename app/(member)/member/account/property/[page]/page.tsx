import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DepositLedger } from '@/components/money/DepositLedger';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '我的余额与资金明细' };

type Props = { params: Promise<{ page: string }> };

/** /member/account/property/:page — the deposit: balance, frozen amount and the ledger. */
export default async function PropertyPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  return <DepositLedger page={page} />;
}
