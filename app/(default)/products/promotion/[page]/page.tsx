import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { QuickInquiryForm } from '@/components/inquiry/QuickInquiryForm';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { CompanyCheck } from '@/components/merchandising/CompanyCheck';
import { MerchandisingLayout } from '@/components/merchandising/MerchandisingLayout';
import { MerchandisingList } from '@/components/merchandising/MerchandisingList';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/server/core/pagination';
import { promotionalProducts } from '@/lib/server/merchandising/service';

export const metadata: Metadata = { title: '促销产品', description: '进行中的化学品与试剂促销：限时折扣价与截止时间，可直接询价。' };

const PAGE_SIZE = 10;

type Props = { params: Promise<{ page: string }> };

/** /products/promotion/:page — running promotions in the operator's order, with quick inquiry and company check. */
export default async function PromotionPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  const now = new Date();
  const data = await promotionalProducts(db(), { page, pageSize: PAGE_SIZE }, now);
  if (page > 1 && data.list.length === 0) notFound();
  return (
    <MerchandisingLayout
      title="促销产品"
      intro={`共 ${data.total} 个进行中的促销，促销价以最小包装计，先到先得。`}
      aside={
        <>
          <QuickInquiryForm />
          <CompanyCheck />
        </>
      }
    >
      <MerchandisingList kind="promotion" items={data.list} now={now.toISOString()} emptyText="暂无进行中的促销，需要什么可直接询价" />
      <ResultsPagination basePath="/products/promotion" page={page} pageSize={PAGE_SIZE} total={data.total} />
    </MerchandisingLayout>
  );
}
