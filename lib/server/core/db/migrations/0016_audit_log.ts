import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * What operators did: who, which action on which row, the row before and
 * after (JSON), when. Append-only: lib/server/audit inserts and reads, and
 * no API updates or deletes a row.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('audit_log'), dialect)
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'created_at']).execute();
}
