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

/**
 * A dispatcher holds an item this long; one that crashed mid-send frees it
 * for another after that. Well above one send's worst case (the SMTP
 * transport's connect, greeting and socket timeouts).
 */
const CLAIM_MS = 60_000;
/** After this many failed attempts an item is dead: left for an operator (the console's outbox page). */
export const MAX_ATTEMPTS = 8;
/** Items one round sends at most, so a round ends and the next tick sees fresh work. */
const ROUND_LIMIT = 50;

/** 30 s, 1 min, 2 min, … up to an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);
}

/** Records an effect in the caller's transaction: it exists exactly when the transaction commits. */
export async function oweSideEffect(trx: Db, effect: SideEffect, now = new Date()): Promise<void> {
  await repo.insertEffect(trx, { topic: effect.topic, payload: JSON.stringify(effect.payload), createdAt: now.toISOString() });
}

/**
 * Sends the items that are due, each claimed by one dispatcher across
 * processes, marking each sent, retrying (with backoff) or dead. Run by the
 * scheduler, never on a request's path.
 */
export async function dispatchSideEffects(
  db: Db,
  handlers: SideEffectHandlers = SEND_SIDE_EFFECTS,
  clock: () => Date = () => new Date(),
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  for (let i = 0; i < ROUND_LIMIT; i += 1) {
    const now = clock();
    const effect = await repo.claimNextEffect(db, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString());
    if (!effect) break;
    const handler = handlers[effect.topic as SideEffect['topic']] as ((db: Db, payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for side effect topic "${effect.topic}"`);
      await handler(db, JSON.parse(effect.payload));
      await repo.markEffectSent(db, effect.id, clock().toISOString());
      counts.sent += 1;
    } catch (error) {
      const attempts = effect.attempts + 1;
      const dead = attempts >= MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      const failedAt = clock();
      await repo.markEffectFailed(db, effect.id, {
        status: dead ? 'dead' : 'retrying',
        attempts,
        // A dead item keeps its last time; only an operator's "retry now" makes it due again.
        retryAt: new Date(failedAt.getTime() + (dead ? 0 : retryDelayMs(attempts))).toISOString(),
        error: message,
      });
      logger()[dead ? 'error' : 'warn'](
        { effectId: effect.id, topic: effect.topic, attempts, err: message },
        dead ? 'outbox item dead after its last attempt' : 'outbox item failed, will retry',
      );
      counts.failed += 1;
    }
  }
  return counts;
}
