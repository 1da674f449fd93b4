import { sql, type Kysely } from 'kysely';
import { addIdColumn, makeAppendOnly, type Dialect } from '../dialect';

/**
 * API keys for procurement systems and sellers' own software (issue 34;
 * docs/decisions/0162-api-keys.md).
 *
 * - `api_keys`: one per key. The secret is never stored: it is derived from
 *   the server's API_KEY_SECRET, the public key id and a random salt, shown
 *   once at creation, and derived again to check each request's HMAC.
 * - `api_key_nonces`: nonces seen within the replay window, unique per key.
 * - `api_key_calls`: append-only, one row per call made with a key (the
 *   owner's audit list; the last minute's rows are the rate limit).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('api_keys'), dialect)
    .addColumn('key_id', 'text', (c) => c.notNull().unique())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('seller', 'organisation')`))
    .addColumn('organisation_id', 'integer')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('rate_limit_per_minute', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer')
    .addColumn('last_used_at', 'text')
    .addColumn('last_used_ip', 'text')
    .execute();
  await db.schema.createIndex('api_keys_member_idx').on('api_keys').columns(['member_id', 'owner_kind']).execute();
  await db.schema.createIndex('api_keys_organisation_idx').on('api_keys').column('organisation_id').execute();

  await db.schema
    .createTable('api_key_nonces')
    .addColumn('api_key_id', 'integer', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_key_nonces_pk', ['api_key_id', 'nonce'])
    .execute();
  await db.schema.createIndex('api_key_nonces_age_idx').on('api_key_nonces').columns(['api_key_id', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('api_key_calls'), dialect)
    .addColumn('api_key_id', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('operation_id', 'text')
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_key_calls_key_idx').on('api_key_calls').columns(['api_key_id', 'created_at']).execute();
  await makeAppendOnly(db, dialect, 'api_key_calls');
}
