import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GoodsForm } from '@/components/goods/GoodsForm';
import { requireCurrentMember } from '@/lib/server/account/current';
import { db } from '@/lib/server/core/db';
import { AppError } from '@/lib/server/core/errors';
import { MAX_RECORD_ID } from '@/lib/contracts/pagination';
import { goodsDetail } from '@/lib/server/goods/manage';

export const metadata: Metadata = { title: '编辑商品' };

type Props = { params: Promise<{ goodsId: string }> };

export default async function EditGoodsPage({ params }: Props) {
  const text = (await params).goodsId;
  const goodsId = Number(text);
  if (!/^[1-9]\d*$/.test(text) || goodsId > MAX_RECORD_ID) notFound();
  const member = await requireCurrentMember();
  // Another seller's goods read as missing, like the API's 7301.
  const detail = await goodsDetail(db(), member.id, goodsId).catch((error: unknown) => {
    if (error instanceof AppError) notFound();
    throw error;
  });
  return <GoodsForm detail={detail} />;
}
