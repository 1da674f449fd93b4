import type { Metadata } from 'next';
import { GoodsForm } from '@/components/goods/GoodsForm';

export const metadata: Metadata = { title: '发布商品' };

export default function CreateGoodsPage() {
  return <GoodsForm />;
}
