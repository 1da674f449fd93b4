import { config, isLocalDemo } from '@/lib/server/core/config';
import { deriveWebhookSecret } from '@/lib/server/core/api-key-sign';
import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import * as repo from './repo';
import { postOnce, type AttemptResult } from './send';
import { WEBHOOK_HEADERS, webhookSignature } from './signature';

/** Deliveries are retried for this long after the event; then they are failed, and only a hand resend tries again. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const CLAIM_MS = 60_000;
const ROUND_LIMIT = 50;

/** 1 min, 2, 4 … up to 2 hours between automatic attempts. */
export function nextDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 2 * 60 * 60 * 1000);
}

/** Private and loopback receivers only in the local demo and the tests (destination.ts). */
export const privateDestinationsAllowed = () => isLocalDemo(config());

/** One signed POST of the delivery's payload to its endpoint, recorded as an attempt. */
export async function attempt(db: Db, delivery: repo.DeliveryRow, manual: boolean, now = new Date()): Promise<AttemptResult> {
  const endpoint = await repo.endpointById(db, delivery.endpointId);
  const result: AttemptResult = endpoint
    ? await postOnce(
        endpoint.url,
        delivery.payload,
        {
          'content-type': 'application/json',
          'user-agent': 'ChemMart-Webhooks/1',
          [WEBHOOK_HEADERS.eventId]: delivery.eventId,
          [WEBHOOK_HEADERS.eventType]: delivery.eventType,
          [WEBHOOK_HEADERS.deliveryId]: String(delivery.id),
          [WEBHOOK_HEADERS.signature]: webhookSignature(
            deriveWebhookSecret(config().apiKeySecret, endpoint.id, endpoint.salt),
            Math.floor(now.getTime() / 1000),
            delivery.payload,
          ),
        },
        privateDestinationsAllowed(),
      )
    : { httpStatus: null, error: '接收地址已删除', responseExcerpt: null, durationMs: 0 };
  await repo.insertAttempt(db, {
    deliveryId: delivery.id,
    attemptedAt: now.toISOString(),
    httpStatus: result.httpStatus,
    error: result.error,
    responseExcerpt: result.responseExcerpt,
    durationMs: result.durationMs,
    manual: manual ? 1 : 0,
  });
  return result;
}

/** After an automatic attempt: delivered, retried later, or failed once the 24 hours are over (or the endpoint is gone). */
function outcomeOf(delivery: repo.DeliveryRow, result: AttemptResult, gone: boolean, now: Date) {
  if (result.error === null) return { status: 'delivered' as const, nextAttemptAt: null, deliveredAt: now.toISOString() };
  const next = now.getTime() + nextDelayMs(delivery.attempts + 1);
  if (gone || next > new Date(delivery.createdAt).getTime() + RETRY_WINDOW_MS) return { status: 'failed' as const, nextAttemptAt: null, deliveredAt: null };
  return { status: 'retrying' as const, nextAttemptAt: new Date(next).toISOString(), deliveredAt: null };
}

/** Sends what is due, each delivery claimed by one sender across instances. Run by the scheduler, never on a request's path. */
export async function dispatchWebhooks(db: Db, clock: () => Date = () => new Date()): Promise<{ delivered: number; failed: number }> {
  const counts = { delivered: 0, failed: 0 };
  for (let i = 0; i < ROUND_LIMIT; i += 1) {
    const now = clock();
    const delivery = await repo.claimNextDelivery(db, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString());
    if (!delivery) break;
    const gone = !(await repo.endpointById(db, delivery.endpointId));
    const result = await attempt(db, delivery, false, now);
    const outcome = outcomeOf(delivery, result, gone, clock());
    await repo.recordOutcome(db, delivery.id, outcome);
    if (outcome.status === 'delivered') counts.delivered += 1;
    else {
      counts.failed += 1;
      logger().warn({ deliveryId: delivery.id, endpointId: delivery.endpointId, err: result.error, status: outcome.status }, 'webhook delivery failed');
    }
  }
  return counts;
}

/** A resend or test by hand, answered at once: success marks the delivery delivered; a failure leaves its schedule as it was. */
export async function attemptByHand(db: Db, delivery: repo.DeliveryRow, now = new Date()): Promise<void> {
  const result = await attempt(db, delivery, true, now);
  await repo.recordOutcome(
    db,
    delivery.id,
    result.error === null
      ? { status: 'delivered', nextAttemptAt: null, deliveredAt: now.toISOString() }
      : delivery.nextAttemptAt === null || delivery.status === 'failed' || delivery.status === 'delivered'
        ? { status: delivery.status === 'delivered' ? 'delivered' : 'failed', nextAttemptAt: null, deliveredAt: delivery.deliveredAt }
        : { status: delivery.status, nextAttemptAt: delivery.nextAttemptAt, deliveredAt: delivery.deliveredAt },
  );
}
