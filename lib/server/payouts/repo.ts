import type { Insertable, Selectable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { PayoutBatchStatus, PayoutPurpose, PayoutScheduleTable, PayoutStatus, PayoutTable } from '@/lib/server/core/db/schema';

/* The payouts area's queries, on its own tables only. */

export type PayoutRow = Selectable<PayoutTable>;

export function findByKey(db: Db, memberId: number, idempotencyKey: string) {
  return db.selectFrom('payouts').selectAll().where('memberId', '=', memberId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

export function findByNo(db: Db, payoutNo: string) {
  return db.selectFrom('payouts').selectAll().where('payoutNo', '=', payoutNo).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts with a temporary number, then numbers it `PO` + China date + the id (unique, ascending, no counter to lock). */
export async function insertPayout(db: Db, values: Omit<Insertable<PayoutTable>, 'payoutNo'>, day: string): Promise<PayoutRow> {
  const { id } = await db
    .insertInto('payouts')
    .values({ ...values, payoutNo: `tmp-${values.memberId}-${values.idempotencyKey}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .updateTable('payouts')
    .set({ payoutNo: `PO${day}${String(id).padStart(6, '0')}` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves one payout from `from` to `to`; null when it was no longer in `from` (someone else moved it first). */
export function movePayout(
  db: Db,
  id: number,
  from: PayoutStatus,
  to: PayoutStatus,
  extra: Partial<Insertable<PayoutTable>> = {},
  at = new Date().toISOString(),
) {
  return db
    .updateTable('payouts')
    .set({ ...extra, status: to, updatedAt: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export type PayoutFilter = { memberId?: number; status?: PayoutStatus; purpose?: PayoutPurpose; batchId?: number; keyword?: string };

function filtered(db: Db, f: PayoutFilter) {
  let q = db.selectFrom('payouts');
  if (f.memberId !== undefined) q = q.where('memberId', '=', f.memberId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.purpose) q = q.where('purpose', '=', f.purpose);
  if (f.batchId !== undefined) q = q.where('batchId', '=', f.batchId);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('payoutNo', 'like', like), eb('accountHolder', 'like', like)]));
  }
  return q;
}

export async function listPayouts(db: Db, f: PayoutFilter, offset: number, limit: number): Promise<{ rows: PayoutRow[]; total: number }> {
  const rows = await filtered(db, f).selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const { n } = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export function payoutsOfBatch(db: Db, batchId: number) {
  return db.selectFrom('payouts').selectAll().where('batchId', '=', batchId).orderBy('id').execute();
}

export function requestedPayouts(db: Db, ids: number[] | null, limit: number) {
  let q = db.selectFrom('payouts').selectAll().where('status', '=', 'requested');
  if (ids) q = q.where('id', 'in', ids.length > 0 ? ids : [-1]);
  return q.orderBy('id').limit(limit).execute();
}

/** Frozen for payouts not yet paid or given back, per member: what the member page shows as “提现处理中”. */
export async function heldCents(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.sum<string | number | null>('amountCents').as('total'))
    .where('memberId', '=', memberId)
    .where('status', 'in', ['requested', 'batched', 'approved', 'sending'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

// Batches

export async function batchNosByIds(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('payoutBatches').select(['id', 'batchNo']).where('id', 'in', ids).execute();
  return new Map(rows.map((b) => [b.id, b.batchNo]));
}

export async function insertBatch(
  db: Db,
  values: { totalCents: number; payoutCount: number; approvalsNeeded: number; preparedBy: number },
  day: string,
  at: string,
) {
  const { id } = await db
    .insertInto('payoutBatches')
    .values({ ...values, batchNo: `tmp-${values.preparedBy}-${at}-${Math.random()}`, status: 'pending', createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .updateTable('payoutBatches')
    .set({ batchNo: `PB${day}${String(id).padStart(5, '0')}` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setBatchTotals(db: Db, id: number, totalCents: number, payoutCount: number, approvalsNeeded: number) {
  return db.updateTable('payoutBatches').set({ totalCents, payoutCount, approvalsNeeded }).where('id', '=', id).execute();
}

export function findBatchByNo(db: Db, batchNo: string) {
  return db.selectFrom('payoutBatches').selectAll().where('batchNo', '=', batchNo).executeTakeFirst();
}

export function moveBatch(
  db: Db,
  id: number,
  from: PayoutBatchStatus,
  to: PayoutBatchStatus,
  extra: { rejectReason?: string | null; decidedBy?: number; sentBy?: number } = {},
) {
  return db
    .updateTable('payoutBatches')
    .set({ ...extra, status: to, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function listBatches(db: Db, status: PayoutBatchStatus | undefined, offset: number, limit: number) {
  let q = db.selectFrom('payoutBatches');
  if (status) q = q.where('status', '=', status);
  const rows = await q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const { n } = await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

/** Records one operator's approval; false when they had approved this batch already. */
export async function addApproval(db: Db, batchId: number, operatorId: number, at: string): Promise<boolean> {
  const row = await db
    .insertInto('payoutBatchApprovals')
    .values({ batchId, operatorId, createdAt: at })
    .onConflict((oc) => oc.columns(['batchId', 'operatorId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function approvalsOf(db: Db, batchId: number) {
  return db.selectFrom('payoutBatchApprovals').select(['operatorId', 'createdAt']).where('batchId', '=', batchId).orderBy('id').execute();
}

// Schedules

export function findSchedule(db: Db, memberId: number) {
  return db.selectFrom('payoutSchedules').selectAll().where('memberId', '=', memberId).executeTakeFirst();
}

export async function saveSchedule(
  db: Db,
  memberId: number,
  values: Pick<Insertable<PayoutScheduleTable>, 'kind' | 'weekday' | 'dayOfMonth' | 'thresholdCents' | 'collectingAccountId'>,
  at: string,
) {
  return db
    .insertInto('payoutSchedules')
    .values({ ...values, memberId, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.column('memberId').doUpdateSet({ ...values, updatedAt: at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function activeSchedules(db: Db) {
  return db.selectFrom('payoutSchedules').selectAll().where('kind', '!=', 'off').orderBy('id').execute();
}

export function markScheduleRun(db: Db, id: number, periodKey: string, note: string) {
  return db.updateTable('payoutSchedules').set({ lastPeriodKey: periodKey, lastRunNote: note }).where('id', '=', id).execute();
}
