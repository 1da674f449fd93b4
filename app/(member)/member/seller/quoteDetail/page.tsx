import type { Metadata } from 'next';
import { QuoteDetailView } from '@/components/inquiry/QuoteDetailView';
import { requireCurrentMember } from '@/lib/server/account/current';
import { db } from '@/lib/server/core/db';
import { findQuotation } from '@/lib/server/inquiry/repo';

export const metadata: Metadata = { title: '报价详情' };

type Props = { searchParams: Promise<{ id?: string; inquiryId?: string }> };

const idOf = (raw: string | undefined) => (/^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : null);

/**
 * /member/seller/quoteDetail?id=<quotation id> (the id the messages link to):
 * the inquiry of that quotation as the seller sees it, with their quotations
 * and history per line. Another seller's quotation is "not found".
 * ?inquiryId=<id>[&thread=<line id>] (a conversation's link) opens the
 * inquiry directly; the detail call decides whether this seller may see it.
 */
export default async function QuoteDetailPage({ searchParams }: Props) {
  const params = await searchParams;
  const direct = idOf(params.inquiryId);
  if (direct !== null) return <QuoteDetailView id={direct} />;
  const id = idOf(params.id);
  const member = await requireCurrentMember();
  const quotation = id === null ? undefined : await findQuotation(db(), id);
  const inquiryId = quotation && quotation.sellerId === member.id ? quotation.inquiryId : null;
  return <QuoteDetailView id={inquiryId} />;
}
