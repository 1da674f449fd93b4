import { sql, type Kysely } from 'kysely';
import { addIdColumn, makeAppendOnly, type Dialect } from '../dialect';

/**
 * An organisation's own deposit (机构预存款; issue 32;
 * docs/decisions/0161-organisation-deposit.md).
 *
 * - `organisation_deposit_accounts`: one per organisation, its balance (never
 *   below zero), caching the ledger's sum.
 * - `organisation_deposit_ledger`: append-only, one row per movement (a
 *   recharge, an order paid from it, a refund back to it) with the balance
 *   after it and the member who moved it; a key is unique per organisation.
 * - `recharges.organisation_id`: a recharge made for an organisation credits
 *   its deposit, not the member's.
 * - `order_payments.organisation_id`, `paid_by`: a deposit part drawn from an
 *   organisation's deposit, and the member who paid it, so a refund goes back
 *   where the money came from.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('organisation_deposit_accounts')
    .addColumn('organisation_id', 'integer', (c) => c.primaryKey())
    .addColumn('balance_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance_cents >= 0`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('organisation_deposit_ledger'), dialect)
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('recharge', 'payment', 'refund')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull().check(sql`balance_after_cents >= 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('order_id', 'integer')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('organisation_deposit_ledger_key_idx')
    .unique()
    .on('organisation_deposit_ledger')
    .columns(['organisation_id', 'idempotency_key'])
    .execute();
  await makeAppendOnly(db, dialect, 'organisation_deposit_ledger');

  await db.schema.alterTable('recharges').addColumn('organisation_id', 'integer').execute();
  await db.schema.alterTable('order_payments').addColumn('organisation_id', 'integer').execute();
  await db.schema.alterTable('order_payments').addColumn('paid_by', 'integer').execute();
}
