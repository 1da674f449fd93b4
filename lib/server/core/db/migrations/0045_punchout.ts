import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * cXML PunchOut for organisations (issue 34; docs/decisions/0165-punchout.md).
 *
 * - `punchout_connections`: one per procurement system an organisation's
 *   owner connects: the system's From credential (domain and identity) and
 *   the member its sessions act as unless the request names another of the
 *   organisation's purchasers. The shared secret is never stored: it is
 *   derived from API_KEY_SECRET, the connection id and the salt.
 * - `punchout_sessions`: one per PunchOutSetupRequest: the buyer cookie and
 *   the BrowserFormPost address to send the cart back to; the start link's
 *   token and the transfer token are stored as hashes.
 * - `punchout_order_requests`: one per OrderRequest payload, unique per
 *   connection, with the answer given, so a resent document answers the same
 *   and orders nothing twice.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('punchout_connections'), dialect)
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('from_domain', 'text', (c) => c.notNull())
    .addColumn('from_identity', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('acting_member_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('punchout_connections_organisation_idx').on('punchout_connections').column('organisation_id').execute();
  await db.schema.createIndex('punchout_connections_identity_idx').on('punchout_connections').columns(['from_domain', 'from_identity']).execute();
  // One live connection per credential within an organisation (domains compare without case, as cXML says). Across
  // organisations the same credential may recur: a document is matched by its credential and its secret together,
  // so no organisation can block another by registering its identity first.
  await sql`create unique index punchout_connections_live_uq on punchout_connections (organisation_id, lower(from_domain), from_identity) where revoked_at is null`.execute(
    db,
  );

  await addIdColumn(db.schema.createTable('punchout_sessions'), dialect)
    .addColumn('connection_id', 'integer', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull().check(sql`operation in ('create', 'edit', 'inspect')`))
    .addColumn('buyer_cookie', 'text', (c) => c.notNull())
    .addColumn('form_post_url', 'text', (c) => c.notNull())
    .addColumn('start_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('transfer_token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('start_expires_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('transferred_at', 'text')
    .execute();

  await addIdColumn(db.schema.createTable('punchout_order_requests'), dialect)
    .addColumn('connection_id', 'integer', (c) => c.notNull())
    .addColumn('payload_id', 'text', (c) => c.notNull())
    .addColumn('purchase_order_no', 'text', (c) => c.notNull())
    .addColumn('order_nos', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('punchout_order_requests_payload_uq', ['connection_id', 'payload_id'])
    .execute();
}
