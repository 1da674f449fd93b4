import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import * as repo from './repo';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * The proof of work (ALTCHA, deterministic mode): the browser derives PBKDF2-SHA-256
 * keys (1,000 rounds each) for counters 0, 1, 2, … until one matches the key prefix
 * we derived from a secret random counter. Between 150 and 600 derivations: well under
 * a second in a browser (measured in docs/decisions/0028-altcha-captcha.md), every attempt paid again by
 * a script. The server checks one derivation.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_COST = 1_000;
export const CAPTCHA_COUNTER_RANGE = [150, 600] as const;

const globalForCaptcha = globalThis as unknown as { chemmartCaptchaSecret?: string };

/**
 * Signs challenges so a client cannot make its own. CAPTCHA_SECRET when set (every
 * instance of a deployment must share it); else a random secret of this process,
 * which ends its open challenges when it restarts.
 */
function captchaSecret(): string {
  return (globalForCaptcha.chemmartCaptchaSecret ??= config().captchaSecret ?? randomBytes(32).toString('base64url'));
}

/** A new challenge for the widget; its id is signed into it and remembered here, so each one is spent once. */
export async function createCaptcha(db: Db, now = new Date()) {
  const captchaId = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(CAPTCHA_COUNTER_RANGE[0], CAPTCHA_COUNTER_RANGE[1]),
    deriveKey,
    data: { captchaId },
    expiresAt,
    hmacSignatureSecret: captchaSecret(),
    hmacKeySignatureSecret: `${captchaSecret()}:key`,
  });
  await repo.insertCaptcha(db, {
    token: captchaId,
    // The challenge's signature: only the challenge handed out for this id is accepted with it.
    answer: challenge.signature ?? '',
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { captchaId, challenge: { parameters: { ...challenge.parameters }, signature: challenge.signature } };
}

/** The widget's payload: base64 of `{ challenge, solution }`; anything else is null. */
function readPayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    const { challenge, solution } = parsed;
    if (!challenge?.parameters || typeof challenge.signature !== 'string' || typeof solution?.counter !== 'number') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

const invalid = () => new AppError(ErrorCode.CAPTCHA_INVALID, '人机验证未通过或已过期，请重新勾选“我不是机器人”');

/**
 * Checks a solved challenge and spends it for one purpose: each captcha allows one
 * SMS and one sign-up. Wrong, expired, replayed or spent → 3001.
 */
export async function spendCaptcha(db: Db, captchaId: string, payload: string, purpose: 'sms' | 'signUp', now = new Date()): Promise<void> {
  const row = await repo.findCaptcha(db, captchaId);
  const spent = row && (purpose === 'sms' ? row.smsUsedAt : row.signUpUsedAt);
  if (!row || spent || new Date(row.expiresAt) <= now) throw invalid();
  const solved = readPayload(payload);
  const verified =
    solved !== null &&
    solved.challenge.signature === row.answer &&
    solved.challenge.parameters.data?.captchaId === captchaId &&
    (
      await verifySolution({
        challenge: solved.challenge,
        solution: solved.solution,
        deriveKey,
        hmacSignatureSecret: captchaSecret(),
        hmacKeySignatureSecret: `${captchaSecret()}:key`,
      }).catch(() => ({ verified: false }))
    ).verified;
  if (!verified) {
    // A wrong solution spends the captcha for everything: one challenge, one try.
    await repo.voidCaptcha(db, row.id, now.toISOString());
    throw invalid();
  }
  if (!(await repo.useCaptcha(db, row.id, purpose, now.toISOString()))) throw invalid();
}
