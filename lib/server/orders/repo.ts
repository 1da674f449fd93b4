import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { CartItemTable, OrderEventTable, OrderLineTable, OrderStatus, OrderStockState, OrderTable } from '@/lib/server/core/db/schema';
import { chinaDayStart } from '@/lib/shared/china-day';
import type { OrderListQuery, OrderTab } from '@/lib/contracts/orders/schema';

/* The orders area's queries: `orders`, `order_lines`, `order_events`, `cart_items` are named nowhere else. */

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;

/* ---------- cart ---------- */

export function cartItems(db: Db, memberId: number) {
  return db.selectFrom('cartItems').selectAll().where('memberId', '=', memberId).orderBy('id', 'desc').execute();
}

export function cartItemsByIds(db: Db, memberId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('cartItems').selectAll().where('memberId', '=', memberId).where('id', 'in', ids).execute();
}

export async function addToCart(db: Db, row: Insertable<CartItemTable>): Promise<void> {
  await db
    .insertInto('cartItems')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['memberId', 'goodsId'])
        .doUpdateSet((eb) => ({ quantity: eb('cartItems.quantity', '+', eb.ref('excluded.quantity')), updatedAt: row.updatedAt })),
    )
    .execute();
}

export async function setCartQuantity(db: Db, memberId: number, id: number, quantity: number, at: string): Promise<boolean> {
  const result = await db.updateTable('cartItems').set({ quantity, updatedAt: at }).where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCartItems(db: Db, memberId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('cartItems').where('memberId', '=', memberId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function cartCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('cartItems')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('memberId', '=', memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/* ---------- orders ---------- */

export async function insertOrder(db: Db, row: Insertable<OrderTable>): Promise<number> {
  const inserted = await db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertLines(db: Db, rows: Insertable<OrderLineTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('orderLines').values(rows).execute();
}

export function findOrderByNo(db: Db, orderNo: string) {
  return db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
}

export function findOrder(db: Db, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function linesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('orderLines').selectAll().where('orderId', 'in', orderIds).orderBy('orderId').orderBy('lineNo').execute();
}

/**
 * Moves an order from the state it was read in: false when a parallel request
 * changed it first (the caller answers with the fresh state). Every change a
 * contract shows bumps `version`.
 */
/** The order's payable amount as stored now (read after a move, in the mover's transaction). */
export async function payableNow(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('orders').select('payableCents').where('id', '=', id).executeTakeFirstOrThrow();
  return Number(row.payableCents);
}

export async function moveOrder(
  db: Db,
  id: number,
  from: OrderStatus,
  changes: Updateable<OrderTable> & { updatedAt: string },
  bumpVersion = false,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ ...changes, ...(bumpVersion ? { version: eb('version', '+', 1) } : {}) }))
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(db: Db, row: Insertable<OrderEventTable>): Promise<void> {
  await db.insertInto('orderEvents').values(row).execute();
}

export function eventsOf(db: Db, orderId: number) {
  return db.selectFrom('orderEvents').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

export function ordersWithQuotations(db: Db, quotationIds: number[]) {
  if (quotationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select(['orderLines.quotationId', 'orders.orderNo', 'orders.status'])
    .where('orderLines.quotationId', 'in', quotationIds)
    .where('orders.status', 'not in', ['cancelled'])
    .execute();
}

const TAB_STATUSES: Record<Exclude<OrderTab, 'all'>, OrderStatus[]> = {
  created: ['created'],
  unpaid: ['pending_approval', 'submitted', 'negotiating'],
  paid: ['paid'],
  dispatched: ['dispatched'],
  received: ['received'],
  completed: ['completed'],
  closed: ['cancelled', 'refunded'],
};

/** A party's orders: the buyer's all, the seller's only once submitted (a draft is the buyer's own business). */
function partyOrders(db: Db, party: 'buyer' | 'seller', memberId: number) {
  const base = db.selectFrom('orders').where(party === 'buyer' ? 'orders.buyerId' : 'orders.sellerId', '=', memberId);
  return party === 'seller' ? base.where('orders.status', '!=', 'created').where('orders.releasedAt', 'is not', null) : base;
}

/** The party's orders under the list filters (keyword: order number, CAS or product name; dates are China days). */
export function filteredOrders(db: Db, party: 'buyer' | 'seller', memberId: number, query: Omit<OrderListQuery, 'page' | 'pageSize'>, tab: OrderTab) {
  let q = partyOrders(db, party, memberId);
  if (tab !== 'all') q = q.where('orders.status', 'in', TAB_STATUSES[tab]);
  if (query.from) q = q.where('orders.createdAt', '>=', chinaDayStart(query.from));
  if (query.to) q = q.where('orders.createdAt', '<', chinaDayStart(query.to, 1));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('orders.orderNo', '=', keyword.toUpperCase()),
        eb.exists(
          eb
            .selectFrom('orderLines')
            .select('orderLines.id')
            .whereRef('orderLines.orderId', '=', 'orders.id')
            .where((inner) =>
              inner.or([inner('orderLines.cas', '=', keyword), inner('orderLines.productName', 'like', like), inner('orderLines.productNameZh', 'like', like)]),
            ),
        ),
      ]),
    );
  }
  return q;
}

export function pageOfOrders(db: Db, party: 'buyer' | 'seller', memberId: number, query: OrderListQuery, offset: number, limit: number) {
  return pageWithTotal(filteredOrders(db, party, memberId, query, query.status), (q) =>
    q.selectAll('orders').orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc').offset(offset).limit(limit).execute(),
  );
}

export async function tabCounts(db: Db, party: 'buyer' | 'seller', memberId: number): Promise<Record<string, number>> {
  const rows = await partyOrders(db, party, memberId)
    .select((eb) => ['orders.status', eb.fn.countAll<number>().as('n')])
    .groupBy('orders.status')
    .execute();
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const counts: Record<string, number> = { all: [...byStatus.values()].reduce((a, b) => a + b, 0) };
  for (const [tab, statuses] of Object.entries(TAB_STATUSES)) counts[tab] = statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  return counts;
}

/** Orders whose automatic step is due: dispatched before `dispatchedBefore`, received before `receivedBefore`. */
export function dueForAutoStep(db: Db, dispatchedBefore: string, receivedBefore: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'dispatched'), eb('dispatchedAt', '<', dispatchedBefore)]),
        eb.and([eb('status', '=', 'received'), eb('receivedAt', '<', receivedBefore)]),
      ]),
    )
    .limit(200)
    .execute();
}

/**
 * Expiry's candidates: submitted orders that hold stock and on which nothing
 * has happened since `quietSince` (no event: a rejected transfer or an answered
 * price restarts the clock), with nothing paid and no payment waiting; oldest first.
 */
/** Orders waiting for their organisation's approval since before `quietSince` with no event since (no decision, no change). */
export function dueApprovals(db: Db, quietSince: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('status', '=', 'pending_approval')
    .where('updatedAt', '<', quietSince)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orderEvents')
            .select('orderEvents.id')
            .whereRef('orderEvents.orderId', '=', 'orders.id')
            .where('orderEvents.createdAt', '>=', quietSince),
        ),
      ),
    )
    .orderBy('updatedAt')
    .orderBy('id')
    .limit(200)
    .execute();
}

export function dueUnpaid(db: Db, quietSince: string) {
  return (
    db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('status', '=', 'submitted')
      .where('stockState', '=', 'reserved')
      .where('paidCents', '=', 0)
      // On terms nothing waits for the buyer's money: the seller ships it unpaid (decision 0160).
      .where('creditLineId', 'is', null)
      .where('submittedAt', '<', quietSince)
      .where((eb) =>
        eb.not(
          eb.or([
            eb.exists(
              eb
                .selectFrom('orderEvents')
                .select('orderEvents.id')
                .whereRef('orderEvents.orderId', '=', 'orders.id')
                .where('orderEvents.createdAt', '>=', quietSince),
            ),
            eb.exists(
              eb
                .selectFrom('orderPayments')
                .select('orderPayments.id')
                .whereRef('orderPayments.orderId', '=', 'orders.id')
                .where('orderPayments.status', '=', 'pending'),
            ),
          ]),
        ),
      )
      .orderBy('submittedAt')
      .orderBy('id')
      .limit(200)
      .execute()
  );
}

/** Orders naming an express company (as the buyer's choice or the carrier): the console refuses to delete it. */
export async function ordersUsingExpressCompany(db: Db, expressCompanyId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('expressCompanyId', '=', expressCompanyId), eb('shipExpressCompanyId', '=', expressCompanyId)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the buyer has an order (not cancelled) with the seller made from this inquiry: the seller may then see the buyer's contact. */
export async function hasOrderFromInquiry(db: Db, inquiryId: number, buyerId: number, sellerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('inquiryId', '=', inquiryId)
    .where('buyerId', '=', buyerId)
    .where('sellerId', '=', sellerId)
    .where('status', '!=', 'cancelled')
    // A draft counts, as it always did; an order its buyer's organisation has yet to approve does not reach the seller.
    .where((eb) => eb.or([eb('status', '=', 'created'), eb('releasedAt', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setStockState(db: Db, orderId: number, stockState: OrderStockState): Promise<void> {
  await db.updateTable('orders').set({ stockState }).where('id', '=', orderId).execute();
}

/**
 * One party's orders paid in [from, to), oldest first: the buyer's month of
 * paperwork (cancelled ones left out) and the seller's register of controlled
 * sales (every paid order, whatever happened after).
 */
export function ordersPaidBetween(
  db: Db,
  party: { buyerId: number } | { sellerId: number },
  range: { from: string; to: string; withCancelled: boolean },
  limit: number,
) {
  let query = db.selectFrom('orders').selectAll();
  query = 'buyerId' in party ? query.where('buyerId', '=', party.buyerId) : query.where('sellerId', '=', party.sellerId);
  if (!range.withCancelled) query = query.where('status', '!=', 'cancelled');
  return query.where('paidAt', '>=', range.from).where('paidAt', '<', range.to).orderBy('paidAt').orderBy('id').limit(limit).execute();
}

export type OrganisationOrderFilter = 'all' | 'pending' | 'toPay';

/**
 * Orders bought for an organisation, newest first; a purchaser's unsubmitted
 * draft is theirs alone. `pending`: waiting for approval; `toPay`: waiting
 * for payment, or dispatched on terms and still owed (a payer's list).
 */
function organisationOrders(db: Db, organisationId: number, which: OrganisationOrderFilter) {
  const q = db.selectFrom('orders').where('organisationId', '=', organisationId);
  if (which === 'pending') return q.where('status', '=', 'pending_approval');
  if (which === 'toPay')
    return q.where((eb) =>
      eb.or([
        eb('status', '=', 'submitted'),
        eb.and([
          eb('creditLineId', 'is not', null),
          eb('dueOn', 'is not', null),
          eb('status', 'in', ['dispatched', 'received', 'completed']),
          eb('paidCents', '<', eb.ref('payableCents')),
        ]),
      ]),
    );
  return q.where('status', '!=', 'created');
}

export function pageOfOrganisationOrders(db: Db, organisationId: number, which: OrganisationOrderFilter, offset: number, limit: number) {
  return organisationOrders(db, organisationId, which).selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export async function countOrganisationOrders(db: Db, organisationId: number, which: OrganisationOrderFilter): Promise<number> {
  const row = await organisationOrders(db, organisationId, which)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An organisation's orders paid in [from, to) (instants; either open), newest payment first, at most `limit` (the finance report). */
export function paidOrganisationOrders(db: Db, organisationId: number, range: { from: string | null; to: string | null }, limit: number) {
  let query = db.selectFrom('orders').selectAll().where('organisationId', '=', organisationId).where('paidAt', 'is not', null);
  if (range.from) query = query.where('paidAt', '>=', range.from);
  if (range.to) query = query.where('paidAt', '<', range.to);
  return query.orderBy('paidAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Organisations with orders released to the seller, and how many, the latest customer first (at most 200). */
export async function organisationCustomerCounts(db: Db, sellerId: number): Promise<{ organisationId: number; orders: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['organisationId', eb.fn.countAll<number>().as('orders'), eb.fn.max('id').as('latest')])
    .where('sellerId', '=', sellerId)
    .where('organisationId', 'is not', null)
    .where('releasedAt', 'is not', null)
    .groupBy('organisationId')
    .orderBy('latest', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ organisationId: Number(r.organisationId), orders: Number(r.orders) }));
}

/** Whether the organisation has an order released to the seller (a customer the seller may grant payment terms to). */
export async function isOrganisationCustomer(db: Db, sellerId: number, organisationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('sellerId', '=', sellerId)
    .where('organisationId', '=', organisationId)
    .where('releasedAt', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
