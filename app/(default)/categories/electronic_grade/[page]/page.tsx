import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { QuickInquiryForm } from '@/components/inquiry/QuickInquiryForm';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { CompanyCheck } from '@/components/merchandising/CompanyCheck';
import { MerchandisingLayout } from '@/components/merchandising/MerchandisingLayout';
import { MerchandisingList } from '@/components/merchandising/MerchandisingList';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/server/core/pagination';
import { electronicGradeProducts } from '@/lib/server/merchandising/service';

export const metadata: Metadata = { title: '电子级化学品', description: '半导体与显示面板用高纯电子级湿化学品与电子特气，按 SEMI 等级与纯度列出，可直接询价。' };

const PAGE_SIZE = 10;

type Props = { params: Promise<{ page: string }> };

/** /categories/electronic_grade/:page — substances offered in electronic grade, with their grade and a quick inquiry form. */
export default async function ElectronicGradePage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  const now = new Date();
  const data = await electronicGradeProducts(db(), { page, pageSize: PAGE_SIZE }, now);
  if (page > 1 && data.list.length === 0) notFound();
  return (
    <MerchandisingLayout
      title="电子级化学品"
      intro="湿化学品按 SEMI 等级（G2 单项金属杂质 ≤ 10 ppb … G5 ≤ 0.01 ppb），电子特气按纯度（5N = 99.999%）。电子级按批次报价，请询价。"
      aside={
        <>
          <QuickInquiryForm />
          <CompanyCheck />
        </>
      }
    >
      <MerchandisingList kind="electronic_grade" items={data.list} now={now.toISOString()} emptyText="暂无电子级产品，需要什么可直接询价" />
      <ResultsPagination basePath="/categories/electronic_grade" page={page} pageSize={PAGE_SIZE} total={data.total} />
    </MerchandisingLayout>
  );
}
