import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Permits by quantity (issue 30; docs/decisions/0154-permits-by-quantity.md).
 *
 * - `certificates.quantities_counted`: 1 on the four permit kinds stored with
 *   their substances and quantities (required from now on); permits stored
 *   before are not counted.
 * - `certificate_allowances`: what a buyer's permit allows — a CAS number and
 *   an amount in grams or millilitres (`base`). Editing the permit supersedes
 *   its rows (`superseded_at`) rather than deleting them: the moves keep
 *   pointing at what they drew on, and what remains of a substance counts the
 *   draws on every row of that certificate.
 * - `certificate_allowance_moves`: append-only — a `draw` when an order of
 *   the substance is first paid for, a `return` (negative) when it is
 *   cancelled or refunded; one of each per allowance and order at most, with
 *   the permit's kind and number as they read when drawn. What remains is
 *   the amount less the sum of the moves.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // 1 on permits stored with their quantities (required from now on); 0 on those stored before, which are not counted.
  await db.schema
    .alterTable('certificates')
    .addColumn('quantities_counted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addIdColumn(db.schema.createTable('certificate_allowances'), dialect)
    .addColumn('certificate_id', 'integer', (c) => c.notNull().references('certificates.id'))
    .addColumn('cas', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('base', 'text', (c) => c.notNull().check(sql`base in ('g', 'mL')`))
    .addColumn('superseded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('certificate_allowances_certificate_idx').on('certificate_allowances').columns(['certificate_id', 'cas']).execute();

  await addIdColumn(db.schema.createTable('certificate_allowance_moves'), dialect)
    .addColumn('allowance_id', 'integer', (c) => c.notNull().references('certificate_allowances.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('draw', 'return')`))
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    // The permit as it read when drawn: the sales record keeps it when the permit is later edited.
    .addColumn('permit_kind', 'text', (c) => c.notNull())
    .addColumn('permit_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('certificate_allowance_moves_once_idx')
    .unique()
    .on('certificate_allowance_moves')
    .columns(['allowance_id', 'order_id', 'kind'])
    .execute();
  await db.schema.createIndex('certificate_allowance_moves_order_idx').on('certificate_allowance_moves').columns(['order_id']).execute();
}
