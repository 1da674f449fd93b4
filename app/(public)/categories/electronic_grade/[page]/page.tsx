import type { Metadata } from 'next';
import { MerchandisingListPage } from '@/components/merchandising/MerchandisingListPage';
import { electronicGradeProducts } from '@/lib/server/merchandising/service';

export const metadata: Metadata = {
  title: '电子级化学品',
  description: '半导体与显示面板用高纯电子级湿化学品与电子特气，按 SEMI 等级与纯度列出，可直接询价。',
};

/** The same for every visitor: rendered once, then served from the page cache; changes to goods and lists refresh it (lib/server/catalog/page-cache.ts). */
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ page: string }> };

/** /categories/electronic_grade/:page — substances offered in electronic grade, with their grade and a quick inquiry form. */
export default async function ElectronicGradePage({ params }: Props) {
  return (
    <MerchandisingListPage
      pageParam={(await params).page}
      spec={{
        kind: 'electronic_grade',
        basePath: '/categories/electronic_grade',
        title: '电子级化学品',
        intro: () => '湿化学品按 SEMI 等级（G2 单项金属杂质 ≤ 10 ppb … G5 ≤ 0.01 ppb），电子特气按纯度（5N = 99.999%）。电子级按批次报价，请询价。',
        emptyText: '暂无电子级产品，需要什么可直接询价',
        load: electronicGradeProducts,
      }}
    />
  );
}
