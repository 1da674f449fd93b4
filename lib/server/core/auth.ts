import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db';
import type { MemberGate } from './roles';

/** How often a used session's expiry slides forward (writes at most once a minute). */
const SLIDE_EVERY_MS = 60_000;

/** A signed-in member; a call made with an API key has no session row (sessionId 0) and names its key. */
export type AuthedSession = { sessionId: number; memberId: number; apiKeyId?: number };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the token from `Authorization: Bearer …` or, failing that, the `token` header. */
export function tokenFromHeaders(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? headers.get('token');
  return token && token.length <= 200 ? token : null;
}

/** Creates a session and returns its token: 32 random bytes, only their SHA-256 is stored. */
export async function issueSessionToken(db: Db, memberId: number, ttlMs: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      memberId,
      tokenHash: hashToken(token),
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      revokedAt: null,
    })
    .execute();
  return token;
}

/**
 * The live session a token belongs to, or null when the token is unknown,
 * revoked or expired. Use slides the expiry forward (a sliding window).
 */
export async function resolveSession(
  db: Db,
  gate: Pick<MemberGate, 'activeMember'>,
  token: string,
  ttlMs: number,
  now = new Date(),
): Promise<AuthedSession | null> {
  // A disabled member's sessions stop at once, even one issued in a race with the disabling.
  const row = await db
    .selectFrom('sessions')
    .select(['sessions.id', 'sessions.memberId', 'sessions.expiresAt', 'sessions.lastSeenAt', 'sessions.revokedAt'])
    .where('sessions.tokenHash', '=', hashToken(token))
    .where((eb) => gate.activeMember(db, eb.ref('sessions.memberId')))
    .executeTakeFirst();
  if (!row || row.revokedAt !== null || new Date(row.expiresAt) <= now) return null;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() >= SLIDE_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now.toISOString(), expiresAt: new Date(now.getTime() + ttlMs).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return { sessionId: row.id, memberId: row.memberId };
}

export async function revokeSessionToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: now.toISOString() })
    .where('tokenHash', '=', hashToken(token))
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many live sessions a member has (the operator console's member view). */
export async function activeSessionCount(db: Db, memberId: number, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('memberId', '=', memberId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Signs a member out everywhere, or everywhere but the session of `keepToken`. */
export async function revokeMemberSessions(db: Db, memberId: number, keepToken: string | null = null, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now.toISOString() })
    .where('memberId', '=', memberId)
    .where('revokedAt', 'is', null)
    .$if(keepToken !== null, (q) => q.where('tokenHash', '!=', hashToken(keepToken as string)))
    .execute();
}
