import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InvoiceBook } from '@/components/account/InvoiceBook';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '发票信息' };

/** Ten a page: a member keeps at most 10 invoice details, so they share one page. */
const PAGE_SIZE = 10;

type Props = { params: Promise<{ page: string }> };

export default async function InvoiceInfoPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  return <InvoiceBook page={page} pageSize={PAGE_SIZE} />;
}
