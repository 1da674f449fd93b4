import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import * as repo from './repo';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** A new image captcha: the SVG for the page, its id for the form. The answer stays here. */
export async function createCaptcha(db: Db, now = new Date()): Promise<{ captchaId: string; svg: string }> {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6f7' });
  const captchaId = randomBytes(16).toString('base64url');
  await repo.insertCaptcha(db, {
    token: captchaId,
    answer: text.toLowerCase(),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString(),
  });
  return { captchaId, svg: data };
}

/**
 * Checks a captcha answer (case-insensitive) and spends it for one purpose:
 * each captcha allows one SMS and one sign-up. Wrong, expired or spent → 3001.
 */
export async function spendCaptcha(db: Db, captchaId: string, answer: string, purpose: 'sms' | 'signUp', now = new Date()): Promise<void> {
  const row = await repo.findCaptcha(db, captchaId);
  const spent = row && (purpose === 'sms' ? row.smsUsedAt : row.signUpUsedAt);
  if (!row || spent || new Date(row.expiresAt) <= now || row.answer !== answer.trim().toLowerCase()) {
    // A wrong answer spends the captcha for everything: one image, one guess.
    if (row) await repo.voidCaptcha(db, row.id, now.toISOString());
    throw new AppError(ErrorCode.CAPTCHA_INVALID, '图形验证码错误或已过期，请点击图片换一张');
  }
  if (!(await repo.useCaptcha(db, row.id, purpose, now.toISOString()))) {
    throw new AppError(ErrorCode.CAPTCHA_INVALID, '图形验证码错误或已过期，请点击图片换一张');
  }
}
