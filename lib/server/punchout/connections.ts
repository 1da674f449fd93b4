import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { memberLabels } from '@/lib/server/account/service';
import { currentMembers, holdsOrganisationRole, organisationNames, organisationsWhereRole, ownerOf } from '@/lib/server/organisations/service';
import { derivePunchoutSecret } from '@/lib/server/core/api-key-sign';
import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
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

/** The purchasers of an organisation, as the default-purchaser choice lists them. */
async function purchasersOf(db: Db, organisationId: number) {
  const ids = (await currentMembers(db, organisationId)).filter((m) => m.roles.includes('purchaser')).map((m) => m.memberId);
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
  if (!(await holdsOrganisationRole(db, organisationId, actingMemberId, 'purchaser'))) {
    throw invalid('actingMemberId', '默认采购人须是这个组织的采购人：请先在组织成员中给他采购人角色');
  }
  if ((await repo.countActiveConnections(db, organisationId)) >= MAX_ACTIVE_CONNECTIONS_PER_ORGANISATION) {
    throw invalid('name', `一个组织最多接入 ${MAX_ACTIVE_CONNECTIONS_PER_ORGANISATION} 个采购系统，请先停用不用的`);
  }
  if (await repo.activeConnectionFrom(db, input.fromDomain, input.fromIdentity)) {
    throw invalid('fromIdentity', '这个凭据已被另一个有效的 PunchOut 连接使用：同一个采购系统身份只能对应一个连接');
  }
  const row = await repo.insertConnection(db, {
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
 * nothing from which).
 */
export async function authenticate(
  db: Db,
  from: { domain: string; identity: string },
  sharedSecret: string,
  now = new Date(),
): Promise<repo.ConnectionRow | null> {
  const row = await repo.activeConnectionFrom(db, from.domain, from.identity);
  if (!row) return null;
  const expected = Buffer.from(secretOf(row));
  const given = Buffer.from(sharedSecret);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  await repo.touchConnection(db, row.id, now.toISOString());
  return row;
}
