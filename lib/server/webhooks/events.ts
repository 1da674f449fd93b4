import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/core/db';
import type { WebhookEvent } from '@/lib/contracts/webhooks/schema';
import * as repo from './repo';

/** What an event tells: about one member, and the organisation the order or inquiry was for, if any. */
export type WebhookEventInput = {
  type: WebhookEvent;
  memberId: number;
  organisationId?: number | null;
  /** Plain facts a receiving system keys on (order number, inquiry id, goods id …); never another party's private data. */
  data: Record<string, string | number | boolean | null>;
};

/**
 * Records an event for every live endpoint that hears it — the member's own
 * and the organisation's — in the caller's transaction: the deliveries exist
 * exactly when the change they tell of commits, and the scheduler sends them
 * afterwards (lib/server/webhooks/deliver.ts). Answers how many were owed.
 */
export async function recordWebhookEvent(trx: Db, event: WebhookEventInput, now = new Date()): Promise<number> {
  const endpoints = (await repo.endpointsFor(trx, event.memberId, event.organisationId ?? null)).filter((e) => e.events.split(',').includes(event.type));
  if (endpoints.length === 0) return 0;
  const createdAt = now.toISOString();
  const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
  const payload = JSON.stringify({ id: eventId, type: event.type, createdAt, data: event.data });
  for (const endpoint of endpoints) {
    await repo.insertDelivery(trx, { endpointId: endpoint.id, eventId, eventType: event.type, payload, status: 'pending', createdAt });
  }
  return endpoints.length;
}
