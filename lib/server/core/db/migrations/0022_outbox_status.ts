import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * The outbox (side_effects) gets an explicit state, so an operator can see
 * which mails and messages are waiting, retrying or given up ("dead"):
 * pending → sending → sent | retrying → … → dead (docs/state-machines.md "Outbox item").
 * Existing rows take the state their columns imply.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('side_effects')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await sql`update side_effects set status = 'sent' where done_at is not null`.execute(db);
  await sql`update side_effects set status = 'dead' where done_at is null and available_at >= '9999'`.execute(db);
  await sql`update side_effects set status = 'retrying' where done_at is null and attempts > 0 and status = 'pending'`.execute(db);
  await db.schema.createIndex('side_effects_due').on('side_effects').columns(['status', 'available_at']).execute();
}
