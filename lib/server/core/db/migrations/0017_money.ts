import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Money: the deposit (预存款) with its ledger, recharges, and vouchers (优惠券).
 *
 * - `deposit_accounts`: one row per member, the available and the frozen
 *   amount in integer cents. CHECK constraints keep both at or above zero
 *   whatever a query tries; the ledger functions move them with conditional
 *   updates. The row is a cache of the ledger: its sums must equal it.
 * - `deposit_ledger`: append-only, one row per movement. `amount_cents` moves
 *   the available balance, `frozen_delta_cents` the frozen amount; the row
 *   keeps both balances after it (the running balance the member sees). A
 *   movement's idempotency key is unique per member, so a repeated request
 *   finds the first row instead of moving money again.
 * - `recharges`: a member's request to add money (offline transfer with a
 *   proof, or online through the payment provider), unique per member and
 *   idempotency key.
 * - `voucher_batches` / `vouchers`: what an operator issues, and each code.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('deposit_accounts')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance_cents >= 0`))
    .addColumn('frozen_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`frozen_cents >= 0`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('deposit_ledger'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('frozen_delta_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull().check(sql`balance_after_cents >= 0`))
    .addColumn('frozen_after_cents', 'bigint', (c) => c.notNull().check(sql`frozen_after_cents >= 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deposit_ledger_key_idx').unique().on('deposit_ledger').columns(['member_id', 'idempotency_key']).execute();
  await db.schema.createIndex('deposit_ledger_member_idx').on('deposit_ledger').columns(['member_id', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('recharges'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('proof_upload_id', 'integer', (c) => c.references('uploads.id'))
    .addColumn('payer_name', 'text')
    .addColumn('remark', 'text')
    .addColumn('provider', 'text')
    .addColumn('provider_trade_no', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_by', 'integer')
    .addColumn('settled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recharges_key_idx').unique().on('recharges').columns(['member_id', 'idempotency_key']).execute();
  await db.schema.createIndex('recharges_member_idx').on('recharges').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('recharges_status_idx').on('recharges').columns(['status', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('voucher_batches'), dialect)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('face_value_cents', 'integer', (c) => c.notNull().check(sql`face_value_cents > 0`))
    .addColumn('min_order_cents', 'integer', (c) => c.notNull().check(sql`min_order_cents >= 0`))
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('vouchers'), dialect)
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('voucher_batches.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unused'))
    .addColumn('claimed_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('order_reference', 'text')
    .addColumn('order_amount_cents', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vouchers_member_idx').on('vouchers').columns(['member_id', 'status']).execute();
  await db.schema.createIndex('vouchers_batch_idx').on('vouchers').columns(['batch_id', 'status']).execute();
}
