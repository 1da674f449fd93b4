import type { Metadata } from 'next';
import { GoodsImport } from '@/components/goods/GoodsImport';

export const metadata: Metadata = { title: '批量上传' };

export default function UploadProductPage() {
  return <GoodsImport />;
}
