import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { InquiryList } from '@/components/inquiry/InquiryList';
import { BUYER_STATUS_TABS, type BuyerStatusTab } from '@/components/inquiry/tabs';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '询价管理' };

type Props = { params: Promise<{ status: string; page: string }> };

/** /member/buyer/inquiryManage/:status/:page — the buyer's inquiries; ?id= opens one with its quotations. */
export default async function BuyerInquiryManagePage({ params }: Props) {
  const { status, page } = await params;
  const pageNumber = pageNumberOf(page);
  if (!(BUYER_STATUS_TABS as readonly string[]).includes(status) || pageNumber === null) notFound();
  return (
    <Suspense>
      <InquiryList status={status as BuyerStatusTab} page={pageNumber} />
    </Suspense>
  );
}
