import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderPayList } from '@/components/orders/OrderPayList';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '我的订单' };

type Props = { params: Promise<{ page: string }> };

/** /member/buyer/orderPayList/:page — the buyer's orders: tabs by state, filters in the query string. */
export default async function OrderPayListPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  return <OrderPayList page={page} />;
}
