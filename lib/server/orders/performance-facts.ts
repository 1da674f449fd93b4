import { sql } from 'kysely';
import type { Db } from '@/lib/server/core/db';

/*
 * What the trust area measures sellers by (decision 0157), read here because
 * the orders area owns these tables: every order that moved in the window,
 * and the lines shipped in it.
 */

export type OrderFactRow = {
  id: number;
  sellerId: number;
  status: string;
  submittedAt: string | null;
  paidAt: string | null;
  /** When the seller was given the order; with `creditLineId` (payment terms) it may ship from then, unpaid. */
  releasedAt: string | null;
  creditLineId: number | null;
  dispatchedAt: string | null;
  invoiceRequestedAt: string | null;
  invoiceIssuedAt: string | null;
  leadTimeDays: number;
  cancelledBySeller: boolean;
};

/** Orders submitted, paid, shipped or with an invoice asked for since `since` (sellers in `sellerIds` only, when given). */
export async function orderFactsSince(db: Db, since: string, sellerIds?: number[]): Promise<OrderFactRow[]> {
  if (sellerIds && sellerIds.length === 0) return [];
  let query = db
    .selectFrom('orders')
    .select((eb) => [
      'orders.id',
      'orders.sellerId',
      'orders.status',
      'orders.submittedAt',
      'orders.paidAt',
      'orders.releasedAt',
      'orders.creditLineId',
      'orders.dispatchedAt',
      'orders.invoiceRequestedAt',
      'orders.invoiceIssuedAt',
      eb
        .selectFrom('orderLines')
        .select((l) => l.fn.coalesce(l.fn.max('orderLines.leadTimeDays'), sql<number>`0`).as('lead'))
        .whereRef('orderLines.orderId', '=', 'orders.id')
        .as('leadTimeDays'),
      eb
        .exists(
          eb
            .selectFrom('orderEvents')
            .select('orderEvents.id')
            .whereRef('orderEvents.orderId', '=', 'orders.id')
            .where('orderEvents.action', '=', 'cancel')
            .whereRef('orderEvents.actorId', '=', 'orders.sellerId'),
        )
        .as('cancelledBySeller'),
    ])
    .where((eb) =>
      eb.or([
        eb('orders.submittedAt', '>=', since),
        eb('orders.paidAt', '>=', since),
        eb('orders.releasedAt', '>=', since),
        eb('orders.dispatchedAt', '>=', since),
        eb('orders.invoiceRequestedAt', '>=', since),
      ]),
    )
    // Only what the seller was given: an order its buyer's organisation never approved says nothing of the seller.
    .where('orders.releasedAt', 'is not', null);
  if (sellerIds) query = query.where('orders.sellerId', 'in', sellerIds);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    releasedAt: r.releasedAt ?? null,
    creditLineId: r.creditLineId ?? null,
    leadTimeDays: Number(r.leadTimeDays ?? 0),
    cancelledBySeller: Boolean(r.cancelledBySeller),
  }));
}

/** Lines of orders shipped since `since`: the certificate the line carried and the lot shipped (whose certificate may have come later). */
export function shippedLinesSince(db: Db, since: string, sellerIds?: number[]) {
  if (sellerIds && sellerIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select(['orders.sellerId', 'orders.dispatchedAt', 'orderLines.coaUploadId', 'orderLines.lotId'])
    .where('orders.dispatchedAt', '>=', since)
    .$narrowType<{ dispatchedAt: string }>();
  if (sellerIds) query = query.where('orders.sellerId', 'in', sellerIds);
  return query.execute();
}

/** A buyer's received order, for a rating: null when it is not theirs (another member's order answers like a missing one). */
export function orderForRating(db: Db, orderNo: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNo', 'buyerId', 'sellerId', 'status', 'receivedAt', 'completedAt'])
    .where('orderNo', '=', orderNo)
    .executeTakeFirst();
}
