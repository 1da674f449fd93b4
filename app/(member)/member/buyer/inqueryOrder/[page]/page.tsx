import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InquiryOrders } from '@/components/inquiry/InquiryOrders';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '询价订单' };

type Props = { params: Promise<{ page: string }> };

/** /member/buyer/inqueryOrder/:page (the spec's spelling) — inquiries whose accepted quotations became orders. */
export default async function InquiryOrderPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  return <InquiryOrders page={page} />;
}
