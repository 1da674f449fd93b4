import { sql, type Kysely } from 'kysely';
import { addIdColumn, makeAppendOnly, type Dialect } from '../dialect';

/**
 * Funds of an organisation (经费卡 / projects; issue 32;
 * docs/decisions/0159-organisation-funds.md).
 *
 * - `organisation_funds`: a budget an organisation's orders are charged to —
 *   its number and name, validity period, who may charge it (null: every
 *   purchaser), and three amounts that cache its ledger: the budget, what
 *   orders hold (reserved at submission) and what they spent (charged at
 *   payment). CHECK constraints keep reserved + spent within the budget
 *   whatever a query tries; the ledger moves them with conditional updates.
 * - `organisation_fund_ledger`: append-only, one row per movement (budget
 *   added or reduced, an order's reservation, its release, its charge, a
 *   refund back), with the three amounts after it; a movement's key is
 *   unique per fund.
 * - `orders.fund_id`: the fund an order placed for an organisation names.
 * - `organisations.require_fund`: the rule "every order names a fund".
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('organisation_funds'), dialect)
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('chargers_json', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
    .addColumn('budget_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`budget_cents >= 0`),
    )
    .addColumn('reserved_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reserved_cents >= 0`),
    )
    .addColumn('spent_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`spent_cents >= 0`),
    )
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('organisation_funds_within_budget', sql`reserved_cents + spent_cents <= budget_cents`)
    .execute();
  await db.schema.createIndex('organisation_funds_code_idx').unique().on('organisation_funds').columns(['organisation_id', 'code']).execute();

  await addIdColumn(db.schema.createTable('organisation_fund_ledger'), dialect)
    .addColumn('fund_id', 'integer', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('allocate', 'reduce', 'reserve', 'release', 'charge', 'refund')`))
    .addColumn('budget_delta_cents', 'bigint', (c) => c.notNull())
    .addColumn('reserved_delta_cents', 'bigint', (c) => c.notNull())
    .addColumn('spent_delta_cents', 'bigint', (c) => c.notNull())
    .addColumn('budget_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('reserved_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('spent_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('order_no', 'text')
    .addColumn('actor_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('organisation_fund_ledger_key_idx').unique().on('organisation_fund_ledger').columns(['fund_id', 'idempotency_key']).execute();
  await db.schema.createIndex('organisation_fund_ledger_fund_idx').on('organisation_fund_ledger').columns(['fund_id', 'id']).execute();
  await db.schema.createIndex('organisation_fund_ledger_order_idx').on('organisation_fund_ledger').columns(['order_id']).execute();
  await makeAppendOnly(db, dialect, 'organisation_fund_ledger');

  await db.schema.alterTable('orders').addColumn('fund_id', 'integer').execute();
  await db.schema
    .alterTable('organisations')
    .addColumn('require_fund', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
