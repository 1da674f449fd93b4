import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { NegotiationStatus, OrderInvoiceStatus, OrderNegotiationTable } from '@/lib/server/core/db/schema';

/* The orders area's queries for shipping, negotiation and order invoices (the rest are in repo.ts). */

/** A seller's paid orders waiting for dispatch, the longest waiting first. */
export function pageOfDispatchable(db: Db, sellerId: number, offset: number, limit: number) {
  const query = db.selectFrom('orders').where('sellerId', '=', sellerId).where('status', '=', 'paid');
  return pageWithTotal(query, (q) => q.selectAll().orderBy('paidAt', 'asc').orderBy('id', 'asc').offset(offset).limit(limit).execute());
}

/* ---------- negotiation ---------- */

export async function insertNegotiation(db: Db, row: Insertable<OrderNegotiationTable>): Promise<number> {
  const { id } = await db.insertInto('orderNegotiations').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function negotiationsOf(db: Db, orderId: number) {
  return db.selectFrom('orderNegotiations').selectAll().where('orderId', '=', orderId).orderBy('id', 'desc').execute();
}

export function openNegotiation(db: Db, orderId: number) {
  return db.selectFrom('orderNegotiations').selectAll().where('orderId', '=', orderId).where('status', '=', 'open').orderBy('id', 'desc').executeTakeFirst();
}

/** Closes a proposal that is still open; false when a parallel answer closed it first. */
export async function closeNegotiation(db: Db, id: number, status: Exclude<NegotiationStatus, 'open'>, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orderNegotiations')
    .set({ status, respondedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/* ---------- order invoices ---------- */

const INVOICEABLE = ['received', 'completed'] as const;
/** Orders on payment terms are invoiced before the money: from the moment the seller has them (decision 0160). */
const INVOICEABLE_ON_TERMS = ['submitted', 'negotiating', 'paid', 'dispatched', 'received', 'completed'] as const;

/** The buyer asks for the invoice: only from `none`, on a received or completed order; false when that no longer holds. */
export async function markInvoiceRequested(db: Db, orderId: number, invoiceJson: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ invoiceStatus: 'requested', invoiceJson, invoiceRequestedAt: at, updatedAt: at })
    .where('id', '=', orderId)
    .where('invoiceStatus', '=', 'none')
    .where((eb) => eb.or([eb('status', 'in', [...INVOICEABLE]), eb.and([eb('creditLineId', 'is not', null), eb('status', 'in', [...INVOICEABLE_ON_TERMS])])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The seller records the issued invoice: only from `requested`. */
export async function markInvoiceIssued(
  db: Db,
  orderId: number,
  issued: { invoiceNumber: string; invoiceUploadId: number | null },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ invoiceStatus: 'issued', invoiceNumber: issued.invoiceNumber, invoiceUploadId: issued.invoiceUploadId, invoiceIssuedAt: at, updatedAt: at })
    .where('id', '=', orderId)
    .where('invoiceStatus', '=', 'requested')
    // Never for an order that ended unpaid or refunded whole (an order on terms may ask before it is final).
    .where('status', 'not in', ['cancelled', 'refunded'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A party's received or completed orders with their invoice state: the
 * buyer's newest received first; the seller's waiting requests first (oldest
 * request first), then the rest newest first.
 */
export function pageOfInvoiceOrders(db: Db, party: 'buyer' | 'seller', memberId: number, status: OrderInvoiceStatus | 'all', offset: number, limit: number) {
  let query = db
    .selectFrom('orders')
    .where(party === 'buyer' ? 'buyerId' : 'sellerId', '=', memberId)
    .where((eb) => eb.or([eb('status', 'in', [...INVOICEABLE]), eb.and([eb('creditLineId', 'is not', null), eb('status', 'in', [...INVOICEABLE_ON_TERMS])])]));
  if (status !== 'all') query = query.where('invoiceStatus', '=', status);
  return pageWithTotal(query, (q) => {
    let ordered = q.selectAll();
    if (party === 'seller')
      ordered = ordered
        .orderBy((eb) => eb.case().when('invoiceStatus', '=', 'requested').then(0).else(1).end())
        .orderBy((eb) => eb.case().when('invoiceStatus', '=', 'requested').then(eb.ref('invoiceRequestedAt')).else(null).end(), 'asc');
    return ordered.orderBy('receivedAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  });
}
