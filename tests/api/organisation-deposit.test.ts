import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { testDb } from './helpers';
import { freshMember, get, post, TEACHER, type FreshMember, ok } from './kit';
import { uploadProof } from './money-helpers';
import { freshSeller, listGoods } from './order-helpers';
import { depositAmounts, freshBuyer, key } from './orders-payment-helpers';

/*
 * Issue 32, paying as the organisation (decision 0161): a payer recharges the
 * organisation's own deposit (an operator confirms the transfer, as for a
 * member's), pays an order placed for the organisation from it in full, and
 * a refund goes back to it; every movement a row of its append-only ledger,
 * never below zero under parallel payments. Who may pay is the `payer` role.
 * Both databases; the conservation check runs after every test.
 */

const db = testDb();
afterAll(() => db.destroy());

type Deposit = {
  balanceCents: number;
  mayPay: boolean;
  ledger: { total: number; list: { kind: string; amountCents: number; balanceAfterCents: number; reference: string; member: { username: string } | null }[] };
};
type OrderView = { orderNo: string; status: string; payableCents: number; paidCents: number };
type ToPay = { total: number; list: { orderNo: string; canPay: boolean; statusLabel: string }[] };

describe('the organisation deposit', () => {
  let pi: FreshMember;
  let finance: FreshMember;
  let student: FreshMember;
  let stranger: FreshMember;
  let seller: FreshMember;
  let operator: FreshMember;
  let organisationId: number;
  let goodsId: number;
  const PRICE = 2_000;

  const deposit = (who: FreshMember) => get<Deposit>('organisation_deposit', who.token, { organisationId, pageSize: 100 });
  const payFor = (who: FreshMember, orderNo: string, idempotencyKey = key(), organisation = organisationId) =>
    post<{ order: OrderView; payments: { methodLabel: string }[]; repeated: boolean; balanceCents: number }>('organisation_pay_order', who.token, {
      organisationId: organisation,
      orderNo,
      idempotencyKey,
    });

  async function submittedFor(buyer: FreshMember, organisation: number | null = organisationId): Promise<OrderView> {
    const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', buyer.token, { goodsId, quantity: 1 }));
    const created = ok(
      await post<{ orders: OrderView[] }>('create_order', buyer.token, {
        cartItemIds: [cart.lines.find((l) => l.goodsId === goodsId)!.id],
        invoiceInfoId: null,
        ...(organisation ? { organisationId: organisation } : {}),
      }),
    );
    return ok(await post<OrderView>('submit_order', buyer.token, { orderNo: created.orders[0]!.orderNo }));
  }

  async function recharge(who: FreshMember, amountCents: number, organisation: number | null = organisationId) {
    return post<{ id: number; status: string; organisation: { id: number; name: string } | null }>('member/recharge', who.token, {
      method: 'offline',
      amountCents,
      idempotencyKey: key(),
      proofUploadId: await uploadProof(who.token),
      payerName: '某某大学',
      ...(organisation ? { organisationId: organisation } : {}),
    });
  }

  async function funded(amountCents: number) {
    const made = ok(await recharge(pi, amountCents));
    ok(await post('admin/recharge_confirm', operator.token, { id: made.id }));
  }

  const ledgerSum = async () => {
    const { rows } = await sql<{
      total: string | null;
    }>`select sum(amount_cents) as total from organisation_deposit_ledger where organisation_id = ${organisationId}`.execute(db);
    return Number(rows[0]!.total ?? 0);
  };

  beforeAll(async () => {
    [pi, finance, stranger, seller, operator] = await Promise.all([
      freshMember(db, 'odep_pi', { buyer: true }, TEACHER),
      freshMember(db, 'odep_fin', { buyer: true }, TEACHER),
      freshMember(db, 'odep_x', { buyer: true }, TEACHER),
      freshSeller(db, 'odep_sel'),
      freshMember(db, 'odep_op', { buyer: true, operator: true }, TEACHER),
    ]);
    student = await freshBuyer(db, 'odep_s', 1_000_000);
    organisationId = ok(await post<{ id: number }>('organisation_create', pi.token, { name: '机构预存款测试课题组' })).id;
    for (const [member, roles] of [
      [finance, ['finance']],
      [student, ['purchaser']],
    ] as const) {
      const invitation = ok(await post<{ id: number }>('organisation_invite', pi.token, { organisationId, who: member.username, roles }));
      ok(await post('organisation_invitation_answer', member.token, { invitationId: invitation.id, accept: true }));
    }
    ok(await post('organisation_create', stranger.token, { name: '另一个课题组' }));
    goodsId = await listGoods(db, seller.id, '7647-14-5', PRICE);
  });

  it('owners, finance and payers read it; a purchaser is refused, an outsider reads "not found"; only a payer recharges it', async () => {
    expect(ok(await deposit(pi))).toMatchObject({ balanceCents: 0, mayPay: true, ledger: { total: 0 } });
    expect(ok(await deposit(finance))).toMatchObject({ balanceCents: 0, mayPay: false });
    expect((await deposit(student)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await deposit(stranger)).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);

    expect((await recharge(finance, 10_000)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await recharge(student, 10_000)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await recharge(stranger, 10_000)).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
    expect(await db.selectFrom('recharges').select('id').where('organisationId', '=', organisationId).execute()).toEqual([]);
  });

  it("a payer's recharge, once the operator confirms it, credits the organisation and not the payer", async () => {
    const before = await depositAmounts(db, pi.id);
    const made = ok(await recharge(pi, 10_000));
    expect(made).toMatchObject({ status: 'pending', organisation: { id: organisationId, name: '机构预存款测试课题组' } });
    const listed = ok(await get<{ list: { id: number; organisation: { name: string } | null }[] }>('admin/recharges', operator.token, { status: 'pending' }));
    expect(listed.list.find((r) => r.id === made.id)?.organisation?.name).toBe('机构预存款测试课题组');
    // Waiting for the operator, it is no pending recharge of the payer's own deposit.
    expect(ok(await post<{ pendingRechargeCents: number }>('member/deposit/info', pi.token, {})).pendingRechargeCents).toBe(0);
    ok(await post('admin/recharge_confirm', operator.token, { id: made.id }));
    ok(await post('admin/recharge_confirm', operator.token, { id: made.id }));

    const after = ok(await deposit(finance));
    expect(after.balanceCents).toBe(10_000);
    expect(after.ledger.list).toEqual([
      expect.objectContaining({
        kind: 'recharge',
        amountCents: 10_000,
        balanceAfterCents: 10_000,
        reference: `recharge:${made.id}`,
        member: expect.objectContaining({ username: pi.username }),
      }),
    ]);
    expect(await depositAmounts(db, pi.id)).toEqual(before);
    expect(await ledgerSum()).toBe(10_000);
  });

  it('a payer pays an order of the organisation in full from it, once per key; purchasers and outsiders cannot', async () => {
    const order = await submittedFor(student);
    const studentBefore = await depositAmounts(db, student.id);
    const queue = ok(await get<ToPay>('organisation_orders', pi.token, { organisationId, toPay: 1 }));
    expect(queue.list.find((o) => o.orderNo === order.orderNo)).toMatchObject({ canPay: true });
    expect((await get('organisation_orders', student.token, { organisationId, toPay: 1 })).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect(ok(await get<ToPay>('organisation_orders', finance.token, { organisationId })).list.find((o) => o.orderNo === order.orderNo)?.canPay).toBe(false);

    expect((await payFor(student, order.orderNo)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await payFor(finance, order.orderNo)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await payFor(stranger, order.orderNo)).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);

    const paymentKey = key();
    const paid = ok(await payFor(pi, order.orderNo, paymentKey));
    expect(paid.order).toMatchObject({ orderNo: order.orderNo, status: 'paid', payableCents: order.payableCents, canPay: false });
    // The organisation's view: no delivery details of the buyer.
    expect(paid.order).not.toHaveProperty('delivery');
    expect(paid.payments.map((p) => p.methodLabel)).toEqual(['机构预存款']);
    expect(paid.repeated).toBe(false);
    expect(paid.balanceCents).toBe(10_000 - order.payableCents);
    const again = ok(await payFor(pi, order.orderNo, paymentKey));
    expect(again).toMatchObject({ repeated: true, balanceCents: 10_000 - order.payableCents });
    expect((await payFor(pi, order.orderNo)).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);

    const ledger = ok(await deposit(pi)).ledger;
    expect(ledger.list[0]).toMatchObject({ kind: 'payment', amountCents: -order.payableCents, reference: `order:${order.orderNo}` });
    expect(ledger.total).toBe(2);
    expect(await depositAmounts(db, student.id)).toEqual(studentBefore);
    expect(ok(await get<ToPay>('organisation_orders', pi.token, { organisationId, toPay: 1 })).list.map((o) => o.orderNo)).not.toContain(order.orderNo);
  });

  it("another organisation's or a personal order reads as not found; a balance too small refuses and changes nothing", async () => {
    const personal = await submittedFor(student, null);
    expect((await payFor(pi, personal.orderNo)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    // A purchaser's draft, not yet submitted, is theirs alone.
    const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', student.token, { goodsId, quantity: 1 }));
    const draft = ok(
      await post<{ orders: OrderView[] }>('create_order', student.token, {
        cartItemIds: [cart.lines.find((l) => l.goodsId === goodsId)!.id],
        invoiceInfoId: null,
        organisationId,
      }),
    ).orders[0]!;
    expect((await payFor(pi, draft.orderNo)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    const strangers = ok(await get<{ list: { id: number }[] }>('organisations', stranger.token)).list[0]!.id;
    expect((await payFor(pi, personal.orderNo, key(), strangers)).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);

    const balance = ok(await deposit(pi)).balanceCents;
    const big = await submittedFor(student);
    // Four more of the same order than the balance can pay for.
    const orders = [big];
    // One after another: each goes through the one cart.
    for (let i = 0; i < 4; i += 1) orders.push(await submittedFor(student));
    const canPay = Math.floor(balance / big.payableCents);
    expect(canPay).toBeLessThan(orders.length);
    const answers = await Promise.all(orders.map((o) => payFor(pi, o.orderNo)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(canPay);
    expect(codes.filter((c) => c !== 0)).toEqual(Array(orders.length - canPay).fill(ErrorCode.BALANCE_INSUFFICIENT));
    expect(answers.find((a) => a.body.code !== 0)!.body.msg).toMatch(/机构预存款余额不足/);

    const after = ok(await deposit(pi));
    expect(after.balanceCents).toBe(balance - canPay * big.payableCents);
    expect(after.balanceCents).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum()).toBe(after.balanceCents);
    for (const [i, o] of orders.entries()) {
      const status = await db.selectFrom('orders').select('status').where('orderNo', '=', o.orderNo).executeTakeFirstOrThrow();
      expect(status.status).toBe(codes[i] === 0 ? 'paid' : 'submitted');
    }
  });

  it("a refund goes back to the organisation's deposit, not the buyer's", async () => {
    await funded(5_000);
    const order = await submittedFor(student);
    ok(await payFor(pi, order.orderNo));
    const balance = ok(await deposit(pi)).balanceCents;
    const studentBefore = await depositAmounts(db, student.id);
    ok(await post('order_partial_refund', seller.token, { orderNo: order.orderNo, amountCents: 300, reason: '少发一瓶', idempotencyKey: key() }));
    expect(ok(await deposit(pi)).balanceCents).toBe(balance + 300);
    ok(await post('order_refund', seller.token, { orderNo: order.orderNo, reason: '缺货，无法发货' }));
    const after = ok(await deposit(finance));
    expect(after.balanceCents).toBe(balance + order.payableCents);
    expect(after.ledger.list.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'refund', amountCents: order.payableCents - 300, member: null }),
      expect.objectContaining({ kind: 'refund', amountCents: 300, member: null }),
    ]);
    expect(await depositAmounts(db, student.id)).toEqual(studentBefore);
    expect(await ledgerSum()).toBe(after.balanceCents);
    // The order's refund records say where the money went.
    const records = ok(await get<{ refunds: { methodLabel: string; whereLabel: string }[] }>('order_refunds', student.token, { orderNo: order.orderNo }));
    expect(records.refunds).toHaveLength(2);
    for (const r of records.refunds) expect(r).toMatchObject({ methodLabel: '退回机构预存款', whereLabel: '已退回组织的机构预存款' });
  });

  it('the ledger is append-only', async () => {
    await expect(sql`update organisation_deposit_ledger set amount_cents = 1`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from organisation_deposit_ledger`.execute(db)).rejects.toThrow(/append-only/);
  });
});
