import type { Db } from '@/lib/server/core/db';

/* The orders area's side of lots (decision 0152): which lot went out on each order line, and who received a lot. */

/** Records the lot shipped on each line (dispatch, or a correction of a dispatched order). */
export async function setLineLots(trx: Db, orderId: number, lots: { lineNo: number; lotId: number }[]): Promise<void> {
  for (const lot of lots)
    await trx.updateTable('orderLines').set({ lotId: lot.lotId }).where('orderId', '=', orderId).where('lineNo', '=', lot.lineNo).execute();
}

/** The orders a lot went out on (dispatched, whatever happened after), with their buyers: who is told of a recall or a revised COA. */
export function shipmentsOfLot(db: Db, lotId: number) {
  return db
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select(['orders.buyerId', 'orders.orderNo', 'orderLines.lineNo'])
    .where('orderLines.lotId', '=', lotId)
    .where('orders.dispatchedAt', 'is not', null)
    .orderBy('orders.id')
    .execute();
}

/** Per lot: how many orders and buyers it went out to (the seller's lots page). */
export async function shipmentCounts(db: Db, lotIds: number[]): Promise<Map<number, { orders: number; buyers: number }>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select((eb) => [
      'orderLines.lotId',
      eb.fn.count<number>('orders.id').distinct().as('orders'),
      eb.fn.count<number>('orders.buyerId').distinct().as('buyers'),
    ])
    .where('orderLines.lotId', 'in', lotIds)
    .where('orders.dispatchedAt', 'is not', null)
    .groupBy('orderLines.lotId')
    .execute();
  return new Map(rows.map((r) => [r.lotId!, { orders: Number(r.orders), buyers: Number(r.buyers) }]));
}
