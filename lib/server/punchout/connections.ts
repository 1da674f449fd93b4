import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { memberLabels } from '@/lib/server/account/service';
import { currentMembers, holdsOrganisationRole, organisationNames, organisationsWhereRole, ownerOf } from '@/lib/server/organisations/service';
import { derivePunchoutSecret } from '@/lib/server/core/api-key-sign';
import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import {
  MAX_ACTIVE_CONNECTIONS_PER_ORGANISATION,
  type CreatedPunchoutConnectionSchema,
  type CreatePunchoutConnectionInput,
  type PunchoutConnectionSchema,
  type PunchoutConnectionsSchema,
} from '@/lib/contracts/punchout/schema';
import * as repo from './repo';

export type { ConnectionRow } from './repo';

/*
 * An organisation's PunchOut connections (issue 34; decision 0165): an owner
 * connects a procurement system by its From credential and chooses the
 * purchaser its sessions and orders act as; every current owner sees and may
 * stop it. The shared secret is derived, shown once.
 */

type Connection = z.input<typeof PunchoutConnectionSchema>;

export const PUNCHOUT_ENDPOINT_PATH = '/punchout/cxml';

const notFound = () => new AppError(ErrorCode.PUNCHOUT_CONNECTION_NOT_FOUND, 'PunchOut 连接不存在，或不归您管理');
const invalid = (field: string, message: string) => new AppError(ErrorCode.PUNCHOUT_CONNECTION_INVALID, message, { fields: [{ field, message }] });

async function present(db: Db, rows: repo.ConnectionRow[]): Promise<Connection[]> {
  const [labels, names] = await Promise.all([
    memberLabels(
      db,
      rows.map((r) => r.actingMemberId),
    ),
    organisationNames(
      db,
      rows.map((r) => r.organisationId),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    organisationId: row.organisationId,
    organisationName: names.get(row.organisationId) ?? '',
    name: row.name,
    fromDomain: row.fromDomain,
    fromIdentity: row.fromIdentity,
    actingMember: { id: row.actingMemberId, ...(labels.get(row.actingMemberId) ?? { username: '', displayName: '' }) },
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
  }));
}

/** The purchasers of an organisation a PunchOut session may sign in as (never an owner), as the default-purchaser choice lists them. */
async function purchasersOf(db: Db, organisationId: number) {
  const ids = (await currentMembers(db, organisationId)).filter((m) => m.roles.includes('purchaser') && !m.roles.includes('owner')).map((m) => m.memberId);
  const labels = await memberLabels(db, ids);
  return ids.map((id) => ({ id, ...(labels.get(id) ?? { username: '', displayName: '' }) }));
}

export async function listConnections(db: Db, memberId: number, origin: string): Promise<z.input<typeof PunchoutConnectionsSchema>> {
  const owned = await organisationsWhereRole(db, memberId, 'owner');
  const rows = await repo.connectionsOf(
    db,
    owned.map((o) => o.organisationId),
  );
  return {
    list: await present(db, rows),
    organisations: await Promise.all(owned.map(async (o) => ({ id: o.organisationId, name: o.name, purchasers: await purchasersOf(db, o.organisationId) }))),
    endpoint: `${origin}${PUNCHOUT_ENDPOINT_PATH}`,
  };
}

export async function createConnection(
  db: Db,
  memberId: number,
  input: z.output<typeof CreatePunchoutConnectionInput>,
  now = new Date(),
): Promise<z.input<typeof CreatedPunchoutConnectionSchema>> {
  const organisationId = input.organisationId as number;
  const actingMemberId = input.actingMemberId as number;
  await ownerOf(db, organisationId, memberId);
  if (!(await mayShopThrough(db, organisationId, actingMemberId))) {
    throw invalid('actingMemberId', '默认采购人须是这个组织的采购人，且不是负责人：PunchOut 会以其身份登录');
  }
  if ((await repo.countActiveConnections(db, organisationId)) >= MAX_ACTIVE_CONNECTIONS_PER_ORGANISATION) {
    throw invalid('name', `一个组织最多接入 ${MAX_ACTIVE_CONNECTIONS_PER_ORGANISATION} 个采购系统，请先停用不用的`);
  }
  const duplicate = () => invalid('fromIdentity', '本组织已有一个使用这个凭据的有效连接：请先停用它');
  if ((await repo.activeConnectionsFrom(db, input.fromDomain, input.fromIdentity, organisationId)).length > 0) throw duplicate();
  const insert = repo.insertConnection(db, {
    organisationId,
    name: input.name,
    fromDomain: input.fromDomain,
    fromIdentity: input.fromIdentity,
    salt: randomBytes(16).toString('base64url'),
    actingMemberId,
    createdBy: memberId,
    createdAt: now.toISOString(),
    revokedAt: null,
    lastUsedAt: null,
  });
  // Two owners connecting the same credential at once: the live-credential index keeps one.
  const row = await insert.catch((error: unknown) => {
    throw isUniqueViolation(error) ? duplicate() : error;
  });
  const [connection] = await present(db, [row]);
  return { connection: connection!, sharedSecret: secretOf(row) };
}

export async function revokeConnection(db: Db, memberId: number, id: number, now = new Date()): Promise<Connection> {
  const row = await repo.connectionById(db, id);
  if (!row || !(await holdsOrganisationRole(db, row.organisationId, memberId, 'owner'))) throw notFound();
  const revoked = (await repo.revokeConnection(db, row.id, now.toISOString())) ?? row;
  return (await present(db, [revoked]))[0]!;
}

function secretOf(row: repo.ConnectionRow): string {
  return derivePunchoutSecret(config().apiKeySecret, row.id, row.salt);
}

/**
 * The active connection whose From credential and shared secret a document
 * carries; null when either is wrong (one answer for both: a prober learns
 * nothing from which). The same credential may belong to connections of
 * several organisations: the secret tells which.
 */
export async function authenticate(
  db: Db,
  from: { domain: string; identity: string },
  sharedSecret: string,
  now = new Date(),
): Promise<repo.ConnectionRow | null> {
  const given = Buffer.from(sharedSecret);
  for (const row of await repo.activeConnectionsFrom(db, from.domain, from.identity)) {
    const expected = Buffer.from(secretOf(row));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await repo.touchConnection(db, row.id, now.toISOString());
      return row;
    }
  }
  return null;
}

/**
 * Whom a PunchOut session may sign in as: a purchaser of the organisation who
 * is not one of its owners (an owner's session manages keys, connections and
 * members — more than a procurement system should be trusted with).
 */
export async function mayShopThrough(db: Db, organisationId: number, memberId: number): Promise<boolean> {
  return (await holdsOrganisationRole(db, organisationId, memberId, 'purchaser')) && !(await holdsOrganisationRole(db, organisationId, memberId, 'owner'));
}

/** The connection, if it is still live (a start link or a transfer after it was stopped is refused). */
export async function liveConnection(db: Db, id: number): Promise<repo.ConnectionRow | null> {
  const row = await repo.connectionById(db, id);
  return row && row.revokedAt === null ? row : null;
}
