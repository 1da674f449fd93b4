import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Reconciliation of the payment provider's settlement files
 * (docs/decisions/0136-reconciliation.md). 0026 is another change's number.
 *
 * - `reconciliation_runs`: one uploaded settlement file of one provider and
 *   China day, matched against our records. The same bytes again for the same
 *   provider and day are the same run (unique file hash); a different file for
 *   that day makes a new run and marks the earlier one `superseded`.
 * - `reconciliation_items`: one mismatch of a run, open until a person
 *   resolves it with a note (who and when kept on the row, and audited).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('reconciliation_runs'), dialect)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('file_hash', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('current', 'superseded')`))
    .addColumn('superseded_by', 'integer')
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('matched_count', 'integer', (c) => c.notNull())
    .addColumn('mismatch_count', 'integer', (c) => c.notNull())
    .addColumn('file_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reconciliation_runs_file_idx').unique().on('reconciliation_runs').columns(['provider', 'day', 'file_hash']).execute();
  await db.schema.createIndex('reconciliation_runs_day_idx').on('reconciliation_runs').columns(['day', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('reconciliation_items'), dialect)
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('line_no', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'refund', 'payout')`))
    .addColumn('our_no', 'text', (c) => c.notNull())
    .addColumn('provider_no', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('missing_ours', 'missing_file', 'amount_differs', 'status_differs')`))
    .addColumn('file_amount_cents', 'bigint')
    .addColumn('our_amount_cents', 'bigint')
    .addColumn('file_status', 'text')
    .addColumn('our_status', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'resolved', 'superseded')`))
    .addColumn('note', 'text')
    .addColumn('resolved_by', 'integer')
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reconciliation_items_run_idx').on('reconciliation_items').columns(['run_id']).execute();
  await db.schema.createIndex('reconciliation_items_status_idx').on('reconciliation_items').columns(['status', 'created_at']).execute();
}
