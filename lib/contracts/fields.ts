import { z } from 'zod';
import '@/lib/contracts/zod-messages';
import { isChinaDay } from '@/lib/shared/china-day';
import { MAX_AMOUNT_CENTS } from '@/lib/shared/money';

/*
 * The shared input fields of the API's schemas. Each carries the label people
 * read ("页码", "预存款金额") and answers one Chinese message per rule, naming
 * the field and what it accepts — never the validator's stock wording.
 *
 * Numbers are read strictly: from JSON only a real JSON number, from a query
 * string or a form only plain digits. `[1]`, `true`, `"1e3"`, `" 1"` and `""`
 * are refused rather than coerced (z.coerce.number would take them all).
 */

const grouped = (n: number) => n.toLocaleString('zh-CN');

/**
 * A number as sent: a real JSON number, or plain digits (with one decimal part
 * when `decimals`) from a query string or form; anything else fails with `message`.
 */
function strictNumber(message: string, decimals = false) {
  const digits = decimals ? /^\d{1,15}(\.\d{1,6})?$/ : /^\d{1,15}$/;
  return z.union([z.number(), z.string().regex(digits).transform(Number)], { error: message }).pipe(z.number({ error: message }));
}

/** A whole number from `min` to `max`: "<label>须为 min 到 max 之间的整数". */
export function intField(label: string, { min, max, unit = '' }: { min: number; max: number; unit?: string }) {
  const message = `${label}须为 ${grouped(min)} 到 ${grouped(max)} 之间的整数${unit}`;
  return strictNumber(message).pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

/** A number above 0 (fractions allowed, as in 2.5 kg) up to `max`. */
export function positiveNumberField(label: string, max: number) {
  const message = `${label}须为大于 0、不超过 ${grouped(max)} 的数`;
  return strictNumber(message, true).pipe(z.number().positive({ error: message }).max(max, { error: message }));
}

/** A number from `min` to `max`, fractions allowed (a similarity threshold of 0.75). */
export function decimalField(label: string, { min, max }: { min: number; max: number }) {
  const message = `${label}须为 ${min} 到 ${max} 之间的数`;
  return strictNumber(message, true).pipe(z.number().min(min, { error: message }).max(max, { error: message }));
}

/** Money in integer cents, from `min` (0 or 1) to the largest single amount. */
export function centsField(label: string, { min = 0, max = MAX_AMOUNT_CENTS }: { min?: number; max?: number } = {}) {
  return intField(label, { min, max, unit: '（单位：分）' });
}

/** A yes/no flag: a JSON boolean, or "true"/"false"/"1"/"0" from a query string or form (z.coerce.boolean reads "false" as true). */
export function flagField(label: string) {
  const message = `${label}须为 true 或 false`;
  const words = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
  return z.union([z.boolean(), words], { error: message });
}

/** The largest id a database integer column holds: a bigger one is not a record, and must not reach SQL. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id from a query string or body; `message` says which record was not found or is wrong. */
export function recordId(message: string) {
  return strictNumber(message).pipe(z.number().int({ error: message }).positive({ error: message }).max(MAX_RECORD_ID, { error: message }));
}

/* ---------- date ranges ---------- */

/** A calendar day YYYY-MM-DD (Beijing time) that exists: 2026-02-30 and 2026-13-45 are refused, naming the field. */
export function calendarDay(label: string) {
  const message = `${label}须为有效的日期，格式 YYYY-MM-DD，如 2026-03-01`;
  return z.string({ error: message }).trim().refine(isChinaDay, { error: message });
}

/** An optional day filter: blank means not given. */
export function dayField(label: string) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDay(label).optional());
}

/** The one date-range filter of every list and export: `from` and `to`, both days, inclusive, Beijing time. */
export const dateRangeShape = {
  from: dayField('开始日期').describe('开始日期（北京时间，含当天），YYYY-MM-DD'),
  to: dayField('结束日期').describe('结束日期（北京时间，含当天），YYYY-MM-DD'),
};

type DateRange = { from?: string; to?: string };
// YYYY-MM-DD days compare as text.
const fromNotAfterTo = ({ from, to }: DateRange) => !from || !to || from <= to;

/** Adds the date range to a list's query object, with the check that `from` is not after `to`. */
export function withDateRange<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema.extend(dateRangeShape).refine((q) => fromNotAfterTo(q as DateRange), { error: '开始日期不能晚于结束日期', path: ['from'] });
}

/**
 * A paying request's idempotency key: the client makes one per submitted form
 * (a UUID) and sends the same one when it retries. A body field, so it is
 * validated and documented with the rest of the request.
 */
export const idempotencyKey = z
  .string({ message: '缺少幂等键 idempotencyKey，请刷新页面后重试' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '幂等键 idempotencyKey 应为 8–64 位字母、数字、- 或 _')
  .describe('幂等键：客户端每次提交表单生成一个（如 UUID），重试时原样再发；同一个键只生效一次，重复请求返回第一次的结果');

export const amountCents = centsField('金额', { min: 1, max: MAX_AMOUNT_CENTS });
