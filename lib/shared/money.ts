/**
 * Money as people type it (yuan text) and as we keep it (integer cents).
 * Shared by the forms and the server so both refuse the same inputs.
 */

/** The largest single amount anyone may enter: 10,000,000.00 yuan. Far above any reagent order, far below integer precision. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

export type ParsedAmount = { ok: true; cents: number } | { ok: false; message: string };

/**
 * "12.34" → 1234 cents. Accepts plain digits with at most two decimals (a
 * leading "¥" and thousands commas are tolerated); refuses zero, negatives,
 * a third decimal (no silent rounding of money) and absurd sizes.
 */
export function parseYuanToCents(text: string): ParsedAmount {
  const parsed = readYuan(text);
  if (parsed.ok && parsed.cents === 0) return { ok: false, message: '金额必须大于 0' };
  return parsed;
}

/**
 * An optional part of a payment (the deposit share at the cashier): empty, or
 * any way of writing zero ("0", "0.00", "¥0.0"), is 0 cents, i.e. no such
 * part; anything else reads as `parseYuanToCents` reads it.
 */
export function parseOptionalYuanToCents(text: string): ParsedAmount {
  return text.trim() === '' ? { ok: true, cents: 0 } : readYuan(text);
}

/** The number written in `text` as cents, zero included. */
function readYuan(text: string): ParsedAmount {
  const cleaned = text
    .trim()
    .replace(/^[¥￥]\s*/, '')
    .replace(/,/g, '');
  if (cleaned === '') return { ok: false, message: '请填写金额' };
  if (cleaned.startsWith('-')) return { ok: false, message: '金额必须大于 0' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, message: '金额只能是数字，如 100 或 99.50' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, message: '金额最多两位小数（精确到分）' };
  if (whole.length > 10) return { ok: false, message: tooLargeMessage() };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, message: tooLargeMessage() };
  return { ok: true, cents };
}

function tooLargeMessage(): string {
  return `单笔金额不能超过 ${(MAX_AMOUNT_CENTS / 100).toLocaleString('zh-CN')} 元`;
}

/** Cents as editable yuan text: 1234 → "12.34" (no currency sign, no grouping). */
export function centsToYuanText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A recharge's number as the member and the operator see it: id 12 → "R000012". */
export function rechargeNumber(id: number): string {
  return `R${String(id).padStart(6, '0')}`;
}

/** "R000012" → 12; null for anything else. */
export function rechargeIdOf(number: string): number | null {
  const match = /^R(\d{6,9})$/.exec(number);
  return match ? Number(match[1]) : null;
}
