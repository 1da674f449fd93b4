import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { SellerInquiryManage } from '@/components/inquiry/SellerInquiryManage';
import { SELLER_TABS } from '@/components/inquiry/tabs';
import type { SellerTab } from '@/lib/api/rfq';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '报价管理' };

type Props = { params: Promise<{ type: string; page: string }> };

/** /member/seller/inquiryManage/:type/:page — 待报价 / 已报价 / 已中标 / 未中标 / 已撤销. */
export default async function SellerInquiryManagePage({ params }: Props) {
  const { type, page } = await params;
  const pageNumber = pageNumberOf(page);
  if (!SELLER_TABS.some((t) => t.key === type) || pageNumber === null) notFound();
  return (
    <Suspense>
      <SellerInquiryManage tab={type as SellerTab} page={pageNumber} />
    </Suspense>
  );
}
