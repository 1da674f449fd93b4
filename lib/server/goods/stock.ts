import { sql } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { substanceColumn } from '@/lib/server/catalog/queries';
import { recordOfferStates } from './price-events';

/*
 * Stock that holds (docs/decisions/0150-stock-holds.md): an order from the
 * cart reserves its packs when submitted, takes them from stock when paid,
 * and gives them back when cancelled or expired unpaid (released) or
 * refunded before dispatch (returned). Every movement is one conditional
 * update on the caller's transaction, so parallel orders can never hold
 * more than the stock; nothing goes below zero even if a seller lowers the
 * stock under what orders hold.
 */

export type StockItem = { goodsId: number; quantity: number };

/** One entry per goods, in id order (the same lock order in every transaction). */
function merged(items: StockItem[]): StockItem[] {
  const byGoods = new Map<number, number>();
  for (const item of items) if (item.quantity > 0) byGoods.set(item.goodsId, (byGoods.get(item.goodsId) ?? 0) + item.quantity);
  return [...byGoods.entries()].sort(([a], [b]) => a - b).map(([goodsId, quantity]) => ({ goodsId, quantity }));
}

async function shortOf(trx: Db, goodsId: number) {
  return trx
    .selectFrom('goods')
    .select((eb) => [
      'stock',
      'reserved',
      substanceColumn(trx, eb.ref('goods.substanceId'), 'name').as('name'),
      substanceColumn(trx, eb.ref('goods.substanceId'), 'nameZh').as('nameZh'),
    ])
    .where('id', '=', goodsId)
    .executeTakeFirst();
}

/** Holds the packs for a submitted order; refuses (nothing held) when any goods has fewer available than asked. */
export async function reserveStock(trx: Db, items: StockItem[]): Promise<void> {
  for (const { goodsId, quantity } of merged(items)) {
    const result = await trx
      .updateTable('goods')
      .set((eb) => ({ reserved: eb('reserved', '+', quantity) }))
      .where('id', '=', goodsId)
      .where(sql<boolean>`stock - reserved >= ${quantity}`)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) continue;
    const row = await shortOf(trx, goodsId);
    const available = row ? Math.max(0, row.stock - row.reserved) : 0;
    const name = row?.nameZh ?? row?.name ?? '商品';
    throw new AppError(
      ErrorCode.OFFER_UNAVAILABLE,
      available > 0 ? `「${name}」库存不足：现在可售 ${available} 件，订单需要 ${quantity} 件` : `「${name}」已售罄，暂无可售库存`,
      { goodsId, available },
    );
  }
  await recordOfferStates(
    trx,
    items.map((i) => i.goodsId),
  );
}

/** A paid order's packs leave the stock; `held` says whether they were reserved (orders submitted before reservations were not). */
export async function takeStock(trx: Db, items: StockItem[], held: boolean): Promise<void> {
  for (const { goodsId, quantity } of merged(items))
    await trx
      .updateTable('goods')
      .set({
        stock: sql<number>`case when stock >= ${quantity} then stock - ${quantity} else 0 end`,
        ...(held ? { reserved: sql<number>`case when reserved >= ${quantity} then reserved - ${quantity} else 0 end` } : {}),
      })
      .where('id', '=', goodsId)
      .execute();
  await recordOfferStates(
    trx,
    items.map((i) => i.goodsId),
  );
}

/** A cancelled or expired order lets go of what it held. */
export async function releaseStock(trx: Db, items: StockItem[]): Promise<void> {
  for (const { goodsId, quantity } of merged(items))
    await trx
      .updateTable('goods')
      .set({ reserved: sql<number>`case when reserved >= ${quantity} then reserved - ${quantity} else 0 end` })
      .where('id', '=', goodsId)
      .execute();
  await recordOfferStates(
    trx,
    items.map((i) => i.goodsId),
  );
}

/** A refund before dispatch puts the packs back on the shelf. */
export async function returnStock(trx: Db, items: StockItem[]): Promise<void> {
  for (const { goodsId, quantity } of merged(items))
    await trx
      .updateTable('goods')
      .set((eb) => ({ stock: eb('stock', '+', quantity) }))
      .where('id', '=', goodsId)
      .execute();
  await recordOfferStates(
    trx,
    items.map((i) => i.goodsId),
  );
}
