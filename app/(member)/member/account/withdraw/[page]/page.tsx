import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BuyerWithdraw } from '@/components/payouts/BuyerWithdraw';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '余额提现' };

type Props = { params: Promise<{ page: string }> };

/** /member/account/withdraw/:page — unspent deposit back to the member's bank account. */
export default async function AccountWithdrawPage({ params }: Props) {
  if (pageNumberOf((await params).page) === null) notFound();
  return <BuyerWithdraw />;
}
