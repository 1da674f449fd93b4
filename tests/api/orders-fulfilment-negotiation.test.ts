import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb } from './helpers';
import { freshBuyer, freshSeller, listGoods, markPaid, messagesOf, PLAIN_CAS, submittedOrder } from './order-helpers';
import { freshMember, get, post, type FreshMember } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Negotiation = {
  id: number;
  party: 'buyer' | 'seller';
  goodsCents: number;
  note: string | null;
  status: string;
  statusLabel: string;
  respondedAt: string | null;
};
type Order = {
  orderNo: string;
  status: string;
  version: number;
  listGoodsCents: number;
  goodsCents: number;
  shippingCents: number;
  discountCents: number;
  payableCents: number;
};
type Paijia = { order: Order; negotiations: Negotiation[]; open: Negotiation | null; yourTurn: boolean };
type Detail = { events: { action: string; note: string | null; fromStatus: string | null; toStatus: string }[] };

let seller: FreshMember;
let buyer: FreshMember;
let stranger: FreshMember;
let goods: number;

beforeAll(async () => {
  [seller, buyer, stranger] = await Promise.all([freshSeller(db, 'pj_s'), freshBuyer(db, 'pj_b'), freshMember(db, 'pj_x', { buyer: true, seller: true })]);
  // ¥120.00 a pack; two packs make ¥240.00 of goods and ¥15.00 parcel shipping (free only from ¥500).
  goods = await listGoods(db, seller.id, PLAIN_CAS, 12_000);
});

const pj = (member: FreshMember, body: object) => post<Paijia>('pj_order', member.token, body);
const paijia = (member: FreshMember, orderNo: string) => get<Paijia>('paijia', member.token, { orderNo });
const twoPacks = () => submittedOrder(db, buyer, goods, { quantity: 2 });

describe('negotiation (paijia, pj_order)', () => {
  it('starts with no proposals', async () => {
    const orderNo = await twoPacks();
    const { body } = await paijia(buyer, orderNo);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({
      negotiations: [],
      open: null,
      yourTurn: false,
      order: { status: 'submitted', goodsCents: 24_000, payableCents: 25_500 },
    });
  });

  it('takes turns: propose, counter, withdraw, propose again, accept — the price follows the accepted proposal', async () => {
    const orderNo = await twoPacks();
    const proposed = await pj(buyer, { orderNo, action: 'propose', goodsCents: 20_000, note: '批量采购，请优惠' });
    expect(proposed.body.code, proposed.body.msg).toBe(0);
    expect(proposed.body.data).toMatchObject({
      order: { status: 'negotiating', goodsCents: 24_000 },
      open: { party: 'buyer', goodsCents: 20_000, status: 'open' },
      yourTurn: false,
    });
    expect((await paijia(seller, orderNo)).body.data.yourTurn).toBe(true);
    const told = (await messagesOf(seller.token)).find((m) => m.kind === 'order_negotiation' && m.title.includes(orderNo));
    expect(told?.body).toContain('¥200.00');

    // Not the buyer's turn now.
    expect((await pj(buyer, { orderNo, action: 'propose', goodsCents: 19_000 })).body.code).toBe(ErrorCode.ORDER_NEGOTIATION_INVALID);
    expect((await pj(buyer, { orderNo, action: 'accept' })).body.code).toBe(ErrorCode.ORDER_NEGOTIATION_INVALID);
    expect((await pj(buyer, { orderNo, action: 'reject' })).body.code).toBe(ErrorCode.ORDER_NEGOTIATION_INVALID);
    expect((await pj(seller, { orderNo, action: 'withdraw' })).body.code).toBe(ErrorCode.ORDER_NEGOTIATION_INVALID);

    const countered = await pj(seller, { orderNo, action: 'propose', goodsCents: 22_000 });
    expect(countered.body.code, countered.body.msg).toBe(0);
    expect(countered.body.data.open).toMatchObject({ party: 'seller', goodsCents: 22_000 });
    expect(countered.body.data.negotiations.map((n) => [n.party, n.status])).toEqual([
      ['seller', 'open'],
      ['buyer', 'countered'],
    ]);
    expect((await paijia(buyer, orderNo)).body.data.yourTurn).toBe(true);

    const withdrawn = await pj(seller, { orderNo, action: 'withdraw' });
    expect(withdrawn.body.code, withdrawn.body.msg).toBe(0);
    expect(withdrawn.body.data).toMatchObject({ order: { status: 'submitted', goodsCents: 24_000 }, open: null });
    expect(withdrawn.body.data.negotiations[0]!.status).toBe('withdrawn');

    await pj(buyer, { orderNo, action: 'propose', goodsCents: 21_000 });
    const before = (await paijia(buyer, orderNo)).body.data.order;
    const accepted = await pj(seller, { orderNo, action: 'accept' });
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    expect(accepted.body.data.order).toMatchObject({
      status: 'submitted',
      listGoodsCents: 24_000,
      goodsCents: 21_000,
      shippingCents: 1_500,
      payableCents: 22_500,
    });
    expect(accepted.body.data.order.version).toBe(before.version + 1);
    expect(accepted.body.data.negotiations[0]).toMatchObject({ party: 'buyer', goodsCents: 21_000, status: 'accepted' });
    expect(accepted.body.data.negotiations[0]!.respondedAt).not.toBeNull();
    expect((await messagesOf(buyer.token)).some((m) => m.title === `议价已接受：${orderNo}`)).toBe(true);

    const detail = await get<Detail>('order_detail', buyer.token, { orderNo });
    const priceEvents = detail.body.data.events.filter((e) => e.action === 'propose_price' || e.action === 'answer_price');
    expect(priceEvents.map((e) => [e.action, e.toStatus])).toEqual([
      ['propose_price', 'negotiating'],
      ['propose_price', 'negotiating'],
      ['answer_price', 'submitted'],
      ['propose_price', 'negotiating'],
      ['answer_price', 'submitted'],
    ]);
    expect(priceEvents.at(-1)!.note).toBe('卖家接受议价：货款 ¥240.00 → ¥210.00');
  });

  it('a rejection leaves the price as it was', async () => {
    const orderNo = await twoPacks();
    await pj(seller, { orderNo, action: 'propose', goodsCents: 23_000 });
    const rejected = await pj(buyer, { orderNo, action: 'reject', note: '还是太贵' });
    expect(rejected.body.code, rejected.body.msg).toBe(0);
    expect(rejected.body.data).toMatchObject({ order: { status: 'submitted', goodsCents: 24_000, payableCents: 25_500 }, open: null });
    expect(rejected.body.data.negotiations[0]).toMatchObject({ party: 'seller', status: 'rejected', statusLabel: '已拒绝' });
    expect((await messagesOf(seller.token)).find((m) => m.title === `议价被拒绝：${orderNo}`)?.body).toContain('还是太贵');
  });

  it('keeps the voucher discount on an accepted price, never paying below zero', async () => {
    const orderNo = await twoPacks();
    // Arranged directly: a ¥50.00 discount on the order (vouchers have their own tests).
    await db.updateTable('orders').set({ discountCents: 5_000, payableCents: 20_500 }).where('orderNo', '=', orderNo).execute();
    await pj(buyer, { orderNo, action: 'propose', goodsCents: 20_000 });
    const accepted = await pj(seller, { orderNo, action: 'accept' });
    expect(accepted.body.data.order).toMatchObject({ goodsCents: 20_000, discountCents: 5_000, payableCents: 16_500 });
    await db.updateTable('orders').set({ discountCents: 30_000 }).where('orderNo', '=', orderNo).execute();
    await pj(buyer, { orderNo, action: 'propose', goodsCents: 10_000 });
    expect((await pj(seller, { orderNo, action: 'accept' })).body.data.order).toMatchObject({ goodsCents: 10_000, payableCents: 0 });
  });

  it('refuses a price that is missing, not positive, the current total, or not below the list price', async () => {
    const orderNo = await twoPacks();
    expect((await pj(buyer, { orderNo, action: 'propose' })).body).toMatchObject({ code: ErrorCode.ORDER_NEGOTIATION_INVALID, msg: '请填写议价金额' });
    expect((await pj(buyer, { orderNo, action: 'propose', goodsCents: 0 })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await pj(buyer, { orderNo, action: 'propose', goodsCents: 24_000 })).body.code).toBe(ErrorCode.ORDER_NEGOTIATION_INVALID);
    expect((await pj(buyer, { orderNo, action: 'propose', goodsCents: 30_000 })).body).toMatchObject({
      code: ErrorCode.ORDER_NEGOTIATION_INVALID,
      msg: '议价金额须低于原货款 ¥240.00',
    });
    expect((await pj(buyer, { orderNo, action: 'hagggle', goodsCents: 20_000 })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    await pj(buyer, { orderNo, action: 'propose', goodsCents: 20_000 });
    await pj(seller, { orderNo, action: 'accept' });
    expect((await pj(seller, { orderNo, action: 'propose', goodsCents: 20_000 })).body).toMatchObject({
      code: ErrorCode.ORDER_NEGOTIATION_INVALID,
      msg: '议价金额与当前货款 ¥200.00 相同',
    });
  });

  it('answers only while negotiating, and never once paid', async () => {
    const orderNo = await twoPacks();
    expect((await pj(seller, { orderNo, action: 'accept' })).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    await markPaid(db, orderNo);
    const paid = await pj(buyer, { orderNo, action: 'propose', goodsCents: 20_000 });
    expect(paid.body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    expect(paid.body.msg).toContain('待发货');
  });

  it('keeps one open proposal at most when both parties act at the same time', async () => {
    const orderNo = await twoPacks();
    await pj(buyer, { orderNo, action: 'propose', goodsCents: 20_000 });
    const answers = await Promise.all([
      pj(seller, { orderNo, action: 'accept' }),
      pj(seller, { orderNo, action: 'propose', goodsCents: 22_000 }),
      pj(seller, { orderNo, action: 'reject' }),
      pj(buyer, { orderNo, action: 'withdraw' }),
    ]);
    expect(answers.every((a) => [0, 5102, 5116, 5117].includes(a.body.code))).toBe(true);
    const { order, negotiations, open } = (await paijia(buyer, orderNo)).body.data;
    expect(negotiations.filter((n) => n.status === 'open').length).toBeLessThanOrEqual(1);
    expect(order.status).toBe(open ? 'negotiating' : 'submitted');
    const accepted = negotiations.filter((n) => n.status === 'accepted');
    expect(accepted.length).toBeLessThanOrEqual(1);
    expect(order.goodsCents).toBe(accepted[0]?.goodsCents ?? 24_000);
    // The first proposal was answered exactly once.
    expect(negotiations.at(-1)!.status).not.toBe('open');
  });

  it('is for the two parties only: another member 5101 on both calls, signed out 10', async () => {
    const orderNo = await twoPacks();
    expect((await paijia(stranger, orderNo)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await pj(stranger, { orderNo, action: 'propose', goodsCents: 20_000 })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await call('/api/paijia', { query: { orderNo } })).body.code).toBe(10);
    expect((await call('/api/pj_order', { method: 'POST', body: { orderNo, action: 'propose', goodsCents: 20_000 } })).body.code).toBe(10);
    const row = await db.selectFrom('orders').select(['status', 'goodsCents']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect({ status: row.status, goodsCents: Number(row.goodsCents) }).toEqual({ status: 'submitted', goodsCents: 24_000 });
  });
});
