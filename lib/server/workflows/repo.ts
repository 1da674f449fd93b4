import type { Db } from '@/lib/server/core/db';

/** The side_effects table (owned by the workflows area): mails and messages owed by committed flows. */

export async function insertEffect(db: Db, effect: { topic: string; payload: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('sideEffects')
    .values({ ...effect, availableAt: effect.createdAt, claimedUntil: null, doneAt: null, lastError: null })
    .execute();
}

/** Effects due at `now` that no live dispatcher holds, oldest first. */
export async function dueEffects(db: Db, now: string, limit: number) {
  return db
    .selectFrom('sideEffects')
    .select(['id', 'topic', 'payload', 'attempts'])
    .where('doneAt', 'is', null)
    .where('availableAt', '<=', now)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes an effect for one dispatcher until `until`; false when another took it first. */
export async function claimEffect(db: Db, id: number, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('sideEffects')
    .set({ claimedUntil: until })
    .where('id', '=', id)
    .where('doneAt', 'is', null)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markEffectDone(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('sideEffects').set({ doneAt: at, claimedUntil: null }).where('id', '=', id).execute();
}

export async function markEffectFailed(db: Db, id: number, failure: { attempts: number; retryAt: string; error: string }): Promise<void> {
  await db
    .updateTable('sideEffects')
    .set({ attempts: failure.attempts, availableAt: failure.retryAt, lastError: failure.error.slice(0, 1000), claimedUntil: null })
    .where('id', '=', id)
    .execute();
}

export async function effectRows(db: Db) {
  return db.selectFrom('sideEffects').selectAll().orderBy('id').execute();
}
