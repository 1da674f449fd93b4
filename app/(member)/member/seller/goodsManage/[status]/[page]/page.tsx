import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { GoodsManageView } from '@/components/goods/GoodsManageView';
import { requireCurrentMember } from '@/lib/server/account/current';
import { db } from '@/lib/server/core/db';
import { sellerGoods } from '@/lib/server/goods/listing';
import { GOODS_STATUSES, type ListedGoodsStatus } from '@/lib/contracts/goods/schema';

export const metadata: Metadata = { title: '商品管理' };

const PAGE_SIZE = 20;

type Props = { params: Promise<{ status: string; page: string }>; searchParams: Promise<{ keyword?: string | string[] }> };

export default async function GoodsManagePage({ params, searchParams }: Props) {
  const { status, page } = await params;
  const raw = (await searchParams).keyword;
  const keyword = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? '';
  const pageNumber = Number(page);
  const known = (GOODS_STATUSES as readonly string[]).includes(status);
  if (!known || !Number.isInteger(pageNumber) || pageNumber < 1) notFound();
  const member = await requireCurrentMember();
  const data = await sellerGoods(db(), member.id, status as ListedGoodsStatus, { page: pageNumber, pageSize: PAGE_SIZE, keyword });
  // A page past the end (an old link, a typed number) would say "还没有在售的商品" beside a tab of 444: go to the last page.
  const lastPage = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  if (pageNumber > lastPage) redirect(`/member/seller/goodsManage/${status}/${lastPage}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`);
  return <GoodsManageView status={status as ListedGoodsStatus} data={data} keyword={keyword} />;
}
