import type { z } from 'zod';
import { substanceNames } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { offsetOf, type Page, type PageQuery } from '@/lib/server/core/pagination';
import * as repo from './repo';
import type { GOODS_STATUSES, SellerGoodsSchema } from './schema';

export type SellerGoods = z.infer<typeof SellerGoodsSchema>;

/** A seller's own goods in one review state, newest first (the route and the seller layout admit sellers only). */
export async function sellerGoods(db: Db, memberId: number, status: (typeof GOODS_STATUSES)[number], paging: PageQuery): Promise<Page<SellerGoods>> {
  const { rows, total } = await repo.sellerGoodsPage(db, memberId, status, paging.pageSize, offsetOf(paging));
  const names = await substanceNames(
    db,
    rows.map((r) => r.substanceId),
  );
  return {
    list: rows.map(({ id, substanceId, ...r }) => ({ goodsId: id, cas: names.get(substanceId)?.cas ?? '', name: names.get(substanceId)?.name ?? '', ...r })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
