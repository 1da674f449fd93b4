import type { Kysely } from 'kysely';

/**
 * Stock that holds (issue 30; docs/decisions/0150-stock-holds.md).
 *
 * - `goods.reserved`: packs held by submitted, unpaid orders from the cart.
 *   What buyers can still take is `stock - reserved`; a reservation is a
 *   conditional update, so parallel orders never take it below zero.
 * - `orders.stock_state`: where the order stands with the goods it holds:
 *   null (made before this, or from quotations: nothing held), `reserved`
 *   (submitted), `taken` (paid: stock decremented), `released` (cancelled or
 *   expired unpaid), `returned` (refunded before dispatch).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('goods')
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('stock_state', 'text').execute();
}
