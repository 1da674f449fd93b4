import type { Kysely } from 'kysely';

/**
 * Background work across instances (issue 27).
 *
 * Import jobs: a worker holds a job under a
 * token of its own and renews a short claim by heartbeat, so a job whose
 * instance died is taken over within seconds instead of after a minute.
 *
 * - `claim_token`: who holds the job now; progress is stored only under it.
 * - `heartbeat_at`: the holder's last sign of life, shown to the seller
 *   while another instance takes the job over.
 *
 * `scheduler_leases`: which instance runs a time-driven scheduler job now
 * (one row per job name), until when; another takes the job over once the
 * lease runs out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('goods_import_jobs').addColumn('claim_token', 'text').execute();
  await db.schema.alterTable('goods_import_jobs').addColumn('heartbeat_at', 'text').execute();
  await db.schema
    .createTable('scheduler_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'text', (c) => c.notNull())
    .execute();
}
