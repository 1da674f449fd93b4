import { sql, type Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { pageWithTotal } from '@/lib/server/core/db/count';
import type { ApiKeyCallTable, ApiKeyTable } from '@/lib/server/core/db/schema';

/* The api-keys area's queries: `api_keys`, `api_key_nonces` and `api_key_calls` are named nowhere else. */

export type ApiKeyRow = NonNullable<Awaited<ReturnType<typeof keyById>>>;

export function insertKey(db: Db, row: Insertable<ApiKeyTable>) {
  return db.insertInto('apiKeys').values(row).returningAll().executeTakeFirstOrThrow();
}

export function keyById(db: Db, id: number) {
  return db.selectFrom('apiKeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export function keyByKeyId(db: Db, keyId: string) {
  return db.selectFrom('apiKeys').selectAll().where('keyId', '=', keyId).executeTakeFirst();
}

/** The keys a member manages: their own seller keys and the keys of the organisations given. */
export function pageOfManagedKeys(db: Db, memberId: number, organisationIds: number[], offset: number, limit: number) {
  const query = db
    .selectFrom('apiKeys')
    .where((eb) =>
      eb.or([
        eb.and([eb('ownerKind', '=', 'seller'), eb('memberId', '=', memberId)]),
        ...(organisationIds.length > 0 ? [eb.and([eb('ownerKind', '=', 'organisation'), eb('organisationId', 'in', organisationIds)])] : []),
      ]),
    );
  // Live keys first on both databases (they sort NULL differently).
  return pageWithTotal(query, (q) =>
    q
      .selectAll()
      .orderBy(sql`case when revoked_at is null then 0 else 1 end`)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
  );
}

export async function countActiveKeys(
  db: Db,
  owner: { ownerKind: 'seller'; memberId: number } | { ownerKind: 'organisation'; organisationId: number },
): Promise<number> {
  const row = await db
    .selectFrom('apiKeys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('ownerKind', '=', owner.ownerKind)
    .where('revokedAt', 'is', null)
    .$if(owner.ownerKind === 'seller', (q) => q.where('memberId', '=', (owner as { memberId: number }).memberId))
    .$if(owner.ownerKind === 'organisation', (q) => q.where('organisationId', '=', (owner as { organisationId: number }).organisationId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes once; undefined when it was already revoked. */
export function revokeKey(db: Db, id: number, by: number, at: string) {
  return db.updateTable('apiKeys').set({ revokedAt: at, revokedBy: by }).where('id', '=', id).where('revokedAt', 'is', null).returningAll().executeTakeFirst();
}

export async function markUsed(db: Db, id: number, at: string, ip: string): Promise<void> {
  await db.updateTable('apiKeys').set({ lastUsedAt: at, lastUsedIp: ip }).where('id', '=', id).execute();
}

export async function forgetNoncesBefore(db: Db, apiKeyId: number, before: string): Promise<void> {
  await db.deleteFrom('apiKeyNonces').where('apiKeyId', '=', apiKeyId).where('createdAt', '<', before).execute();
}

/** Throws the driver's unique violation when the nonce was seen already. */
export async function insertNonce(db: Db, apiKeyId: number, nonce: string, at: string): Promise<void> {
  await db.insertInto('apiKeyNonces').values({ apiKeyId, nonce, createdAt: at }).execute();
}

export async function noncesSince(db: Db, apiKeyId: number, since: string): Promise<{ n: number; oldest: string | null }> {
  const row = await db
    .selectFrom('apiKeyNonces')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('createdAt').as('oldest')])
    .where('apiKeyId', '=', apiKeyId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), oldest: (row.oldest as string | null) ?? null };
}

export async function insertCall(db: Db, row: Insertable<ApiKeyCallTable>): Promise<void> {
  await db.insertInto('apiKeyCalls').values(row).execute();
}

export function pageOfCalls(db: Db, apiKeyId: number, offset: number, limit: number) {
  const query = db.selectFrom('apiKeyCalls').where('apiKeyId', '=', apiKeyId);
  return pageWithTotal(query, (q) => q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute());
}
