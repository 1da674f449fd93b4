import { mailSender, smsSender, type SmsMessage } from '@/lib/server/auth/providers';
import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import * as repo from './repo';

/** What a workflow may owe the outside world; each is sent after its transaction commits. */
export type SideEffect =
  { topic: 'mail'; payload: { to: string; subject: string; text: string } } | { topic: 'sms'; payload: { phone: string; message: SmsMessage } };

export type SideEffectHandlers = { [T in SideEffect['topic']]: (db: Db, payload: Extract<SideEffect, { topic: T }>['payload']) => Promise<void> };

/** The real senders: SMTP or the development outbox for mail, the configured SMS provider. */
export const SEND_SIDE_EFFECTS: SideEffectHandlers = {
  mail: (db, mail) => mailSender(db).send(mail),
  sms: (db, sms) => smsSender(db).send(sms.phone, sms.message),
};

/** A dispatcher holds an effect this long; one that crashed mid-send frees it for another after that. */
const CLAIM_MS = 60_000;
/** After this many failed attempts an effect is left for a person to look at (logged as an error). */
export const MAX_ATTEMPTS = 8;
const GIVE_UP_AT = '9999-12-31T00:00:00.000Z';

/** 30 s, 1 min, 2 min, … up to an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);
}

/** Records an effect in the caller's transaction: it exists exactly when the transaction commits. */
export async function oweSideEffect(trx: Db, effect: SideEffect, now = new Date()): Promise<void> {
  await repo.insertEffect(trx, { topic: effect.topic, payload: JSON.stringify(effect.payload), createdAt: now.toISOString() });
}

/**
 * Sends the effects that are due, each at most once at a time across
 * processes (a claim on the row), marking them done or scheduling a retry.
 */
export async function dispatchSideEffects(
  db: Db,
  handlers: SideEffectHandlers = SEND_SIDE_EFFECTS,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  const due = await repo.dueEffects(db, now.toISOString(), 50);
  for (const effect of due) {
    if (!(await repo.claimEffect(db, effect.id, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString()))) continue;
    const handler = handlers[effect.topic as SideEffect['topic']] as ((db: Db, payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for side effect topic "${effect.topic}"`);
      await handler(db, JSON.parse(effect.payload));
      await repo.markEffectDone(db, effect.id, new Date().toISOString());
      counts.sent += 1;
    } catch (error) {
      const attempts = effect.attempts + 1;
      const givingUp = attempts >= MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await repo.markEffectFailed(db, effect.id, {
        attempts,
        retryAt: givingUp ? GIVE_UP_AT : new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        error: message,
      });
      logger()[givingUp ? 'error' : 'warn'](
        { effectId: effect.id, topic: effect.topic, attempts, err: message },
        givingUp ? 'side effect given up' : 'side effect failed, will retry',
      );
      counts.failed += 1;
    }
  }
  return counts;
}

const globalForDispatch = globalThis as unknown as { chemmartSideEffectTimer?: NodeJS.Timeout };

/** Server start: retries failed or interrupted effects every `everyMs` (once per process). */
export function startSideEffectRetries(db: Db, everyMs = 30_000): void {
  if (globalForDispatch.chemmartSideEffectTimer) return;
  globalForDispatch.chemmartSideEffectTimer = setInterval(() => {
    dispatchSideEffects(db).catch((error: unknown) => logger().error({ err: error }, 'side-effect retry round failed'));
  }, everyMs);
  globalForDispatch.chemmartSideEffectTimer.unref();
}
