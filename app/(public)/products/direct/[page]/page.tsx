import type { Metadata } from 'next';
import { MerchandisingListPage } from '@/components/merchandising/MerchandisingListPage';
import { directProducts } from '@/lib/server/merchandising/service';

export const metadata: Metadata = { title: '厂家直供', description: '经平台核实的生产厂家与库存商直接供货的化学品与试剂。' };

/** The same for every visitor: rendered once, then served from the page cache; changes to goods and lists refresh it (lib/server/catalog/page-cache.ts). */
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ page: string }> };

/** /products/direct/:page — goods of the sellers the operator marks as direct suppliers, with quick inquiry and company check. */
export default async function DirectPage({ params }: Props) {
  return (
    <MerchandisingListPage
      pageParam={(await params).page}
      spec={{
        kind: 'direct',
        basePath: '/products/direct',
        title: '厂家直供',
        intro: (total) => `平台核实过的生产厂家与库存商直接供货，共 ${total} 种产品；价格为直供卖家的最低在售价。`,
        emptyText: '暂无直供产品，需要什么可直接询价',
        load: (db, paging) => directProducts(db, paging),
      }}
    />
  );
}
