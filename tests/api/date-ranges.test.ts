import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, url } from './helpers';
import { freshMember, type FreshMember } from './kit';

/*
 * Every list and export taking a date range reads it with the one piece
 * (lib/server/core/fields.ts withDateRange): a real calendar day, from <= to,
 * a Chinese message naming the field — never a 500.
 */

const db = testDb();
afterAll(() => db.destroy());

let member: FreshMember;
let operator: FreshMember;
beforeAll(async () => {
  member = await freshMember(db, 'dates', { buyer: true, seller: true });
  operator = await freshMember(db, 'dates_op', { operator: true });
});

/** The calls with a date range, how each takes its input, and who may call. */
const CALLS: { path: string; method: 'GET' | 'POST'; who: () => FreshMember }[] = [
  { path: '/api/order_list', method: 'GET', who: () => member },
  { path: '/api/order_sell', method: 'GET', who: () => member },
  { path: '/api/order_export', method: 'GET', who: () => member },
  { path: '/api/order_sell_export', method: 'GET', who: () => member },
  { path: '/api/member/deposit/record', method: 'POST', who: () => member },
  { path: '/api/admin/audit', method: 'GET', who: () => operator },
];

const send = (c: (typeof CALLS)[number], range: Record<string, string>) =>
  c.method === 'GET' ? call(c.path, { token: c.who().token, query: range }) : call(c.path, { method: 'POST', token: c.who().token, body: range });

const BAD_DAY = (label: string) => `${label}须为有效的日期，格式 YYYY-MM-DD，如 2026-03-01`;

describe.each(CALLS)('$path', (c) => {
  it('refuses impossible days with 1004 and a message naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-00-10' }, BAD_DAY('开始日期')],
      [{ from: '2026-13-45' }, BAD_DAY('开始日期')],
      [{ to: '9999-99-99' }, BAD_DAY('结束日期')],
      [{ to: '2026-02-30' }, BAD_DAY('结束日期')],
      [{ from: 'yesterday' }, BAD_DAY('开始日期')],
      [{ from: '2026-03-02', to: '2026-03-01' }, '开始日期不能晚于结束日期'],
    ];
    for (const [range, message] of cases) {
      const answer = await send(c, range);
      expect({ range, status: answer.status, code: answer.body.code }).toEqual({ range, status: 200, code: ErrorCode.VALIDATION_FAILED });
      expect(answer.body.msg, JSON.stringify(range)).toContain(message);
    }
  });

  it('takes a real range, and one day on both ends', async () => {
    for (const range of [
      { from: '2026-02-28', to: '2026-03-01' },
      { from: '2024-02-29', to: '2024-02-29' },
    ]) {
      if (c.path.endsWith('_export')) {
        const answer = await fetch(url(c.path, range), { headers: { cookie: `token=${c.who().token}` } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toContain('spreadsheetml');
      } else {
        const answer = await send(c, range);
        expect(answer.body.code, answer.body.msg).toBe(0);
      }
    }
  });
});
