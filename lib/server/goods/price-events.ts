import type { Selectable } from 'kysely';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { GoodsPriceEventTable } from '@/lib/server/core/db/schema';
import { unitCodeOf } from './queries';

/*
 * Every change of an offer's price or availability, kept (issue 33,
 * decision 0157). The writes of goods call `recordOfferStates` in their own
 * transaction with the goods they touched; it compares each with its last
 * event and appends one only where the price or the availability changed,
 * so callers need not know whether their change mattered.
 */

export type PriceEvent = Selectable<GoodsPriceEventTable>;

const BATCH = 400;

/** Available: on shelf with stock a buyer can take. */
function availableOf(row: { status: string; stock: number; reserved: number }): number {
  return row.status === 'on_shelf' && row.stock > row.reserved ? 1 : 0;
}

/** The newest event of each goods, by goods id. */
async function latestEvents(db: Db, goodsIds: number[]): Promise<Map<number, PriceEvent>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goodsPriceEvents')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('goodsPriceEvents')
        .select((e) => e.fn.max('id').as('id'))
        .where('goodsId', 'in', goodsIds)
        .groupBy('goodsId'),
    )
    .execute();
  return new Map(rows.map((r) => [r.goodsId, r]));
}

/**
 * Appends an event for each of these goods whose price or availability
 * differs from its last event (an offer never available records nothing;
 * goods in review record nothing until approved or rejected).
 */
export async function recordOfferStates(db: Db, goodsIds: number[], at = nowIso()): Promise<void> {
  const unique = [...new Set(goodsIds)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const ids = unique.slice(i, i + BATCH);
    const [goods, latest] = await Promise.all([
      db
        .selectFrom('goods')
        .select(['id', 'sellerId', 'substanceId', 'packSize', 'unitId', 'purityPercent', 'priceCents', 'status', 'stock', 'reserved'])
        .where('id', 'in', ids)
        .execute(),
      latestEvents(db, ids),
    ]);
    const changed = goods
      // Goods in review keep their last recorded state until the review decides: an edit is not a sell-out.
      .filter((g) => g.status !== 'pending')
      .map((g) => ({ goods: g, available: availableOf(g), last: latest.get(g.id) }))
      .filter(({ goods: g, available, last }) => (last ? last.priceCents !== g.priceCents || last.available !== available : available === 1))
      .map(({ goods: g, available }) => ({
        goodsId: g.id,
        sellerId: g.sellerId,
        substanceId: g.substanceId,
        packSize: g.packSize,
        unitId: g.unitId,
        purityPercent: g.purityPercent ?? null,
        priceCents: g.priceCents,
        available,
        recordedAt: at,
      }));
    if (changed.length > 0) await db.insertInto('goodsPriceEvents').values(changed).execute();
  }
}

/**
 * Events after `afterId`, oldest first, each with the event just before it of
 * the same goods and the last one in which the goods could be bought (null
 * when there is none).
 */
export async function priceEventsAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<Array<{ event: PriceEvent; previous: PriceEvent | null; lastAvailable: PriceEvent | null }>> {
  const events = await db.selectFrom('goodsPriceEvents').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
  if (events.length === 0) return [];
  const links = await db
    .selectFrom('goodsPriceEvents as e')
    .select((eb) => {
      const earlier = (onlyAvailable: boolean) =>
        eb
          .selectFrom('goodsPriceEvents as p')
          .select((p) => p.fn.max('p.id').as('id'))
          .whereRef('p.goodsId', '=', 'e.goodsId')
          .whereRef('p.id', '<', 'e.id')
          .$if(onlyAvailable, (q) => q.where('p.available', '=', 1));
      return ['e.id', earlier(false).as('previousId'), earlier(true).as('lastAvailableId')];
    })
    .where(
      'e.id',
      'in',
      events.map((e) => e.id),
    )
    .execute();
  const wanted = [
    ...new Set(
      links
        .flatMap((r) => [r.previousId, r.lastAvailableId])
        .filter((id): id is number => id !== null)
        .map(Number),
    ),
  ];
  const earlierRows = wanted.length ? await db.selectFrom('goodsPriceEvents').selectAll().where('id', 'in', wanted).execute() : [];
  const byId = new Map(earlierRows.map((p) => [p.id, p]));
  const find = (id: number | null) => (id === null ? null : (byId.get(Number(id)) ?? null));
  const linksOf = new Map(links.map((r) => [r.id, { previous: find(r.previousId), lastAvailable: find(r.lastAvailableId) }]));
  return events.map((event) => ({ event, previous: linksOf.get(event.id)?.previous ?? null, lastAvailable: linksOf.get(event.id)?.lastAvailable ?? null }));
}

/** The newest event id (0: none): where a new alert job starts, so it never alerts on history. */
export async function lastPriceEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('goodsPriceEvents')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export type PricePoint = { goodsId: number; packSize: number; unitCode: string | null; priceCents: number; available: number; recordedAt: string };

/** A substance's offer events since a time, with the state each goods had then (its last event before), oldest first: the price history's input. */
export async function pricePointsOf(db: Db, substanceId: number, since: string): Promise<PricePoint[]> {
  const columns = (table: 'goodsPriceEvents') =>
    db
      .selectFrom(table)
      .select((eb) => ['goodsId', 'packSize', unitCodeOf(db, eb.ref('goodsPriceEvents.unitId')).as('unitCode'), 'priceCents', 'available', 'recordedAt', 'id'])
      .where('substanceId', '=', substanceId);
  const [before, during] = await Promise.all([
    columns('goodsPriceEvents')
      .where('recordedAt', '<', since)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('goodsPriceEvents')
          .select((e) => e.fn.max('id').as('id'))
          .where('substanceId', '=', substanceId)
          .where('recordedAt', '<', since)
          .groupBy('goodsId'),
      )
      .execute(),
    columns('goodsPriceEvents').where('recordedAt', '>=', since).orderBy('id').execute(),
  ]);
  return [...before.map((p) => ({ ...p, recordedAt: since })), ...during].map(({ id: _id, ...p }) => p);
}
