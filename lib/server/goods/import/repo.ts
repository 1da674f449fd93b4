import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { GoodsImportJobTable, GoodsImportRowTable } from '@/lib/server/core/db/schema';

const JOB_COLUMNS = [
  'id',
  'sellerId',
  'fileName',
  'storageKey',
  'status',
  'totalRows',
  'processedRows',
  'acceptedRows',
  'rejectedRows',
  'attempts',
  'claimedUntil',
  'claimToken',
  'heartbeatAt',
  'error',
  'createdAt',
  'finishedAt',
] as const;

export async function insertJob(db: Db, job: Insertable<GoodsImportJobTable>): Promise<number> {
  return (await db.insertInto('goodsImportJobs').values(job).returning('id').executeTakeFirstOrThrow()).id;
}

export function findJob(db: Db, jobId: number) {
  return db.selectFrom('goodsImportJobs').select(JOB_COLUMNS).where('id', '=', jobId).executeTakeFirst();
}

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export function findOwnJob(db: Db, sellerId: number, jobId: number) {
  return db.selectFrom('goodsImportJobs').select(JOB_COLUMNS).where('id', '=', jobId).where('sellerId', '=', sellerId).executeTakeFirst();
}

export function unfinishedJobOf(db: Db, sellerId: number) {
  return db.selectFrom('goodsImportJobs').select('id').where('sellerId', '=', sellerId).where('status', 'in', ['queued', 'running']).executeTakeFirst();
}

export async function sellerJobsPage(db: Db, sellerId: number, limit: number, offset: number) {
  const base = db.selectFrom('goodsImportJobs').where('sellerId', '=', sellerId);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.select(JOB_COLUMNS).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { rows, total: Number(total) };
}

/**
 * Takes the oldest job nobody holds (queued, or running under a claim that
 * ran out: its worker died) until `until`, under `token`. The conditional
 * update is the claim: of two workers racing for one job, one updates it.
 */
export async function claimNextJob(db: Db, now: string, until: string, token: string): Promise<JobRow | null> {
  const candidate = await db
    .selectFrom('goodsImportJobs')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
    .orderBy('id')
    .executeTakeFirst();
  if (!candidate) return null;
  const claimed = await db
    .updateTable('goodsImportJobs')
    .set((eb) => ({ status: 'running', claimedUntil: until, claimToken: token, heartbeatAt: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', candidate.id)
    .where('status', 'in', ['queued', 'running'])
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? ((await findJob(db, candidate.id)) ?? null) : null;
}

/** Renews the claim while `token` still holds the job; false when another worker took it over (or it ended). */
export async function heartbeatJob(db: Db, jobId: number, token: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('goodsImportJobs')
    .set({ claimedUntil: until, heartbeatAt: now })
    .where('id', '=', jobId)
    .where('claimToken', '=', token)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a batch's progress while `token` still holds the job; false when another worker took it over. */
export async function advanceJob(
  db: Db,
  jobId: number,
  token: string,
  progress: { processedRows: number; accepted: number; rejected: number; claimedUntil: string },
): Promise<boolean> {
  const result = await db
    .updateTable('goodsImportJobs')
    .set((eb) => ({
      processedRows: progress.processedRows,
      acceptedRows: eb('acceptedRows', '+', progress.accepted),
      rejectedRows: eb('rejectedRows', '+', progress.rejected),
      claimedUntil: progress.claimedUntil,
    }))
    .where('id', '=', jobId)
    .where('claimToken', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the job while `token` still holds it (a worker that lost it to another ends nothing). */
export async function finishJob(
  db: Db,
  jobId: number,
  token: string,
  status: 'done' | 'failed',
  finishedAt: string,
  error: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('goodsImportJobs')
    .set({ status, finishedAt, claimedUntil: null, claimToken: null, error })
    .where('id', '=', jobId)
    .where('claimToken', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets another attempt take the job after `availableAt` (a failure that may pass). */
export async function releaseJob(db: Db, jobId: number, token: string, availableAt: string, error: string | null): Promise<void> {
  await db
    .updateTable('goodsImportJobs')
    .set({ claimedUntil: availableAt, claimToken: null, error })
    .where('id', '=', jobId)
    .where('claimToken', '=', token)
    .execute();
}

export async function insertRows(db: Db, rows: Insertable<GoodsImportRowTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('goodsImportRows')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Offer keys of the rows a job accepted so far, by row: a resumed job still knows its earlier rows. */
export function acceptedKeys(db: Db, jobId: number) {
  return db.selectFrom('goodsImportRows').select(['rowNo', 'offerKey']).where('jobId', '=', jobId).where('outcome', '=', 'accepted').execute();
}

export async function rowsPage(db: Db, jobId: number, outcome: 'accepted' | 'rejected' | undefined, limit: number, offset: number) {
  let base = db.selectFrom('goodsImportRows').where('jobId', '=', jobId);
  if (outcome) base = base.where('outcome', '=', outcome);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.select(['rowNo', 'cas', 'name', 'outcome', 'reason', 'goodsId']).orderBy('rowNo').limit(limit).offset(offset).execute(),
  ]);
  return { rows, total: Number(total) };
}

export function allRows(db: Db, jobId: number) {
  return db
    .selectFrom('goodsImportRows')
    .select(['rowNo', 'cas', 'name', 'outcome', 'reason', 'goodsId'])
    .where('jobId', '=', jobId)
    .orderBy('rowNo')
    .execute();
}

/** Jobs not finished, by status: the queue depth /metrics shows. */
export async function unfinishedJobCounts(db: Db): Promise<Array<{ status: string; count: number }>> {
  const rows = await db
    .selectFrom('goodsImportJobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
}
