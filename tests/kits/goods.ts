import { nowIso, type Db } from '@/lib/server/core/db';

/* Goods for tests (API and end-to-end alike: no test runner imported here). */

export type OfferSpec = { size?: number; unit?: string; cents?: number; stock?: number; purity?: string; percent?: number | null; leadTimeDays?: number };

/**
 * SHORTCUT: an on-shelf offer of the seller's, written directly (publishing
 * and review have their own tests): 500 g, 99 %, 500 in stock, shipped in 2
 * days unless said otherwise.
 */
export async function listOffer(db: Db, sellerId: number, cas: string, o: OfferSpec = {}): Promise<number> {
  const substance = await db.selectFrom('substances').select('id').where('cas', '=', cas).executeTakeFirstOrThrow();
  const unit = await db
    .selectFrom('units')
    .select('id')
    .where('code', '=', o.unit ?? 'g')
    .executeTakeFirstOrThrow();
  const at = nowIso();
  const { id } = await db
    .insertInto('goods')
    .values({
      sellerId,
      substanceId: substance.id,
      packSize: o.size ?? 500,
      unitId: unit.id,
      purity: o.purity ?? '99%',
      priceCents: o.cents ?? 12_000,
      stock: o.stock ?? 500,
      leadTimeDays: o.leadTimeDays ?? 2,
      purityPercent: o.percent === undefined ? 99 : o.percent,
      lotNumber: null,
      coaUploadId: null,
      status: 'on_shelf',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
