import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { QuickInquiryForm } from '@/components/inquiry/QuickInquiryForm';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { CompanyCheck } from '@/components/merchandising/CompanyCheck';
import { MerchandisingLayout } from '@/components/merchandising/MerchandisingLayout';
import { MerchandisingList } from '@/components/merchandising/MerchandisingList';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/server/core/pagination';
import { directProducts } from '@/lib/server/merchandising/service';

export const metadata: Metadata = { title: '厂家直供', description: '经平台核实的生产厂家与库存商直接供货的化学品与试剂。' };

const PAGE_SIZE = 10;

type Props = { params: Promise<{ page: string }> };

/** /products/direct/:page — goods of the sellers the operator marks as direct suppliers, with quick inquiry and company check. */
export default async function DirectPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  const now = new Date();
  const data = await directProducts(db(), { page, pageSize: PAGE_SIZE });
  if (page > 1 && data.list.length === 0) notFound();
  return (
    <MerchandisingLayout
      title="厂家直供"
      intro={`平台核实过的生产厂家与库存商直接供货，共 ${data.total} 种产品；价格为直供卖家的最低在售价。`}
      aside={
        <>
          <QuickInquiryForm />
          <CompanyCheck />
        </>
      }
    >
      <MerchandisingList kind="direct" items={data.list} now={now.toISOString()} emptyText="暂无直供产品，需要什么可直接询价" />
      <ResultsPagination basePath="/products/direct" page={page} pageSize={PAGE_SIZE} total={data.total} />
    </MerchandisingLayout>
  );
}
