import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { chinaToday } from '@/lib/shared/china-day';
import { download } from './fresh-roles';
import { testDb } from './helpers';
import { freshMember, get, post, TEACHER, type FreshMember, ok } from './kit';
import { freshSeller, listGoods } from './order-helpers';
import { freshBuyer, key, pay } from './orders-payment-helpers';

/*
 * Issue 32, funds (经费卡; decision 0159): an order placed for an
 * organisation names one of its funds; the payable is reserved at
 * submission, charged at payment, released at cancellation and given back
 * by a refund, each a row of the fund's append-only ledger written with the
 * order's change; never beyond the budget, also under parallel orders.
 * Both databases.
 */

const db = testDb();
afterAll(() => db.destroy());

type Role = 'owner' | 'approver' | 'purchaser' | 'finance';
type Fund = {
  id: number;
  code: string;
  budgetCents: number;
  reservedCents: number;
  spentCents: number;
  availableCents: number;
  canCharge: boolean;
  status: string;
};
type OrderView = { orderNo: string; status: string; payableCents: number; fund: { code: string } | null };
type Ledger = {
  fund: Fund;
  total: number;
  list: { kind: string; orderNo: string | null; budgetDeltaCents: number; reservedDeltaCents: number; spentDeltaCents: number; availableAfterCents: number }[];
};

describe('funds of an organisation', () => {
  let pi: FreshMember;
  let finance: FreshMember;
  let student: FreshMember;
  let other: FreshMember;
  let stranger: FreshMember;
  let seller: FreshMember;
  let organisationId: number;
  let goodsId: number;
  const PRICE = 3_000;

  async function join(member: FreshMember, roles: Role[]) {
    const invitation = ok(await post<{ id: number }>('organisation_invite', pi.token, { organisationId, who: member.username, roles }));
    ok(await post('organisation_invitation_answer', member.token, { invitationId: invitation.id, accept: true }));
  }

  const fund = (id: number, who = pi) => get<Ledger>('organisation_fund_ledger', who.token, { fundId: id, pageSize: 100 });
  const newFund = (code: string, budgetCents: number, extra: object = {}) =>
    post<Fund>('organisation_fund_create', pi.token, {
      organisationId,
      code,
      name: `测试经费 ${code}`,
      validFrom: '2025-01-01',
      validUntil: '2030-12-31',
      budgetCents,
      ...extra,
    });

  async function created(buyer: FreshMember, fundId: number | null, quantity = 1) {
    const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', buyer.token, { goodsId, quantity }));
    return post<{ orders: OrderView[] }>('create_order', buyer.token, {
      cartItemIds: [cart.lines.find((l) => l.goodsId === goodsId)!.id],
      invoiceInfoId: null,
      organisationId,
      fundId,
    });
  }
  const submit = (buyer: FreshMember, orderNo: string) => post<OrderView>('submit_order', buyer.token, { orderNo });
  async function submitted(buyer: FreshMember, fundId: number | null): Promise<OrderView> {
    return ok(await submit(buyer, ok(await created(buyer, fundId)).orders[0]!.orderNo));
  }

  beforeAll(async () => {
    [pi, finance, stranger, seller] = await Promise.all([
      freshMember(db, 'fund_pi', { buyer: true }, TEACHER),
      freshMember(db, 'fund_fin', { buyer: true }, TEACHER),
      freshMember(db, 'fund_x', { buyer: true }, TEACHER),
      freshSeller(db, 'fund_sel'),
    ]);
    [student, other] = await Promise.all([freshBuyer(db, 'fund_s', 10_000_000), freshBuyer(db, 'fund_o', 10_000_000)]);
    organisationId = ok(await post<{ id: number }>('organisation_create', pi.token, { name: '经费测试课题组' })).id;
    await join(finance, ['finance']);
    await join(student, ['purchaser']);
    await join(other, ['purchaser']);
    goodsId = await listGoods(db, seller.id, '7647-14-5', PRICE);
  });

  it('the owner creates a fund with its opening budget in the ledger; others are refused, strangers read "not found"', async () => {
    const made = ok(await newFund('NSFC-001', 100_000));
    expect(made).toMatchObject({ code: 'NSFC-001', budgetCents: 100_000, reservedCents: 0, spentCents: 0, availableCents: 100_000, status: 'open' });
    const ledger = ok(await fund(made.id));
    expect(ledger.list).toEqual([expect.objectContaining({ kind: 'allocate', budgetDeltaCents: 100_000, availableAfterCents: 100_000 })]);
    expect(ok(await fund(made.id, finance)).total).toBe(1);

    expect(
      (
        await post('organisation_fund_create', student.token, {
          organisationId,
          code: 'X-1',
          name: '学生的卡',
          validFrom: '2025-01-01',
          validUntil: '2030-12-31',
          budgetCents: 1,
        })
      ).body.code,
    ).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await fund(made.id, student)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await fund(made.id, stranger)).body.code).toBe(ErrorCode.FUND_NOT_FOUND);
    expect(
      (await post('organisation_fund_update', stranger.token, { fundId: made.id, name: '改名', validFrom: '2025-01-01', validUntil: '2030-12-31' })).body.code,
    ).toBe(ErrorCode.FUND_NOT_FOUND);
    expect((await get('organisation_funds', stranger.token, { organisationId })).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
  });

  it('refuses a duplicate number, dates out of order and a charger who is not a purchaser, saving nothing', async () => {
    const duplicate = await newFund('NSFC-001', 5_000);
    expect(duplicate.body).toMatchObject({ code: ErrorCode.FUND_INVALID, msg: '经费卡号「NSFC-001」已被本组织的另一张卡使用' });
    const inverted = await newFund('DATES-1', 5_000, { validFrom: '2026-05-01', validUntil: '2026-04-30' });
    expect(inverted.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(inverted.body.msg).toContain('截止日期不能早于生效日期');
    const chargers = await newFund('CHG-1', 5_000, { chargerIds: [finance.id] });
    expect(chargers.body).toMatchObject({ code: ErrorCode.FUND_INVALID, msg: '可用人须是组织现有的采购人' });
    const list = ok(await get<{ list: Fund[] }>('organisation_funds', pi.token, { organisationId }));
    expect(list.list.map((f) => f.code)).toEqual(['NSFC-001']);
  });

  it('reserves at submission, releases at cancellation, charges at payment and takes a refund back', async () => {
    const card = ok(await newFund('FLOW-1', 50_000));
    const cancelled = await submitted(student, card.id);
    expect(cancelled).toMatchObject({ status: 'submitted', fund: { code: 'FLOW-1' } });
    const payable = cancelled.payableCents;
    expect(ok(await fund(card.id)).fund).toMatchObject({ reservedCents: payable, availableCents: 50_000 - payable });
    ok(await post('order_cancel', student.token, { orderNo: cancelled.orderNo, reason: '买错了' }));
    expect(ok(await fund(card.id)).fund).toMatchObject({ reservedCents: 0, spentCents: 0, availableCents: 50_000 });

    const paid = await submitted(student, card.id);
    ok(await pay(student.token, { orderNo: paid.orderNo, idempotencyKey: key(), depositCents: paid.payableCents }));
    expect(ok(await fund(card.id)).fund).toMatchObject({ reservedCents: 0, spentCents: paid.payableCents, availableCents: 50_000 - paid.payableCents });
    // The seller sees the order but not the buyer's fund.
    expect(ok(await get<OrderView>('order_detail', seller.token, { orderNo: paid.orderNo })).fund).toBeNull();
    ok(await post('order_refund', seller.token, { orderNo: paid.orderNo, reason: '缺货' }));
    const after = ok(await fund(card.id));
    expect(after.fund).toMatchObject({ reservedCents: 0, spentCents: 0, availableCents: 50_000 });
    expect(after.list.map((r) => r.kind).reverse()).toEqual(['allocate', 'reserve', 'release', 'reserve', 'charge', 'refund']);
    expect(after.list.filter((r) => r.orderNo === paid.orderNo).map((r) => r.kind)).toEqual(['refund', 'charge', 'reserve']);
  });

  it('refuses a submission the fund cannot cover and changes nothing', async () => {
    const small = ok(await newFund('SMALL-1', PRICE - 1));
    const draft = ok(await created(student, small.id)).orders[0]!;
    const refused = await submit(student, draft.orderNo);
    expect(refused.body.code).toBe(ErrorCode.FUND_INSUFFICIENT);
    expect(refused.body.msg).toContain('不足以支付这张订单');
    expect(ok(await get<OrderView>('order_detail', student.token, { orderNo: draft.orderNo })).status).toBe('created');
    expect(ok(await fund(small.id)).fund).toMatchObject({ reservedCents: 0, availableCents: PRICE - 1 });
  });

  it('never goes beyond the budget under parallel submissions', async () => {
    const card = ok(await newFund('RACE-1', PRICE * 3 + 500));
    const drafts = [];
    for (let i = 0; i < 6; i++) drafts.push(ok(await created(i % 2 === 0 ? student : other, card.id)).orders[0]!);
    const payable = drafts[0]!.payableCents;
    const answers = await Promise.all(drafts.map((d, i) => submit(i % 2 === 0 ? student : other, d.orderNo)));
    const codes = answers.map((a) => a.body.code);
    const fits = Math.floor((PRICE * 3 + 500) / payable);
    expect(codes.filter((c) => c === 0)).toHaveLength(fits);
    expect(codes.filter((c) => c !== 0).every((c) => c === ErrorCode.FUND_INSUFFICIENT)).toBe(true);
    const ledger = ok(await fund(card.id));
    expect(ledger.fund.reservedCents).toBe(fits * payable);
    // The fund row is the ledger's sum.
    const sums = ledger.list.reduce(
      (s, r) => ({ budget: s.budget + r.budgetDeltaCents, reserved: s.reserved + r.reservedDeltaCents, spent: s.spent + r.spentDeltaCents }),
      {
        budget: 0,
        reserved: 0,
        spent: 0,
      },
    );
    expect(sums).toEqual({ budget: ledger.fund.budgetCents, reserved: ledger.fund.reservedCents, spent: ledger.fund.spentCents });
  });

  it('refuses a fund the buyer may not charge, a closed or expired one, another organisation’s, and one on a personal order', async () => {
    const onlyOther = ok(await newFund('ONLY-O', 50_000, { chargerIds: [other.id] }));
    expect(ok(await get<{ list: Fund[] }>('organisation_funds', student.token, { organisationId })).list.map((f) => f.code)).not.toContain('ONLY-O');
    expect(ok(await get<{ list: Fund[] }>('organisation_funds', other.token, { organisationId })).list.find((f) => f.code === 'ONLY-O')?.canCharge).toBe(true);
    const notMine = await created(student, onlyOther.id);
    expect(notMine.body.code).toBe(ErrorCode.FUND_NOT_USABLE);
    expect(notMine.body.msg).toContain('可用人');

    const today = chinaToday();
    const expired = ok(await newFund('OLD-1', 50_000, { validFrom: '2024-01-01', validUntil: '2024-12-31' }));
    expect((await created(student, expired.id)).body).toMatchObject({ code: ErrorCode.FUND_NOT_USABLE, msg: '经费卡「OLD-1」已于 2024-12-31 到期' });
    const closed = ok(await newFund('SHUT-1', 50_000));
    ok(await post('organisation_fund_status', pi.token, { fundId: closed.id, open: false }));
    expect((await created(student, closed.id)).body.code).toBe(ErrorCode.FUND_NOT_USABLE);
    expect(today > '2024-12-31').toBe(true);

    const elsewhere = ok(await post<{ id: number }>('organisation_create', stranger.token, { name: '别人的课题组' })).id;
    const theirs = ok(
      await post<Fund>('organisation_fund_create', stranger.token, {
        organisationId: elsewhere,
        code: 'THEIRS',
        name: '别人的卡',
        validFrom: '2025-01-01',
        validUntil: '2030-12-31',
        budgetCents: 50_000,
      }),
    );
    expect((await created(student, theirs.id)).body.code).toBe(ErrorCode.FUND_NOT_FOUND);

    const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', student.token, { goodsId, quantity: 1 }));
    const personal = await post('create_order', student.token, {
      cartItemIds: [cart.lines.find((l) => l.goodsId === goodsId)!.id],
      invoiceInfoId: null,
      fundId: closed.id,
    });
    expect(personal.body.code).toBe(ErrorCode.FUND_REQUIRED);
  });

  it('asks for a fund when the rules say so', async () => {
    const rules = { organisationId, approveEveryOrder: false, approvalAboveCents: null, approveRegulated: false, secondApprovalAboveCents: null };
    ok(await post('organisation_rules', pi.token, { ...rules, requireFund: true }));
    const bare = await created(student, null);
    expect(bare.body).toMatchObject({ code: ErrorCode.FUND_REQUIRED, msg: '该组织要求每张订单指定经费卡，请在采购信息中选择经费卡' });
    ok(await post('organisation_rules', pi.token, { ...rules, requireFund: false }));
    expect(ok(await created(student, null)).orders).toHaveLength(1);
  });

  it('adjusts the budget once per key, never below what orders hold and spent, and closes only an unheld fund', async () => {
    const card = ok(await newFund('ADJ-1', 10_000));
    const held = await submitted(student, card.id);
    const adjust = (deltaCents: number, idempotencyKey = key()) =>
      post<Fund>('organisation_fund_budget', pi.token, { fundId: card.id, deltaCents, note: '年度调整', idempotencyKey });
    const sameKey = key();
    expect(ok(await adjust(5_000, sameKey)).budgetCents).toBe(15_000);
    expect(ok(await adjust(5_000, sameKey)).budgetCents).toBe(15_000);
    const tooMuch = await adjust(-(15_000 - held.payableCents + 1));
    expect(tooMuch.body.code).toBe(ErrorCode.FUND_INVALID);
    expect(tooMuch.body.msg).toContain('最多可调减');
    expect(ok(await adjust(-(15_000 - held.payableCents))).availableCents).toBe(0);
    expect(
      (await post('organisation_fund_budget', finance.token, { fundId: card.id, deltaCents: 100, note: '财务试试', idempotencyKey: key() })).body.code,
    ).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    const closing = await post('organisation_fund_status', pi.token, { fundId: card.id, open: false });
    expect(closing.body.code).toBe(ErrorCode.FUND_INVALID);
    ok(await post('order_cancel', student.token, { orderNo: held.orderNo, reason: '不要了' }));
    expect(ok(await post<Fund>('organisation_fund_status', pi.token, { fundId: card.id, open: false })).status).toBe('closed');
  });

  it('an order waiting for approval holds its amount; a rejection frees it', async () => {
    const card = ok(await newFund('APR-1', 100_000));
    ok(
      await post('organisation_rules', pi.token, {
        organisationId,
        approveEveryOrder: true,
        approvalAboveCents: null,
        approveRegulated: false,
        secondApprovalAboveCents: null,
      }),
    );
    const waiting = await submitted(student, card.id);
    expect(waiting.status).toBe('pending_approval');
    expect(ok(await fund(card.id)).fund.reservedCents).toBe(waiting.payableCents);
    ok(await post('order_approval', pi.token, { orderNo: waiting.orderNo, approve: false, reason: '经费另有安排' }));
    expect(ok(await fund(card.id)).fund).toMatchObject({ reservedCents: 0, availableCents: 100_000 });
    ok(
      await post('organisation_rules', pi.token, {
        organisationId,
        approveEveryOrder: false,
        approvalAboveCents: null,
        approveRegulated: false,
        secondApprovalAboveCents: null,
      }),
    );
  });

  it('reports what the organisation paid by fund, member, supplier and month, and exports it as .xlsx with the same filters', async () => {
    const card = ok(await newFund('REP-1', 100_000));
    const byStudent = await submitted(student, card.id);
    ok(await pay(student.token, { orderNo: byStudent.orderNo, idempotencyKey: key(), depositCents: byStudent.payableCents }));
    const byOther = await submitted(other, null);
    ok(await pay(other.token, { orderNo: byOther.orderNo, idempotencyKey: key(), depositCents: byOther.payableCents }));
    ok(await post('order_partial_refund', seller.token, { orderNo: byOther.orderNo, amountCents: 100, reason: '少发一瓶', idempotencyKey: key() }));

    type Report = {
      rows: { key: string; label: string; orders: number; paidCents: number; refundedCents: number; netCents: number }[];
      totals: { orders: number; netCents: number };
    };
    const today = chinaToday();
    const report = (groupBy: string, who = finance, range: object = { from: today, to: today }) =>
      get<Report>('organisation_spending', who.token, { organisationId, groupBy, ...range });
    const byFund = ok(await report('fund'));
    expect(byFund.rows.find((r) => r.label === `REP-1 测试经费 REP-1`)).toMatchObject({
      orders: 1,
      paidCents: byStudent.payableCents,
      netCents: byStudent.payableCents,
    });
    expect(byFund.rows.find((r) => r.key === 'none')).toMatchObject({ label: '未指定经费卡', refundedCents: 100 });
    const byMember = ok(await report('member'));
    expect(byMember.rows.find((r) => r.label.includes(other.username))).toMatchObject({
      orders: 1,
      paidCents: byOther.payableCents,
      refundedCents: 100,
      netCents: byOther.payableCents - 100,
    });
    const bySupplier = ok(await report('supplier'));
    expect(bySupplier.rows).toHaveLength(1);
    expect(bySupplier.rows[0]!.orders).toBe(byFund.totals.orders);
    const byMonth = ok(await report('month'));
    expect(byMonth.rows).toEqual([expect.objectContaining({ key: today.slice(0, 7), orders: byFund.totals.orders, netCents: byFund.totals.netCents })]);
    // A range before anything was paid is empty; a range the wrong way round is refused.
    expect(ok(await report('month', finance, { from: '2020-01-01', to: '2020-12-31' })).rows).toEqual([]);
    expect((await report('month', finance, { from: today, to: '2020-01-01' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await report('month', student)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await report('month', stranger)).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);

    const got = await download(`/api/organisation_spending_export?organisationId=${organisationId}&groupBy=fund&from=${today}&to=${today}`, {
      cookie: finance.token,
    });
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(got.bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['按经费卡汇总', '订单明细', '经费卡流水']);
    const summary = book.getWorksheet('按经费卡汇总')!;
    const totalRow = summary.getRow(byFund.rows.length + 2);
    expect(totalRow.getCell(1).value).toBe('合计');
    expect(totalRow.getCell(5).value).toBe(byFund.totals.netCents / 100);
    const detail = book.getWorksheet('订单明细')!;
    const orderNos: unknown[] = [];
    detail.eachRow((row, n) => n > 1 && orderNos.push(row.getCell(1).value));
    expect(orderNos).toEqual(expect.arrayContaining([byStudent.orderNo, byOther.orderNo]));
    expect(orderNos).toHaveLength(byFund.totals.orders);
    const ledger = book.getWorksheet('经费卡流水')!;
    const kinds: unknown[] = [];
    ledger.eachRow((row, n) => n > 1 && row.getCell(2).value === 'REP-1 测试经费 REP-1' && kinds.push(row.getCell(3).value));
    expect(kinds).toEqual(['追加额度', '订单占用', '付款支出']);
    const refused = await download(`/api/organisation_spending_export?organisationId=${organisationId}`, { cookie: student.token });
    expect(refused.status).toBe(200);
    expect(refused.json?.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
  });

  it('moves the hold with a price agreed in negotiation, and a partial refund gives back only its part', async () => {
    const card = ok(await newFund('NEG-1', 100_000));
    const order = await submitted(student, card.id);
    ok(await post('pj_order', seller.token, { orderNo: order.orderNo, action: 'propose', goodsCents: PRICE - 500, note: '老客户优惠' }));
    ok(await post('pj_order', student.token, { orderNo: order.orderNo, action: 'accept' }));
    const agreed = ok(await get<OrderView>('order_detail', student.token, { orderNo: order.orderNo }));
    expect(agreed.payableCents).toBe(order.payableCents - 500);
    expect(ok(await fund(card.id)).fund.reservedCents).toBe(agreed.payableCents);
    ok(await pay(student.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: agreed.payableCents }));
    ok(await post('order_partial_refund', seller.token, { orderNo: order.orderNo, amountCents: 300, reason: '包装破损补偿', idempotencyKey: key() }));
    const after = ok(await fund(card.id));
    expect(after.fund).toMatchObject({ reservedCents: 0, spentCents: agreed.payableCents - 300, availableCents: 100_000 - agreed.payableCents + 300 });
    expect(after.list.map((r) => r.kind).reverse()).toEqual(['allocate', 'reserve', 'release', 'charge', 'refund']);
    // The seller refunding is not named to the organisation.
    const ledger = ok(await get<{ list: { kind: string; actor: string | null }[] }>('organisation_fund_ledger', pi.token, { fundId: card.id }));
    expect(ledger.list[0]).toMatchObject({ kind: 'refund', actor: '卖家或平台' });
  });

  it("an approver withdraws a purchaser's unpaid order and its hold comes back; others cannot, and a paid order stays", async () => {
    const card = ok(await newFund('WD-1', 100_000));
    const order = await submitted(student, card.id);
    expect(ok(await fund(card.id)).fund.reservedCents).toBe(order.payableCents);
    const cancel = (who: FreshMember, orderNo: string, reason = '课题已结题，不再需要') =>
      post<{ status: string; canCancel: boolean }>('organisation_cancel_order', who.token, { orderNo, reason });

    const listed = ok(await get<{ list: { orderNo: string; canCancel: boolean }[] }>('organisation_orders', pi.token, { organisationId, pageSize: 100 }));
    expect(listed.list.find((o) => o.orderNo === order.orderNo)?.canCancel).toBe(true);
    expect((await cancel(other, order.orderNo)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await cancel(finance, order.orderNo)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await cancel(stranger, order.orderNo)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await cancel(pi, order.orderNo, '')).body.code).toBe(ErrorCode.VALIDATION_FAILED);

    expect(ok(await cancel(pi, order.orderNo))).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(ok(await fund(card.id)).fund).toMatchObject({ reservedCents: 0, availableCents: 100_000 });
    const seen = ok(await get<OrderView & { cancelReason: string | null }>('order_detail', student.token, { orderNo: order.orderNo }));
    expect(seen.status).toBe('cancelled');
    const told = await db.selectFrom('messages').select(['title', 'body']).where('memberId', '=', student.id).orderBy('id', 'desc').limit(5).execute();
    expect(told.some((m) => m.body.includes('买方单位的审批人取消了订单') && m.body.includes('课题已结题'))).toBe(true);

    const paid = await submitted(student, card.id);
    ok(await pay(student.token, { orderNo: paid.orderNo, idempotencyKey: key(), depositCents: paid.payableCents }));
    expect((await cancel(pi, paid.orderNo)).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);

    // An approver who bought it cancels it as its buyer, not as approver.
    ok(await post('organisation_member_roles', pi.token, { organisationId, memberId: student.id, roles: ['purchaser', 'approver'] }));
    const own = await submitted(student, card.id);
    expect(
      ok(await get<{ list: { orderNo: string; canCancel: boolean }[] }>('organisation_orders', student.token, { organisationId, pageSize: 100 })).list.find(
        (o) => o.orderNo === own.orderNo,
      )?.canCancel,
    ).toBe(false);
    expect((await cancel(student, own.orderNo)).body.code).toBe(ErrorCode.ORGANISATION_APPROVAL_OWN_ORDER);
    ok(await post('organisation_member_roles', pi.token, { organisationId, memberId: student.id, roles: ['purchaser'] }));
    // In negotiation it still holds the fund: the approver may withdraw it too.
    ok(await post('pj_order', seller.token, { orderNo: own.orderNo, action: 'propose', goodsCents: PRICE - 100, note: '可以优惠' }));
    expect(ok(await cancel(pi, own.orderNo))).toMatchObject({ status: 'cancelled' });
    expect(ok(await fund(card.id)).fund.reservedCents).toBe(0);
  });

  it('shows a purchaser only what is available, and keeps the fund rule when a rules call leaves it out', async () => {
    const list = ok(await get<{ list: Fund[] }>('organisation_funds', student.token, { organisationId }));
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((f) => f.budgetCents === null && f.reservedCents === null && f.spentCents === null && f.availableCents >= 0)).toBe(true);
    const chargeable = ok(await get<{ list: Fund[] }>('organisation_funds', pi.token, { organisationId, chargeable: '1' }));
    expect(chargeable.list.every((f) => f.canCharge)).toBe(true);
    const rules = { organisationId, approveEveryOrder: false, approvalAboveCents: null, approveRegulated: false, secondApprovalAboveCents: null };
    ok(await post('organisation_rules', pi.token, { ...rules, requireFund: true }));
    expect(ok(await post<{ rules: { requireFund: boolean } }>('organisation_rules', pi.token, rules)).rules.requireFund).toBe(true);
    ok(await post('organisation_rules', pi.token, { ...rules, requireFund: false }));
  });

  it('keeps the ledger append-only', async () => {
    const row = await db.selectFrom('organisationFundLedger').select('id').limit(1).executeTakeFirstOrThrow();
    await expect(db.updateTable('organisationFundLedger').set({ note: 'x' }).where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('organisationFundLedger').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
  });
});
