import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CONTRACTS } from '@/lib/contracts/all';
import { validationError } from './route';

/*
 * Our own Chinese messages: no call answers a validation failure in the validator's stock
 * words. Every route's every query and body field is fed wrong JSON types and
 * out-of-range values; each refusal must name its field and be our Chinese.
 */

/** Words of zod's stock messages, in its Chinese and English locales. */
const STOCK = /无效输入|期望|实际接收|数值过大|数值过小|字符串过|数组过|无效的|Invalid|expected|Too big|Too small|received/i;

const WRONG_VALUES: unknown[] = [[1], true, {}, '1e3', -1, 1.5, 1e13, 'x'.repeat(5000), '', ' ', null, '2026-13-45'];

/** The object schema of a query or body, when it has named fields. */
function shapeOf(schema: unknown): Record<string, z.ZodType> | null {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;
}

describe('validation messages of every route', () => {
  const fieldsWalked: string[] = [];
  it.each(ALL_CONTRACTS.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
    for (const [part, schema] of [
      ['query', route.query],
      ['body', route.body],
    ] as const) {
      const shape = shapeOf(schema);
      if (!shape) continue;
      for (const key of Object.keys(shape)) {
        fieldsWalked.push(`${route.path} ${key}`);
        for (const value of WRONG_VALUES) {
          const result = (schema as z.ZodType).safeParse({ [key]: value });
          if (result.success) continue;
          const mine = result.error.issues.filter((i) => i.path[0] === key);
          for (const issue of mine) {
            expect(issue.message, `${route.path} ${part}.${key} = ${JSON.stringify(value).slice(0, 30)}`).not.toMatch(STOCK);
          }
          const msg = validationError(new z.ZodError(mine.length > 0 ? mine : result.error.issues)).message;
          expect(msg).not.toMatch(STOCK);
          if (mine.length > 0) expect(msg, `${route.path} ${key}`).toContain(key);
        }
      }
    }
  });

  it('walked the fields of many routes', () => {
    expect(fieldsWalked.length).toBeGreaterThan(200);
  });
});

describe('shared numeric fields on real routes', () => {
  const route = (path: string) => ALL_CONTRACTS.find((r) => r.path === path)!;
  const msgOf = (schema: unknown, input: object) => {
    const result = (schema as z.ZodType).safeParse(input);
    return result.success ? null : validationError(result.error).message;
  };

  it('payment amounts, paging and cart quantities name the field and its range', () => {
    const payment = route('/api/payment').query;
    const base = { orderNo: 'DD20261124000012', idempotencyKey: 'abcdefgh1234' };
    expect(msgOf(payment, { ...base, depositCents: '1e3' })).toBe('参数 depositCents 不正确：预存款支付金额须为 0 到 1,000,000,000 之间的整数（单位：分）');
    expect(msgOf(payment, { ...base, transferCents: '10000000000' })).toBe(
      '参数 transferCents 不正确：银行转账金额须为 0 到 1,000,000,000 之间的整数（单位：分）',
    );
    expect(msgOf(payment, { ...base, onlineCents: '-5' })).toBe('参数 onlineCents 不正确：在线支付金额须为 0 到 1,000,000,000 之间的整数（单位：分）');
    expect(msgOf(route('/api/order_list').query, { pageSize: '1000' })).toBe('参数 pageSize 不正确：每页条数须为 1 到 100 之间的整数');
    expect(msgOf(route('/api/order_list').query, { page: '0' })).toBe('参数 page 不正确：页码须为 1 到 100,000 之间的整数');
    for (const quantity of [[1], true, '1e3', 0, 10_000, 2.5]) {
      expect(msgOf(route('/api/cart_add').body, { goodsId: 1, quantity }), JSON.stringify(quantity)).toBe(
        '参数 quantity 不正确：数量须为 1 到 9,999 之间的整数',
      );
    }
  });
});
