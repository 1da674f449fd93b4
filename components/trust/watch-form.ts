import { parseYuanToCents } from '@/lib/shared/money';

/*
 * The price-alert form's text fields read into the call's input, with the
 * same rules the server applies (lib/server/trust/watches.ts) said beside
 * the field before anything is sent: a pack needs its size and unit, a
 * target price needs a pack (it is a price per pack).
 */

export const WATCH_UNITS = ['g', 'kg', 'mg', 'mL', 'L'] as const;

export type WatchFields = { minPurity: string; packSize: string; unitCode: string; targetYuan: string };
export type WatchField = keyof WatchFields;
export type WatchInput = { cas: string; minPurityPercent: number | null; packSize: number | null; unitCode: string | null; targetCents: number | null };

/** Server field names (PriceWatchInput) → the form's. */
const SERVER_FIELD: Record<string, WatchField> = { minPurityPercent: 'minPurity', packSize: 'packSize', unitCode: 'unitCode', targetCents: 'targetYuan' };

/**
 * The form fields a refusal names, from its envelope's `data`: the watch rules
 * answer `{ fields: { packSize: msg } }`, the request validation
 * `{ fields: [{ field, message }] }`. Fields the form does not have are left out.
 */
export function serverFieldErrors(data: unknown): Partial<Record<WatchField, string>> {
  const fields = (data as { fields?: unknown } | null | undefined)?.fields;
  const pairs: [string, unknown][] = Array.isArray(fields)
    ? fields.map((f: { field?: unknown; message?: unknown }) => [String(f?.field), f?.message])
    : fields && typeof fields === 'object'
      ? Object.entries(fields)
      : [];
  return Object.fromEntries(pairs.flatMap(([name, message]) => (SERVER_FIELD[name] && typeof message === 'string' ? [[SERVER_FIELD[name], message]] : [])));
}

export const EMPTY_WATCH: WatchFields = { minPurity: '', packSize: '', unitCode: 'g', targetYuan: '' };

export function readWatchForm(cas: string, fields: WatchFields): { ok: true; input: WatchInput } | { ok: false; errors: Partial<Record<WatchField, string>> } {
  const errors: Partial<Record<WatchField, string>> = {};
  const purityText = fields.minPurity.trim().replace(/%$/, '');
  const purity = purityText === '' ? null : Number(purityText);
  if (purity !== null && !(Number.isFinite(purity) && purity > 0 && purity <= 100)) errors.minPurity = '纯度填 0 到 100 之间的数，如 99.5';

  const sizeText = fields.packSize.trim();
  const size = sizeText === '' ? null : Number(sizeText);
  if (size !== null && !(Number.isFinite(size) && size > 0 && size <= 1_000_000)) errors.packSize = '包装规格须为大于 0 的数，如 500';

  let targetCents: number | null = null;
  if (fields.targetYuan.trim() !== '') {
    const parsed = parseYuanToCents(fields.targetYuan);
    if (!parsed.ok) errors.targetYuan = parsed.message;
    else if (size === null) errors.packSize = '填写目标价时请同时填写包装（目标价按每包装计）';
    else targetCents = parsed.cents;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { cas, minPurityPercent: purity, packSize: size, unitCode: size === null ? null : fields.unitCode, targetCents },
  };
}

/** What the member follows, in words: "纯度 ≥ 99.5% · 500 g · 有货且不高于 ¥120.00 时提醒" (the alert rules: lib/server/trust/watch-rules.ts). */
export function describeWatch(input: WatchInput): string {
  const parts = [
    input.minPurityPercent === null ? '任意纯度' : `纯度 ≥ ${input.minPurityPercent}%`,
    input.packSize === null ? '任意包装' : `${input.packSize} ${input.unitCode}`,
    input.targetCents === null ? '缺货的报价重新有货时提醒' : `有货且不高于 ¥${(input.targetCents / 100).toFixed(2)} 时提醒`,
  ];
  return parts.join(' · ');
}
