import { sql, type Insertable } from 'kysely';
import { dialectOf, type Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { WebhookAttemptTable, WebhookDeliveryStatus, WebhookEndpointTable } from '@/lib/server/core/db/schema';

/* The webhooks area's queries: `webhook_endpoints`, `webhook_deliveries` and `webhook_attempts` are named nowhere else. */

export type EndpointRow = NonNullable<Awaited<ReturnType<typeof endpointById>>>;
export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof deliveryById>>>;

export function insertEndpoint(db: Db, row: Insertable<WebhookEndpointTable>) {
  return db.insertInto('webhookEndpoints').values(row).returningAll().executeTakeFirstOrThrow();
}

export function endpointById(db: Db, id: number) {
  return db.selectFrom('webhookEndpoints').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

export function pageOfManagedEndpoints(db: Db, memberId: number, organisationIds: number[], offset: number, limit: number) {
  const query = db
    .selectFrom('webhookEndpoints')
    .where('deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('ownerKind', '=', 'member'), eb('memberId', '=', memberId)]),
        ...(organisationIds.length > 0 ? [eb.and([eb('ownerKind', '=', 'organisation'), eb('organisationId', 'in', organisationIds)])] : []),
      ]),
    );
  return pageWithTotal(query, (q) => q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute());
}

export async function countEndpoints(db: Db, ownerKind: 'member' | 'organisation', ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('webhookEndpoints')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('deletedAt', 'is', null)
    .where('ownerKind', '=', ownerKind)
    .where(ownerKind === 'member' ? 'memberId' : 'organisationId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteEndpoint(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('webhookEndpoints').set({ deletedAt: at }).where('id', '=', id).execute();
  // What was still owed to it is not sent any more.
  await db
    .updateTable('webhookDeliveries')
    .set({ status: 'failed', nextAttemptAt: null })
    .where('endpointId', '=', id)
    .where('status', 'in', ['pending', 'retrying'])
    .execute();
}

/** The live endpoints that hear an event: the member's own, and the organisation's. */
export function endpointsFor(db: Db, memberId: number, organisationId: number | null) {
  return db
    .selectFrom('webhookEndpoints')
    .selectAll()
    .where('deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('ownerKind', '=', 'member'), eb('memberId', '=', memberId)]),
        ...(organisationId !== null ? [eb.and([eb('ownerKind', '=', 'organisation'), eb('organisationId', '=', organisationId)])] : []),
      ]),
    )
    .execute();
}

export function insertDelivery(
  db: Db,
  row: { endpointId: number; eventId: string; eventType: string; payload: string; status: WebhookDeliveryStatus; createdAt: string },
) {
  return db
    .insertInto('webhookDeliveries')
    .values({ ...row, attempts: 0, nextAttemptAt: row.status === 'pending' ? row.createdAt : null, claimedUntil: null, deliveredAt: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deliveryById(db: Db, id: number) {
  return db.selectFrom('webhookDeliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function pageOfDeliveries(db: Db, endpointId: number, offset: number, limit: number) {
  const query = db.selectFrom('webhookDeliveries').where('endpointId', '=', endpointId);
  return pageWithTotal(query, (q) => q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute());
}

export async function lastDeliveries(db: Db, endpointIds: number[]) {
  if (endpointIds.length === 0) return [];
  const latest = db
    .selectFrom('webhookDeliveries')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('endpointId', 'in', endpointIds)
    .groupBy('endpointId');
  return db.selectFrom('webhookDeliveries').select(['endpointId', 'status', 'createdAt', 'deliveredAt']).where('id', 'in', latest).execute();
}

/** Takes the oldest due delivery until `until` (as the outbox does: a plain read first, SKIP LOCKED on PostgreSQL). */
export async function claimNextDelivery(db: Db, now: string, until: string) {
  let next = db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['pending', 'retrying']), eb('nextAttemptAt', '<=', now)]),
        eb.and([eb('status', '=', 'delivering'), eb('claimedUntil', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(1);
  if (!(await next.executeTakeFirst())) return undefined;
  if (dialectOf(db) === 'postgres') next = next.forUpdate().skipLocked();
  return db.updateTable('webhookDeliveries').set({ status: 'delivering', claimedUntil: until }).where('id', '=', next).returningAll().executeTakeFirst();
}

export async function recordOutcome(
  db: Db,
  id: number,
  outcome: { status: WebhookDeliveryStatus; nextAttemptAt: string | null; deliveredAt: string | null },
): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({ ...outcome, attempts: sql<number>`attempts + 1`, claimedUntil: null })
    .where('id', '=', id)
    .execute();
}

export async function insertAttempt(db: Db, row: Insertable<WebhookAttemptTable>): Promise<void> {
  await db.insertInto('webhookAttempts').values(row).execute();
}

export function attemptsOf(db: Db, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('webhookAttempts').selectAll().where('deliveryId', 'in', deliveryIds).orderBy('id', 'desc').execute();
}
