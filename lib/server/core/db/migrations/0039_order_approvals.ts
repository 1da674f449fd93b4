import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Approvals of orders placed for an organisation (issue 32;
 * docs/decisions/0158-organisations.md, "Approvals").
 *
 * - `organisations`: the approval rules, each optional — every order of a
 *   purchaser; orders above an amount; orders with a regulated substance; a
 *   second approval above a larger amount.
 * - `orders.released_at`: when the seller first saw the order (submitted, or
 *   approved); an order never released stays the buyer's and their
 *   organisation's alone, also once cancelled. Orders submitted before take
 *   their submission time.
 * - `organisation_approvals`: every decision, append-only: who approved or
 *   rejected which order at which revision (the order's version), at which
 *   level, with the reason of a rejection.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('organisations')
    .addColumn('approve_every_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('organisations').addColumn('approval_above_cents', 'integer').execute();
  await db.schema
    .alterTable('organisations')
    .addColumn('approve_regulated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('organisations').addColumn('second_approval_above_cents', 'integer').execute();

  await db.schema.alterTable('orders').addColumn('released_at', 'text').execute();
  await sql`update orders set released_at = coalesce(submitted_at, created_at) where status <> 'created'`.execute(db);

  await addIdColumn(db.schema.createTable('organisation_approvals'), dialect)
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('order_version', 'integer', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('approved', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
  // One decision per approver and revision: a second click is refused, two approvers make two levels.
  await db.schema
    .createIndex('organisation_approvals_once_idx')
    .on('organisation_approvals')
    .columns(['order_id', 'order_version', 'decided_by'])
    .unique()
    .execute();
}
