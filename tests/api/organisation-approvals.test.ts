import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { expireStalledApprovals } from '@/lib/server/workflows/order-expiry';
import { testDb } from './helpers';
import { freshMember, get, post, TEACHER, type FreshMember, ok } from './kit';
import { freshSeller, listGoods, messagesOf, PLAIN_CAS } from './order-helpers';
import { freshBuyer, key, pay } from './orders-payment-helpers';

/*
 * Issue 32, approvals (decision 0158): an order placed for an organisation
 * whose rules ask for approval waits in pending_approval — unpayable, unseen
 * by the seller — until approvers decide; two levels need two approvers; an
 * approver never decides on their own order; a rejection cancels it; a price
 * agreed in negotiation is approved again. Both databases.
 */

const db = testDb();
afterAll(() => db.destroy());

type Role = 'owner' | 'approver' | 'purchaser' | 'finance';
type Pending = {
  orderNo: string;
  status: string;
  approvalsRequired: number;
  canDecide: boolean;
  approvals: { username: string; decision: string; orderVersion: number }[];
};
type OrderView = { orderNo: string; status: string; statusLabel: string; payableCents: number; cancelReason: string | null; actions: string[] };

describe('approvals of an organisation’s orders', () => {
  let pi: FreshMember;
  let second: FreshMember;
  let student: FreshMember;
  let stranger: FreshMember;
  let seller: FreshMember;
  let organisationId: number;
  let cheap: number;
  let dear: number;

  async function join(member: FreshMember, roles: Role[]) {
    const invitation = ok(await post<{ id: number }>('organisation_invite', pi.token, { organisationId, who: member.username, roles }));
    ok(await post('organisation_invitation_answer', member.token, { invitationId: invitation.id, accept: true }));
  }

  /** An order for the organisation, created and submitted by `buyer`. */
  async function submitted(buyer: FreshMember, goodsId: number): Promise<OrderView> {
    const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', buyer.token, { goodsId, quantity: 1 }));
    const created = ok(
      await post<{ orders: OrderView[] }>('create_order', buyer.token, {
        cartItemIds: [cart.lines.find((l) => l.goodsId === goodsId)!.id],
        invoiceInfoId: null,
        organisationId,
      }),
    );
    return ok(await post<OrderView>('submit_order', buyer.token, { orderNo: created.orders[0]!.orderNo }));
  }

  const decide = (member: FreshMember, orderNo: string, approve: boolean, reason: string | null = null) =>
    post<Pending>('order_approval', member.token, { orderNo, approve, reason });
  const orderOf = async (member: FreshMember, orderNo: string) => ok(await get<OrderView>('order_detail', member.token, { orderNo }));

  beforeAll(async () => {
    [pi, second, stranger, seller] = await Promise.all([
      freshMember(db, 'apr_pi', { buyer: true }, TEACHER),
      freshMember(db, 'apr_2nd', { buyer: true }, TEACHER),
      freshMember(db, 'apr_x', { buyer: true }, TEACHER),
      freshSeller(db, 'apr_sel'),
    ]);
    student = await freshBuyer(db, 'apr_s', 10_000_000);
    await post('transaction_create', pi.token, {
      receiver: '李四',
      phone: '13912345678',
      areaCodes: ['44', '4401', '440106'],
      detail: '天河路 100 号',
      postcode: '510000',
    });
    organisationId = ok(await post<{ id: number }>('organisation_create', pi.token, { name: '审批测试课题组' })).id;
    await join(second, ['approver']);
    await join(student, ['purchaser']);
    cheap = await listGoods(db, seller.id, PLAIN_CAS, 3_000);
    dear = await listGoods(db, seller.id, '64-17-5', 80_000);
  });

  it('only the owner sets the rules, and a second level above the first', async () => {
    const rules = { organisationId, approveEveryOrder: false, approvalAboveCents: 5_000, approveRegulated: false, secondApprovalAboveCents: 50_000 };
    expect((await post('organisation_rules', student.token, rules)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    const inverted = await post('organisation_rules', pi.token, { ...rules, secondApprovalAboveCents: 5_000 });
    expect(inverted.body).toMatchObject({ code: ErrorCode.ORGANISATION_INVALID, msg: '第二级审批的金额须高于第一级' });
    const saved = ok(await post<{ rules: object }>('organisation_rules', pi.token, rules));
    expect(saved.rules).toEqual({
      approveEveryOrder: false,
      approvalAboveCents: 5_000,
      approveRegulated: false,
      secondApprovalAboveCents: 50_000,
      requireFund: false,
    });
  });

  it('an order under the amount goes straight to the seller', async () => {
    const order = await submitted(student, cheap);
    expect(order.status).toBe('submitted');
  });

  it('an order above it waits: unpayable, unseen by the seller, until an approver other than its buyer approves', async () => {
    const order = await submitted(student, await listGoods(db, seller.id, '7647-14-5', 12_000));
    expect(order).toMatchObject({ status: 'pending_approval', statusLabel: '待审批' });
    expect(order.actions).toEqual(['cancel']);
    const paying = await pay(student.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents });
    expect(paying.body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    expect(paying.body.msg).toContain('待审批');
    expect((await get('order_detail', seller.token, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await messagesOf(second.token)).some((m) => m.title === `订单待审批：${order.orderNo}`)).toBe(true);

    // The queue: approvers only; a purchaser is refused naming the role, a stranger's decision reads "no such order".
    const queue = ok(await get<{ list: Pending[] }>('organisation_orders', second.token, { organisationId, pending: '1' }));
    expect(queue.list.find((p) => p.orderNo === order.orderNo)).toMatchObject({ approvalsRequired: 1, canDecide: true });
    expect((await get('organisation_orders', student.token, { organisationId, pending: '1' })).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await decide(student, order.orderNo, true)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await decide(stranger, order.orderNo, true)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);

    const approved = ok(await decide(second, order.orderNo, true));
    expect(approved.status).toBe('submitted');
    expect((await orderOf(seller, order.orderNo)).status).toBe('submitted');
    ok(await pay(student.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents }));
    expect((await orderOf(student, order.orderNo)).status).toBe('paid');
    expect((await messagesOf(seller.token)).some((m) => m.title === `新订单：${order.orderNo}`)).toBe(true);
  });

  it('an approver never approves their own order; another approver does', async () => {
    // The PI purchases too (the creator holds every role).
    const order = await submitted(pi, await listGoods(db, seller.id, '7732-18-5', 20_000));
    expect(order.status).toBe('pending_approval');
    const own = await decide(pi, order.orderNo, true);
    expect(own.body).toMatchObject({ code: ErrorCode.ORGANISATION_APPROVAL_OWN_ORDER });
    expect(ok(await decide(second, order.orderNo, true)).status).toBe('submitted');
  });

  it('a rejection needs a reason, cancels the order and tells the buyer', async () => {
    const order = await submitted(student, await listGoods(db, seller.id, '67-64-1', 15_000));
    const bare = await decide(second, order.orderNo, false);
    expect(bare.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bare.body.msg).toContain('驳回时请填写理由');
    expect(ok(await decide(second, order.orderNo, false, '本月经费已用完')).status).toBe('cancelled');
    // The seller never had it: not even its cancellation (nor the organisation's reason) reaches them.
    expect((await get('order_detail', seller.token, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    const sellerList = ok(await get<{ list: { orderNo: string }[] }>('order_sell', seller.token, { pageSize: 100 }));
    expect(sellerList.list.map((o) => o.orderNo)).not.toContain(order.orderNo);
    const after = await orderOf(student, order.orderNo);
    expect(after).toMatchObject({ status: 'cancelled', cancelReason: '审批未通过：本月经费已用完' });
    expect((await messagesOf(student.token)).some((m) => m.title === `订单审批未通过：${order.orderNo}` && m.body.includes('本月经费已用完'))).toBe(true);
    expect((await decide(pi, order.orderNo, true)).body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
  });

  it('above the second amount two different approvers approve, once each per revision', async () => {
    const order = await submitted(student, dear);
    expect(order.status).toBe('pending_approval');
    const first = ok(await decide(second, order.orderNo, true));
    expect(first).toMatchObject({ status: 'pending_approval', approvalsRequired: 2, canDecide: false });
    expect(first.approvals).toEqual([expect.objectContaining({ username: second.username, decision: 'approved' })]);
    expect((await decide(second, order.orderNo, true)).body.code).toBe(ErrorCode.ORGANISATION_APPROVAL_DUPLICATE);
    expect((await orderOf(student, order.orderNo)).status).toBe('pending_approval');
    expect(ok(await decide(pi, order.orderNo, true)).status).toBe('submitted');
  });

  it('two approvers deciding at once on a two-level order both count, and it moves on', async () => {
    const order = await submitted(student, await listGoods(db, seller.id, '64-19-7', 70_000));
    const answers = await Promise.all([decide(second, order.orderNo, true), decide(pi, order.orderNo, true)]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0]);
    expect((await orderOf(student, order.orderNo)).status).toBe('submitted');
  });

  it('refuses a decision on a revision the approver did not see', async () => {
    const order = await submitted(student, await listGoods(db, seller.id, '7697-37-2', 9_500));
    const stale = await post('order_approval', second.token, { orderNo: order.orderNo, approve: true, version: 99 });
    expect(stale.body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    expect((await orderOf(student, order.orderNo)).status).toBe('pending_approval');
    ok(await decide(second, order.orderNo, false, '不需要了'));
  });

  it('two approvers deciding at once move the order once', async () => {
    const order = await submitted(student, await listGoods(db, seller.id, '50-78-2', 9_000));
    const answers = await Promise.all([decide(second, order.orderNo, true), decide(pi, order.orderNo, true)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ErrorCode.ORDER_TRANSITION_INVALID]);
    expect((await orderOf(student, order.orderNo)).status).toBe('submitted');
    const events = await db
      .selectFrom('orderEvents')
      .innerJoin('orders', 'orders.id', 'orderEvents.orderId')
      .select('orderEvents.action')
      .where('orders.orderNo', '=', order.orderNo)
      .where('orderEvents.action', '=', 'approve')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('a price agreed in negotiation sends the order back for approval', async () => {
    const order = await submitted(student, await listGoods(db, seller.id, '71-43-2', 10_000));
    ok(await decide(second, order.orderNo, true));
    ok(await post('pj_order', seller.token, { orderNo: order.orderNo, action: 'propose', goodsCents: 9_000, note: '老客户优惠' }));
    ok(await post('pj_order', student.token, { orderNo: order.orderNo, action: 'accept' }));
    const again = await orderOf(student, order.orderNo);
    expect(again.status).toBe('pending_approval');
    // The seller had the order already: they still see it, waiting for the buyer's approval of the new price.
    expect((await orderOf(seller, order.orderNo)).status).toBe('pending_approval');
    const queued = ok(await get<{ list: Pending[] }>('organisation_orders', second.token, { organisationId, pending: '1' })).list.find(
      (p) => p.orderNo === order.orderNo,
    )!;
    // The earlier approval was of the earlier revision: this one asks again.
    expect(queued.canDecide).toBe(true);
    expect(ok(await decide(second, order.orderNo, true)).status).toBe('submitted');
  });

  it('a seller who accepts the buyer’s price on an organisation’s order gets its answer; the order waits for approval again', async () => {
    const order = await submitted(student, await listGoods(db, seller.id, '108-88-3', 10_000));
    ok(await decide(second, order.orderNo, true));
    ok(await post('pj_order', student.token, { orderNo: order.orderNo, action: 'propose', goodsCents: 9_500, note: '请优惠' }));
    ok(await post('pj_order', seller.token, { orderNo: order.orderNo, action: 'accept' }));
    expect((await orderOf(seller, order.orderNo)).status).toBe('pending_approval');
  });

  it('refuses to send an order for approval that no one but its buyer could approve, and a removed purchaser’s draft', async () => {
    const [lone, member] = await Promise.all([freshBuyer(db, 'apr_lone', 0), freshBuyer(db, 'apr_mem', 0)]);
    await db.updateTable('members').set({ memberType: 'teacher' }).where('id', '=', lone.id).execute();
    const group = ok(await post<{ id: number }>('organisation_create', lone.token, { name: '一人课题组' }));
    ok(
      await post('organisation_rules', lone.token, {
        organisationId: group.id,
        approveEveryOrder: true,
        approvalAboveCents: null,
        approveRegulated: false,
        secondApprovalAboveCents: null,
      }),
    );
    const draft = async (buyer: FreshMember) => {
      const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', buyer.token, { goodsId: cheap, quantity: 1 }));
      const made = ok(
        await post<{ orders: OrderView[] }>('create_order', buyer.token, {
          cartItemIds: [cart.lines.find((l) => l.goodsId === cheap)!.id],
          invoiceInfoId: null,
          organisationId: group.id,
        }),
      );
      return made.orders[0]!.orderNo;
    };
    const own = await draft(lone);
    const refused = await post('submit_order', lone.token, { orderNo: own });
    expect(refused.body.code).toBe(ErrorCode.ORGANISATION_NO_APPROVER);
    expect(refused.body.msg).toContain('请负责人先指定审批人');
    expect((await orderOf(lone, own)).status).toBe('created');

    const invitation = ok(
      await post<{ id: number }>('organisation_invite', lone.token, { organisationId: group.id, who: member.username, roles: ['purchaser'] }),
    );
    ok(await post('organisation_invitation_answer', member.token, { invitationId: invitation.id, accept: true }));
    const theirs = await draft(member);
    ok(await post('organisation_member_remove', lone.token, { organisationId: group.id, memberId: member.id }));
    expect((await post('submit_order', member.token, { orderNo: theirs })).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
  });

  it('cancels an order that waited a week for approval with nothing happening, and frees its stock', async () => {
    const order = await submitted(student, await listGoods(db, seller.id, '7664-93-9', 9_800));
    expect(order.status).toBe('pending_approval');
    await expireStalledApprovals(db, new Date(Date.now() + 8 * 86_400_000));
    const after = await orderOf(student, order.orderNo);
    expect(after).toMatchObject({ status: 'cancelled', cancelReason: '7 天内未完成组织审批，系统已自动取消' });
  });
});
