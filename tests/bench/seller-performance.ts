/**
 * What the trust figures cost (issue 33, decision 0157):
 *
 * 1. `sellerFigures` alone on generated facts (`--sellers` × `--orders` each);
 * 2. the scheduler's recompute (`recomputeSellerPerformance`) on the demo
 *    catalog's database with `--db-orders` generated past orders added once
 *    (written directly: bench data, not a flow);
 * 3. what a product page pays: `sellerStandings` for 20 sellers, p50/p95.
 *
 *   npx tsx tests/bench/seller-performance.ts [--pg] [--sellers 1000] [--orders 200] [--db-orders 20000]
 */
import { memberIdsByUsername } from '@/lib/server/account/service';
import { nowIso } from '@/lib/server/core/db';
import { DEMO_MEMBERS } from '@/lib/server/demo/seed';
import { sellerFigures, type SellerFacts } from '@/lib/server/trust/performance';
import { recomputeSellerPerformance, sellerStandings } from '@/lib/server/trust/standing';
import { demoCatalogDb, gitCommit, machine, ms, numberArg, parseArgs, summarize, table } from './common';

const args = parseArgs();
const SELLERS = numberArg(args, 'sellers', 1000);
const ORDERS = numberArg(args, 'orders', 200);
const DB_ORDERS = numberArg(args, 'db-orders', 20_000);
const DAY = 86_400_000;

function generatedFacts(seed: number, orders: number): SellerFacts {
  const now = Date.now();
  const at = (k: number) => new Date(now - ((k * 7919 + seed) % 170) * DAY - (k % 24) * 3_600_000).toISOString();
  return {
    orders: Array.from({ length: orders }, (_, k) => ({
      submittedAt: at(k),
      shippableAt: at(k),
      dispatchedAt: k % 9 === 0 ? null : new Date(Date.parse(at(k)) + ((k % 5) + 1) * DAY).toISOString(),
      leadTimeDays: k % 4,
      endedUnshipped: k % 27 === 0,
      cancelledOrRefundedBySeller: k % 31 === 0,
      invoiceRequestedAt: k % 3 === 0 ? at(k) : null,
      invoiceIssuedAt: k % 6 === 0 ? new Date(Date.parse(at(k)) + 30 * 3_600_000).toISOString() : null,
    })),
    shippedLines: Array.from({ length: orders * 2 }, (_, k) => ({ dispatchedAt: at(k), hasCoa: k % 7 !== 0 })),
    inquiries: Array.from({ length: orders / 2 }, (_, k) => ({
      askedAt: at(k),
      firstQuotedAt: k % 3 ? new Date(Date.parse(at(k)) + 5 * 3_600_000).toISOString() : null,
      open: k % 10 === 0,
    })),
  };
}

async function main(): Promise<void> {
  console.log(`seller performance — ${gitCommit()} — ${machine()}`);
  const facts = Array.from({ length: SELLERS }, (_, s) => generatedFacts(s, ORDERS));
  const started = performance.now();
  const now = new Date();
  for (const f of facts) sellerFigures(f, now);
  const pure = performance.now() - started;

  const { db } = await demoCatalogDb(args);
  const members = await memberIdsByUsername(
    db,
    DEMO_MEMBERS.map((m) => m.username),
  );
  const sellers = DEMO_MEMBERS.filter((m) => m.isSeller).map((m) => members.get(m.username)!);
  const buyer = members.get('demo_buyer')!;
  const have = Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (have < DB_ORDERS) {
    const rows = [];
    for (let k = have; k < DB_ORDERS; k += 1) {
      const paid = new Date(Date.now() - ((k * 7919) % 170) * DAY).toISOString();
      rows.push({
        orderNo: `BENCH${String(k).padStart(10, '0')}`,
        buyerId: buyer,
        sellerId: sellers[k % sellers.length]!,
        status: 'received' as const,
        source: 'cart' as const,
        inquiryId: null,
        listGoodsCents: 1000,
        goodsCents: 1000,
        shippingCents: 0,
        payableCents: 1000,
        voucherId: null,
        expressCompanyId: null,
        deliveryJson: '{}',
        invoiceJson: null,
        buyerNote: null,
        shipExpressCompanyId: null,
        trackingNo: null,
        receiveMode: 'buyer' as const,
        cancelReason: null,
        refundReason: null,
        invoiceRequestedAt: null,
        invoiceNumber: null,
        invoiceUploadId: null,
        invoiceIssuedAt: null,
        createdAt: paid,
        releasedAt: paid,
        submittedAt: paid,
        paidAt: paid,
        dispatchedAt: new Date(Date.parse(paid) + ((k % 4) + 1) * DAY).toISOString(),
        receivedAt: new Date(Date.parse(paid) + 6 * DAY).toISOString(),
        completedAt: null,
        cancelledAt: null,
        refundedAt: null,
        updatedAt: nowIso(),
      });
    }
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('orders')
        .values(rows.slice(i, i + 500))
        .execute();
  }
  const recomputes: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    await recomputeSellerPerformance(db);
    recomputes.push(performance.now() - t);
  }
  const reads: number[] = [];
  const twenty = Array.from({ length: 20 }, (_, i) => sellers[i % sellers.length]!);
  for (let i = 0; i < 300; i += 1) {
    const t = performance.now();
    await sellerStandings(db, twenty);
    reads.push(performance.now() - t);
  }
  const r = summarize(recomputes);
  const s = summarize(reads);
  console.log(
    table(
      ['measure', 'p50 ms', 'p95 ms', 'runs'],
      [
        [`sellerFigures, ${SELLERS} sellers × ${ORDERS} orders (total)`, ms(pure), '—', 1],
        [`recompute, ${Math.max(have, DB_ORDERS)} orders in the database`, ms(r.p50), ms(r.p95), r.n],
        ['sellerStandings, 20 sellers (a product page)', ms(s.p50), ms(s.p95), s.n],
      ],
    ),
  );
  await db.destroy();
}

void main();
