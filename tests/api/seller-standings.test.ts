import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, url } from './helpers';
import { freshBuyer, freshSeller, listGoods, PLAIN_CAS } from './order-helpers';

/*
 * Issue 33, the public side: several sellers' standing in one call (the
 * quotation comparison), and the seller page as HTML. Runs on SQLite, and on
 * PostgreSQL with DATABASE_URL (README).
 */

const db = testDb();
afterAll(() => db.destroy());

type Standing = {
  sellerId: number;
  enoughData: boolean;
  figures: { onTimeDispatch: { share: number | null; basis: number } };
  ratings: { count: number; overall: number | null };
};

describe('GET /api/seller_standings', () => {
  it('answers one standing per seller asked, once each and in the order asked, without a session', async () => {
    const [first, second] = await Promise.all([freshSeller(db, 'stand_a'), freshSeller(db, 'stand_b')]);
    const { body } = await call<{ list: Standing[] }>(`/api/seller_standings?sellerIds=${second.id},${first.id},${second.id}`);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.list.map((s) => s.sellerId)).toEqual([second.id, first.id]);
    expect(body.data.list[0]).toMatchObject({
      enoughData: false,
      figures: { onTimeDispatch: { share: null, basis: 0 } },
      ratings: { count: 0, overall: null },
    });
  });

  it('refuses a malformed list, an empty one and more than 50 sellers', async () => {
    const codeOf = async (query: string) => (await call(`/api/seller_standings${query}`)).body.code;
    expect(await codeOf('?sellerIds=1,x')).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await codeOf('?sellerIds=')).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await codeOf('')).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await codeOf(`?sellerIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`)).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await codeOf(`?sellerIds=${Array.from({ length: 50 }, (_, i) => i + 1).join(',')}`)).toBe(0);
  });
});

describe('the seller page /seller/<id>', () => {
  it('shows a seller’s figures, ratings and goods, searches the goods, and is a 404 for anyone who is not a seller', async () => {
    const [seller, buyer] = await Promise.all([freshSeller(db, 'spage_s'), freshBuyer(db, 'spage_b')]);
    await listGoods(db, seller.id, PLAIN_CAS, 1_500);
    const page = await fetch(url(`/seller/${seller.id}`));
    expect(page.status).toBe(200);
    // Without React's <!-- --> markers between a text and the value beside it.
    const html = (await page.text()).replace(/<!-- -->/g, '');
    for (const text of [
      '近 180 天履约表现',
      '新卖家，数据不足',
      '买家评价（0）',
      '在售商品（1）',
      `/products/${PLAIN_CAS}.html`,
      '/about_us/seller_performance',
    ])
      expect(html).toContain(text);
    const searched = await (await fetch(url(`/seller/${seller.id}`, { q: '没有这种商品' }))).text();
    expect(searched).toContain('没有找到与“没有这种商品”相符的在售商品');
    for (const path of [`/seller/${buyer.id}`, '/seller/0', '/seller/abc', '/seller/99999999999']) expect((await fetch(url(path))).status, path).toBe(404);
  });
});
