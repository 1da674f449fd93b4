import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, rawRequest, testDb, url } from './helpers';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { inject } from 'vitest';
import { freshMember, type FreshMember } from './kit';

/*
 * Shared input fields: payment, paging and quantity fields refuse wrong JSON types and
 * number-like text, with one Chinese message naming the field and its range
 * (lib/server/core/fields.ts); never the validator's stock words.
 */

const db = testDb();
afterAll(() => db.destroy());

let buyer: FreshMember;
beforeAll(async () => {
  buyer = await freshMember(db, 'fields', { buyer: true });
});

const STOCK = /无效输入|期望|实际接收|数值过大|数值过小|Invalid|expected|Too big|Too small/i;

function expectRefused(answer: { body: { code: number; msg: string } }, message: string, what: string) {
  expect({ what, code: answer.body.code, msg: answer.body.msg }).toEqual({ what, code: ErrorCode.VALIDATION_FAILED, msg: message });
  expect(answer.body.msg).not.toMatch(STOCK);
}

/** A signed GET with a raw query string (repeated keys included). */
async function getRaw(path: string, search: string, token: string) {
  const time = String(unixSecondsNow());
  const response = await rawRequest(`${url(path)}?${search}`, {
    headers: { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${token}` },
  });
  return { body: JSON.parse(response.text) as { code: number; msg: string } };
}

describe('numbers in JSON bodies: only real JSON numbers', () => {
  it('cart_add refuses [1], true, "1e3", 0, 2.5 and 10000 as a quantity, naming the field and the range', async () => {
    for (const quantity of [[1], true, '1e3', '', 0, 2.5, 10_000, null]) {
      const answer = await call('/api/cart_add', { method: 'POST', token: buyer.token, body: { goodsId: 1, quantity } });
      expectRefused(answer, '参数 quantity 不正确：数量须为 1 到 9,999 之间的整数', JSON.stringify(quantity));
    }
  });

  it('a recharge amount must be a whole number of cents from 1 to the single-amount limit', async () => {
    for (const amountCents of [true, [100], '1e5', 0, 1_000_000_001]) {
      const answer = await call('/api/member/recharge', {
        method: 'POST',
        token: buyer.token,
        body: { method: 'offline', amountCents, idempotencyKey: randomUUID() },
      });
      expectRefused(answer, '参数 amountCents 不正确：金额须为 1 到 1,000,000,000 之间的整数（单位：分）', JSON.stringify(amountCents));
    }
  });

  it('paging in a body (the deposit record) names page and pageSize', async () => {
    expectRefused(
      await call('/api/member/deposit/record', { method: 'POST', token: buyer.token, body: { pageSize: 101 } }),
      '参数 pageSize 不正确：每页条数须为 1 到 100 之间的整数',
      'pageSize 101',
    );
    expectRefused(
      await call('/api/member/deposit/record', { method: 'POST', token: buyer.token, body: { page: true } }),
      '参数 page 不正确：页码须为 1 到 100,000 之间的整数',
      'page true',
    );
  });
});

describe('numbers in query strings: only plain digits', () => {
  const order = { orderNo: 'DD20261124000012', idempotencyKey: 'abcdefgh1234' };

  it('the payment amounts', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ depositCents: '1e3' }, '参数 depositCents 不正确：预存款支付金额须为 0 到 1,000,000,000 之间的整数（单位：分）'],
      [{ depositCents: '10000000000' }, '参数 depositCents 不正确：预存款支付金额须为 0 到 1,000,000,000 之间的整数（单位：分）'],
      [{ transferCents: '-1' }, '参数 transferCents 不正确：银行转账金额须为 0 到 1,000,000,000 之间的整数（单位：分）'],
      [{ onlineCents: '12.5' }, '参数 onlineCents 不正确：在线支付金额须为 0 到 1,000,000,000 之间的整数（单位：分）'],
      [{ onlineCents: ' 5' }, '参数 onlineCents 不正确：在线支付金额须为 0 到 1,000,000,000 之间的整数（单位：分）'],
    ];
    for (const [amounts, message] of cases) {
      expectRefused(await call('/api/payment', { token: buyer.token, query: { ...order, ...amounts } }), message, JSON.stringify(amounts));
    }
  });

  it('paging of a list, a repeated key included', async () => {
    expectRefused(
      await call('/api/order_list', { token: buyer.token, query: { pageSize: '1000' } }),
      '参数 pageSize 不正确：每页条数须为 1 到 100 之间的整数',
      'pageSize 1000',
    );
    expectRefused(
      await call('/api/order_list', { token: buyer.token, query: { page: 'abc' } }),
      '参数 page 不正确：页码须为 1 到 100,000 之间的整数',
      'page abc',
    );
    expectRefused(
      await call('/api/order_list', { token: buyer.token, query: { page: '0x10' } }),
      '参数 page 不正确：页码须为 1 到 100,000 之间的整数',
      'page 0x10',
    );
    expectRefused(await getRaw('/api/order_list', 'page=1&page=2', buyer.token), '参数 page 不正确：页码须为 1 到 100,000 之间的整数', 'page twice');
    expect((await call('/api/order_list', { token: buyer.token, query: { page: '2', pageSize: '5' } })).body).toMatchObject({
      code: 0,
      data: { page: 2, pageSize: 5 },
    });
  });
});
