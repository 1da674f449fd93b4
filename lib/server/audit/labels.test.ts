import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrderPaymentStatus, RechargeStatus } from '@/lib/server/core/db/schema';
import { AdminExpressCompanySchema } from '@/lib/contracts/express/schema';
import { GOODS_STATUSES } from '@/lib/contracts/goods/schema';
import { PLACEMENT_LISTS } from '@/lib/contracts/merchandising/admin-schema';
import { VoucherBatchInput } from '@/lib/contracts/voucher/schema';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_FIELD_LABELS, AUDIT_VALUE_LABELS, auditLines } from '@/lib/shared/audit-diff';
import { CERTIFICATE_KIND_KEYS, CERTIFICATE_STATUSES } from '@/lib/shared/certificates';

/*
 * The audit log speaks Chinese: it shows every action, object, field and state
 * in Chinese and money in yuan. Measured over every `recordAudit` call the
 * server has: the test reads each call, the fields it writes (object literals,
 * and the helpers or schemas that shape the rest) and the states it can record.
 */

const SERVER = path.resolve(import.meta.dirname, '..');
const CJK = /[\u4e00-\u9fff]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.ts$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text from `open` to its matching close bracket. */
function balanced(text: string, start: number, open = '(', close = ')'): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    if (text[i] === close && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error('unbalanced');
}

/** Top-level keys of an object literal's text, shorthand included. */
function keysOf(literal: string): string[] {
  const body = literal.slice(1, -1);
  const keys: string[] = [];
  let depth = 0;
  let part = '';
  for (const ch of `${body},`) {
    if ('{([`'.includes(ch)) depth++;
    if ('})]'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      const m = /^\s*(?:\.\.\.(\w+)|(\w+)\s*(?::|$))/.exec(part);
      if (m?.[1]) keys.push(`...${m[1]}`);
      else if (m?.[2]) keys.push(m[2]);
      part = '';
    } else part += ch;
  }
  return keys;
}

/** Payloads built outside the call: the schema or table whose fields they carry. */
const SHAPED: Record<string, string[]> = {
  // express: toAdmin(row), and the `created` / `after` it returns
  toAdmin: Object.keys(AdminExpressCompanySchema.shape),
  created: Object.keys(AdminExpressCompanySchema.shape),
  after: Object.keys(AdminExpressCompanySchema.shape),
  // voucher_batch.create records the operator's input
  input: Object.keys(VoucherBatchInput.def.shape ?? {}),
  // placements: the row (product_placements) without createdAt and substanceId, with the CAS number
  auditView: ['id', 'list', 'sortOrder', 'label', 'promotionPriceCents', 'note', 'startsAt', 'endsAt', 'cas'],
};

type Call = { file: string; action: string[]; entity: string[]; fields: string[]; statuses: string[] };

function payloadFields(file: string, text: string, value: string): string[] {
  const v = value.trim();
  if (v.startsWith('null')) return [];
  // Spreads are followed: a local constant, or a helper function's returned literal.
  const spread = (keys: string[]): string[] =>
    keys.flatMap((k) => {
      if (!k.startsWith('...')) return [k];
      const name = k.slice(3);
      const local = new RegExp(`const ${name} = \\{`).exec(text);
      return local ? spread(keysOf(balanced(text, local.index + local[0].length - 1, '{', '}'))) : payloadFields(file, text, name);
    });
  if (v.startsWith('{')) return spread(keysOf(balanced(v, 0, '{', '}')));
  const name = /^(\w+)/.exec(v)?.[1] ?? '';
  const helper = new RegExp(`function ${name}\\([^)]*\\)[^{]*\\{\\s*return \\{`).exec(text);
  if (helper) return spread(keysOf(balanced(text, helper.index + helper[0].length - 1, '{', '}')));
  if (SHAPED[name]) return SHAPED[name];
  throw new Error(`${file}: payload "${v.slice(0, 40)}" not understood; name its fields in SHAPED`);
}

function auditCalls(): Call[] {
  return sources(SERVER).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const calls: Call[] = [];
    for (const m of text.matchAll(/(?<!function )recordAudit\(/g)) {
      const call = balanced(text, m.index + 'recordAudit'.length);
      const argument = call.slice(call.indexOf('{'));
      const prop = (name: string) => new RegExp(`\\b${name}:\\s*`).exec(argument);
      const valueAt = (name: string) => {
        const at = prop(name);
        return at ? argument.slice(at.index + at[0].length) : null;
      };
      const actionText = (valueAt('action') ?? '').split(/,\s*(?:\n|entity)/)[0]!;
      const templates = [...actionText.matchAll(/`([a-z_]+\.)\$\{/g)].map((t) => t[1]!);
      const fields = ['before', 'after'].flatMap((side) => {
        const value = valueAt(side);
        return value === null ? [] : payloadFields(path.relative(SERVER, file), text, value);
      });
      calls.push({
        file: path.relative(SERVER, file),
        // A template action is a review's decision (order payments, recharges): confirm or reject.
        action: [...[...actionText.matchAll(/'([a-z_.]+)'/g)].map((a) => a[1]!), ...templates.flatMap((t) => [`${t}confirm`, `${t}reject`])],
        entity: [...(valueAt('entity') ?? '').matchAll(/^'([a-z_]+)'/g)].map((e) => e[1]!),
        fields,
        statuses: [...call.matchAll(/status: '([a-z_]+)'/g)].map((s) => s[1]!),
      });
    }
    return calls;
  });
}

/** Every state an audited record can be in (the type makes the list complete). */
const RECHARGE: Record<RechargeStatus, true> = { pending: true, paid: true, rejected: true, failed: true };
const ORDER_PAYMENT: Record<OrderPaymentStatus, true> = { pending: true, settled: true, rejected: true, refunded: true, released: true };
const STATES = [...GOODS_STATUSES, ...CERTIFICATE_STATUSES, ...Object.keys(RECHARGE), ...Object.keys(ORDER_PAYMENT), 'active', 'disabled', ...PLACEMENT_LISTS];

describe('the audit log speaks Chinese', () => {
  const calls = auditCalls();

  it('finds every writer (the scan itself works)', () => {
    expect(new Set(calls.map((c) => c.file.split(path.sep)[0])).size).toBeGreaterThanOrEqual(8);
    expect(calls.every((c) => c.action.length > 0 && c.entity.length === 1)).toBe(true);
  });

  it('labels every action and object the code can write', () => {
    const missing = calls.flatMap((c) =>
      [...c.action.filter((a) => !CJK.test(AUDIT_ACTION_LABELS[a] ?? '')), ...c.entity.filter((e) => !CJK.test(AUDIT_ENTITY_LABELS[e] ?? ''))].map(
        (k) => `${c.file}: ${k}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('labels every field the code can write, in Chinese', () => {
    const missing = [
      ...new Set(calls.flatMap((c) => c.fields.filter((f) => !CJK.test(AUDIT_FIELD_LABELS[f] ?? '') && f !== 'cas').map((f) => `${c.file}: ${f}`))),
    ];
    expect(missing).toEqual([]);
    expect(AUDIT_FIELD_LABELS.cas).toBe('CAS 号');
  });

  it('names every state and list value in Chinese', () => {
    const written = calls.flatMap((c) => c.statuses);
    expect([...new Set([...STATES, ...written])].filter((s) => !CJK.test(AUDIT_VALUE_LABELS[s] ?? ''))).toEqual([]);
    // Certificate entries record the kind: each reads as its name.
    expect(CERTIFICATE_KIND_KEYS.filter((k) => !CJK.test(auditLines(null, { kind: k })[0]!.after))).toEqual([]);
  });

  it('shows amounts stored in cents as yuan, under a label without the unit', () => {
    const lines = auditLines({ status: 'pending' }, { status: 'settled', orderNo: 'CM2026112500001', amountCents: 16600, depositPartCents: 0 });
    expect(lines.map((l) => `${l.label}：${l.before} → ${l.after}`)).toEqual([
      '状态：待审核 → 已确认收款',
      '订单号：— → CM2026112500001',
      '金额：— → ¥166.00',
      '其中余额支付：— → ¥0.00',
    ]);
    const cents = [...new Set(calls.flatMap((c) => c.fields))].filter((f) => f.endsWith('Cents'));
    expect(cents.length).toBeGreaterThan(3);
    for (const field of cents) {
      expect(AUDIT_FIELD_LABELS[field], field).not.toMatch(/分/);
      expect(auditLines(null, { [field]: 123456 })[0]!.after, field).toBe('¥1,234.56');
    }
  });
});
