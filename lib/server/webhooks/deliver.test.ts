import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { dispatchWebhooks, nextDelayMs, RETRY_WINDOW_MS } from './deliver';
import { recordWebhookEvent } from './events';
import * as repo from './repo';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
let statuses: number[] = [];
const hits: string[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (c: Buffer) => (body += c.toString()));
  request.on('end', () => {
    hits.push(body);
    response.writeHead(statuses.shift() ?? 200).end();
  });
});
let url = '';

beforeAll(async () => {
  await migrateToLatest(db, dialect);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await db.destroy();
});

const start = new Date(Date.UTC(2026, 10, 30, 8, 0, 0));
const later = (ms: number) => new Date(start.getTime() + ms);

async function endpoint(memberId: number, events: string) {
  return repo.insertEndpoint(db, {
    ownerKind: 'member',
    memberId,
    organisationId: null,
    url,
    description: '',
    events,
    salt: 's',
    createdAt: start.toISOString(),
    deletedAt: null,
  });
}

describe('webhook deliveries', () => {
  it('wait 1, 2, 4 … minutes between attempts, at most two hours', () => {
    expect([1, 2, 3, 7, 8, 20].map(nextDelayMs)).toEqual([60_000, 120_000, 240_000, 3_840_000, 7_200_000, 7_200_000]);
  });

  it('go only to endpoints that chose the event; a failure is retried after its delay, then delivered', async () => {
    await endpoint(1, 'order.paid');
    await endpoint(1, 'order.dispatched');
    expect(await recordWebhookEvent(db, { type: 'order.paid', memberId: 1, data: { orderNo: 'DD1' } }, start)).toBe(1);
    expect(await recordWebhookEvent(db, { type: 'order.paid', memberId: 2, data: { orderNo: 'DD2' } }, start)).toBe(0);

    statuses = [500];
    expect(await dispatchWebhooks(db, () => start)).toEqual({ delivered: 0, failed: 1 });
    const [row] = await db.selectFrom('webhookDeliveries').selectAll().execute();
    expect(row).toMatchObject({ status: 'retrying', attempts: 1, nextAttemptAt: later(60_000).toISOString() });
    // Not due yet: nothing is sent.
    expect(await dispatchWebhooks(db, () => later(30_000))).toEqual({ delivered: 0, failed: 0 });
    expect(await dispatchWebhooks(db, () => later(61_000))).toEqual({ delivered: 1, failed: 0 });
    expect(hits.filter((h) => h.includes('DD1'))).toHaveLength(2);
    expect(await db.selectFrom('webhookAttempts').select(['httpStatus', 'manual']).orderBy('id').execute()).toEqual([
      { httpStatus: 500, manual: 0 },
      { httpStatus: 200, manual: 0 },
    ]);
  });

  it('give up once the next attempt would fall past 24 hours after the event', async () => {
    await endpoint(3, 'order.received');
    await recordWebhookEvent(db, { type: 'order.received', memberId: 3, data: { orderNo: 'DD3' } }, start);
    const id = (await db.selectFrom('webhookDeliveries').select('id').where('payload', 'like', '%DD3%').executeTakeFirstOrThrow()).id;
    await db.updateTable('webhookDeliveries').set({ attempts: 12 }).where('id', '=', id).execute();
    statuses = [500];
    await dispatchWebhooks(db, () => later(RETRY_WINDOW_MS - 60_000));
    expect(await db.selectFrom('webhookDeliveries').select(['status', 'nextAttemptAt']).where('id', '=', id).executeTakeFirst()).toEqual({
      status: 'failed',
      nextAttemptAt: null,
    });
  });
});
