import type { z } from 'zod';
import type { PriceWatchInput, PriceWatchSchema } from '@/lib/contracts/trust/schema';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import { substanceRefByCas } from '@/lib/server/catalog/queries';
import { substancesByIds } from '@/lib/server/catalog/refs';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { lastPriceEventId, onShelfOffersOf, priceEventsAfter, unitCodesById, unitIdsIgnoringCase } from '@/lib/server/goods/queries';
import { sellerNames } from '@/lib/server/account/service';
import { notify, type Note } from '@/lib/server/notifications/service';
import { runWorkflow } from '@/lib/server/outbox/run';
import { normalizeCas } from '@/lib/shared/cas';
import { formatYuan } from '@/lib/shared/format';
import * as repo from './repo';
import { alertReason, offerMatches, type AlertReason } from './watch-rules';

/*
 * Price alerts (decision 0157): a buyer follows a CAS number, optionally a
 * purity, a pack and a target price for that pack. The scheduler
 * ('price-alerts') reads the goods' price events in order and tells each
 * follower once per change (in-app and mail).
 */

export const MAX_WATCHES = 50;
/** Events one round reads at most. */
const ROUND_EVENTS = 200;

type Watch = z.input<typeof PriceWatchSchema>;
const invalid = (message: string, field: string) => new AppError(ErrorCode.PRICE_WATCH_INVALID, message, { fields: [{ field, message }] });

async function termsOf(db: Db, input: z.output<typeof PriceWatchInput>) {
  const cas = normalizeCas(input.cas);
  const substance = cas ? await substanceRefByCas(db, cas) : undefined;
  if (!substance) throw invalid('目录中没有这个 CAS 号', 'cas');
  if ((input.packSize === null) !== (input.unitCode === null)) throw invalid('包装规格和单位须一同填写', input.packSize === null ? 'packSize' : 'unitCode');
  if (input.targetCents !== null && input.packSize === null) throw invalid('填写目标价时请同时选择包装（目标价按每包装计）', 'packSize');
  let unitId: number | null = null;
  if (input.unitCode !== null) {
    unitId = (await unitIdsIgnoringCase(db)).get(input.unitCode.toLowerCase()) ?? null;
    if (unitId === null) throw invalid(`不认识的单位「${input.unitCode}」`, 'unitCode');
  }
  return { substanceId: substance.id, minPurityPercent: input.minPurityPercent, packSize: input.packSize, unitId, targetCents: input.targetCents };
}

async function toWatches(db: Db, rows: repo.WatchRow[]): Promise<Watch[]> {
  const substanceIds = [...new Set(rows.map((r) => r.substanceId))];
  const [substances, offers, units, alerts] = await Promise.all([
    substancesByIds(db, substanceIds),
    onShelfOffersOf(db, substanceIds),
    unitCodesById(db),
    repo.alertCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const unitIdOf = new Map([...units].map(([id, code]) => [code, id]));
  return rows.map((w) => {
    const matching = offers.filter(
      (o) =>
        o.stock > 0 &&
        offerMatches(w, { substanceId: o.substanceId, packSize: o.packSize, unitId: unitIdOf.get(o.unitCode) ?? -1, purityPercent: o.purityPercent ?? null }),
    );
    const substance = substances.get(w.substanceId);
    return {
      id: w.id,
      cas: substance?.cas ?? '',
      name: substance?.name ?? `#${w.substanceId}`,
      nameZh: substance?.nameZh ?? null,
      minPurityPercent: w.minPurityPercent,
      packSize: w.packSize,
      unitCode: w.unitId === null ? null : (units.get(w.unitId) ?? null),
      targetCents: w.targetCents,
      lowestNowCents: w.packSize !== null && matching.length > 0 ? Math.min(...matching.map((o) => o.priceCents)) : null,
      matchingNow: matching.length,
      alerts: alerts.get(w.id) ?? 0,
      createdAt: w.createdAt,
    };
  });
}

export async function addPriceWatch(db: Db, memberId: number, input: z.output<typeof PriceWatchInput>): Promise<Watch> {
  const terms = await termsOf(db, input);
  const id = await inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'priceWatches', memberId);
    const current = await repo.activeWatchesOf(trx, memberId).execute();
    const same = current.find(
      (w) =>
        w.substanceId === terms.substanceId &&
        w.minPurityPercent === terms.minPurityPercent &&
        w.packSize === terms.packSize &&
        w.unitId === terms.unitId &&
        w.targetCents === terms.targetCents,
    );
    if (same) throw new AppError(ErrorCode.PRICE_WATCH_DUPLICATE, '已经关注过同样的条件', { id: same.id });
    if (current.length >= MAX_WATCHES) throw new AppError(ErrorCode.PRICE_WATCH_LIMIT, `最多同时关注 ${MAX_WATCHES} 个，请先取消不再需要的`);
    return repo.insertWatch(trx, { memberId, ...terms, createdAt: nowIso() });
  });
  const row = (await repo.activeWatchesOf(db, memberId).where('id', '=', id).executeTakeFirst())!;
  return (await toWatches(db, [row]))[0]!;
}

export async function priceWatches(db: Db, memberId: number, paging: PageQuery) {
  const all = await repo.activeWatchesOf(db, memberId).orderBy('id', 'desc').execute();
  const page = all.slice(offsetOf(paging), offsetOf(paging) + paging.pageSize);
  return { list: await toWatches(db, page), total: all.length, page: paging.page, pageSize: paging.pageSize };
}

export async function deletePriceWatch(db: Db, memberId: number, id: number): Promise<{ deleted: true }> {
  if (!(await repo.deleteWatch(db, memberId, id, nowIso()))) throw new AppError(ErrorCode.PRICE_WATCH_NOT_FOUND, '没有这个关注');
  return { deleted: true };
}

function packLabel(packSize: number, unitCode: string | undefined): string {
  return `${packSize}${unitCode ?? ''}`;
}

/**
 * One round of the alert job: the next price events, each matched to the
 * watches of its substance; a watch alerts once per event (unique row), and
 * the round's progress commits with its alerts. The first round starts at
 * the newest event: nobody is told about history.
 */
export async function runPriceAlerts(db: Db): Promise<number> {
  let progress = await repo.alertProgress(db);
  if (progress === null) {
    await inTransaction(db, async (trx) => repo.saveAlertProgress(trx, await lastPriceEventId(trx)));
    return 0;
  }
  const events = await priceEventsAfter(db, progress, ROUND_EVENTS);
  if (events.length === 0) return 0;
  const watches = await repo.watchesOfSubstances(db, [...new Set(events.map((e) => e.event.substanceId))]);
  const [substances, units, sellers] = await Promise.all([
    substancesByIds(db, [...new Set(watches.map((w) => w.substanceId))]),
    unitCodesById(db),
    sellerNames(
      db,
      events.map((e) => e.event.sellerId),
    ),
  ]);
  let sent = 0;
  await runWorkflow(db, 'price-alerts', async (ctx) => {
    for (const { event, previous, lastAvailable } of events) {
      progress = event.id;
      for (const watch of watches) {
        if (watch.substanceId !== event.substanceId || watch.createdAt > event.recordedAt) continue;
        const reason: AlertReason | null = alertReason(watch, event, previous, lastAvailable);
        if (!reason || !(await repo.insertAlert(ctx.trx, { watchId: watch.id, eventId: event.id, reason, createdAt: nowIso() }))) continue;
        const substance = substances.get(watch.substanceId);
        const name = substance ? `${substance.nameZh ?? substance.name}（CAS ${substance.cas}）` : `物质 #${watch.substanceId}`;
        const pack = packLabel(event.packSize, units.get(event.unitId));
        const seller = sellers.get(event.sellerId) ?? '卖家';
        const note: Note = {
          memberId: watch.memberId,
          kind: 'price_alert',
          title: reason === 'back_in_stock' ? `到货提醒：${name}` : `降价提醒：${name}`,
          body:
            (reason === 'back_in_stock'
              ? `${seller} 的 ${pack} 重新有货，现价 ${formatYuan(event.priceCents)}。`
              : `${seller} 的 ${pack} 现价 ${formatYuan(event.priceCents)}。`) +
            (watch.targetCents !== null ? `您的目标价 ${formatYuan(watch.targetCents)}。` : ''),
          link: substance ? `/products/${substance.cas}.html` : null,
        };
        await notify(ctx, [note]);
        sent += 1;
      }
    }
    await repo.saveAlertProgress(ctx.trx, progress!);
  });
  return sent;
}
