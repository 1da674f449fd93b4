import { sql } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/*
 * Lots (批次): a seller's batch of one product, with its certificate of
 * analysis, revised or recalled by the seller (decision 0152). The orders
 * area records which lot went out on each line (order_lines.lot_id); this
 * area owns the lots themselves.
 */

export type Lot = {
  id: number;
  sellerId: number;
  cas: string | null;
  productName: string;
  lotNumber: string;
  coaUploadId: number | null;
  coaRevision: number;
  coaRevisedAt: string | null;
  recalledAt: string | null;
  recallReason: string | null;
  createdAt: string;
};

export const lotNotFound = () => new AppError(ErrorCode.LOT_NOT_FOUND, '批次不存在');

/** The key a lot is filed under: the CAS number, else the product's name (quoted products outside the catalog). */
export function productKeyOf(product: { cas: string | null; productName: string }): string {
  return product.cas ?? product.productName.trim().toLowerCase();
}

const COLUMNS = [
  'id',
  'sellerId',
  'cas',
  'productName',
  'lotNumber',
  'coaUploadId',
  'coaRevision',
  'coaRevisedAt',
  'recalledAt',
  'recallReason',
  'createdAt',
] as const;

/**
 * The seller's lot of this product with this number, made when first shipped.
 * A lot keeps the COA it was first given; a different COA for a known lot is
 * a revision, made on purpose from the lots page (buyers are told), so a
 * dispatch naming one is refused, as is shipping a recalled lot (7312).
 */
export async function recordLot(
  trx: Db,
  sellerId: number,
  shipped: { cas: string | null; productName: string; lotNumber: string; coaUploadId: number | null },
  at: string,
): Promise<number> {
  const productKey = productKeyOf(shipped);
  const find = () =>
    trx
      .selectFrom('lots')
      .select(['id', 'coaUploadId', 'recalledAt'])
      .where('sellerId', '=', sellerId)
      .where('productKey', '=', productKey)
      .where('lotNumber', '=', shipped.lotNumber)
      .executeTakeFirst();
  const existing = await find();
  if (!existing) {
    // Two dispatches naming one new lot at once: the second finds the first's row.
    await trx
      .insertInto('lots')
      .values({
        sellerId,
        productKey,
        cas: shipped.cas,
        productName: shipped.productName,
        lotNumber: shipped.lotNumber,
        coaUploadId: shipped.coaUploadId,
        coaRevisedAt: null,
        recalledAt: null,
        recallReason: null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflict((oc) => oc.columns(['sellerId', 'productKey', 'lotNumber']).doNothing())
      .execute();
    return (await find())!.id;
  }
  if (existing.recalledAt !== null) throw new AppError(ErrorCode.LOT_INVALID, `批号 ${shipped.lotNumber} 已召回，不能再发货`);
  if (shipped.coaUploadId !== null && existing.coaUploadId !== null && existing.coaUploadId !== shipped.coaUploadId)
    throw new AppError(ErrorCode.LOT_INVALID, `批号 ${shipped.lotNumber} 已有 COA；要换成新的文件，请在「批次管理」中修订（会通知收到该批次的买家）`);
  if (existing.coaUploadId === null && shipped.coaUploadId !== null)
    await trx.updateTable('lots').set({ coaUploadId: shipped.coaUploadId, updatedAt: at }).where('id', '=', existing.id).execute();
  return existing.id;
}

export async function lotsByIds(db: Db, ids: number[]): Promise<Map<number, Lot>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lots')
    .select([...COLUMNS])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** One of the seller's lots, or 7311 (another seller's lot answers the same). */
export async function sellerLot(db: Db, sellerId: number, lotId: number): Promise<Lot> {
  const row = await db
    .selectFrom('lots')
    .select([...COLUMNS])
    .where('id', '=', lotId)
    .where('sellerId', '=', sellerId)
    .executeTakeFirst();
  if (!row) throw lotNotFound();
  return row;
}

export async function sellerLotPage(
  db: Db,
  sellerId: number,
  query: { keyword?: string; pageSize: number; offset: number },
): Promise<{ rows: Lot[]; total: number }> {
  let base = db.selectFrom('lots').where('sellerId', '=', sellerId);
  if (query.keyword) {
    const like = `%${query.keyword.toLowerCase()}%`;
    base = base.where((eb) => eb.or([eb(sql`lower(lot_number)`, 'like', like), eb(sql`lower(product_name)`, 'like', like), eb('cas', 'like', like)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select([...COLUMNS])
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A revised COA: the new file, the revision counted. */
export async function reviseCoa(trx: Db, lotId: number, coaUploadId: number, at: string): Promise<void> {
  await trx
    .updateTable('lots')
    .set((eb) => ({ coaUploadId, coaRevision: eb('coaRevision', '+', 1), coaRevisedAt: at, updatedAt: at }))
    .where('id', '=', lotId)
    .execute();
}

/** Recalled once: a lot already recalled answers false. */
export async function markRecalled(trx: Db, lotId: number, reason: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('lots')
    .set({ recalledAt: at, recallReason: reason, updatedAt: at })
    .where('id', '=', lotId)
    .where('recalledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
