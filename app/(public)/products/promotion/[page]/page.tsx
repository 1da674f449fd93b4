import type { Metadata } from 'next';
import { MerchandisingListPage } from '@/components/merchandising/MerchandisingListPage';
import { promotionalProducts } from '@/lib/server/merchandising/service';

export const metadata: Metadata = { title: '促销产品', description: '进行中的化学品与试剂促销：限时折扣价与截止时间，可直接询价。' };

/** The same for every visitor: rendered once, then served from the page cache; changes to goods and lists refresh it (lib/server/catalog/page-cache.ts). */
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ page: string }> };

/** /products/promotion/:page — running promotions in the operator's order, with quick inquiry and company check. */
export default async function PromotionPage({ params }: Props) {
  return (
    <MerchandisingListPage
      pageParam={(await params).page}
      spec={{
        kind: 'promotion',
        basePath: '/products/promotion',
        title: '促销产品',
        intro: (total) => `共 ${total} 个进行中的促销，促销价以最小包装计，先到先得。`,
        emptyText: '暂无进行中的促销，需要什么可直接询价',
        load: promotionalProducts,
      }}
    />
  );
}
