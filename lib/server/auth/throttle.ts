import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import * as repo from './repo';

/** Failed sign-ins allowed in the window, per account and per client address, before the back-off. */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export const accountSubject = (memberId: number) => `account:${memberId}`;
export const addressSubject = (ip: string) => `ip:${ip}`;

/** Throws LOGIN_LOCKED while a subject has used up its failures in the window. */
async function assertNotLocked(db: Db, subject: string, limit: number, now: Date): Promise<void> {
  const failures = await repo.failuresSince(db, subject, new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString());
  if (failures.length < limit) return;
  // Locked until the oldest failure that still counts leaves the window.
  const oldest = failures[failures.length - limit]!;
  const waitSeconds = Math.ceil((new Date(oldest.createdAt).getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000);
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  throw new AppError(ErrorCode.LOGIN_LOCKED, `登录失败次数过多，请 ${minutes} 分钟后再试，或使用短信验证码登录`, {
    retryAfterSeconds: waitSeconds,
  });
}

export async function assertMaySignIn(db: Db, ip: string, memberId: number | null, now = new Date()): Promise<void> {
  await assertNotLocked(db, addressSubject(ip), ADDRESS_FAILURE_LIMIT, now);
  if (memberId !== null) await assertNotLocked(db, accountSubject(memberId), ACCOUNT_FAILURE_LIMIT, now);
}

export async function recordSignInFailure(db: Db, ip: string, memberId: number | null, now = new Date()): Promise<void> {
  await repo.insertFailure(db, addressSubject(ip), now.toISOString());
  if (memberId !== null) await repo.insertFailure(db, accountSubject(memberId), now.toISOString());
}

export async function clearSignInFailures(db: Db, memberId: number): Promise<void> {
  await repo.clearFailures(db, accountSubject(memberId));
}

/**
 * Limits on actions that cost us or a third party something (an SMS, a mail) or
 * that probe accounts (sign-up): at most `limit` per subject in `windowMs`.
 * Counted in the same table as sign-in failures, so every instance sees them.
 */
export type Allowance = { subject: string; limit: number; windowMs: number };

export const signUpByAddress = (ip: string): Allowance => ({ subject: `sign-up-ip:${ip}`, limit: 20, windowMs: 15 * 60_000 });
export const smsByAddress = (ip: string): Allowance => ({ subject: `sms-ip:${ip}`, limit: 20, windowMs: 60 * 60_000 });
export const mailByMember = (memberId: number): Allowance => ({ subject: `mail-member:${memberId}`, limit: 5, windowMs: 60 * 60_000 });
export const mailByAddress = (ip: string): Allowance => ({ subject: `mail-ip:${ip}`, limit: 20, windowMs: 60 * 60_000 });

/** Checks every allowance, then counts one use of each; TOO_MANY_REQUESTS (1008) when one is used up. */
export async function takeAllowances(db: Db, allowances: Allowance[], what: string, now = new Date()): Promise<void> {
  for (const { subject, limit, windowMs } of allowances) {
    const used = await repo.failuresSince(db, subject, new Date(now.getTime() - windowMs).toISOString());
    if (used.length < limit) continue;
    const oldest = used[used.length - limit]!;
    const waitSeconds = Math.max(1, Math.ceil((new Date(oldest.createdAt).getTime() + windowMs - now.getTime()) / 1000));
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, `${what}过于频繁，请 ${Math.ceil(waitSeconds / 60)} 分钟后再试`, { retryAfterSeconds: waitSeconds });
  }
  for (const { subject } of allowances) await repo.insertFailure(db, subject, now.toISOString());
}
