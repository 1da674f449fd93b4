import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { dialectOf, lockMemberWrites, type Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { OrderPaymentStatus, OrderPaymentTable } from '@/lib/server/core/db/schema';
import type { OrderRow } from './repo';

/* `order_payments`: the parts of an order's payments (voucher, deposit, bank transfer, online). */

export type OrderPaymentRow = Selectable<OrderPaymentTable>;

export async function insertPayment(db: Db, row: Insertable<OrderPaymentTable>): Promise<OrderPaymentRow> {
  return db.insertInto('orderPayments').values(row).returningAll().executeTakeFirstOrThrow();
}

export function paymentsOf(db: Db, orderId: number) {
  return db.selectFrom('orderPayments').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

export function paymentsByKey(db: Db, orderId: number, idempotencyKey: string) {
  return db.selectFrom('orderPayments').selectAll().where('orderId', '=', orderId).where('idempotencyKey', '=', idempotencyKey).orderBy('id').execute();
}

export function findPayment(db: Db, id: number) {
  return db.selectFrom('orderPayments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function pendingPaymentOf(db: Db, orderId: number) {
  return db.selectFrom('orderPayments').selectAll().where('orderId', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
}

/** Moves payment rows out of `from`; the number moved (0 when a parallel review got there first). */
export async function movePayments(db: Db, ids: number[], from: OrderPaymentStatus, changes: Updateable<OrderPaymentTable>): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.updateTable('orderPayments').set(changes).where('id', 'in', ids).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A transfer still counting on one of these slips (waiting or settled); a rejected one frees its slip. */
export function livePaymentWithProof(db: Db, proofUploadIds: number[]) {
  if (proofUploadIds.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('orderPayments')
    .innerJoin('orders', 'orders.id', 'orderPayments.orderId')
    .select(['orderPayments.id', 'orders.orderNo'])
    .where('orderPayments.proofUploadId', 'in', proofUploadIds)
    .where('orderPayments.status', 'in', ['pending', 'settled'])
    .executeTakeFirst();
}

/** A buyer's payment parts, newest first, with their order numbers (vouchers are discounts, not money: left out). */
export function buyerPaymentPage(db: Db, buyerId: number, offset: number, limit: number) {
  const query = db
    .selectFrom('orderPayments')
    .innerJoin('orders', 'orders.id', 'orderPayments.orderId')
    .where('orderPayments.buyerId', '=', buyerId)
    .where('orderPayments.method', '!=', 'voucher');
  return pageWithTotal(query, (q) =>
    q.selectAll('orderPayments').select('orders.orderNo').orderBy('orderPayments.id', 'desc').offset(offset).limit(limit).execute(),
  );
}

/** Bank transfers for the operator's review, newest first. */
export function transferPage(db: Db, status: OrderPaymentStatus | undefined, offset: number, limit: number) {
  let query = db.selectFrom('orderPayments').innerJoin('orders', 'orders.id', 'orderPayments.orderId').where('orderPayments.method', '=', 'transfer');
  if (status) query = query.where('orderPayments.status', '=', status);
  return pageWithTotal(query, (q) =>
    q
      .selectAll('orderPayments')
      .select(['orders.orderNo', 'orders.sellerId', 'orders.payableCents', 'orders.status as orderStatus'])
      .orderBy('orderPayments.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
  );
}

export async function pendingTransferCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orderPayments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('method', '=', 'transfer')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Takes the locks a money flow on this order needs, always in one order so
 * two flows never wait on each other crosswise: the order row (PostgreSQL
 * `FOR UPDATE`; SQLite runs one transaction at a time), then the deposit
 * accounts of both parties, lower member id first. Answers the order as it is
 * under the lock.
 */
export async function lockOrderForMoney(trx: Db, orderId: number): Promise<OrderRow | undefined> {
  if (dialectOf(trx) === 'postgres') await sql`select id from orders where id = ${orderId} for update`.execute(trx);
  const row = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) return undefined;
  for (const memberId of [row.buyerId, row.sellerId].sort((a, b) => a - b)) await lockMemberWrites(trx, 'deposit', memberId);
  return row;
}

export async function setProviderTradeNo(db: Db, id: number, providerTradeNo: string | null): Promise<void> {
  await db.updateTable('orderPayments').set({ providerTradeNo }).where('id', '=', id).execute();
}

/** Online parts through `provider`: these ids, or settled / refused within [from, to) (reconciliation). */
export async function onlinePartsForProvider(db: Db, provider: string, range: { from: string; to: string }, ids: number[]): Promise<OrderPaymentRow[]> {
  const online = () => db.selectFrom('orderPayments').selectAll().where('method', '=', 'online').where('provider', '=', provider);
  const inRange = await online()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['settled', 'refunded']), eb('settledAt', '>=', range.from), eb('settledAt', '<', range.to)]),
        eb.and([eb('status', '=', 'rejected'), eb('updatedAt', '>=', range.from), eb('updatedAt', '<', range.to)]),
      ]),
    )
    .execute();
  const named = ids.length === 0 ? [] : await online().where('id', 'in', ids).execute();
  return [...new Map([...inRange, ...named].map((r) => [r.id, r])).values()];
}
