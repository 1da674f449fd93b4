import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { holdsRole } from '@/lib/server/account/gate';
import { assertMemberActive } from '@/lib/server/account/directory';
import { memberLabels } from '@/lib/server/account/service';
import { holdsOrganisationRole, organisationNames, organisationsWhereRole, ownerOf } from '@/lib/server/organisations/service';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import { checkSignature, deriveKeySecret, type ApiKeyCall, type ApiKeyPrincipal, type KeyedRefusal } from '@/lib/server/core/api-key-sign';
import { API_KEY_MAX_SKEW_SECONDS, canonicalRequest, type ApiKeyCredentials } from '@/lib/shared/api-key-signature';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  ORGANISATION_NAMED_OPERATIONS,
  SCOPES_BY_OWNER,
  SHOP_ORDER_OPERATIONS,
  type ApiKeyScope,
} from '@/lib/contracts/api-keys/scopes';
import { findOrderByNo } from '@/lib/server/orders/queries';
import {
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  MAX_ACTIVE_KEYS_PER_OWNER,
  type ApiKeyCallsSchema,
  type ApiKeySchema,
  type ApiKeysSchema,
  type CreateApiKeyInput,
  type CreatedApiKeySchema,
} from '@/lib/contracts/api-keys/schema';
import * as repo from './repo';

/*
 * API keys (issue 34; decision 0162). A seller's key belongs to their shop and
 * only they see it; an organisation's key to the organisation, and every
 * current owner sees and may revoke it. A key acts as the member who made it,
 * while that member may still make it (a seller; an owner of the organisation).
 */

type ApiKey = z.input<typeof ApiKeySchema>;

const notFound = () => new AppError(ErrorCode.API_KEY_NOT_FOUND, 'API 密钥不存在，或不归您管理');
const invalid = (field: string, message: string) => new AppError(ErrorCode.API_KEY_INVALID, message, { fields: [{ field, message }] });
const unknownKey = (message = 'API 密钥不存在或已吊销') => new AppError(ErrorCode.API_KEY_UNKNOWN, message, null, 401);

export function scopesOf(row: repo.ApiKeyRow): ApiKeyScope[] {
  return row.scopes.split(',').filter((s): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s));
}

async function present(db: Db, rows: repo.ApiKeyRow[]): Promise<ApiKey[]> {
  const labels = await memberLabels(
    db,
    rows.map((r) => r.memberId),
  );
  const names = await organisationNames(
    db,
    rows.flatMap((r) => (r.organisationId === null ? [] : [r.organisationId])),
  );
  return rows.map((row) => {
    const scopes = scopesOf(row);
    return {
      id: row.id,
      keyId: row.keyId,
      name: row.name,
      ownerKind: row.ownerKind,
      organisationId: row.organisationId,
      ownerLabel: row.ownerKind === 'seller' ? '我的店铺' : (names.get(row.organisationId ?? 0) ?? '组织'),
      scopes,
      scopeLabels: scopes.map((s) => API_KEY_SCOPE_LABELS[s]),
      rateLimitPerMinute: row.rateLimitPerMinute,
      createdBy: labels.get(row.memberId) ?? { username: '', displayName: '已注销的会员' },
      createdAt: row.createdAt,
      revokedAt: row.revokedAt,
      lastUsedAt: row.lastUsedAt,
      lastUsedIp: row.lastUsedIp,
    };
  });
}

/** The owners a member may make keys for: their shop (a seller), the organisations they own. */
async function ownersOf(db: Db, memberId: number) {
  const organisations = await organisationsWhereRole(db, memberId, 'owner');
  return [
    ...((await holdsRole(db, memberId, 'seller'))
      ? [{ ownerKind: 'seller' as const, organisationId: null, label: '我的店铺', scopes: [...SCOPES_BY_OWNER.seller] }]
      : []),
    ...organisations.map((o) => ({
      ownerKind: 'organisation' as const,
      organisationId: o.organisationId,
      label: o.name,
      scopes: [...SCOPES_BY_OWNER.organisation],
    })),
  ];
}

export async function listKeys(db: Db, memberId: number, paging: PageQuery): Promise<z.input<typeof ApiKeysSchema>> {
  const owners = await ownersOf(db, memberId);
  const organisationIds = owners.flatMap((o) => (o.organisationId === null ? [] : [o.organisationId]));
  const { rows, total } = await repo.pageOfManagedKeys(db, memberId, organisationIds, offsetOf(paging), paging.pageSize);
  return { list: await present(db, rows), total, page: paging.page, pageSize: paging.pageSize, owners };
}

/** The key, when the member manages it now (their own seller key; a key of an organisation they own); else 7687. */
async function managedKey(db: Db, memberId: number, id: number): Promise<repo.ApiKeyRow> {
  const row = await repo.keyById(db, id);
  if (!row) throw notFound();
  if (row.ownerKind === 'seller' && row.memberId === memberId) return row;
  if (row.ownerKind === 'organisation' && row.organisationId !== null && (await holdsOrganisationRole(db, row.organisationId, memberId, 'owner'))) return row;
  throw notFound();
}

export async function createKey(
  db: Db,
  memberId: number,
  input: z.output<typeof CreateApiKeyInput>,
  now = new Date(),
): Promise<z.input<typeof CreatedApiKeySchema>> {
  const organisationId = input.ownerKind === 'organisation' ? (input.organisationId as number) : null;
  if (input.ownerKind === 'seller') {
    if (!(await holdsRole(db, memberId, 'seller'))) throw invalid('ownerKind', '只有卖家可以为店铺创建 API 密钥；买家请在组织中由负责人创建');
  } else {
    await ownerOf(db, organisationId as number, memberId);
  }
  const allowed: readonly ApiKeyScope[] = SCOPES_BY_OWNER[input.ownerKind];
  const scopes = [...new Set(input.scopes)];
  const refused = scopes.find((s) => !allowed.includes(s));
  if (refused) throw invalid('scopes', `组织的密钥不能有「${API_KEY_SCOPE_LABELS[refused]}」权限：组织只采购，不上架商品`);
  const active = await repo.countActiveKeys(
    db,
    input.ownerKind === 'seller' ? { ownerKind: 'seller', memberId } : { ownerKind: 'organisation', organisationId: organisationId as number },
  );
  if (active >= MAX_ACTIVE_KEYS_PER_OWNER) throw invalid('name', `有效的 API 密钥最多 ${MAX_ACTIVE_KEYS_PER_OWNER} 个，请先吊销不用的`);
  const keyId = `cmk_${randomBytes(12).toString('hex')}`;
  const salt = randomBytes(16).toString('base64url');
  const row = await repo.insertKey(db, {
    keyId,
    salt,
    ownerKind: input.ownerKind,
    organisationId,
    memberId,
    name: input.name,
    scopes: API_KEY_SCOPES.filter((s) => scopes.includes(s)).join(','),
    rateLimitPerMinute: input.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    createdAt: now.toISOString(),
    revokedAt: null,
    revokedBy: null,
    lastUsedAt: null,
    lastUsedIp: null,
  });
  const [key] = await present(db, [row]);
  return { key: key as ApiKey, secret: deriveKeySecret(config().apiKeySecret, keyId, salt) };
}

export async function revokeKey(db: Db, memberId: number, id: number, now = new Date()): Promise<ApiKey> {
  const row = await managedKey(db, memberId, id);
  const revoked = (await repo.revokeKey(db, row.id, memberId, now.toISOString())) ?? row;
  return (await present(db, [revoked]))[0] as ApiKey;
}

export async function keyCalls(db: Db, memberId: number, query: PageQuery & { id: number }): Promise<z.input<typeof ApiKeyCallsSchema>> {
  const row = await managedKey(db, memberId, query.id);
  const { rows, total } = await repo.pageOfCalls(db, row.id, offsetOf(query), query.pageSize);
  return { list: rows, total, page: query.page, pageSize: query.pageSize, key: (await present(db, [row]))[0] as ApiKey };
}

/** Whether the key's maker may still act for its owner; a key outlives no one's rights. */
async function ownerStillValid(db: Db, row: repo.ApiKeyRow): Promise<string | null> {
  try {
    await assertMemberActive(db, row.memberId);
  } catch {
    return '创建该密钥的账号已被平台停用，密钥失效';
  }
  if (row.ownerKind === 'seller') return (await holdsRole(db, row.memberId, 'seller')) ? null : '创建该密钥的账号已不是卖家，密钥失效';
  const stillOwner = row.organisationId !== null && (await holdsOrganisationRole(db, row.organisationId, row.memberId, 'owner'));
  return stillOwner ? null : '创建该密钥的成员已不是该组织的负责人，密钥失效，请由现任负责人重新创建';
}

/**
 * Checks a signed call: the key (live, its maker still entitled), the
 * signature, the nonce (once per key within twice the time window), the rate
 * (calls recorded in the last minute; parallel calls in flight may pass it by
 * a few). Marks the key used.
 */
export async function authenticate(
  db: Db,
  credentials: ApiKeyCredentials,
  request: { method: string; pathWithQuery: string; bodySha256: string; clientIp: string },
  now = new Date(),
): Promise<ApiKeyPrincipal> {
  const row = await repo.keyByKeyId(db, credentials.keyId);
  if (!row || row.revokedAt !== null) throw unknownKey();
  const invalidOwner = await ownerStillValid(db, row);
  if (invalidOwner) throw unknownKey(invalidOwner);
  const secret = deriveKeySecret(config().apiKeySecret, row.keyId, row.salt);
  checkSignature(
    secret,
    canonicalRequest(request.method, request.pathWithQuery, credentials.timestamp, credentials.nonce, request.bodySha256),
    credentials.signature,
  );
  const at = now.toISOString();
  const principal: ApiKeyPrincipal = {
    apiKeyId: row.id,
    memberId: row.memberId,
    ownerKind: row.ownerKind,
    organisationId: row.organisationId,
    scopes: scopesOf(row),
  };
  // From here the caller holds the key: a refusal is still its call, listed for its owners.
  const refuse = (error: AppError): KeyedRefusal => Object.assign(error, { principal });
  await repo.forgetNoncesBefore(db, row.id, new Date(now.getTime() - 2 * API_KEY_MAX_SKEW_SECONDS * 1000).toISOString());
  // The rate counts the nonces of the last minute: they are written when a call is let in, before it runs.
  const recent = await repo.noncesSince(db, row.id, new Date(now.getTime() - 60_000).toISOString());
  if (recent.n >= row.rateLimitPerMinute) {
    const retryAfterSeconds = Math.max(1, Math.ceil(((recent.oldest ? new Date(recent.oldest).getTime() : now.getTime()) + 60_000 - now.getTime()) / 1000));
    throw refuse(
      new AppError(
        ErrorCode.API_KEY_RATE_LIMITED,
        `该 API 密钥每分钟最多调用 ${row.rateLimitPerMinute} 次，请 ${retryAfterSeconds} 秒后再试`,
        { retryAfterSeconds },
        429,
      ),
    );
  }
  try {
    await repo.insertNonce(db, row.id, credentials.nonce, at);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw refuse(new AppError(ErrorCode.API_KEY_REPLAY, '这个 X-Api-Nonce 已经用过：每次请求须用新的 nonce（重放的请求不执行）', null, 401));
  }
  await repo.markUsed(db, row.id, at, request.clientIp);
  return principal;
}

const outsideOrganisation = (message: string) => new AppError(ErrorCode.API_KEY_SCOPE_FORBIDDEN, message, null, 403);

/**
 * An organisation key acts for its organisation only: a call naming an
 * organisation must name it (and the calls that would otherwise act for the
 * maker alone must name it), and an order it touches must be the
 * organisation's. A shop key's calls are the seller's own by their role,
 * but for the few calls open to any member, bound to the shop's sales orders.
 */
export async function authorizeCall(db: Db, principal: ApiKeyPrincipal, operationId: string, input: Record<string, unknown>): Promise<void> {
  if (principal.ownerKind === 'seller') {
    if (!SHOP_ORDER_OPERATIONS.includes(operationId)) return;
    const order = typeof input.orderNo === 'string' ? await findOrderByNo(db, input.orderNo) : undefined;
    if (!order || order.sellerId !== principal.memberId) throw outsideOrganisation('店铺的 API 密钥只能查看本店的销售订单');
    return;
  }
  const named = input.organisationId;
  if (named !== undefined && named !== null && named !== principal.organisationId)
    throw outsideOrganisation('该 API 密钥属于另一个组织，不能以这个组织的名义操作');
  if (ORGANISATION_NAMED_OPERATIONS.includes(operationId) && named !== principal.organisationId) {
    throw outsideOrganisation('组织的 API 密钥调用此接口须带本组织的 organisationId');
  }
  if (typeof input.orderNo === 'string') {
    const order = await findOrderByNo(db, input.orderNo);
    if (!order || order.organisationId !== principal.organisationId) throw outsideOrganisation('组织的 API 密钥只能查看和操作以本组织名义下的订单');
  }
}

export async function recordCall(db: Db, call: ApiKeyCall, now = new Date()): Promise<void> {
  await repo.insertCall(db, { ...call, createdAt: now.toISOString() });
}
