import type { Insertable, Selectable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { ReconciliationItemStatus, ReconciliationItemTable, ReconciliationOutcome, ReconciliationRunTable } from '@/lib/server/core/db/schema';

/* The reconciliation area's queries: `reconciliation_runs` and `reconciliation_items` are named nowhere else. */

export type RunRow = Selectable<ReconciliationRunTable>;
export type ItemRow = Selectable<ReconciliationItemTable>;

export function findRunByFile(db: Db, provider: string, day: string, fileHash: string) {
  return db
    .selectFrom('reconciliationRuns')
    .selectAll()
    .where('provider', '=', provider)
    .where('day', '=', day)
    .where('fileHash', '=', fileHash)
    .executeTakeFirst();
}

export function findRun(db: Db, id: number) {
  return db.selectFrom('reconciliationRuns').selectAll().where('id', '=', id).executeTakeFirst();
}

export function currentRunsOf(db: Db, provider: string, day: string) {
  return db.selectFrom('reconciliationRuns').selectAll().where('provider', '=', provider).where('day', '=', day).where('status', '=', 'current').execute();
}

export function insertRun(db: Db, row: Insertable<ReconciliationRunTable>) {
  return db.insertInto('reconciliationRuns').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertItems(db: Db, rows: Insertable<ReconciliationItemTable>[]): Promise<void> {
  // In pieces: a day's mismatches may be many, and each row binds 17 parameters.
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('reconciliationItems')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** An earlier run of the day replaced by `byRunId`: the run and its open mismatches leave the open list; resolved ones keep their note. */
export async function supersedeRun(db: Db, runId: number, byRunId: number): Promise<void> {
  await db
    .updateTable('reconciliationRuns')
    .set({ status: 'superseded', supersededBy: byRunId })
    .where('id', '=', runId)
    .where('status', '=', 'current')
    .execute();
  await db.updateTable('reconciliationItems').set({ status: 'superseded' }).where('runId', '=', runId).where('status', '=', 'open').execute();
}

export type RunFilter = { provider?: string; day?: string };

export function listRuns(db: Db, f: RunFilter, offset: number, limit: number) {
  let q = db.selectFrom('reconciliationRuns');
  if (f.provider) q = q.where('provider', '=', f.provider);
  if (f.day) q = q.where('day', '=', f.day);
  return pageWithTotal(q, (qq) => qq.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute());
}

/** Open mismatches per run. */
export async function openCounts(db: Db, runIds: number[]): Promise<Map<number, number>> {
  if (runIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reconciliationItems')
    .select(['runId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('runId', 'in', runIds)
    .where('status', '=', 'open')
    .groupBy('runId')
    .execute();
  return new Map(rows.map((r) => [r.runId, Number(r.n)]));
}

export type ItemFilter = { status?: ReconciliationItemStatus; outcome?: ReconciliationOutcome; runId?: number };

function items(db: Db, f: Omit<ItemFilter, 'status'>) {
  let q = db.selectFrom('reconciliationItems');
  if (f.outcome) q = q.where('outcome', '=', f.outcome);
  if (f.runId !== undefined) q = q.where('runId', '=', f.runId);
  return q;
}

export function listItems(db: Db, f: ItemFilter, offset: number, limit: number) {
  const q = f.status ? items(db, f).where('status', '=', f.status) : items(db, f);
  return pageWithTotal(q, (qq) => qq.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute());
}

/** How many open and resolved mismatches the filter (without its status) holds: the tabs' numbers. */
export async function itemCounts(db: Db, f: ItemFilter): Promise<{ open: number; resolved: number }> {
  const rows = await items(db, f)
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['open', 'resolved'])
    .groupBy('status')
    .execute();
  const count = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { open: count('open'), resolved: count('resolved') };
}

export function findItem(db: Db, id: number) {
  return db.selectFrom('reconciliationItems').selectAll().where('id', '=', id).executeTakeFirst();
}

/** open → resolved, only from open: of two people resolving at once, one wins. */
export function resolveItem(db: Db, id: number, changes: { note: string; resolvedBy: number; resolvedAt: string }) {
  return db
    .updateTable('reconciliationItems')
    .set({ status: 'resolved', ...changes })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

export function runsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('reconciliationRuns').selectAll().where('id', 'in', ids).execute();
}
