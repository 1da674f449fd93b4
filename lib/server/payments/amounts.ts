import { AppError, ErrorCode } from '@/lib/server/core/errors';

/*
 * Amounts as the providers write them. Alipay speaks yuan as text with two
 * decimals ("88.80"); WeChat Pay speaks integer fen (= our cents). Converted
 * exactly, never through floating point.
 */

/** 8880 → "88.80". */
export function centsToYuanText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "88.8" or "88.80" → 8880; anything else (a third decimal, a sign, words) → null. */
export function yuanTextToCents(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The provider could not be reached, refused us, or answered unsigned: nothing was decided here. */
export const providerFailed = (provider: string, message: string) =>
  new AppError(ErrorCode.PAYMENT_PROVIDER_FAILED, `支付机构（${provider}）请求失败：${message}`, { provider });
