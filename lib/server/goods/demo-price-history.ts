import type { Db } from '@/lib/server/core/db';

/*
 * DEMO ONLY (the local demo's loader, never production): half a year of
 * invented price changes for the demo sellers' fresh goods, so the product
 * page's price history has something to draw. The prices are made up from
 * each goods' id, drift down towards today's price, and include a short
 * sold-out spell; today's state stays the last event.
 */

const DAY_MS = 86_400_000;
/** Days before today at which the invented history changes price. */
const CHANGE_DAYS = [178, 150, 121, 93, 64, 36, 12];

/** A stable number in [0, 1) from two integers (no randomness: the demo is the same on every machine). */
function unit(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}

export async function seedDemoPriceHistory(trx: Db, sellerIds: number[], now = new Date()): Promise<number> {
  if (sellerIds.length === 0) return 0;
  const current = await trx.selectFrom('goodsPriceEvents').selectAll().where('sellerId', 'in', sellerIds).orderBy('id').execute();
  const onlyOne = new Map<number, (typeof current)[number]>();
  const counts = new Map<number, number>();
  for (const e of current) counts.set(e.goodsId, (counts.get(e.goodsId) ?? 0) + 1);
  for (const e of current) if (counts.get(e.goodsId) === 1) onlyOne.set(e.goodsId, e);
  if (onlyOne.size === 0) return 0;
  // Rewritten in time order, so the event ids follow the times as real ones do.
  await trx
    .deleteFrom('goodsPriceEvents')
    .where(
      'id',
      'in',
      [...onlyOne.values()].map((e) => e.id),
    )
    .execute();
  const rows = [];
  for (const today of onlyOne.values()) {
    const steps = CHANGE_DAYS.length;
    CHANGE_DAYS.forEach((daysAgo, k) => {
      const drift = 1 + 0.25 * ((steps - k) / steps) * unit(today.goodsId, k);
      const soldOut = k === 3 && unit(today.goodsId, 99) < 0.3;
      const { id: _id, ...rest } = today;
      rows.push({
        ...rest,
        priceCents: Math.round(today.priceCents * drift),
        available: soldOut ? 0 : 1,
        recordedAt: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
      });
    });
    const { id: _id, ...rest } = today;
    rows.push({ ...rest, recordedAt: now.toISOString() });
  }
  // The goods were on shelf for the whole invented history (the seller pages and the trust figures read when a seller first listed a substance).
  await trx
    .updateTable('goods')
    .set({ createdAt: new Date(now.getTime() - (CHANGE_DAYS[0]! + 7) * DAY_MS).toISOString() })
    .where('id', 'in', [...onlyOne.keys()])
    .execute();
  for (let i = 0; i < rows.length; i += 400)
    await trx
      .insertInto('goodsPriceEvents')
      .values(rows.slice(i, i + 400))
      .execute();
  return rows.length;
}
