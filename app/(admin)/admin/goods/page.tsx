import type { Metadata } from 'next';
import { GoodsReview } from '@/components/goods/review/GoodsReview';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '商品审核', robots: { index: false } };

export default async function AdminGoodsPage() {
  if (!(await consoleOperator())) return null;
  return <GoodsReview />;
}
