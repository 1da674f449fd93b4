import { nowIso, type Db } from '@/lib/server/core/db';
import { sendTermsReminders } from '@/lib/server/credit/reminders';
import { expireDueInquiries } from '@/lib/server/inquiry/service';
import { dispatchSideEffects } from '@/lib/server/outbox/dispatch';
import { dispatchWebhooks } from '@/lib/server/webhooks/deliver';
import { runDueOrderSteps } from '@/lib/server/workflows/order-after-sale';
import { expireStalledApprovals, expireUnpaidOrders } from '@/lib/server/workflows/order-expiry';
import { retryUnsentRefunds } from '@/lib/server/workflows/refund-notification';
import { runPayoutSchedules } from '@/lib/server/workflows/payout-requests';
import { reconcileStructureSearch } from '@/lib/server/structure/engines';
import { refreshSellerPerformance } from '@/lib/server/trust/standing';
import { runPriceAlerts } from '@/lib/server/trust/watches';
import { takeLease } from './leases';
import type { Job } from './scheduler';

/** The structure index's reconcile: on every instance, like the outbox. */
export const STRUCTURE_JOB = 'structure-reconcile';

/** The outbox's job name: workflows nudge it after commit. */
export const OUTBOX_JOB = 'outbox';

/** Webhook deliveries (lib/server/webhooks/deliver.ts): every instance, like the outbox. */
export const WEBHOOKS_JOB = 'webhooks';

export type Ticks = { outboxMs: number; dueMs: number; structureMs: number; performanceMaxAgeMs: number };

function positiveMs(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * SCHEDULER_TICK_MS: how often the outbox looks for due mails and messages
 * (default 2 s; a commit also nudges it). SCHEDULER_DUE_TICK_MS: how often
 * the time-driven steps run — automatic receipt and completion, inquiry and
 * quotation expiry (default 30 s; their deadlines are days).
 * STRUCTURE_RECONCILE_MS: how often the structure index records substances
 * left without structure rows and loads rows other instances recorded
 * (default 30 s; every search does the cheap part of it anyway).
 * SELLER_PERFORMANCE_MS: how old sellers' stored performance figures may get
 * before the due tick recomputes them (default 10 minutes).
 */
export function ticksFromEnv(env: Record<string, string | undefined> = process.env): Ticks {
  return {
    outboxMs: positiveMs(env.SCHEDULER_TICK_MS, 2_000),
    dueMs: positiveMs(env.SCHEDULER_DUE_TICK_MS, 30_000),
    structureMs: positiveMs(env.STRUCTURE_RECONCILE_MS, 30_000),
    performanceMaxAgeMs: positiveMs(env.SELLER_PERFORMANCE_MS, 10 * 60_000),
  };
}

/**
 * A time-driven job runs on one instance at a time: each round first takes
 * the job's lease (lib/server/scheduler/leases.ts). The holder renews it
 * every round; if it dies, another instance's next tick after the lease ran
 * out takes the job over. The steps themselves stay safe to repeat (row
 * locks, state checks, keyed periods), so the lease saves duplicate work
 * rather than guarding money.
 */
function oneInstanceAtATime(db: Db, holder: string, job: Job): Job {
  const leaseMs = job.everyMs + 15_000;
  return { ...job, run: async () => ((await takeLease(db, job.name, holder, new Date(), leaseMs)) ? job.run() : undefined) };
}

/** Everything the server does on its own, with nobody's request waiting for it. `holder` names this instance. */
export function backgroundJobs(db: Db, ticks: Ticks, holder: string): Job[] {
  const due = (job: Job) => oneInstanceAtATime(db, holder, job);
  return [
    // Every instance sends: each item is claimed by one dispatcher (lib/server/outbox/repo.ts), so more instances send faster.
    { name: OUTBOX_JOB, everyMs: ticks.outboxMs, run: () => dispatchSideEffects(db) },
    // The webhooks' own outbox, on every instance likewise (each delivery claimed by one sender; decision 0163).
    { name: WEBHOOKS_JOB, everyMs: ticks.outboxMs, run: () => dispatchWebhooks(db) },
    due({ name: 'order-steps', everyMs: ticks.dueMs, run: () => runDueOrderSteps(db) }),
    // Unpaid orders past their time give their stock back (lib/server/workflows/order-expiry.ts).
    due({ name: 'order-expiry', everyMs: ticks.dueMs, run: async () => (await expireUnpaidOrders(db)) + (await expireStalledApprovals(db)) }),
    // Online refunds whose request could not reach the payment provider (lib/server/workflows/refund-notification.ts).
    due({ name: 'refund-sends', everyMs: ticks.dueMs, run: () => retryUnsentRefunds(db) }),
    // The RFQ calls still expire on read (an answer must never show a stale state); this keeps
    // the stored states right for what reads without them (console lists, counts).
    due({ name: 'rfq-expiry', everyMs: ticks.dueMs, run: () => expireDueInquiries(db, nowIso()) }),
    // Sellers' automatic payouts (weekly, monthly, at a threshold): each period pays once, keyed by the period.
    due({ name: 'payout-schedules', everyMs: ticks.dueMs, run: () => runPayoutSchedules(db) }),
    // Reminders of what organisations owe on payment terms, before and after the due day (lib/server/credit/reminders.ts).
    due({ name: 'terms-reminders', everyMs: ticks.dueMs, run: () => sendTermsReminders(db).then(() => undefined) }),
    // Sellers' measured figures (lib/server/trust/standing.ts), recomputed when older than their age limit.
    due({ name: 'seller-performance', everyMs: ticks.dueMs, run: () => refreshSellerPerformance(db, ticks.performanceMaxAgeMs) }),
    // Followers told of price drops and offers back in stock, once per change (lib/server/trust/watches.ts).
    due({ name: 'price-alerts', everyMs: ticks.dueMs, run: () => runPriceAlerts(db).then(() => undefined) }),
    // Every instance: each keeps its own in-memory structure index. Substances a long import committed
    // below ids already indexed (docs/decisions/0142-structure-index-by-missing-rows.md).
    { name: STRUCTURE_JOB, everyMs: ticks.structureMs, run: () => reconcileStructureSearch(db) },
  ];
}

/** The time-driven jobs' names: the leases a stopping instance gives up. */
export const LEASED_JOBS = [
  'order-steps',
  'order-expiry',
  'refund-sends',
  'rfq-expiry',
  'payout-schedules',
  'seller-performance',
  'price-alerts',
  'terms-reminders',
] as const;
