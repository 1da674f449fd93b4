import type { Db } from '@/lib/server/core/db';

/**
 * Takes or renews the lease on a scheduler job for `holder` until
 * `now + ttlMs`: true when this holder may run the job's round. A lease
 * another holder keeps (not run out) is left alone, so of several instances
 * one runs each time-driven job; when it dies, another takes the job over
 * once the lease runs out. The taking is one statement (an upsert with a
 * condition), so two instances racing for a free lease cannot both win, on
 * either database.
 */
export async function takeLease(db: Db, name: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
  // A read first: the holder renews only once half its lease has passed, and others write only for a
  // lease that ran out. Every tick writing would take SQLite's one write lock several times a second.
  const current = await db.selectFrom('schedulerLeases').select(['holder', 'until']).where('name', '=', name).executeTakeFirst();
  if (current) {
    const remaining = Date.parse(current.until) - now.getTime();
    if (current.holder === holder && remaining > ttlMs / 2) return true;
    if (current.holder !== holder && remaining > 0) return false;
  }
  const until = new Date(now.getTime() + ttlMs).toISOString();
  const result = await db
    .insertInto('schedulerLeases')
    .values({ name, holder, until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, until })
        .where((eb) => eb.or([eb('schedulerLeases.holder', '=', holder), eb('schedulerLeases.until', '<', now.toISOString())])),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Gives the lease up (a graceful stop), so another instance takes the job at its next tick. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('schedulerLeases').where('name', '=', name).where('holder', '=', holder).execute();
}

/** Who holds each job now, for the console and tests. */
export function leaseHolders(db: Db) {
  return db.selectFrom('schedulerLeases').select(['name', 'holder', 'until']).orderBy('name').execute();
}
