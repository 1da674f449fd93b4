import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * The side-effect outbox of workflows: a flow that writes several areas in
 * one transaction records the mails and messages it owes in the same
 * transaction; they are sent after commit (and retried), never inside it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('side_effects'), dialect)
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('available_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .addColumn('done_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('side_effects_pending').on('side_effects').columns(['done_at', 'available_at']).execute();
}
