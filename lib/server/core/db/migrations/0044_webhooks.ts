import { sql, type Kysely } from 'kysely';
import { addIdColumn, makeAppendOnly, type Dialect } from '../dialect';

/**
 * Signed webhooks (issue 34; docs/decisions/0163-webhooks.md).
 *
 * - `webhook_endpoints`: where a member's or an organisation's events go, and
 *   which; the signing secret is derived, never stored (as API keys', 0162).
 * - `webhook_deliveries`: the webhooks' outbox: one row per event and
 *   endpoint, written in the transaction of the change the event tells of,
 *   sent after commit by the scheduler, retried with backoff for 24 hours.
 * - `webhook_attempts`: append-only, each try with the answer it got.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('webhook_endpoints'), dialect)
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('member', 'organisation')`))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('organisation_id', 'integer')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_endpoints_member_idx').on('webhook_endpoints').columns(['member_id', 'owner_kind']).execute();
  await db.schema.createIndex('webhook_endpoints_organisation_idx').on('webhook_endpoints').column('organisation_id').execute();

  await addIdColumn(db.schema.createTable('webhook_deliveries'), dialect)
    .addColumn('endpoint_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'retrying', 'delivering', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();

  await addIdColumn(db.schema.createTable('webhook_attempts'), dialect)
    .addColumn('delivery_id', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('response_excerpt', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('manual', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_attempts_delivery_idx').on('webhook_attempts').columns(['delivery_id', 'id']).execute();
  await makeAppendOnly(db, dialect, 'webhook_attempts');
}
