import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/server/core/db';
import type { CodeChannel, CodePurpose } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import * as repo from './repo';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const DAILY_LIMIT = 10;
export const MAX_FAILED_ATTEMPTS = 5;

type CodeKey = { channel: CodeChannel; target: string; purpose: CodePurpose };

function hashCode(key: CodeKey, code: string): string {
  return createHash('sha256').update(`${key.channel}:${key.target}:${key.purpose}:${code}`).digest('hex');
}

/**
 * A new 6-digit code for a phone or email, valid 5 minutes. At most one per
 * 60 s and 10 a day per target, whatever the purpose.
 */
export async function issueCode(db: Db, key: CodeKey, now = new Date()): Promise<string> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const sent = await repo.codesSentSince(db, key.channel, key.target, dayAgo);
  const last = sent[0];
  if (last) {
    const waitMs = new Date(last.createdAt).getTime() + RESEND_INTERVAL_MS - now.getTime();
    if (waitMs > 0) {
      throw new AppError(ErrorCode.CODE_TOO_FREQUENT, `验证码发送太频繁，请 ${Math.ceil(waitMs / 1000)} 秒后再试`, {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
    }
  }
  if (sent.length >= DAILY_LIMIT) {
    throw new AppError(ErrorCode.CODE_DAILY_LIMIT, `今天已发送 ${DAILY_LIMIT} 次验证码，请明天再试`);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insertCode(db, {
    ...key,
    codeHash: hashCode(key, code),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
  });
  return code;
}

/**
 * Spends the latest code sent for this purpose if `code` matches. A wrong
 * code counts against it; after 5 wrong tries the code is void.
 */
export async function spendCode(db: Db, key: CodeKey, code: string, now = new Date()): Promise<void> {
  const row = await repo.latestCode(db, key);
  if (!row || row.consumedAt) throw new AppError(ErrorCode.CODE_INVALID, '验证码不正确，请重新获取');
  if (new Date(row.expiresAt) <= now) throw new AppError(ErrorCode.CODE_EXPIRED, '验证码已过期，请重新获取');
  if (!(await repo.takeAttempt(db, row.id, MAX_FAILED_ATTEMPTS))) {
    throw new AppError(ErrorCode.CODE_TOO_MANY_ATTEMPTS, '验证码错误次数过多，已失效，请重新获取');
  }
  const given = Buffer.from(hashCode(key, code.trim()));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    const left = MAX_FAILED_ATTEMPTS - row.failedAttempts - 1;
    throw left > 0
      ? new AppError(ErrorCode.CODE_INVALID, `验证码不正确，还可以再试 ${left} 次`)
      : new AppError(ErrorCode.CODE_TOO_MANY_ATTEMPTS, '验证码错误次数过多，已失效，请重新获取');
  }
  await repo.returnAttempt(db, row.id);
  if (!(await repo.consumeCode(db, row.id, now.toISOString()))) {
    throw new AppError(ErrorCode.CODE_INVALID, '验证码不正确，请重新获取');
  }
}

/** Takes back the newest code sent for a key (its delivery failed): it no longer works or counts. */
export async function withdrawCode(db: Db, key: CodeKey): Promise<void> {
  const row = await repo.latestCode(db, key);
  if (row) await repo.deleteCode(db, row.id);
}

/** Gives back the newest spent code for a key, so the person may use it once more. */
export async function restoreCode(db: Db, key: CodeKey): Promise<void> {
  const row = await repo.latestCode(db, key);
  if (row?.consumedAt) await repo.restoreCode(db, row.id);
}
