import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { move } from '@/lib/server/credit/ledger';
import { sendTermsReminders } from '@/lib/server/credit/reminders';
import { dueOnFor } from '@/lib/server/credit/terms';
import { ErrorCode } from '@/lib/server/core/errors';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { download, TINY_PDF, uploadAs } from './fresh-roles';
import { testDb } from './helpers';
import { freshMember, get, post, TEACHER, type FreshMember, ok } from './kit';
import { expressId, freshSeller, listGoods } from './order-helpers';
import { freshBuyer, key, pay } from './orders-payment-helpers';

/*
 * Issue 32, payment terms (账期; decision 0160): a seller grants a verified
 * organisation 先票后款 or 月结 terms with a credit limit; an order placed on
 * them is held on the line at submission, dispatched unpaid (the hold turns
 * into a debt with a due day), invoiced at once, and paid later at the
 * cashier, when the seller's proceeds follow. Never beyond the limit, also
 * under parallel orders; an overdue organisation orders on terms no more.
 * Both databases.
 */

const db = testDb();
afterAll(() => db.destroy());

type Line = {
  id: number;
  organisation: { id: number; name: string };
  kind: string;
  days: number;
  sentence: string;
  status: string;
  limitCents: number | null;
  heldCents: number | null;
  owedCents: number | null;
  availableCents: number;
  overdueCents: number;
};
type Terms = { kind: string; sentence: string; dueOn: string | null; owedCents: number; overdue: boolean };
type OrderView = {
  orderNo: string;
  status: string;
  payableCents: number;
  paidCents: number;
  dueCents: number;
  actions: string[];
  terms: Terms | null;
  invoiceStatus: string;
};
type Aging = {
  today: string;
  totalCents: number;
  buckets: { bucket: string; cents: number; count: number }[];
  list: { orderNo: string; owedCents: number; dueOn: string; bucket: string }[];
};

describe('payment terms an organisation buys on', () => {
  let pi: FreshMember;
  let finance: FreshMember;
  let student: FreshMember;
  let stranger: FreshMember;
  let seller: FreshMember;
  let otherSeller: FreshMember;
  let organisationId: number;
  let goodsId: number;
  let otherGoodsId: number;
  let sf: number;
  const PRICE = 10_000;
  const LIMIT = 35_000;

  const grant = (body: object, who = seller) =>
    post<Line>('seller_credit_line_save', who.token, { organisationId, kind: 'invoice_first', days: 30, limitCents: LIMIT, ...body });
  const lineOfSeller = async () => ok(await get<{ list: Line[] }>('seller_credit_lines', seller.token)).list.find((l) => l.organisation.id === organisationId)!;

  async function draft(options: { payOnTerms?: boolean; organisation?: number | null; goods?: number; quantity?: number } = {}) {
    const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', student.token, { goodsId: options.goods ?? goodsId, quantity: 1 }));
    // A refused order leaves its line in the cart: the quantity is set, not added to.
    const lineId = cart.lines.find((l) => l.goodsId === (options.goods ?? goodsId))!.id;
    ok(await post('cart_update', student.token, { id: lineId, quantity: options.quantity ?? 1 }));
    return post<{ orders: OrderView[] }>('create_order', student.token, {
      cartItemIds: [lineId],
      invoiceInfoId: null,
      organisationId: options.organisation === undefined ? organisationId : options.organisation,
      payOnTerms: options.payOnTerms ?? true,
    });
  }
  const submit = (orderNo: string) => post<OrderView>('submit_order', student.token, { orderNo });
  const detail = (orderNo: string, who = student) => get<OrderView>('order_detail', who.token, { orderNo });
  const ship = (orderNo: string) =>
    post<OrderView>('update_express', seller.token, { orderNo, expressCompanyId: sf, trackingNo: `SF${Date.now()}${Math.floor(Math.random() * 1000)}` });

  beforeAll(async () => {
    [pi, finance, stranger, seller, otherSeller] = await Promise.all([
      freshMember(db, 'terms_pi', { buyer: true }, TEACHER),
      freshMember(db, 'terms_fin', { buyer: true }, TEACHER),
      freshMember(db, 'terms_x', { buyer: true }, TEACHER),
      freshSeller(db, 'terms_sel'),
      freshSeller(db, 'terms_sel2'),
    ]);
    student = await freshBuyer(db, 'terms_s', 10_000_000);
    organisationId = ok(await post<{ id: number }>('organisation_create', pi.token, { name: '账期测试课题组' })).id;
    for (const [member, roles] of [
      [finance, ['finance']],
      [student, ['purchaser']],
    ] as const) {
      const invitation = ok(await post<{ id: number }>('organisation_invite', pi.token, { organisationId, who: member.username, roles }));
      ok(await post('organisation_invitation_answer', member.token, { invitationId: invitation.id, accept: true }));
    }
    goodsId = await listGoods(db, seller.id, '7647-14-5', PRICE);
    otherGoodsId = await listGoods(db, otherSeller.id, '7647-14-5', PRICE);
    sf = await expressId(db, 'SF');
    // A first order in the group's name, paid first as usual, makes it the seller's customer.
    ok(await submit(ok(await draft({ payOnTerms: false })).orders[0]!.orderNo));
  });

  it('grants terms only to a verified organisation that bought from the seller; others read "not found"', async () => {
    const unverified = await grant({});
    expect(unverified.body.code).toBe(ErrorCode.CREDIT_LINE_INVALID);
    expect(unverified.body.msg).toContain('只能给已核验的组织账期');

    const file = await uploadAs(pi.token, TINY_PDF, '许可证.pdf');
    const licence = ok(
      await post<{ id: number }>('store_certificate', pi.token, {
        scope: 'buyer',
        kind: 'hazardous_business_licence',
        number: '沪(徐)应急危化经字〔2025〕000777',
        holder: '某某大学化学系',
        validFrom: '2025-01-01',
        validTo: '2030-12-31',
        uploadId: file.data.id,
      }),
    );
    const operator = await freshMember(db, 'terms_op', { operator: true });
    ok(await post('admin/certificate_review', operator.token, { id: licence.id, revision: 1, decision: 'approve' }));

    const line = ok(await grant({ note: '老客户' }));
    expect(line).toMatchObject({
      kind: 'invoice_first',
      days: 30,
      sentence: '先票后款，发货后 30 天内付款',
      limitCents: LIMIT,
      heldCents: 0,
      owedCents: 0,
      availableCents: LIMIT,
      status: 'active',
    });
    expect((await post('seller_credit_line_status', otherSeller.token, { creditLineId: line.id, status: 'suspended' })).body.code).toBe(
      ErrorCode.CREDIT_LINE_NOT_FOUND,
    );
    expect((await grant({ days: 181 })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await grant({ organisationId: 999_999 })).body.code).toBe(ErrorCode.CREDIT_LINE_NOT_FOUND);
    // A verified organisation that never bought from this seller reads as one that does not exist.
    const notCustomer = await grant({}, otherSeller);
    expect(notCustomer.body).toMatchObject({ code: ErrorCode.CREDIT_LINE_NOT_FOUND, msg: '组织不存在，或还没有以组织名义向您下过单' });
    expect(ok(await get<{ list: unknown[] }>('seller_credit_lines', otherSeller.token)).list).toEqual([]);
    const customers = ok(await get<{ list: { organisation: { id: number }; verified: boolean }[] }>('seller_organisation_customers', seller.token)).list;
    expect(customers).toContainEqual(expect.objectContaining({ organisation: expect.objectContaining({ id: organisationId }), verified: true }));
    expect(ok(await get<{ list: unknown[] }>('seller_organisation_customers', otherSeller.token)).list).toEqual([]);
    // A buyer who is no seller is refused by role.
    expect((await get('seller_credit_lines', student.token)).body.code).not.toBe(0);
  });

  it('shows the organisation its terms: overseers the limit and debts, a purchaser only what is left; outsiders read "not found"', async () => {
    const asFinance = ok(await get<{ list: Line[] }>('organisation_credit_lines', finance.token, { organisationId })).list;
    expect(asFinance).toEqual([expect.objectContaining({ limitCents: LIMIT, owedCents: 0, availableCents: LIMIT })]);
    const asStudent = ok(await get<{ list: Line[] }>('organisation_credit_lines', student.token, { organisationId })).list;
    expect(asStudent).toEqual([expect.objectContaining({ limitCents: null, heldCents: null, owedCents: null, overdueCents: null, availableCents: LIMIT })]);
    expect((await get('organisation_credit_lines', stranger.token, { organisationId })).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
    expect((await get('organisation_payables', student.token, { organisationId })).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
  });

  it('refuses terms on a personal order and with a seller who granted none, writing nothing', async () => {
    const personal = await draft({ organisation: null });
    expect(personal.body.code).toBe(ErrorCode.TERMS_NOT_USABLE);
    expect(personal.body.msg).toContain('只用于以组织名义的采购');
    const noTerms = await draft({ goods: otherGoodsId });
    expect(noTerms.body.code).toBe(ErrorCode.TERMS_NOT_USABLE);
    expect(noTerms.body.msg).toContain('没有给予该组织账期');
    const tooMuch = await draft({ quantity: 4 });
    expect(tooMuch.body.code).toBe(ErrorCode.TERMS_NOT_USABLE);
    expect(tooMuch.body.msg).toContain('超出卖家');
    expect(await lineOfSeller()).toMatchObject({ heldCents: 0, owedCents: 0 });
  });

  it('runs an order on terms: held at submission, invoiced at once, shipped unpaid, owed by its due day, paid after receipt', async () => {
    const order = ok(await draft()).orders[0]!;
    expect(order.terms).toMatchObject({ kind: 'invoice_first', dueOn: null, owedCents: 0 });
    const submitted = ok(await submit(order.orderNo));
    expect(submitted.status).toBe('submitted');
    expect(await lineOfSeller()).toMatchObject({ heldCents: order.payableCents, owedCents: 0, availableCents: LIMIT - order.payableCents });
    expect(ok(await detail(order.orderNo, seller)).actions).toContain('dispatch');

    // 先票后款: the invoice is asked for before anything is paid or shipped.
    expect(ok(await detail(order.orderNo)).actions).toContain('request_invoice');
    const category = await db.selectFrom('invoiceCategories').select('id').where('code', '=', 'vat_normal').executeTakeFirstOrThrow();
    const invoiceInfo = ok(await post<{ id: number }>('invoice_create', student.token, { categoryId: category.id, title: '某某大学化学系' }));
    expect(ok(await post<OrderView>('order_invoice_request', student.token, { orderNo: order.orderNo, invoiceInfoId: invoiceInfo.id })).invoiceStatus).toBe(
      'requested',
    );

    // Issued before the goods leave: the amount is fixed, the order can no longer be cancelled or renegotiated.
    ok(await post('order_invoice_issue', seller.token, { orderNo: order.orderNo, invoiceNumber: '26310000' }));
    const cancel = await post('order_cancel', student.token, { orderNo: order.orderNo, reason: '不要了' });
    expect(cancel.body).toMatchObject({ code: ErrorCode.ORDER_TRANSITION_INVALID, msg: '这张订单的发票已经开具，不能取消；请先与卖家协商冲红发票' });
    const renegotiate = await post('pj_order', seller.token, { orderNo: order.orderNo, action: 'propose', goodsCents: 5_000 });
    expect(renegotiate.body.msg).toBe('这张订单的发票已经开具，不能再议价');

    const sellerBefore = await depositAmounts(db, seller.id);
    const shipped = ok(await ship(order.orderNo));
    const dueOn = dueOnFor('invoice_first', 30, new Date());
    expect(shipped.status).toBe('dispatched');
    expect(shipped.terms).toMatchObject({ dueOn, owedCents: order.payableCents, overdue: false });
    expect(await lineOfSeller()).toMatchObject({ heldCents: 0, owedCents: order.payableCents });
    const contract = await download(`/api/contract?orderNo=${order.orderNo}`, { token: student.token, signed: true });
    expect(contract.text).toContain(`先票后款，发货后 30 天内付款，卖方可先开具发票、未付款发货，应付日为 ${dueOn}`);

    const receivables = ok(await get<Aging>('seller_receivables', seller.token));
    expect(receivables.list).toEqual([expect.objectContaining({ orderNo: order.orderNo, owedCents: order.payableCents, dueOn, bucket: 'not_due' })]);
    expect(receivables.buckets.find((b) => b.bucket === 'not_due')).toMatchObject({ cents: order.payableCents, count: 1 });
    const payables = ok(await get<Aging>('organisation_payables', finance.token, { organisationId }));
    expect(payables.totalCents).toBe(order.payableCents);

    // Receipt releases nothing: the seller is paid when the debt is.
    const received = ok(await post<OrderView>('confirm_receive', student.token, { orderNo: order.orderNo }));
    expect(received).toMatchObject({ status: 'received', dueCents: order.payableCents });
    expect(received.actions).toContain('pay');
    expect(await depositAmounts(db, seller.id)).toEqual(sellerBefore);

    const paid = ok(await pay(student.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents }));
    expect(paid.order).toMatchObject({ status: 'received', paidCents: order.payableCents, dueCents: 0 });
    const sellerAfter = await depositAmounts(db, seller.id);
    expect(sellerAfter.balanceCents).toBeGreaterThan(sellerBefore.balanceCents);
    expect(sellerAfter.frozenCents).toBe(sellerBefore.frozenCents);
    expect(await lineOfSeller()).toMatchObject({ heldCents: 0, owedCents: 0, availableCents: LIMIT });
    expect(ok(await get<Aging>('seller_receivables', seller.token)).list).toEqual([]);
  });

  it('never goes beyond the limit under parallel submissions; cancelling frees the hold', async () => {
    const drafts = [];
    for (let i = 0; i < 5; i++) drafts.push(ok(await draft()).orders[0]!);
    const payable = drafts[0]!.payableCents;
    const answers = await Promise.all(drafts.map((d) => submit(d.orderNo)));
    const codes = answers.map((a) => a.body.code);
    const fits = Math.floor(LIMIT / payable);
    expect(codes.filter((c) => c === 0)).toHaveLength(fits);
    expect(codes.filter((c) => c !== 0).every((c) => c === ErrorCode.TERMS_NOT_USABLE)).toBe(true);
    const line = await lineOfSeller();
    expect(line.heldCents).toBe(fits * payable);
    // The line is its ledger's sum.
    const sums = await db
      .selectFrom('creditLedger')
      .select((eb) => [eb.fn.sum<number>('heldDeltaCents').as('held'), eb.fn.sum<number>('owedDeltaCents').as('owed')])
      .where('creditLineId', '=', line.id)
      .executeTakeFirstOrThrow();
    expect({ held: Number(sums.held), owed: Number(sums.owed) }).toEqual({ held: line.heldCents, owed: line.owedCents });
    for (const [i, d] of drafts.entries()) {
      if (codes[i] === 0) ok(await post('order_cancel', student.token, { orderNo: d.orderNo, reason: '不需要了' }));
    }
    expect(await lineOfSeller()).toMatchObject({ heldCents: 0, availableCents: LIMIT });
  });

  it('a suspended line takes no new order on terms; resumed, it does again', async () => {
    const line = await lineOfSeller();
    ok(await post('seller_credit_line_status', seller.token, { creditLineId: line.id, status: 'suspended' }));
    expect((await draft()).body.code).toBe(ErrorCode.TERMS_NOT_USABLE);
    ok(await post('seller_credit_line_status', seller.token, { creditLineId: line.id, status: 'active' }));
    expect((await draft()).body.code).toBe(0);
  });

  it('reminds before and after the due day, once each, and an overdue organisation orders on terms no more', async () => {
    const order = ok(await draft()).orders[0]!;
    ok(await submit(order.orderNo));
    ok(await ship(order.orderNo));
    const dueOn = dueOnFor('invoice_first', 30, new Date());
    const inbox = async (who: FreshMember) =>
      (await db.selectFrom('messages').select(['title']).where('memberId', '=', who.id).where('kind', '=', 'terms_due').execute()).map((m) => m.title);
    const dayOf = (day: string, plus: number) => new Date(Date.parse(`${day}T04:00:00Z`) + plus * 86_400_000);
    await sendTermsReminders(db, dayOf(dueOn, -2));
    await sendTermsReminders(db, dayOf(dueOn, -1));
    expect(await inbox(finance)).toEqual([`账期订单即将到期：${order.orderNo}`]);
    expect(await inbox(pi)).toEqual([`账期订单即将到期：${order.orderNo}`]);
    expect(await inbox(student)).toEqual([`账期订单即将到期：${order.orderNo}`]);
    expect(await inbox(seller)).toEqual([]);
    await sendTermsReminders(db, dayOf(dueOn, 8));
    expect(await inbox(finance)).toContain(`账期订单已逾期 8 天：${order.orderNo}`);
    expect(await inbox(seller)).toEqual([`账期订单已逾期 8 天：${order.orderNo}`]);

    // Time passing, the one step no call can take: another order's hold becomes a debt due long ago (as its
    // dispatch would, years back), through the credit area's own ledger.
    const held = ok(await draft()).orders[0]!;
    ok(await submit(held.orderNo));
    const line = await lineOfSeller();
    const orderRow = await db.selectFrom('orders').select(['id', 'orderNo']).where('orderNo', '=', held.orderNo).executeTakeFirstOrThrow();
    await move(db, line.id, {
      kind: 'owe',
      amountCents: held.payableCents,
      idempotencyKey: 'test-overdue',
      order: { ...orderRow, buyerId: student.id },
      dueOn: '2020-01-31',
      actorId: null,
      note: '测试：逾期欠款',
    });
    const refused = await draft();
    expect(refused.body.code).toBe(ErrorCode.TERMS_NOT_USABLE);
    expect(refused.body.msg).toContain('已逾期未付');
    expect(ok(await get<Aging>('organisation_payables', finance.token, { organisationId })).buckets.find((b) => b.bucket === 'overdue_over_90')).toMatchObject({
      cents: held.payableCents,
      count: 1,
    });
    // Paying before dispatch stays possible: only terms are closed to it.
    expect((await draft({ payOnTerms: false })).body.code).toBe(0);
  });
});
