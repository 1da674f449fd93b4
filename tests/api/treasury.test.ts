import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { movementsOf, platformBalances } from '@/lib/server/treasury/ledger';
import { call } from './helpers';
import { commissionOf, freshBuyer, giveVoucher, key, paymentSuite, sellerToken, submittedOrder, type Order, type PaymentResult } from './orders-payment-helpers';
import { freshMember, get, post, type FreshMember } from './kit';

/*
 * The platform's money: commission taken once per order at the rate in force,
 * the voucher paid by the platform, the operator's overview, and the
 * Idempotency-Key header on money-moving calls. (Every test here, like every
 * API test, ends with the conservation check of tests/api/conservation.ts.)
 */

const { db, watch, shelf } = paymentSuite();
let operator: FreshMember;
let aspirin: Awaited<ReturnType<typeof shelf>>;

type Rates = { defaultRateBp: number; rates: { id: number; scope: string; scopeId: number; scopeName: string; rateBp: number }[]; categories: { id: number; name: string }[] };
type Treasury = { accounts: { account: string; balanceCents: number }[]; moneyInCents: number; moneyOutCents: number; membersCents: number; gapCents: number };

const payWithHeader = (token: string, idempotencyKey: string, query: Record<string, string | number>) =>
  call<PaymentResult>('/api/payment', { token, query, headers: { 'Idempotency-Key': idempotencyKey } });

beforeAll(async () => {
  operator = await freshMember(db, 'tr_op', { operator: true });
  aspirin = await shelf('50-78-2');
});

describe('commission', () => {
  it("takes the seller's own rate once when the order is paid, shows it to the seller only, and releases the rest at receipt", async () => {
    const sellerUsername = (await db.selectFrom('members').select('username').where('id', '=', aspirin.sellerId).executeTakeFirstOrThrow()).username;
    const saved = await post<Rates>('/api/admin/commission_rate_save', operator.token, { scope: 'seller', sellerUsername, rateBp: 550, note: '测试费率' });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const rate = saved.body.data.rates.find((r) => r.scope === 'seller' && r.scopeId === aspirin.sellerId)!;
    expect(rate).toMatchObject({ rateBp: 550, scopeName: sellerUsername });
    try {
      const buyer = await freshBuyer(db, 'tr_buy', 1_000_000);
      watch.add(buyer.id);
      const order = await submittedOrder(buyer.token, aspirin.goodsId);
      const k = key();
      const paid = await payWithHeader(buyer.token, k, { orderNo: order.orderNo, depositCents: order.payableCents });
      expect(paid.body.code, paid.body.msg).toBe(0);
      const again = await payWithHeader(buyer.token, k, { orderNo: order.orderNo, depositCents: order.payableCents });
      expect(again.body).toMatchObject({ code: 0, data: { repeated: true } });
      const expected = Math.round((order.goodsCents * 550) / 10_000);
      expect(await commissionOf(db, order.orderNo)).toBe(expected);
      const platform = await movementsOf(db, `order:${order.orderNo}`);
      expect(platform.filter((m) => m.account === 'commission').map((m) => Number(m.amountCents))).toEqual([expected]);

      const seller = await sellerToken(db, aspirin.sellerId);
      const sellerView = await get<Order & { commissionCents: number | null; sellerNetCents: number | null }>('/api/order_detail', seller, { orderNo: order.orderNo });
      expect(sellerView.body.data).toMatchObject({ commissionCents: expected, sellerNetCents: order.goodsCents + order.shippingCents - expected });
      const buyerView = await get<Order & { commissionCents: number | null }>('/api/order_detail', buyer.token, { orderNo: order.orderNo });
      expect(buyerView.body.data.commissionCents).toBeNull();
    } finally {
      expect((await post('/api/admin/commission_rate_delete', operator.token, { id: rate.id })).body.code).toBe(0);
    }
    await watch.check();
  });

  it('records a voucher as the platform’s cost', async () => {
    const buyer = await freshBuyer(db, 'tr_vch', 1_000_000);
    watch.add(buyer.id);
    const voucherId = await giveVoucher(operator, buyer, 500);
    const order = await submittedOrder(buyer.token, aspirin.goodsId);
    const paid = await payWithHeader(buyer.token, key(), { orderNo: order.orderNo, voucherId, depositCents: order.payableCents - 500 });
    expect(paid.body.code, paid.body.msg).toBe(0);
    const platform = await movementsOf(db, `order:${order.orderNo}`);
    expect(platform.filter((m) => m.account === 'voucher_cost').map((m) => Number(m.amountCents))).toEqual([-500]);
    await watch.check();
  });

  it('refuses bad rates clearly, and keeps rates to operators', async () => {
    const categories = (await get<Rates>('/api/admin/commission_rates', operator.token)).body.data.categories;
    expect(categories.length).toBeGreaterThan(0);
    const cases: [object, string][] = [
      [{ scope: 'category', categoryId: categories[0]!.id, rateBp: 3001 }, '不能超过 30%'],
      [{ scope: 'category', categoryId: categories[0]!.id, rateBp: 12.5 }, '0.01%'],
      [{ scope: 'category', rateBp: 100 }, '请选择分类或填写卖家用户名'],
      [{ scope: 'seller', sellerUsername: 'nobody_like_this', rateBp: 100 }, '没有用户名为「nobody_like_this」的卖家'],
      [{ scope: 'shop', rateBp: 100 }, '费率范围'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/admin/commission_rate_save', operator.token, body);
      expect(answer.body.code, JSON.stringify(body)).not.toBe(0);
      expect(answer.body.msg).toContain(message);
    }
    expect((await post('/api/admin/commission_rate_delete', operator.token, { id: 99_999_999 })).body.code).toBe(ErrorCode.COMMISSION_RATE_NOT_FOUND);
    const buyer = await freshMember(db, 'tr_nop', { buyer: true });
    expect((await get('/api/admin/commission_rates', buyer.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await get('/api/admin/treasury', buyer.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });
});

describe('the operator’s overview', () => {
  it('shows every platform account and a zero sum across members and platform', async () => {
    const answer = await get<Treasury>('/api/admin/treasury', operator.token);
    expect(answer.body.code, answer.body.msg).toBe(0);
    const overview = answer.body.data;
    expect(overview.accounts.map((a) => a.account)).toEqual(['outside', 'commission', 'voucher_cost', 'refunds_in_transit']);
    expect(overview.gapCents).toBe(0);
    expect(overview.moneyInCents).toBeGreaterThan(0);
    const balances = await platformBalances(db);
    expect(overview.accounts.find((a) => a.account === 'commission')!.balanceCents).toBe(balances.commission);
    expect(overview.membersCents + Object.values(balances).reduce((s, v) => s + v, 0)).toBe(0);
  });
});

describe('the Idempotency-Key header', () => {
  it('makes a recharge once; a header that contradicts the body is refused', async () => {
    const member = await freshMember(db, 'tr_rch', { buyer: true });
    const k = key();
    const first = await call<{ id: number }>('/api/member/recharge', { method: 'POST', token: member.token, body: { method: 'online', amountCents: 1_000 }, headers: { 'Idempotency-Key': k } });
    expect(first.body.code, first.body.msg).toBe(0);
    const repeat = await call<{ id: number }>('/api/member/recharge', { method: 'POST', token: member.token, body: { method: 'online', amountCents: 1_000 }, headers: { 'Idempotency-Key': k } });
    expect(repeat.body.data.id).toBe(first.body.data.id);
    const contradicting = await call('/api/member/recharge', {
      method: 'POST',
      token: member.token,
      body: { method: 'online', amountCents: 1_000, idempotencyKey: key() },
      headers: { 'Idempotency-Key': k },
    });
    expect(contradicting.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(contradicting.body.msg).toContain('Idempotency-Key');
    const missing = await call('/api/member/recharge', { method: 'POST', token: member.token, body: { method: 'online', amountCents: 1_000 } });
    expect(missing.body.msg).toContain('幂等键');
  });
});
