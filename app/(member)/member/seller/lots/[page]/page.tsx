import type { Metadata } from 'next';
import { SellerLotsView } from '@/components/lots/SellerLotsView';

export const metadata: Metadata = { title: '批次管理' };

/** /member/seller/lots/<page>: the lots the seller shipped; revise a COA or recall a lot (issue 30). */
export default async function SellerLotsPage({ params }: { params: Promise<{ page: string }> }) {
  const page = Math.max(1, Math.min(10_000, Number((await params).page) || 1));
  return <SellerLotsView page={page} />;
}
