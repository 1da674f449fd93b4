import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { countRows, pageWithTotal } from '@/lib/server/core/db/count';
import type { VoucherBatchTable, VoucherTable } from '@/lib/server/core/db/schema';
import type { VoucherTab } from '@/lib/contracts/voucher/schema';

/* The voucher area's queries; `vouchers` and `voucher_batches` are named nowhere else. */

const VOUCHER_COLUMNS = [
  'vouchers.id',
  'vouchers.code',
  'vouchers.memberId',
  'vouchers.status',
  'vouchers.usedAt',
  'vouchers.orderReference',
  'voucherBatches.title',
  'voucherBatches.faceValueCents',
  'voucherBatches.minOrderCents',
  'voucherBatches.validFrom',
  'voucherBatches.validUntil',
  'voucherBatches.scope',
] as const;

function withBatch(db: Db) {
  return db.selectFrom('vouchers').innerJoin('voucherBatches', 'voucherBatches.id', 'vouchers.batchId');
}

export type VoucherRow = Awaited<ReturnType<typeof findByCode>> & {};

export function findByCode(db: Db, code: string) {
  return withBatch(db).select(VOUCHER_COLUMNS).where('vouchers.code', '=', code).executeTakeFirst();
}

export function findOwn(db: Db, memberId: number, id: number) {
  return withBatch(db).select(VOUCHER_COLUMNS).where('vouchers.id', '=', id).where('vouchers.memberId', '=', memberId).executeTakeFirst();
}

function ofTab(db: Db, memberId: number, tab: VoucherTab, now: string) {
  const query = withBatch(db).where('vouchers.memberId', '=', memberId);
  if (tab === 'used') return query.where('vouchers.status', '=', 'used');
  const unused = query.where('vouchers.status', '=', 'unused');
  return tab === 'usable' ? unused.where('voucherBatches.validUntil', '>', now) : unused.where('voucherBatches.validUntil', '<=', now);
}

export function listOwn(db: Db, memberId: number, tab: VoucherTab, now: string, offset: number, limit: number) {
  const order = tab === 'usable' ? 'asc' : 'desc';
  return pageWithTotal(ofTab(db, memberId, tab, now), (q) =>
    q.select(VOUCHER_COLUMNS).orderBy('voucherBatches.validUntil', order).orderBy('vouchers.id', 'desc').offset(offset).limit(limit).execute(),
  );
}

export function countOwn(db: Db, memberId: number, tab: VoucherTab, now: string): Promise<number> {
  return countRows(ofTab(db, memberId, tab, now));
}

/** Gives an unclaimed code to a member; false when someone claimed it first. */
export async function claim(db: Db, id: number, memberId: number, at: string): Promise<boolean> {
  const result = await db.updateTable('vouchers').set({ memberId, claimedAt: at }).where('id', '=', id).where('memberId', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the member's unused voucher used; false when it already was (a parallel use won). */
export async function markUsed(db: Db, id: number, memberId: number, use: { at: string; orderReference: string; orderAmountCents: number }): Promise<boolean> {
  const result = await db
    .updateTable('vouchers')
    .set({ status: 'used', usedAt: use.at, orderReference: use.orderReference, orderAmountCents: use.orderAmountCents })
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .where('status', '=', 'unused')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertBatch(db: Db, row: Insertable<VoucherBatchTable>) {
  return db.insertInto('voucherBatches').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findBatch(db: Db, id: number) {
  return db.selectFrom('voucherBatches').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertVouchers(db: Db, rows: Insertable<VoucherTable>[]) {
  return db.insertInto('vouchers').values(rows).returning(['id', 'code']).execute();
}

export async function listBatches(db: Db, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('voucherBatches')
      .leftJoin('vouchers', 'vouchers.batchId', 'voucherBatches.id')
      .selectAll('voucherBatches')
      .select((eb) => [
        eb.fn.count<number>('vouchers.id').as('codes'),
        eb.fn.count<number>('vouchers.memberId').as('claimed'),
        eb.fn.sum<number>(eb.case().when('vouchers.status', '=', 'used').then(1).else(0).end()).as('used'),
      ])
      .groupBy('voucherBatches.id')
      .orderBy('voucherBatches.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    countRows(db.selectFrom('voucherBatches')),
  ]);
  return { rows, total };
}

export function listBatchVouchers(db: Db, batchId: number, offset: number, limit: number) {
  return pageWithTotal(db.selectFrom('vouchers').where('batchId', '=', batchId), (q) =>
    q.select(['id', 'code', 'memberId', 'status', 'claimedAt', 'usedAt', 'orderReference']).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
  );
}

export async function memberHasVouchers(db: Db, memberId: number): Promise<boolean> {
  return (await db.selectFrom('vouchers').select('id').where('memberId', '=', memberId).limit(1).executeTakeFirst()) !== undefined;
}

/** Gives a used voucher back (its order was cancelled or refunded); only the use for that order is undone. */
export async function markUnused(db: Db, id: number, memberId: number, orderReference: string): Promise<boolean> {
  const result = await db
    .updateTable('vouchers')
    .set({ status: 'unused', usedAt: null, orderReference: null, orderAmountCents: null })
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .where('status', '=', 'used')
    .where('orderReference', '=', orderReference)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function summariesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return withBatch(db).select(['vouchers.id', 'voucherBatches.title', 'voucherBatches.faceValueCents']).where('vouchers.id', 'in', ids).execute();
}
