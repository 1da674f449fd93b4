import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { InquiryZone, zonePath } from '@/components/inquiry/InquiryZone';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/contracts/pagination';
import { inquiryIndex } from '@/lib/server/inquiry/service';

export const metadata: Metadata = { title: '询价专区', description: '买家正在询价的化学品与试剂：CAS 号、数量、纯度与收货地区，卖家可直接报价。' };

const PAGE_SIZE = 10;
const MAX_KEYWORD = 100;

type Props = { params: Promise<{ page: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /inquiryZone/:page — open inquiries, newest first, buyer masked, rendered on
 * the server in the public frame; ?keyword= by CAS or name. It reads no
 * session: 报价 is decided in the browser.
 */
export default async function InquiryZonePage({ params, searchParams }: Props) {
  const { page } = await params;
  const raw = (await searchParams).keyword;
  const keyword = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, MAX_KEYWORD) ?? '';
  const pageNumber = pageNumberOf(page);
  if (pageNumber === null) redirect(zonePath(1, keyword));
  const data = await inquiryIndex(db(),null, { page: pageNumber, pageSize: PAGE_SIZE, keyword: keyword || undefined });
  const lastPage = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  if (pageNumber > lastPage) redirect(zonePath(lastPage, keyword));
  return <InquiryZone data={data} keyword={keyword} now={new Date().toISOString()} />;
}
