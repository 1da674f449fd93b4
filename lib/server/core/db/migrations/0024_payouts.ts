import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Money leaving the platform to members' bank accounts
 * (docs/decisions/0132-payouts-and-withdrawals.md).
 *
 * - `payouts`: one transfer to one account: a seller's payout, a buyer's
 *   withdrawal, a refund of a bank transfer. The destination account is
 *   copied at request (a later edit of the collecting account changes no
 *   payout). The Idempotency-Key is unique per member.
 * - `payout_batches`: payouts an operator gathered for review and sending.
 * - `payout_batch_approvals`: one row per operator who approved a batch
 *   (unique per batch and operator: the same person counts once).
 * - `payout_schedules`: a seller's automatic payout (weekly, monthly or at
 *   a threshold), one per member; `last_period_key` makes a period pay once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('payout_batches'), dialect)
    .addColumn('batch_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'sent')`))
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('payout_count', 'integer', (c) => c.notNull())
    .addColumn('approvals_needed', 'integer', (c) => c.notNull())
    .addColumn('prepared_by', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('sent_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_batches_status_idx').on('payout_batches').columns(['status', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('payout_batch_approvals'), dialect)
    .addColumn('batch_id', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_batch_approvals_unique_idx').unique().on('payout_batch_approvals').columns(['batch_id', 'operator_id']).execute();

  await addIdColumn(db.schema.createTable('payouts'), dialect)
    .addColumn('payout_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('seller_payout', 'withdrawal', 'refund')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'cancelled', 'batched', 'approved', 'rejected', 'sending', 'paid', 'failed')`),
    )
    .addColumn('collecting_account_id', 'integer')
    .addColumn('account_holder', 'text', (c) => c.notNull())
    .addColumn('account_bank_code', 'text', (c) => c.notNull())
    .addColumn('account_bank_name', 'text', (c) => c.notNull())
    .addColumn('account_branch', 'text')
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'integer')
    .addColumn('reference', 'text')
    .addColumn('schedule_period', 'text')
    .addColumn('provider', 'text')
    .addColumn('provider_transfer_no', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('payouts_member_key_idx').unique().on('payouts').columns(['member_id', 'idempotency_key']).execute();
  await db.schema.createIndex('payouts_member_idx').on('payouts').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('payouts_status_idx').on('payouts').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('payouts_batch_idx').on('payouts').columns(['batch_id']).execute();

  await addIdColumn(db.schema.createTable('payout_schedules'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('off', 'weekly', 'monthly', 'threshold')`))
    .addColumn('weekday', 'integer')
    .addColumn('day_of_month', 'integer')
    .addColumn('threshold_cents', 'bigint')
    .addColumn('collecting_account_id', 'integer')
    .addColumn('last_period_key', 'text')
    .addColumn('last_run_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
