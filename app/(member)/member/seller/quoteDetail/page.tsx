import type { Metadata } from 'next';
import { QuoteDetailView } from '@/components/inquiry/QuoteDetailView';

export const metadata: Metadata = { title: '报价详情' };

type Props = { searchParams: Promise<{ id?: string }> };

/** /member/seller/quoteDetail?id=<inquiry id> — the seller's quotations on one inquiry, with their history. */
export default async function QuoteDetailPage({ searchParams }: Props) {
  const raw = (await searchParams).id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return <QuoteDetailView id={id} />;
}
