import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { recordOfferStates } from '@/lib/server/goods/price-events';
import { grantSellerLicences } from './goods-helpers';
import { call, testDb, url } from './helpers';
import { eventually, mailArrives } from './eventually';
import { freshMember, get, post, type FreshMember } from './kit';
import { expressId, freshBuyer, freshSeller, listGoods, markPaid, markReceived, messagesOf, PLAIN_CAS, submittedOrder } from './order-helpers';

/*
 * Issue 33, trust (decision 0157): ratings only by the buyer of a received
 * order, once, editable 30 days, one answer by the seller, hidden comments;
 * measured performance recomputed by the scheduler; price alerts once per
 * change; the seller page and the price history. Runs on SQLite, and on
 * PostgreSQL with DATABASE_URL (README).
 */

const db = testDb();
afterAll(() => db.destroy());

type Rating = {
  id: number;
  orderNo: string | null;
  quality: number;
  delivery: number;
  service: number;
  comment: string | null;
  commentHidden: boolean;
  reply: string | null;
};
type OrderRating = { rating: Rating | null; canRate: boolean; editableUntil: string | null; canReply: boolean };
type Standing = {
  enoughData: boolean;
  figures: { onTimeDispatch: { share: number | null; basis: number }; sellerCancellations: { share: number | null; basis: number; count: number } };
  ratings: { count: number; overall: number | null };
};
type Profile = { name: string; standing: Standing; onShelfCount: number; verified: unknown };
type Watch = { id: number; matchingNow: number; lowestNowCents: number | null; alerts: number };

const SCORES = { quality: 5, delivery: 4, service: 3 };

/** A dispatched order through the real shipping call (payment set directly: markPaid, a marked shortcut). */
async function dispatchedOrder(seller: FreshMember, buyer: FreshMember, goodsId: number, sf: number): Promise<string> {
  const orderNo = await submittedOrder(db, buyer, goodsId);
  await markPaid(db, orderNo);
  const shipped = await post('update_express', seller.token, {
    orderNo,
    expressCompanyId: sf,
    trackingNo: `SF${Date.now()}${Math.floor(Math.random() * 1000)}`,
  });
  expect(shipped.body.code, shipped.body.msg).toBe(0);
  return orderNo;
}

describe('ratings after receipt', () => {
  let seller: FreshMember;
  let buyer: FreshMember;
  let stranger: FreshMember;
  let otherSeller: FreshMember;
  let operator: FreshMember;
  let orderNo: string;
  let goodsId: number;
  let sf: number;

  beforeAll(async () => {
    [seller, otherSeller, buyer, stranger, operator] = await Promise.all([
      freshSeller(db, 'rate_s'),
      freshSeller(db, 'rate_os'),
      freshBuyer(db, 'rate_b'),
      freshBuyer(db, 'rate_x'),
      freshMember(db, 'rate_op', { operator: true }),
    ]);
    sf = await expressId(db, 'SF');
    goodsId = await listGoods(db, seller.id, PLAIN_CAS, 3_300);
    orderNo = await dispatchedOrder(seller, buyer, goodsId, sf);
  });

  it('refuses a rating before receipt, and to anyone but the buyer ("not found")', async () => {
    expect((await post('order_rate', buyer.token, { orderNo, ...SCORES })).body.code).toBe(ErrorCode.RATING_NOT_ALLOWED);
    await markReceived(db, orderNo);
    expect((await post('order_rate', stranger.token, { orderNo, ...SCORES })).body.code).toBe(ErrorCode.RATING_ORDER_NOT_FOUND);
    expect((await post('order_rate', seller.token, { orderNo, ...SCORES })).body.code).toBe(ErrorCode.RATING_ORDER_NOT_FOUND);
    expect((await post('order_rate', buyer.token, { orderNo: 'DD20990101000001', ...SCORES })).body.code).toBe(ErrorCode.RATING_ORDER_NOT_FOUND);
    expect((await get('order_rating', stranger.token, { orderNo })).body.code).toBe(ErrorCode.RATING_ORDER_NOT_FOUND);
    expect((await call('/api/order_rate', { method: 'POST', body: { orderNo, ...SCORES } })).body.code).toBe(10);
    const scoreOutOfRange = await post('order_rate', buyer.token, { orderNo, ...SCORES, quality: 6 });
    expect(scoreOutOfRange.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(scoreOutOfRange.body.msg).toContain('质量评分');
    const before = await get<OrderRating>('order_rating', buyer.token, { orderNo });
    expect(before.body.data).toMatchObject({ rating: null, canRate: true, canReply: false });
  });

  it('keeps one rating per order even when two arrive at once; the buyer may change it; the seller is told', async () => {
    const [a, b] = await Promise.all([
      post<Rating>('order_rate', buyer.token, { orderNo, ...SCORES, comment: '包装严实，发货快' }),
      post<Rating>('order_rate', buyer.token, { orderNo, ...SCORES, comment: '包装严实，发货快' }),
    ]);
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    const rows = await db.selectFrom('sellerRatings').select('id').where('orderNo', '=', orderNo).execute();
    expect(rows).toHaveLength(1);
    const changed = await post<Rating>('order_rate', buyer.token, { orderNo, quality: 4, delivery: 4, service: 4, comment: '改：纯度符合 COA' });
    expect(changed.body.data).toMatchObject({ quality: 4, service: 4, comment: '改：纯度符合 COA', orderNo });
    const seen = await get<OrderRating>('order_rating', buyer.token, { orderNo });
    expect(seen.body.data.canRate).toBe(false);
    expect(seen.body.data.editableUntil).not.toBeNull();
    await eventually(
      () => messagesOf(seller.token),
      (list) => list.some((m) => m.kind === 'rating_received'),
      'the seller told of the rating',
    );
  });

  it('lets the seller answer once; another seller, and a buyer, cannot', async () => {
    expect((await post('rating_reply', otherSeller.token, { orderNo, reply: '谢谢' })).body.code).toBe(ErrorCode.RATING_NOT_FOUND);
    expect((await post('rating_reply', buyer.token, { orderNo, reply: '谢谢' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    const sellerView = await get<OrderRating>('order_rating', seller.token, { orderNo });
    expect(sellerView.body.data).toMatchObject({ canReply: true, canRate: false, editableUntil: null });
    const replied = await post<Rating>('rating_reply', seller.token, { orderNo, reply: '感谢支持，欢迎再次选购' });
    expect(replied.body.data.reply).toBe('感谢支持，欢迎再次选购');
    expect((await post('rating_reply', seller.token, { orderNo, reply: '再说一次' })).body.code).toBe(ErrorCode.RATING_ALREADY_REPLIED);
    await eventually(
      () => messagesOf(buyer.token),
      (list) => list.some((m) => m.kind === 'rating_reply'),
      'the buyer told of the answer',
    );
  });

  it('closes changes 30 days after the rating', async () => {
    // SHORTCUT: the rating moved 31 days back in time.
    await db
      .updateTable('sellerRatings')
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('orderNo', '=', orderNo)
      .execute();
    expect((await post('order_rate', buyer.token, { orderNo, ...SCORES })).body.code).toBe(ErrorCode.RATING_EDIT_CLOSED);
    expect((await get<OrderRating>('order_rating', buyer.token, { orderNo })).body.data.editableUntil).toBeNull();
  });

  it('shows ratings publicly without the order number; the operator hides a comment (audited), the scores stay', async () => {
    const shown = await call<{ list: Rating[]; total: number }>(`/api/seller_ratings?sellerId=${seller.id}`);
    expect(shown.body.data.total).toBe(1);
    expect(shown.body.data.list[0]).toMatchObject({ orderNo: null, quality: 4, comment: '改：纯度符合 COA', reply: '感谢支持，欢迎再次选购' });
    const id = shown.body.data.list[0]!.id;
    expect((await post('admin/rating_hide', seller.token, { id, reason: '不当内容' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await post('admin/rating_hide', operator.token, { id, reason: '' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const hidden = await post<Rating & { rawComment: string; hiddenReason: string }>('admin/rating_hide', operator.token, { id, reason: '含联系方式' });
    expect(hidden.body.data).toMatchObject({ comment: null, commentHidden: true, rawComment: '改：纯度符合 COA', hiddenReason: '含联系方式', quality: 4 });
    expect((await post('admin/rating_hide', operator.token, { id, reason: '再次' })).body.code).toBe(ErrorCode.RATING_ALREADY_HIDDEN);
    const publicView = (await call<{ list: Rating[] }>(`/api/seller_ratings?sellerId=${seller.id}`)).body.data.list[0]!;
    expect(publicView).toMatchObject({ comment: null, commentHidden: true, quality: 4, delivery: 4, service: 4 });
    const audit = await db
      .selectFrom('auditLog')
      .select(['action', 'reason'])
      .where('entity', '=', 'seller_rating')
      .where('entityId', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'rating.hide_comment', reason: '含联系方式' }]);
    const listed = await get<{ list: { id: number }[] }>('admin/ratings', operator.token, { keyword: orderNo, hidden: 'hidden' });
    expect(listed.body.data.list.map((r) => r.id)).toEqual([id]);
    expect((await get('admin/ratings', seller.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });
});

describe('measured performance', () => {
  it('counts on-time dispatches and the seller’s own cancellations once enough orders exist', async () => {
    const [seller, buyer] = await Promise.all([freshSeller(db, 'perf_s'), freshBuyer(db, 'perf_b')]);
    const sf = await expressId(db, 'SF');
    const goodsId = await listGoods(db, seller.id, PLAIN_CAS, 2_100);
    const fresh = (await call<Profile>(`/api/seller_profile?sellerId=${seller.id}`)).body.data;
    expect(fresh.standing).toMatchObject({ enoughData: false, figures: { onTimeDispatch: { share: null, basis: 0 } } });
    for (let i = 0; i < 5; i += 1) await dispatchedOrder(seller, buyer, goodsId, sf);
    const cancelled = await submittedOrder(db, buyer, goodsId);
    expect((await post('order_cancel', seller.token, { orderNo: cancelled, reason: '库存不足' })).body.code).toBe(0);
    const profile = await eventually(
      async () => (await call<Profile>(`/api/seller_profile?sellerId=${seller.id}`)).body.data,
      // A round may run between the submit and the cancellation (basis 6, nothing cancelled yet): wait for the one after it.
      (p) => p.standing.figures.sellerCancellations.basis === 6 && p.standing.figures.sellerCancellations.count > 0,
      'the figures recomputed after the cancellation',
    );
    expect(profile.standing.enoughData).toBe(true);
    expect(profile.standing.figures.onTimeDispatch).toMatchObject({ share: 1, basis: 5 });
    expect(profile.standing.figures.sellerCancellations).toMatchObject({ count: 1, basis: 6, share: 0.167 });
    expect(profile.onShelfCount).toBe(1);
  });

  it('answers "not found" for a seller page of a member who sells nothing', async () => {
    const buyer = await freshBuyer(db, 'perf_nb');
    expect((await call(`/api/seller_profile?sellerId=${buyer.id}`)).body.code).toBe(ErrorCode.SELLER_NOT_FOUND);
    expect((await call(`/api/seller_goods?sellerId=${buyer.id}`)).body.code).toBe(ErrorCode.SELLER_NOT_FOUND);
  });

  it("lists the seller's goods on shelf, searchable by CAS number", async () => {
    const seller = await freshSeller(db, 'page_s');
    await listGoods(db, seller.id, PLAIN_CAS, 1_500);
    await listGoods(db, seller.id, '64-17-5', 2_500);
    const all = await call<{ total: number }>(`/api/seller_goods?sellerId=${seller.id}`);
    expect(all.body.data.total).toBe(2);
    const found = await call<{ list: { cas: string }[]; total: number }>(`/api/seller_goods?sellerId=${seller.id}&keyword=64-17-5`);
    expect(found.body.data).toMatchObject({ total: 1, list: [{ cas: '64-17-5' }] });
  });

  it('puts the page of every seller with goods on shelf in the sitemap, and no one else’s', async () => {
    const seller = await freshSeller(db, 'map_s');
    await listGoods(db, seller.id, PLAIN_CAS, 1_800);
    const buyer = await freshBuyer(db, 'map_b');
    const xml = await (await fetch(url('/sitemaps/pages.xml'))).text();
    expect(xml).toContain(`/seller/${seller.id}</loc>`);
    expect(xml).not.toContain(`/seller/${buyer.id}</loc>`);
  });
});

describe('price alerts', () => {
  const GLYCINE_PACK = 37; // a pack size no other test offers: these watches see only this test's goods
  let seller: FreshMember;
  let operator: FreshMember;
  let watcher: FreshMember;

  beforeAll(async () => {
    [seller, operator, watcher] = await Promise.all([
      freshSeller(db, 'watch_s'),
      freshMember(db, 'watch_op', { operator: true }),
      freshMember(db, 'watch_b', { buyer: true }, { email: (u) => `${u}@example.test` }),
    ]);
    await grantSellerLicences(db, seller.token); // a business licence: goods may go on shelf
  });

  it('checks what it is asked to follow', async () => {
    const bad = async (body: object) => (await post('price_watch', watcher.token, body)).body.code;
    expect(await bad({ cas: '1-11-1' })).toBe(ErrorCode.PRICE_WATCH_INVALID);
    expect(await bad({ cas: PLAIN_CAS, targetCents: 100 })).toBe(ErrorCode.PRICE_WATCH_INVALID);
    expect(await bad({ cas: PLAIN_CAS, packSize: 5 })).toBe(ErrorCode.PRICE_WATCH_INVALID);
    expect(await bad({ cas: PLAIN_CAS, packSize: 5, unitCode: 'bushel' })).toBe(ErrorCode.PRICE_WATCH_INVALID);
    expect((await call('/api/price_watch', { method: 'POST', body: { cas: PLAIN_CAS } })).body.code).toBe(10);
  });

  it('tells the follower once when a price cut through review brings an offer under the target, and not again while it stays there', async () => {
    const created = await post<{ goodsIds: number[] }>('create_goods', seller.token, {
      cas: PLAIN_CAS,
      purity: '99%',
      brand: '提醒测试',
      leadTimeDays: 2,
      storageConditions: '',
      lotNumber: '',
      packs: [{ packSize: GLYCINE_PACK, unitCode: 'g', priceCents: 10_000, stock: 5 }],
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const goodsId = created.body.data.goodsIds[0]!;
    expect((await post('admin/goods_review', operator.token, { goodsId, decision: 'approve' })).body.code).toBe(0);

    const watched = await post<Watch>('price_watch', watcher.token, { cas: PLAIN_CAS, packSize: GLYCINE_PACK, unitCode: 'g', targetCents: 9_000 });
    expect(watched.body.data).toMatchObject({ matchingNow: 1, lowestNowCents: 10_000, alerts: 0 });
    const again = await post('price_watch', watcher.token, { cas: PLAIN_CAS, packSize: GLYCINE_PACK, unitCode: 'g', targetCents: 9_000 });
    expect(again.body.code).toBe(ErrorCode.PRICE_WATCH_DUPLICATE);

    const detail = (await get<Record<string, unknown>>('good_detail', seller.token, { goodsId })).body.data;
    const edit = async (priceCents: number) => {
      const changed = await post('update_goods', seller.token, {
        goodsId,
        cas: PLAIN_CAS,
        purity: detail.purity,
        brand: '提醒测试',
        leadTimeDays: 2,
        storageConditions: '',
        lotNumber: '',
        packSize: GLYCINE_PACK,
        unitCode: 'g',
        priceCents,
        stock: 5,
      });
      expect(changed.body.code, changed.body.msg).toBe(0);
      expect((await post('admin/goods_review', operator.token, { goodsId, decision: 'approve' })).body.code).toBe(0);
    };
    await edit(8_500);
    const mail = await mailArrives(`${watcher.username}@example.test`, '85.00');
    expect(mail.text).toContain('目标价');
    const alerted = await eventually(
      () => messagesOf(watcher.token),
      (list) => list.some((m) => m.kind === 'price_alert'),
      'the in-app alert',
    );
    expect(alerted.filter((m) => m.kind === 'price_alert')).toHaveLength(1);

    await edit(8_000); // still under the target: nothing new
    await eventually(
      async () =>
        (
          await db
            .selectFrom('goodsPriceEvents')
            .select('id')
            .where('goodsId', '=', goodsId)
            .where('priceCents', '=', 8_000)
            .where('available', '=', 1)
            .execute()
        ).length,
      (n) => n === 1,
      'the second cut recorded',
    );
    // Give the alert job a few rounds (its tick is 300 ms here) to have read the event.
    await new Promise((r) => setTimeout(r, 1_500));
    const list = await get<{ list: Watch[] }>('price_watches', watcher.token);
    expect(list.body.data.list.find((w) => w.id === watched.body.data.id)).toMatchObject({ alerts: 1, lowestNowCents: 8_000 });
    expect((await messagesOf(watcher.token)).filter((m) => m.kind === 'price_alert')).toHaveLength(1);
  });

  it('tells a follower without a target when a sold-out offer can be bought again', async () => {
    const goodsId = await listGoods(db, seller.id, PLAIN_CAS, 4_400);
    await db
      .updateTable('goods')
      .set({ packSize: GLYCINE_PACK + 1, stock: 1 })
      .where('id', '=', goodsId)
      .execute();
    await recordOfferStates(db, [goodsId]); // SHORTCUT: the goods written directly above start their history here
    const watch = await post<Watch>('price_watch', watcher.token, { cas: PLAIN_CAS, packSize: GLYCINE_PACK + 1, unitCode: 'g' });
    expect(watch.body.data.matchingNow).toBe(1);
    const buyer = await freshBuyer(db, 'watch_ob');
    const orderNo = await submittedOrder(db, buyer, goodsId); // holds the only pack: sold out
    const soldOut = (await get<{ list: Watch[] }>('price_watches', watcher.token)).body.data.list.find((w) => w.id === watch.body.data.id);
    expect(soldOut?.matchingNow).toBe(0);
    expect((await post('order_cancel', buyer.token, { orderNo, reason: '不要了' })).body.code).toBe(0);
    const messages = await eventually(
      () => messagesOf(watcher.token),
      (list) => list.some((m) => m.title.startsWith('到货提醒')),
      'the back-in-stock alert',
    );
    expect(messages.filter((m) => m.title.startsWith('到货提醒'))).toHaveLength(1);
  });

  it('lets only the follower cancel a watch', async () => {
    const watch = await post<Watch>('price_watch', watcher.token, { cas: '64-17-5' });
    const other = await freshBuyer(db, 'watch_x');
    expect((await post('price_watch_delete', other.token, { id: watch.body.data.id })).body.code).toBe(ErrorCode.PRICE_WATCH_NOT_FOUND);
    expect((await post('price_watch_delete', watcher.token, { id: watch.body.data.id })).body.code).toBe(0);
    expect((await post('price_watch_delete', watcher.token, { id: watch.body.data.id })).body.code).toBe(ErrorCode.PRICE_WATCH_NOT_FOUND);
  });

  it('shows the lowest price per gram by pack size class', async () => {
    const history = await call<{ series: { key: string; points: { day: string; centsPerUnit: number | null }[] }[] }>(`/api/price_history?cas=${PLAIN_CAS}`);
    expect(history.body.code).toBe(0);
    const tens = history.body.data.series.find((s) => s.key === 'g-100');
    expect(tens).toBeDefined();
    const today = tens!.points.at(-1)!;
    expect(today.centsPerUnit).not.toBeNull();
    expect((await call(`/api/price_history?cas=1-11-1`)).body.code).toBe(ErrorCode.PRODUCT_NOT_FOUND);
  });
});
