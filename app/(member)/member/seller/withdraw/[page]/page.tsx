import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SellerWithdraw } from '@/components/payouts/SellerWithdraw';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '货款提现' };

type Props = { params: Promise<{ page: string }> };

/** /member/seller/withdraw/:page — the seller layout refuses non-sellers; amounts and history load in the browser. */
export default async function SellerWithdrawPage({ params }: Props) {
  if (pageNumberOf((await params).page) === null) notFound();
  return <SellerWithdraw />;
}
