import { drawForOrder } from '@/lib/server/certificates/permit-draws';
import type { Db } from '@/lib/server/core/db';
import { linesOf } from '@/lib/server/orders/queries';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import { permitNeedsOf } from '@/lib/server/orders/permit-needs';

/*
 * An order's draws on the buyer's permits (decision 0154), when the buyer
 * first pays for it — in the payment's transaction, before any money moves.
 * The order's lifecycle gives them back when it is cancelled, expires unpaid
 * or is refunded.
 */
export async function drawPermits(trx: Db, row: OrderRow): Promise<void> {
  const needs = await permitNeedsOf(trx, await linesOf(trx, [row.id]));
  await drawForOrder(trx, row.buyerId, { id: row.id, orderNo: row.orderNo }, needs);
}
