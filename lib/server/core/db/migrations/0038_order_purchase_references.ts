import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Buying for an organisation (issue 32; docs/decisions/0158-organisations.md):
 * the order names the organisation it was bought for (its purchaser placed
 * it) and carries the buyer's purchase-order and project numbers onto the
 * contract, the invoice request and the exports.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('organisation_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('purchase_order_no', 'text').execute();
  await db.schema.alterTable('orders').addColumn('project_no', 'text').execute();
  await db.schema.createIndex('orders_organisation_idx').on('orders').columns(['organisation_id', 'created_at']).execute();
}
