import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { CodeChannel, CodePurpose, DevOutboxTable, QrTicketStatus } from '@/lib/server/core/db/schema';

export async function insertCaptcha(db: Db, row: { token: string; answer: string; createdAt: string; expiresAt: string }) {
  await db.insertInto('captchas').values({ ...row, smsUsedAt: null, signUpUsedAt: null }).execute();
}

export async function findCaptcha(db: Db, token: string) {
  return db.selectFrom('captchas').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Marks a captcha used for one purpose; false when it already was (a race lost). */
export async function useCaptcha(db: Db, id: number, purpose: 'sms' | 'signUp', at: string): Promise<boolean> {
  const column = purpose === 'sms' ? 'smsUsedAt' : 'signUpUsedAt';
  const result = await db.updateTable('captchas').set({ [column]: at }).where('id', '=', id).where(column, 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function voidCaptcha(db: Db, id: number, at: string) {
  await db
    .updateTable('captchas')
    .set((eb) => ({ smsUsedAt: eb.fn.coalesce('smsUsedAt', eb.val(at)), signUpUsedAt: eb.fn.coalesce('signUpUsedAt', eb.val(at)) }))
    .where('id', '=', id)
    .execute();
}

type CodeKey = { channel: CodeChannel; target: string; purpose: CodePurpose };

export async function insertCode(db: Db, row: CodeKey & { codeHash: string; createdAt: string; expiresAt: string }) {
  await db.insertInto('verificationCodes').values({ ...row, failedAttempts: 0, consumedAt: null }).execute();
}

/** Codes sent to one target (any purpose) since a moment, newest first. */
export async function codesSentSince(db: Db, channel: CodeChannel, target: string, since: string) {
  return db
    .selectFrom('verificationCodes')
    .select(['createdAt'])
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('createdAt', '>=', since)
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function latestCode(db: Db, key: CodeKey) {
  return db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('channel', '=', key.channel)
    .where('target', '=', key.target)
    .where('purpose', '=', key.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes one try from a code before it is compared: false when none is left
 * (or it was spent). One conditional update, so parallel guesses cannot
 * share a try.
 */
export async function takeAttempt(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('verificationCodes')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('id', '=', id)
    .where('failedAttempts', '<', maxAttempts)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A right code gives its try back, so "attempts" counts wrong tries only. */
export async function returnAttempt(db: Db, id: number) {
  await db.updateTable('verificationCodes').set((eb) => ({ failedAttempts: eb('failedAttempts', '-', 1) })).where('id', '=', id).execute();
}

export async function deleteCode(db: Db, id: number) {
  await db.deleteFrom('verificationCodes').where('id', '=', id).execute();
}

export async function consumeCode(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('verificationCodes').set({ consumedAt: at }).where('id', '=', id).where('consumedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes a spent code usable again (sign-up refused a taken username after the code was proven). */
export async function restoreCode(db: Db, id: number) {
  await db.updateTable('verificationCodes').set({ consumedAt: null }).where('id', '=', id).execute();
}

export async function insertFailure(db: Db, subject: string, at: string) {
  await db.insertInto('authFailures').values({ subject, createdAt: at }).execute();
}

export async function failuresSince(db: Db, subject: string, since: string) {
  return db.selectFrom('authFailures').select('createdAt').where('subject', '=', subject).where('createdAt', '>=', since).orderBy('createdAt').execute();
}

export async function clearFailures(db: Db, subject: string) {
  await db.deleteFrom('authFailures').where('subject', '=', subject).execute();
}

export async function insertQrTicket(db: Db, row: { ticketHash: string; pollHash: string; createdAt: string; expiresAt: string }) {
  await db.insertInto('qrTickets').values({ ...row, status: 'pending', memberId: null, confirmedAt: null, consumedAt: null }).execute();
}

export async function findQrTicket(db: Db, by: 'ticketHash' | 'pollHash', hash: string) {
  return db.selectFrom('qrTickets').selectAll().where(by, '=', hash).executeTakeFirst();
}

/** Moves a ticket from one status to the next; false when another request got there first. */
export async function advanceQrTicket(
  db: Db,
  id: number,
  from: QrTicketStatus,
  to: { status: QrTicketStatus; memberId?: number; confirmedAt?: string; consumedAt?: string },
): Promise<boolean> {
  const result = await db.updateTable('qrTickets').set(to).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOutboxMessage(db: Db, message: Insertable<DevOutboxTable>): Promise<void> {
  await db.insertInto('devOutbox').values(message).execute();
}

export async function outbox(db: Db, limit: number) {
  return db.selectFrom('devOutbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
