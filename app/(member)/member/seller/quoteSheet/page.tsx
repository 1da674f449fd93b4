import type { Metadata } from 'next';
import { QuoteSheet } from '@/components/inquiry/QuoteSheet';

export const metadata: Metadata = { title: '整单报价' };

type Props = { searchParams: Promise<{ inquiryId?: string }> };

/** /member/seller/quoteSheet?inquiryId=<id>: every line of an inquiry quoted at once, in the browser or as .xlsx. */
export default async function QuoteSheetPage({ searchParams }: Props) {
  const raw = (await searchParams).inquiryId ?? '';
  return <QuoteSheet inquiryId={/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null} />;
}
