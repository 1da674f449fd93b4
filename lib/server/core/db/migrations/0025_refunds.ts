import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Refunds to the original method (docs/decisions/0133-refunds-to-the-original-method.md).
 *
 * `refunds`: one row per payment part a refund returns money to. A seller's
 * refund request (full or partial) becomes one row per part it draws on,
 * all carrying the request's key. `method` says where the money goes back:
 * the deposit (`deposit`), the payment provider (`online`) or the buyer's
 * bank by the payout path (`transfer`). The seller's side of each row (what
 * the seller paid, from held proceeds or the available balance, and the
 * commission returned) is recorded with it, so the receipt of the order
 * releases only what is still held. States: docs/state-machines.md, "Refunds".
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('refunds'), dialect)
    .addColumn('refund_no', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('order_payment_id', 'integer', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('deposit', 'online', 'transfer')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('commission_returned_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_charged_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_source', 'text', (c) => c.notNull().check(sql`seller_source in ('held', 'available')`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_refund_no', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One row per part per request: a repeated request finds its rows; parallel ones are serialised by the order's lock.
  await db.schema.createIndex('refunds_request_idx').unique().on('refunds').columns(['order_id', 'request_key', 'order_payment_id']).execute();
  await db.schema.createIndex('refunds_payment_idx').on('refunds').columns(['order_payment_id']).execute();
  await db.schema.createIndex('refunds_status_idx').on('refunds').columns(['status', 'updated_at']).execute();
}
