import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { memberLabels } from '@/lib/server/account/service';
import { holdsOrganisationRole, organisationNames, organisationsWhereRole, ownerOf } from '@/lib/server/organisations/service';
import { deriveWebhookSecret } from '@/lib/server/core/api-key-sign';
import { config } from '@/lib/server/core/config';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { Db } from '@/lib/server/core/db';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import {
  MAX_ENDPOINTS_PER_OWNER,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_BY_OWNER,
  type CreatedWebhookEndpointSchema,
  type CreateWebhookEndpointInput,
  type WebhookDeliveriesSchema,
  type WebhookDeliverySchema,
  type WebhookEndpointSchema,
  type WebhookEndpointsSchema,
  type WebhookEvent,
} from '@/lib/contracts/webhooks/schema';
import { attemptByHand, privateDestinationsAllowed } from './deliver';
import { checkDestination } from './destination';
import * as repo from './repo';

/*
 * Webhook endpoints (issue 34; decision 0163). A member's endpoint hears the
 * events about that member; an organisation's, registered and seen by its
 * owners, the events of its orders and invoices (inquiries carry no
 * organisation, so their quotations are told to the member who asked).
 */

type Endpoint = z.input<typeof WebhookEndpointSchema>;
type Delivery = z.input<typeof WebhookDeliverySchema>;

const notFound = () => new AppError(ErrorCode.WEBHOOK_NOT_FOUND, '接收地址或投递记录不存在，或不归您管理');
const invalid = (field: string, message: string) => new AppError(ErrorCode.WEBHOOK_ENDPOINT_INVALID, message, { fields: [{ field, message }] });
const eventsOf = (row: repo.EndpointRow) => row.events.split(',').filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e));
const label = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEvent] ?? type;

async function present(db: Db, rows: repo.EndpointRow[]): Promise<Endpoint[]> {
  const labels = await memberLabels(
    db,
    rows.map((r) => r.memberId),
  );
  const names = await organisationNames(
    db,
    rows.flatMap((r) => (r.organisationId === null ? [] : [r.organisationId])),
  );
  const last = new Map(
    (
      await repo.lastDeliveries(
        db,
        rows.map((r) => r.id),
      )
    ).map((d) => [d.endpointId, d]),
  );
  return rows.map((row) => {
    const events = eventsOf(row);
    const latest = last.get(row.id);
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      ownerKind: row.ownerKind,
      organisationId: row.organisationId,
      ownerLabel: row.ownerKind === 'member' ? '我自己' : (names.get(row.organisationId ?? 0) ?? '组织'),
      events,
      eventLabels: events.map(label),
      createdBy: labels.get(row.memberId) ?? { username: '', displayName: '已注销的会员' },
      createdAt: row.createdAt,
      lastDelivery: latest
        ? { status: latest.status, statusLabel: WEBHOOK_DELIVERY_STATUS_LABELS[latest.status], at: latest.deliveredAt ?? latest.createdAt }
        : null,
    };
  });
}

async function ownersOf(db: Db, memberId: number) {
  const organisations = await organisationsWhereRole(db, memberId, 'owner');
  return [
    { ownerKind: 'member' as const, organisationId: null, label: '我自己', events: [...WEBHOOK_EVENTS_BY_OWNER.member] },
    ...organisations.map((o) => ({
      ownerKind: 'organisation' as const,
      organisationId: o.organisationId,
      label: o.name,
      events: [...WEBHOOK_EVENTS_BY_OWNER.organisation],
    })),
  ];
}

export async function listEndpoints(db: Db, memberId: number, paging: PageQuery): Promise<z.input<typeof WebhookEndpointsSchema>> {
  const owners = await ownersOf(db, memberId);
  const organisationIds = owners.flatMap((o) => (o.organisationId === null ? [] : [o.organisationId]));
  const { rows, total } = await repo.pageOfManagedEndpoints(db, memberId, organisationIds, offsetOf(paging), paging.pageSize);
  return { list: await present(db, rows), total, page: paging.page, pageSize: paging.pageSize, owners };
}

/** The endpoint, when the member manages it now (their own; their organisation's as an owner); else 7692. */
async function managedEndpoint(db: Db, memberId: number, id: number): Promise<repo.EndpointRow> {
  const row = await repo.endpointById(db, id);
  if (!row) throw notFound();
  if (row.ownerKind === 'member' && row.memberId === memberId) return row;
  if (row.ownerKind === 'organisation' && row.organisationId !== null && (await holdsOrganisationRole(db, row.organisationId, memberId, 'owner'))) return row;
  throw notFound();
}

export async function createEndpoint(
  db: Db,
  memberId: number,
  input: z.output<typeof CreateWebhookEndpointInput>,
  now = new Date(),
): Promise<z.input<typeof CreatedWebhookEndpointSchema>> {
  const organisationId = input.ownerKind === 'organisation' ? (input.organisationId as number) : null;
  if (organisationId !== null) await ownerOf(db, organisationId, memberId);
  const allowed: readonly WebhookEvent[] = WEBHOOK_EVENTS_BY_OWNER[input.ownerKind];
  const events = [...new Set(input.events)];
  const refused = events.find((e) => !allowed.includes(e));
  if (refused) {
    const why = refused === 'quotation.received' ? '询价属于提问的会员本人，报价只通知他' : '组织只采购，这类事件属于卖家';
    throw invalid('events', `组织的接收地址不能订阅「${label(refused)}」：${why}`);
  }
  if ((await repo.countEndpoints(db, input.ownerKind, organisationId ?? memberId)) >= MAX_ENDPOINTS_PER_OWNER) {
    throw invalid('url', `接收地址最多 ${MAX_ENDPOINTS_PER_OWNER} 个，请先删除不用的`);
  }
  await checkDestination(input.url, privateDestinationsAllowed());
  const salt = randomBytes(16).toString('base64url');
  const row = await repo.insertEndpoint(db, {
    ownerKind: input.ownerKind,
    memberId,
    organisationId,
    url: input.url,
    description: input.description,
    events: WEBHOOK_EVENTS.filter((e) => events.includes(e)).join(','),
    salt,
    createdAt: now.toISOString(),
    deletedAt: null,
  });
  return { endpoint: (await present(db, [row]))[0] as Endpoint, secret: deriveWebhookSecret(config().apiKeySecret, row.id, salt) };
}

export async function deleteEndpoint(db: Db, memberId: number, id: number, now = new Date()): Promise<Endpoint> {
  const row = await managedEndpoint(db, memberId, id);
  const [shown] = await present(db, [row]);
  await db.transaction().execute((trx) => repo.deleteEndpoint(trx, row.id, now.toISOString()));
  return shown as Endpoint;
}

async function presentDeliveries(db: Db, rows: repo.DeliveryRow[]): Promise<Delivery[]> {
  const attempts = await repo.attemptsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    eventLabel: label(row.eventType),
    status: row.status,
    statusLabel: WEBHOOK_DELIVERY_STATUS_LABELS[row.status],
    attempts: attempts
      .filter((a) => a.deliveryId === row.id)
      .map((a) => ({
        at: a.attemptedAt,
        httpStatus: a.httpStatus,
        error: a.error,
        responseExcerpt: a.responseExcerpt,
        durationMs: a.durationMs,
        manual: a.manual === 1,
      })),
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
    payload: row.payload,
  }));
}

export async function listDeliveries(db: Db, memberId: number, query: PageQuery & { endpointId: number }): Promise<z.input<typeof WebhookDeliveriesSchema>> {
  const endpoint = await managedEndpoint(db, memberId, query.endpointId);
  const { rows, total } = await repo.pageOfDeliveries(db, endpoint.id, offsetOf(query), query.pageSize);
  return {
    list: await presentDeliveries(db, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
    endpoint: (await present(db, [endpoint]))[0] as Endpoint,
  };
}

/** A ping sent now, by hand: the answer shows at once what the endpoint said. */
export async function testEndpoint(db: Db, memberId: number, id: number, now = new Date()): Promise<Delivery> {
  const endpoint = await managedEndpoint(db, memberId, id);
  const createdAt = now.toISOString();
  const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
  const payload = JSON.stringify({ id: eventId, type: 'ping', createdAt, data: { endpointId: endpoint.id, message: '来自 ChemMart 的测试事件' } });
  // Not scheduled: only this attempt, by hand.
  const delivery = await repo.insertDelivery(db, { endpointId: endpoint.id, eventId, eventType: 'ping', payload, status: 'delivering', createdAt });
  await attemptByHand(db, delivery, now);
  return (await presentDeliveries(db, [(await repo.deliveryById(db, delivery.id))!]))[0] as Delivery;
}

export async function resendDelivery(db: Db, memberId: number, id: number, now = new Date()): Promise<Delivery> {
  const delivery = await repo.deliveryById(db, id);
  if (!delivery) throw notFound();
  await managedEndpoint(db, memberId, delivery.endpointId);
  await attemptByHand(db, delivery, now);
  return (await presentDeliveries(db, [(await repo.deliveryById(db, delivery.id))!]))[0] as Delivery;
}
