import { sql } from 'kysely';
import { dialectOf, type Db } from '@/lib/server/core/db';
import type { OutboxStatus } from '@/lib/server/core/db/schema';

/** The side_effects table (owned by the outbox area): mails and messages owed by committed flows. */

export async function insertEffect(db: Db, effect: { topic: string; payload: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('sideEffects')
    .values({ ...effect, status: 'pending', availableAt: effect.createdAt, claimedUntil: null, doneAt: null, lastError: null })
    .execute();
}

export type ClaimedEffect = { id: number; topic: string; payload: string; attempts: number };

/**
 * Takes the oldest due effect for this dispatcher until `until`, in one
 * statement: due means pending or retrying and its time has come, or sending
 * by a dispatcher whose claim ran out (it crashed mid-send). On PostgreSQL
 * the inner select skips rows another instance is claiming right now; on
 * SQLite the statement runs alone. Undefined when nothing is due.
 */
export async function claimNextEffect(db: Db, now: string, until: string): Promise<ClaimedEffect | undefined> {
  let next = db
    .selectFrom('sideEffects')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['pending', 'retrying']), eb('availableAt', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimedUntil', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(1);
  // A plain read first: an idle tick takes no write lock (SQLite) and locks no row.
  if (!(await next.executeTakeFirst())) return undefined;
  if (dialectOf(db) === 'postgres') next = next.forUpdate().skipLocked();
  return db
    .updateTable('sideEffects')
    .set({ status: 'sending', claimedUntil: until })
    .where('id', '=', next)
    .returning(['id', 'topic', 'payload', 'attempts'])
    .executeTakeFirst();
}

export async function markEffectSent(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('sideEffects').set({ status: 'sent', doneAt: at, claimedUntil: null }).where('id', '=', id).execute();
}

export async function markEffectFailed(
  db: Db,
  id: number,
  failure: { status: 'retrying' | 'dead'; attempts: number; retryAt: string; error: string },
): Promise<void> {
  await db
    .updateTable('sideEffects')
    .set({
      status: failure.status,
      attempts: failure.attempts,
      availableAt: failure.retryAt,
      lastError: failure.error.slice(0, 1000),
      claimedUntil: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function effectRows(db: Db) {
  return db.selectFrom('sideEffects').selectAll().orderBy('id').execute();
}

/** One page of the outbox for the operator, newest first, of the given states (or the one item `id`). */
export async function effectPage(db: Db, statuses: OutboxStatus[], limit: number, offset: number, id?: number) {
  let base = db.selectFrom('sideEffects').where('status', 'in', statuses);
  if (id !== undefined) base = base.where('id', '=', id);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'topic', 'payload', 'status', 'attempts', 'createdAt', 'availableAt', 'lastError', 'doneAt'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many items wait in each state that needs no one (sent) left out. */
export async function countsByStatus(db: Db) {
  return db
    .selectFrom('sideEffects')
    .select(['status', sql<number>`count(*)`.as('n')])
    .where('status', '!=', 'sent')
    .groupBy('status')
    .execute();
}

/** "Retry now": a waiting or given-up item becomes due at once; false when it is being sent or already sent. */
export async function makeEffectDue(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sideEffects')
    .set({ status: 'retrying', availableAt: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'retrying', 'dead'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
