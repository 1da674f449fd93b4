import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { PunchoutConnectionTable, PunchoutOrderRequestTable, PunchoutSessionTable } from '@/lib/server/core/db/schema';

/* The punchout area's queries: `punchout_connections`, `punchout_sessions` and `punchout_order_requests` are named nowhere else. */

export type ConnectionRow = NonNullable<Awaited<ReturnType<typeof connectionById>>>;
export type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionByStartToken>>>;
export type OrderRequestRow = NonNullable<Awaited<ReturnType<typeof orderRequestByPayload>>>;

export function insertConnection(db: Db, row: Insertable<PunchoutConnectionTable>) {
  return db.insertInto('punchoutConnections').values(row).returningAll().executeTakeFirstOrThrow();
}

export function connectionById(db: Db, id: number) {
  return db.selectFrom('punchoutConnections').selectAll().where('id', '=', id).executeTakeFirst();
}

export function connectionsOf(db: Db, organisationIds: number[]) {
  if (organisationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('punchoutConnections').selectAll().where('organisationId', 'in', organisationIds).orderBy('id', 'desc').execute();
}

/** The active connections a From credential names (domains compare without case, as cXML says), of one organisation or all. */
export function activeConnectionsFrom(db: Db, domain: string, identity: string, organisationId?: number) {
  let query = db
    .selectFrom('punchoutConnections')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['fromDomain']), '=', domain.toLowerCase()))
    .where('fromIdentity', '=', identity)
    .where('revokedAt', 'is', null);
  if (organisationId !== undefined) query = query.where('organisationId', '=', organisationId);
  return query.execute();
}

export async function countActiveConnections(db: Db, organisationId: number): Promise<number> {
  const rows = await db.selectFrom('punchoutConnections').select('id').where('organisationId', '=', organisationId).where('revokedAt', 'is', null).execute();
  return rows.length;
}

export function revokeConnection(db: Db, id: number, at: string) {
  return db.updateTable('punchoutConnections').set({ revokedAt: at }).where('id', '=', id).where('revokedAt', 'is', null).returningAll().executeTakeFirst();
}

export function touchConnection(db: Db, id: number, at: string) {
  return db.updateTable('punchoutConnections').set({ lastUsedAt: at }).where('id', '=', id).execute();
}

export function insertSession(db: Db, row: Insertable<PunchoutSessionTable>) {
  return db.insertInto('punchoutSessions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function sessionByStartToken(db: Db, startTokenHash: string) {
  return db.selectFrom('punchoutSessions').selectAll().where('startTokenHash', '=', startTokenHash).executeTakeFirst();
}

export function sessionByTransferToken(db: Db, transferTokenHash: string) {
  return db.selectFrom('punchoutSessions').selectAll().where('transferTokenHash', '=', transferTokenHash).executeTakeFirst();
}

/** Marks the start link used and keeps the transfer token's hash; false when another request used it first. */
export async function markStarted(db: Db, id: number, at: string, transferTokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('punchoutSessions')
    .set({ startedAt: at, transferTokenHash })
    .where('id', '=', id)
    .where('startedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the cart sent back; false when it already was. */
export async function markTransferred(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('punchoutSessions').set({ transferredAt: at }).where('id', '=', id).where('transferredAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function orderRequestByPayload(db: Db, connectionId: number, payloadId: string) {
  return db.selectFrom('punchoutOrderRequests').selectAll().where('connectionId', '=', connectionId).where('payloadId', '=', payloadId).executeTakeFirst();
}

/** Claims a payload before any order is made (unique per connection): a resent or parallel copy finds the claim. */
export function claimOrderRequest(db: Db, row: Insertable<PunchoutOrderRequestTable>) {
  return db.insertInto('punchoutOrderRequests').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The answer given (the order numbers were noted on the claim when the orders were made). */
export function answerOrderRequest(db: Db, id: number, answer: { statusCode: number; answer: string; purchaseOrderNo: string }) {
  return db.updateTable('punchoutOrderRequests').set(answer).where('id', '=', id).execute();
}

/** Notes on the claim the orders made for it, as soon as they exist: from then on the claim is never released. */
export function recordOrderNos(db: Db, id: number, orderNos: string[]) {
  return db
    .updateTable('punchoutOrderRequests')
    .set({ orderNos: orderNos.join(',') })
    .where('id', '=', id)
    .execute();
}

export function orderRequestById(db: Db, id: number) {
  return db.selectFrom('punchoutOrderRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Forgets a claim whose processing failed unexpectedly before any order was made, so the system's retry is processed anew. */
export function releaseOrderRequest(db: Db, id: number) {
  return db.deleteFrom('punchoutOrderRequests').where('id', '=', id).where('statusCode', '=', 0).where('orderNos', '=', '').execute();
}
