import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import { readStoredBytes, storeBytes } from '@/lib/server/storage';
import { substancesByCas } from '@/lib/server/catalog/refs';
import { normalizeCas } from '@/lib/shared/cas';
import { existingOfferKeys, newGoodsStamp, prepareOffers, type OfferDraft } from '../offers';
import { unitIdsIgnoringCase } from '../repo';
import { insertGoodsReturningIds } from '../manage-repo';
import { SDS_NEEDED_NOTE, substancesLackingSheet } from '../sds';
import type { ImportJobSchema, ImportResultSchema } from '@/lib/contracts/goods/schema';
import { draftFromCells } from './columns';
import * as repo from './repo';
import { countImportRows, readImportRows, resultsWorkbook, type ImportRow } from './workbook';
import { recordWebhookEvent } from '@/lib/server/webhooks/events';

/*
 * Spreadsheet imports as jobs: the upload checks the workbook and queues a
 * job; a worker in the server process claims it and stores it batch by
 * batch, each batch (its goods, its rows' outcomes, the progress) in one
 * transaction. The worker renews a short claim by heartbeat; a worker that
 * dies (its instance killed) leaves a claim that runs out within seconds,
 * and any instance's worker claims the job and goes on after the last
 * stored batch.
 */

export type ImportJob = z.infer<typeof ImportJobSchema>;

const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMPORT_BATCH_ROWS = 500;
/**
 * How long a claim holds a job without a heartbeat. With the workers' 3 s
 * look for work, a job whose instance died is taken over within 13 s.
 */
export const CLAIM_MS = 10_000;
/** How often a working worker renews its claim: several beats fit in one claim, so a slow beat loses nothing. */
export const HEARTBEAT_MS = 3_000;
const MAX_ATTEMPTS = 3;

export const importJobNotFound = () => new AppError(ErrorCode.IMPORT_JOB_NOT_FOUND, '导入任务不存在');

export function toImportJob(job: repo.JobRow): ImportJob {
  return {
    jobId: job.id,
    fileName: job.fileName,
    status: job.status,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    acceptedRows: job.acceptedRows,
    rejectedRows: job.rejectedRows,
    percent: job.totalRows > 0 ? Math.floor((job.processedRows * 100) / job.totalRows) : 0,
    error: job.error,
    // Running, but its worker stopped renewing the claim: its instance died, and another takes the job over shortly.
    resuming: job.status === 'running' && job.claimedUntil !== null && job.claimedUntil < nowIso(),
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    resultUrl: `/downloads/goods-import/${job.id}`,
  };
}

/** Checks the workbook, stores it and queues its import; one import at a time per seller. */
export async function queueImport(db: Db, sellerId: number, file: File): Promise<ImportJob> {
  if (file.size === 0) throw new AppError(ErrorCode.IMPORT_FILE_INVALID, '文件是空的，请重新选择');
  if (file.size > MAX_FILE_BYTES) throw new AppError(ErrorCode.IMPORT_FILE_INVALID, '文件超过 10 MB，请拆分后分批上传');
  const bytes = Buffer.from(await file.arrayBuffer());
  const totalRows = await countImportRows(bytes);
  const { storageKey } = await storeBytes(bytes, 'xlsx');
  const jobId = await inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'goods', sellerId);
    const running = await repo.unfinishedJobOf(trx, sellerId);
    if (running) throw new AppError(ErrorCode.IMPORT_IN_PROGRESS, '上一个导入还没有完成，请等它完成后再上传', { jobId: running.id });
    const name = file.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(-120) || 'goods.xlsx';
    return repo.insertJob(trx, {
      sellerId,
      fileName: name,
      storageKey,
      status: 'queued',
      totalRows,
      claimedUntil: null,
      error: null,
      createdAt: nowIso(),
      finishedAt: null,
    });
  });
  wakeImportWorker();
  return toImportJob((await repo.findJob(db, jobId))!);
}

export async function ownImportJob(db: Db, sellerId: number, jobId: number): Promise<ImportJob> {
  const job = await repo.findOwnJob(db, sellerId, jobId);
  if (!job) throw importJobNotFound();
  return toImportJob(job);
}

export async function sellerImportJobs(db: Db, sellerId: number, paging: PageQuery) {
  const { rows, total } = await repo.sellerJobsPage(db, sellerId, paging.pageSize, offsetOf(paging));
  return { list: rows.map(toImportJob), total, page: paging.page, pageSize: paging.pageSize };
}

/** One page of a job's row outcomes (get_upload_excel). */
export async function importResults(
  db: Db,
  sellerId: number,
  query: PageQuery & { jobId: number; outcome?: 'accepted' | 'rejected' },
): Promise<z.infer<typeof ImportResultSchema>> {
  const job = await ownImportJob(db, sellerId, query.jobId);
  const { rows, total } = await repo.rowsPage(db, query.jobId, query.outcome, query.pageSize, offsetOf(query));
  return { list: rows, total, page: query.page, pageSize: query.pageSize, job };
}

/** Every row's outcome as .xlsx, or null when the job is not the seller's. */
export async function importResultsWorkbook(db: Db, sellerId: number, jobId: number): Promise<{ fileName: string; bytes: Buffer } | null> {
  const job = await repo.findOwnJob(db, sellerId, jobId);
  if (!job) return null;
  return { fileName: `导入结果-${job.id}.xlsx`, bytes: await resultsWorkbook(await repo.allRows(db, jobId)) };
}

class ClaimLost extends Error {}

/** A row that gave only a CAS number is listed by the catalog's name (乙醇 Ethanol), so the seller can tell the rows apart. */
async function nameFromCatalog(db: Db, rows: { cas: string | null; name: string | null }[]): Promise<void> {
  const casOf = (row: { cas: string | null }) => (row.cas ? normalizeCas(row.cas) : null);
  const unnamed = rows.filter((r) => r.name === null && casOf(r) !== null);
  if (unnamed.length === 0) return;
  const known = await substancesByCas(
    db,
    unnamed.map((r) => casOf(r)!),
  );
  for (const row of unnamed) {
    const ref = known.get(casOf(row)!);
    if (ref) row.name = (ref.nameZh ? `${ref.nameZh} ${ref.name}` : ref.name).slice(0, 200);
  }
}

/** Stores one batch: its accepted goods, every row's outcome and the progress, in one transaction, while `token` holds the job. */
async function storeBatch(
  db: Db,
  job: repo.JobRow,
  batch: ImportRow[],
  processedRows: number,
  token: string,
  firstRowOf: Map<string, number>,
  units: Map<string, number>,
) {
  return inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'goods', job.sellerId);
    const read = batch.map((row) => ({ row, ...draftFromCells(row.cells) }));
    const drafts = read.filter((r): r is typeof r & { draft: OfferDraft } => 'draft' in r);
    const prepared = await prepareOffers(
      trx,
      job.sellerId,
      drafts.map((r) => r.draft),
      units,
    );
    const preparedOf = new Map(drafts.map((r, i) => [r.row.rowNo, prepared[i]!]));
    const existing = await existingOfferKeys(
      trx,
      job.sellerId,
      prepared.flatMap((p) => ('offer' in p ? [p.offer.substanceId] : [])),
    );
    const outcomes = read.map((r) => {
      const { row } = r;
      const base = { jobId: job.id, rowNo: row.rowNo, cas: row.cells.cas.slice(0, 40) || null, name: row.cells.name.slice(0, 200) || null };
      if ('reason' in r) return { ...base, outcome: 'rejected' as const, reason: r.reason, offer: null };
      const p = preparedOf.get(row.rowNo)!;
      if ('reason' in p) return { ...base, outcome: 'rejected' as const, reason: p.reason, offer: null };
      const earlier = firstRowOf.get(p.offer.offerKey);
      if (earlier !== undefined)
        return { ...base, outcome: 'rejected' as const, reason: `与第 ${earlier} 行重复（同一 CAS、包装规格、单位、纯度和品牌）`, offer: null };
      const same = existing.get(p.offer.offerKey);
      if (same) return { ...base, outcome: 'rejected' as const, reason: `已有相同的商品（编号 ${same.id}），未重复导入`, offer: null };
      firstRowOf.set(p.offer.offerKey, row.rowNo);
      return { ...base, outcome: 'accepted' as const, reason: null as string | null, offer: p.offer };
    });
    await nameFromCatalog(trx, outcomes);
    const accepted = outcomes.filter((o) => o.offer !== null);
    // Imported, but a hazardous chemical stays off the shelf until its SDS is uploaded: the row says so.
    const lacking = await substancesLackingSheet(
      trx,
      job.sellerId,
      accepted.map((o) => o.offer!),
    );
    for (const o of accepted) if (lacking.has(o.offer!.substanceId)) o.reason = SDS_NEEDED_NOTE;
    const stamp = newGoodsStamp(job.sellerId);
    const goodsIds = await insertGoodsReturningIds(
      trx,
      accepted.map((o) => ({ ...o.offer!.values, ...stamp, importJobId: job.id })),
    );
    const idOfRow = new Map(accepted.map((o, i) => [o.rowNo, goodsIds[i] ?? null]));
    await repo.insertRows(
      trx,
      outcomes.map(({ offer, ...o }) => ({ ...o, offerKey: offer?.offerKey ?? null, goodsId: idOfRow.get(o.rowNo) ?? null })),
    );
    const renewed = new Date(Date.now() + CLAIM_MS).toISOString();
    const stillOurs = await repo.advanceJob(trx, job.id, token, {
      processedRows,
      accepted: accepted.length,
      rejected: outcomes.length - accepted.length,
      claimedUntil: renewed,
    });
    if (!stillOurs) throw new ClaimLost();
  });
}

/**
 * A worker that stored nothing for this long is stuck (a read or a lock that
 * never returns) though its process lives: it stops renewing its claim, so
 * another worker takes the job over. A batch takes seconds; reading a 10 MB
 * workbook up to its first batch well under a minute.
 */
export const STUCK_MS = 120_000;

/**
 * Renews the job's claim every HEARTBEAT_MS until stopped, while the worker
 * makes progress (`lastProgress`, ms since the epoch, within STUCK_MS); a
 * failed beat is retried on the next one.
 */
function keepClaimAlive(db: Db, jobId: number, token: string, lastProgress: () => number): () => void {
  const timer = setInterval(() => {
    if (Date.now() - lastProgress() > STUCK_MS) return;
    const now = new Date();
    repo.heartbeatJob(db, jobId, token, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString()).catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Works one claimed job from where earlier attempts stopped: to its end, or
 * for `batchBudget` batches or until `stopping` (a shutdown), after which it
 * lets the job go (still running, for the next claim to go on with).
 */
export async function runImportJob(
  db: Db,
  job: repo.JobRow,
  batchBudget = Infinity,
  stopping: () => boolean = () => false,
): Promise<'done' | 'paused' | 'lost'> {
  const token = job.claimToken!;
  let progressAt = Date.now();
  const stopHeartbeat = keepClaimAlive(db, job.id, token, () => progressAt);
  let batches = 0;
  try {
    const bytes = await readStoredBytes(job.storageKey);
    const units = await unitIdsIgnoringCase(db);
    const firstRowOf = new Map<string, number>();
    for (const r of await repo.acceptedKeys(db, job.id)) if (r.offerKey && !firstRowOf.has(r.offerKey)) firstRowOf.set(r.offerKey, r.rowNo);
    let index = 0;
    let batch: ImportRow[] = [];
    for await (const row of readImportRows(bytes)) {
      index++;
      if (index <= job.processedRows) continue;
      batch.push(row);
      if (batch.length === IMPORT_BATCH_ROWS) {
        await storeBatch(db, job, batch, index, token, firstRowOf, units);
        progressAt = Date.now();
        batch = [];
        if (++batches >= batchBudget || stopping()) {
          await repo.releaseJob(db, job.id, token, nowIso(), null);
          return 'paused';
        }
      }
    }
    if (batch.length > 0) await storeBatch(db, job, batch, index, token, firstRowOf, units);
    await finishAndTell(db, job, token, 'done', null);
    return 'done';
  } catch (error) {
    if (error instanceof ClaimLost) return 'lost';
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= MAX_ATTEMPTS) await finishAndTell(db, job, token, 'failed', `导入失败：${message.slice(0, 300)}`);
    else await repo.releaseJob(db, job.id, token, new Date(Date.now() + 10_000).toISOString(), message.slice(0, 300));
    throw error;
  } finally {
    stopHeartbeat();
  }
}

/** Ends the job and, in the same transaction, owes the seller's webhook endpoints an `import.finished` event (decision 0163). */
async function finishAndTell(db: Db, job: { id: number; sellerId: number }, token: string, status: 'done' | 'failed', error: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.finishJob(trx, job.id, token, status, nowIso(), error))) return;
    await recordWebhookEvent(trx, { type: 'import.finished', memberId: job.sellerId, data: { jobId: job.id, status, error } });
  });
}

/** Claims and works jobs until none is waiting (or `stopping` says so). Returns how many it worked. */
export async function workImportJobs(db: Db, stopping: () => boolean = () => false): Promise<number> {
  let worked = 0;
  while (!stopping()) {
    const job = await repo.claimNextJob(db, nowIso(), new Date(Date.now() + CLAIM_MS).toISOString(), randomUUID());
    if (!job) return worked;
    await runImportJob(db, job, Infinity, stopping);
    worked++;
  }
  return worked;
}

type ImportWorker = { wake: () => void; stop: () => Promise<void> };
const globalForWorker = globalThis as unknown as { chemmartImportWorker?: ImportWorker };

/** Tells this process's worker a job is waiting (the worker also looks by itself every few seconds). */
export function wakeImportWorker(): void {
  globalForWorker.chemmartImportWorker?.wake();
}

/** The job worker of this server process: started once from instrumentation. */
export function startImportWorker(db: Db, onError: (error: unknown) => void, idleMs = 3000): void {
  if (globalForWorker.chemmartImportWorker) return;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (round || stopped) return;
    round = workImportJobs(db, () => stopped)
      .then(() => undefined, onError)
      .finally(() => {
        round = null;
        if (stopped) return;
        timer = setTimeout(tick, idleMs);
        timer.unref();
      });
  };
  globalForWorker.chemmartImportWorker = {
    wake: () => setImmediate(tick),
    // Shutdown: the job in hand stores its current batch and is let go at once for another instance to go on with.
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
  tick();
}

/** Stops this process's worker; resolves once the job in hand has stored its batch and been let go. */
export async function stopImportWorker(): Promise<void> {
  const worker = globalForWorker.chemmartImportWorker;
  globalForWorker.chemmartImportWorker = undefined;
  await worker?.stop();
}

/** Import jobs waiting or being worked, by status (for /metrics). */
export function importQueueDepth(db: Db): Promise<Array<{ status: string; count: number }>> {
  return repo.unfinishedJobCounts(db);
}
