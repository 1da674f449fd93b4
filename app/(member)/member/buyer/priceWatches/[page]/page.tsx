import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PriceWatchesView } from '@/components/price-watches/PriceWatchesView';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '价格提醒' };

type Props = { params: Promise<{ page: string }>; searchParams: Promise<{ cas?: string | string[] }> };

/** /member/buyer/priceWatches/:page — the member's price and stock alerts; `?cas=` fills the add form (a link from a product page). */
export default async function PriceWatchesPage({ params, searchParams }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  const { cas } = await searchParams;
  return <PriceWatchesView page={page} initialCas={typeof cas === 'string' ? cas.trim().slice(0, 20) : undefined} />;
}
