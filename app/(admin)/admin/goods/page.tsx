import type { Metadata } from 'next';
import { GoodsReview } from '@/components/goods/GoodsReview';

export const metadata: Metadata = { title: '商品审核', robots: { index: false } };

export default function AdminGoodsPage() {
  return <GoodsReview />;
}
