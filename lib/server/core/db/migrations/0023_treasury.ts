import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * The platform's own money (docs/decisions/0131-treasury-and-commission.md).
 *
 * - `platform_ledger`: append-only, one row per movement of one platform
 *   account: `outside` (the world: money coming in is negative, money going
 *   out positive), `commission`, `voucher_cost`, `refunds_in_transit`. An
 *   account's balance is the sum of its rows; rows are only ever inserted, so
 *   parallel payments never wait on a shared balance row. A key is unique per
 *   account: a repeated movement finds the first row.
 * - `commission_rates`: the rate (basis points) for a category or a seller;
 *   a seller's rate wins over its goods' categories, the documented default
 *   applies to the rest.
 * - `orders.commission_cents`: the commission taken when the order was paid.
 *
 * Money already on the platform when this runs (deposits of an existing
 * database) came from outside: one opening row keeps the sum of every
 * account at zero from the first day.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('platform_ledger'), dialect)
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('platform_ledger_key_idx').unique().on('platform_ledger').columns(['account', 'idempotency_key']).execute();
  await db.schema.createIndex('platform_ledger_account_idx').on('platform_ledger').columns(['account', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('commission_rates'), dialect)
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('category', 'seller')`))
    .addColumn('scope_id', 'integer', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp >= 0 and rate_bp <= 3000`))
    .addColumn('note', 'text')
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('commission_rates_scope_idx').unique().on('commission_rates').columns(['scope', 'scope_id']).execute();

  await db.schema
    .alterTable('orders')
    .addColumn('commission_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  const { rows } = await sql<{ total: number | string | null }>`select sum(balance_cents + frozen_cents) as total from deposit_accounts`.execute(db);
  const held = Number(rows[0]?.total ?? 0);
  if (held !== 0) {
    await sql`insert into platform_ledger (account, amount_cents, reference, idempotency_key, memo, created_at)
      values ('outside', ${-held}, 'treasury:opening', 'opening', '平台账目启用前已在会员预存款中的资金', ${new Date().toISOString()})`.execute(db);
  }
}
