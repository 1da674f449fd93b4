import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SaleOrderView } from '@/components/sales/SaleOrderView';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '销售订单' };

type Props = { params: Promise<{ page: string }> };

/** /member/seller/saleOrder/:page — the seller's orders; tab, keyword and dates in the query string. */
export default async function SaleOrderPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  return <SaleOrderView page={page} />;
}
