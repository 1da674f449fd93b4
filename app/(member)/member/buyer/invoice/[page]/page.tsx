import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BuyerInvoiceView } from '@/components/order-invoices/BuyerInvoiceView';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '发票管理' };

type Props = { params: Promise<{ page: string }> };

/** /member/buyer/invoice/:page — invoices of the buyer's received orders, and the lots' certificates of analysis. */
export default async function BuyerInvoicePage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  return <BuyerInvoiceView page={page} />;
}
