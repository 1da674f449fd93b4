import { sql, type Kysely } from 'kysely';
import { addIdColumn, makeAppendOnly, type Dialect } from '../dialect';

/**
 * Payment terms a seller grants an organisation (账期: 先票后款, 月结; issue
 * 32; docs/decisions/0160-payment-terms.md).
 *
 * - `credit_lines`: one per seller and organisation — the kind of terms, the
 *   days to pay, the credit limit, and two amounts that cache its ledger:
 *   what undispatched orders on terms hold, and what dispatched ones owe.
 * - `credit_ledger`: append-only, one row per movement (an order's hold, its
 *   release, the hold turned into a debt at dispatch with its due date, the
 *   debt settled by payment), with the amounts after it; a key is unique per
 *   line; each row names the order and its buyer (who pays it, and is reminded).
 * - `credit_reminders`: which reminder each owed order has had (one of each).
 * - `orders.credit_line_id`, `terms_kind`, `terms_days`: the terms an order
 *   was placed on, as agreed then; `orders.due_on`: when it must be paid,
 *   set at dispatch.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const nonNegative = (name: string) => sql`${sql.ref(name)} >= 0`;
  await addIdColumn(db.schema.createTable('credit_lines'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice_first', 'monthly')`))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days >= 0 and days <= 180`))
    .addColumn('limit_cents', 'bigint', (c) => c.notNull().check(nonNegative('limit_cents')))
    .addColumn('held_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(nonNegative('held_cents')))
    .addColumn('owed_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(nonNegative('owed_cents')))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'suspended')`))
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_lines_pair_idx').unique().on('credit_lines').columns(['seller_id', 'organisation_id']).execute();
  await db.schema.createIndex('credit_lines_organisation_idx').on('credit_lines').columns(['organisation_id']).execute();

  await addIdColumn(db.schema.createTable('credit_ledger'), dialect)
    .addColumn('credit_line_id', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('hold', 'release', 'owe', 'settle')`))
    .addColumn('held_delta_cents', 'bigint', (c) => c.notNull())
    .addColumn('owed_delta_cents', 'bigint', (c) => c.notNull())
    .addColumn('held_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('owed_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'integer', (c) => c.notNull())
    .addColumn('due_on', 'text')
    .addColumn('actor_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_ledger_key_idx').unique().on('credit_ledger').columns(['credit_line_id', 'idempotency_key']).execute();
  await db.schema.createIndex('credit_ledger_order_idx').on('credit_ledger').columns(['order_id']).execute();
  await db.schema.createIndex('credit_ledger_seller_idx').on('credit_ledger').columns(['seller_id', 'kind']).execute();
  await db.schema.createIndex('credit_ledger_organisation_idx').on('credit_ledger').columns(['organisation_id', 'kind']).execute();
  await makeAppendOnly(db, dialect, 'credit_ledger');

  await db.schema
    .createTable('credit_reminders')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_reminders_pk', ['order_id', 'kind'])
    .execute();

  await db.schema.alterTable('orders').addColumn('credit_line_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('terms_kind', 'text').execute();
  await db.schema.alterTable('orders').addColumn('terms_days', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('due_on', 'text').execute();
}
