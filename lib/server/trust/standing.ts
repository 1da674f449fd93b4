import type { z } from 'zod';
import type { SellerStandingSchema } from '@/lib/contracts/trust/schema';
import { inTransaction, type Db } from '@/lib/server/core/db';
import { lotsWithCertificate, sellerListings } from '@/lib/server/goods/queries';
import { inquiryFactsSince } from '@/lib/server/inquiry/queries';
import { orderFactsSince, shippedLinesSince } from '@/lib/server/orders/queries';
import { ordersWithRefunds } from '@/lib/server/refunds/records';
import { hasEnoughData, sellerFigures, WINDOW_DAYS, type OrderFact, type SellerFacts, type SellerFigures } from './performance';
import type { OrderFactRow } from '@/lib/server/orders/queries';
import * as repo from './repo';

/*
 * Each seller's measured figures, recomputed by the scheduler
 * ('seller-performance', every SELLER_PERFORMANCE_MS, default 10 minutes)
 * from the other areas' records and stored, so a product page with twenty
 * offers reads twenty stored rows, never the orders behind them.
 */

export type SellerStanding = z.input<typeof SellerStandingSchema>;

const DAY_MS = 86_400_000;

function emptyFacts(): SellerFacts {
  return { orders: [], shippedLines: [], inquiries: [] };
}

/**
 * When the seller could ship: at payment; on terms, when the seller had the
 * order (it ships unpaid, and its payment comes later) — except while it is
 * back in negotiation or approval, when it may not ship at all.
 */
function shippableAt(o: OrderFactRow): string | null {
  if (o.creditLineId === null) return o.paidAt;
  if (o.dispatchedAt === null && (o.status === 'negotiating' || o.status === 'pending_approval')) return null;
  return o.releasedAt;
}

/** One order as the figures read it; `refundedAny`: some of it was refunded. */
export function orderFactOf(o: OrderFactRow, refundedAny: boolean): OrderFact {
  return {
    submittedAt: o.submittedAt,
    shippableAt: shippableAt(o),
    dispatchedAt: o.dispatchedAt,
    leadTimeDays: o.leadTimeDays,
    endedUnshipped: o.dispatchedAt === null && (o.status === 'cancelled' || o.status === 'refunded'),
    cancelledOrRefundedBySeller: o.cancelledBySeller || refundedAny || o.status === 'refunded',
    invoiceRequestedAt: o.invoiceRequestedAt,
    invoiceIssuedAt: o.invoiceIssuedAt,
  };
}

/** Every seller's facts over the window, gathered with a handful of queries. */
export async function gatherFacts(db: Db, now: Date): Promise<Map<number, SellerFacts>> {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString();
  const [orders, lines, inquiries, listings] = await Promise.all([
    orderFactsSince(db, since),
    shippedLinesSince(db, since),
    inquiryFactsSince(db, since),
    sellerListings(db),
  ]);
  const [refunded, lotsCertified] = await Promise.all([
    ordersWithRefunds(
      db,
      orders.map((o) => o.id),
    ),
    lotsWithCertificate(db, [...new Set(lines.map((l) => l.lotId).filter((id): id is number => id !== null))]),
  ]);
  const facts = new Map<number, SellerFacts>();
  const of = (sellerId: number) => facts.get(sellerId) ?? facts.set(sellerId, emptyFacts()).get(sellerId)!;

  for (const o of orders) of(o.sellerId).orders.push(orderFactOf(o, refunded.has(o.id)));
  for (const l of lines)
    of(l.sellerId).shippedLines.push({ dispatchedAt: l.dispatchedAt, hasCoa: l.coaUploadId !== null || (l.lotId !== null && lotsCertified.has(l.lotId)) });

  for (const inquiry of inquiries) {
    // Addressed to a seller: they listed one of its substances before it was sent, or they quoted it anyway.
    const addressed = new Set(inquiry.firstQuotedAt.keys());
    for (const substanceId of inquiry.substanceIds)
      for (const [sellerId, listedAt] of listings.get(substanceId) ?? []) if (listedAt <= inquiry.askedAt) addressed.add(sellerId);
    for (const sellerId of addressed)
      of(sellerId).inquiries.push({ askedAt: inquiry.askedAt, firstQuotedAt: inquiry.firstQuotedAt.get(sellerId) ?? null, open: inquiry.open });
  }
  return facts;
}

/** Recomputes and stores every seller's figures. */
export async function recomputeSellerPerformance(db: Db, now = new Date()): Promise<number> {
  const facts = await gatherFacts(db, now);
  const computedAt = now.toISOString();
  const rows = [...facts.entries()].map(([sellerId, f]) => ({ sellerId, figuresJson: JSON.stringify(sellerFigures(f, now)), computedAt }));
  await inTransaction(db, (trx) => repo.replacePerformance(trx, rows));
  return rows.length;
}

/** When this process last found no seller to measure: nothing stored dates that round, and an empty marketplace need not be measured every tick. */
let emptyRoundAt = Number.NEGATIVE_INFINITY;

/** Recomputes when the stored figures are older than `maxAgeMs` (or missing): the scheduler's round. */
export async function refreshSellerPerformance(db: Db, maxAgeMs: number, now = new Date()): Promise<void> {
  const oldest = await repo.oldestPerformanceAt(db);
  const lastRound = oldest === null ? emptyRoundAt : Date.parse(oldest);
  if (now.getTime() - lastRound < maxAgeMs) return;
  const stored = await recomputeSellerPerformance(db, now);
  emptyRoundAt = stored === 0 ? now.getTime() : Number.NEGATIVE_INFINITY;
}

const oneDecimal = (n: number | string | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** What pages show of these sellers: the stored figures (a seller with none yet reads as new) and their ratings. */
export async function sellerStandings(db: Db, sellerIds: number[]): Promise<Map<number, SellerStanding>> {
  const ids = [...new Set(sellerIds)];
  const [stored, ratings] = await Promise.all([repo.performanceRows(db, ids), repo.ratingSummaries(db, ids)]);
  const figuresOf = new Map(stored.map((r) => [r.sellerId, { figures: JSON.parse(r.figuresJson) as SellerFigures, computedAt: r.computedAt }]));
  const ratingsOf = new Map(ratings.map((r) => [r.sellerId, r]));
  const blank = sellerFigures(emptyFacts(), new Date());
  return new Map(
    ids.map((sellerId) => {
      const performance = figuresOf.get(sellerId);
      const figures = performance?.figures ?? blank;
      const r = ratingsOf.get(sellerId);
      const [quality, delivery, service] = [oneDecimal(r?.quality ?? null), oneDecimal(r?.delivery ?? null), oneDecimal(r?.service ?? null)];
      const overall = r ? oneDecimal((Number(r.quality) + Number(r.delivery) + Number(r.service)) / 3) : null;
      return [
        sellerId,
        {
          sellerId,
          enoughData: hasEnoughData(figures),
          figures,
          computedAt: performance?.computedAt ?? null,
          ratings: { count: Number(r?.count ?? 0), quality, delivery, service, overall },
        },
      ];
    }),
  );
}
