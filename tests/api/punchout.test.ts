import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { child, parseCxml } from '@/lib/server/punchout/cxml';
import { structureProblems } from '@/lib/server/punchout/cxml-structure';
import { ErrorCode } from '@/lib/server/core/errors';
import { testDb, url } from './helpers';
import { freshMember, get, ok, post, TEACHER, type FreshMember } from './kit';
import { addDefaultAddress, freshSeller, listGoods } from './order-helpers';
import { cartLinesOf, ProcurementSimulator, totalOf, type Posted } from './procurement-simulator';

/*
 * Issue 34, cXML PunchOut (decision 0165), end to end against the started
 * server with a small procurement system (procurement-simulator.ts): the
 * organisation's owner connects it; its PunchOutSetupRequest opens a session;
 * the start link signs the browser in as the organisation's purchaser; the
 * cart goes back as a PunchOutOrderMessage through the browser; the approved
 * requisition comes back as an OrderRequest and becomes a submitted order of
 * the organisation with its purchase-order number, answered by a cXML
 * Response. Every document ChemMart sends is checked against the structure
 * written from the cXML 1.2 reference. Both databases.
 */

const db = testDb();
afterAll(() => db.destroy());

type Connection = { id: number; fromIdentity: string; revokedAt: string | null; actingMember: { id: number } };

const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

function expectConforms(posted: Posted | string) {
  const xml = typeof posted === 'string' ? posted : posted.xml;
  expect(structureProblems(parseCxml(xml))).toEqual([]);
}

const statusOf = (posted: Posted) => child(posted.root, 'Response', 'Status')!;

describe('cXML PunchOut', () => {
  let pi: FreshMember;
  let student: FreshMember;
  let approver: FreshMember;
  let stranger: FreshMember;
  let organisationId: number;
  let goodsId: number;
  let system: ProcurementSimulator;
  let connection: Connection;
  const identity = `AN${Date.now()}`;

  beforeAll(async () => {
    const seller = await freshSeller(db, 'pout_sel');
    [pi, student, approver, stranger] = await Promise.all([
      freshMember(db, 'pout_pi', { buyer: true }, TEACHER),
      freshMember(db, 'pout_s', { buyer: true }),
      freshMember(db, 'pout_ap', { buyer: true }, TEACHER),
      freshMember(db, 'pout_x', { buyer: true }, TEACHER),
    ]);
    await addDefaultAddress(student);
    organisationId = ok(await post<{ id: number }>('organisation_create', pi.token, { name: 'PunchOut 测试课题组' })).id;
    for (const [member, roles] of [
      [student, ['purchaser']],
      [approver, ['approver']],
    ] as const) {
      const invitation = ok(await post<{ id: number }>('organisation_invite', pi.token, { organisationId, who: member.username, roles }));
      ok(await post('organisation_invitation_answer', member.token, { invitationId: invitation.id, accept: true }));
    }
    // Every order of the organisation needs an approval here: one from PunchOut was approved in the procurement system.
    ok(
      await post('organisation_rules', pi.token, {
        organisationId,
        approveEveryOrder: true,
        approvalAboveCents: null,
        approveRegulated: false,
        secondApprovalAboveCents: null,
      }),
    );
    goodsId = await listGoods(db, seller.id, '7647-14-5', 4_550);
  });

  afterAll(() => system?.close());

  it('an owner connects a procurement system; the shared secret is shown once; others are refused', async () => {
    const create = (who: FreshMember, body: object) => post<{ connection: Connection; sharedSecret: string }>('punchout_connection_create', who.token, body);
    const body = { organisationId, name: '校采平台', fromDomain: 'NetworkID', fromIdentity: identity, actingMemberId: student.id };
    expect((await create(stranger, body)).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
    expect((await create(student, body)).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    const notPurchaser = await create(pi, { ...body, actingMemberId: approver.id });
    expect(notPurchaser.body).toMatchObject({ code: ErrorCode.PUNCHOUT_CONNECTION_INVALID, msg: expect.stringContaining('采购人') });
    // An owner (the PI is also a purchaser) is never signed in by a procurement system: their session manages the group.
    expect((await create(pi, { ...body, actingMemberId: pi.id })).body).toMatchObject({
      code: ErrorCode.PUNCHOUT_CONNECTION_INVALID,
      msg: expect.stringContaining('负责人'),
    });
    expect((await create(pi, { ...body, fromIdentity: 'has space' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);

    const made = ok(await create(pi, body));
    connection = made.connection;
    expect(made.sharedSecret).toMatch(/^pos_[A-Za-z0-9_-]{43}$/);
    expect((await create(pi, body)).body).toMatchObject({ code: ErrorCode.PUNCHOUT_CONNECTION_INVALID, msg: expect.stringContaining('凭据') });
    const listed = ok(
      await get<{ list: Connection[]; endpoint: string; organisations: { id: number; purchasers: { id: number }[] }[] }>('punchout_connections', pi.token),
    );
    expect(listed.list.map((c) => c.id)).toEqual([connection.id]);
    // The default-purchaser choice offers the purchasers a session may sign in as: never the owner, though a purchaser too.
    const offered = listed.organisations.find((o) => o.id === organisationId)!.purchasers.map((p) => p.id);
    expect(offered).toContain(body.actingMemberId);
    expect(offered).not.toContain(pi.id);
    expect(listed.endpoint).toMatch(/\/punchout\/cxml$/);
    expect(JSON.stringify(listed)).not.toContain(made.sharedSecret);
    expect(ok(await get<{ list: Connection[] }>('punchout_connections', stranger.token)).list).toEqual([]);
    expect((await post('punchout_connection_revoke', stranger.token, { id: connection.id })).body.code).toBe(ErrorCode.PUNCHOUT_CONNECTION_NOT_FOUND);

    system = new ProcurementSimulator(url('/punchout/cxml'), { domain: 'NetworkID', identity }, made.sharedSecret);
    await system.listen();
  });

  it('refuses a wrong secret, an unknown sender and a malformed document with a cXML status', async () => {
    const wrong = await system.post(system.setupRequest({ buyerCookie: 'c0', secret: 'pos_wrong' }));
    expect(wrong.status).toBe(401);
    expect(statusOf(wrong).attributes).toMatchObject({ code: '401', text: 'Unauthorized' });
    expectConforms(wrong);
    const malformed = await fetch(url('/punchout/cxml'), { method: 'POST', body: '<cXML payloadID="x"' });
    expect(malformed.status).toBe(400);
    expectConforms(await malformed.text());
    const unsupported = await system.post(system.setupRequest({ buyerCookie: 'c0', operation: 'source' }));
    expect(statusOf(unsupported).attributes.code).toBe('406');
    expectConforms(unsupported);
    // The simulator's own documents follow the same structure, as a real system's would.
    expectConforms(system.setupRequest({ buyerCookie: 'c0', email: 'x@example.invalid' }));
    expectConforms(system.orderRequest({ orderId: 'PO-0', items: [{ partId: '1', quantity: 1, unitPrice: '1.00' }] }));
    const huge = await fetch(url('/punchout/cxml'), { method: 'POST', body: `<cXML payloadID="x">${' '.repeat(600 * 1024)}</cXML>` });
    expect(huge.status).toBe(413);
    expectConforms(await huge.text());
  });

  it('the round trip: setup → start link → the cart back through the browser → OrderRequest → a submitted order with the PO number', async () => {
    const setup = await system.post(system.setupRequest({ buyerCookie: 'requisition-42', email: 'nobody@example.invalid' }));
    expect(setup.status).toBe(200);
    expectConforms(setup);
    expect(statusOf(setup).attributes.code).toBe('200');
    const startUrl = new URL(child(setup.root, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')!.text);
    expect(startUrl.pathname).toMatch(/^\/punchout\/start\/[A-Za-z0-9_-]{32}$/);

    // The browser opens the link: signed in as the default purchaser (the email names no one of the organisation).
    const start = await fetch(url(startUrl.pathname), { redirect: 'manual' });
    expect(start.status).toBe(303);
    const cookies = Object.fromEntries(start.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]));
    expect(cookies.punchout).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(ok(await get<{ id: number }>('member_info', cookies.token))).toMatchObject({ id: student.id });
    expect((await fetch(url(startUrl.pathname), { redirect: 'manual' })).status).toBe(410);

    ok(await post('cart_add', cookies.token, { goodsId, quantity: 2 }));
    const cookieHeader = `token=${cookies.token}; punchout=${cookies.punchout}; punchout_active=1`;
    const cartPage = await (await fetch(url('/cart'), { headers: { cookie: cookieHeader } })).text();
    expect(cartPage).toContain('送回采购系统');

    // 送回采购系统: a page whose form posts the cart to the BrowserFormPost address, as the browser does.
    const transfer = await fetch(url('/punchout/transfer'), { method: 'POST', headers: { cookie: cookieHeader } });
    expect(transfer.status).toBe(200);
    expect(transfer.headers.get('content-security-policy')).toContain(`form-action ${new URL(system.returnUrl).origin}`);
    const html = await transfer.text();
    const action = unescapeHtml(/<form[^>]*action="([^"]+)"/.exec(html)![1]!);
    const field = unescapeHtml(/name="cxml-urlencoded" value="([^"]*)"/.exec(html)![1]!);
    expect(action).toBe(system.returnUrl);
    const returned = await fetch(action, { method: 'POST', body: new URLSearchParams({ 'cxml-urlencoded': field }) });
    expect(returned.status).toBe(200);
    const message = parseCxml(system.received.at(-1)!);
    expectConforms(system.received.at(-1)!);
    expect(child(message, 'Message', 'PunchOutOrderMessage', 'BuyerCookie')!.text).toBe('requisition-42');
    const lines = cartLinesOf(message);
    expect(lines).toEqual([
      {
        partId: String(goodsId),
        quantity: 2,
        unitPrice: '45.50',
        extrinsics: expect.objectContaining({ CASNumber: '7647-14-5', PackSize: expect.any(String), Purity: expect.any(String) }),
        classification: '12350000',
      },
    ]);
    expect(ok(await get<{ lines: unknown[] }>('cart', cookies.token)).lines).toEqual([]);
    expect((await fetch(url('/punchout/transfer'), { method: 'POST', headers: { cookie: cookieHeader } })).status).toBe(409);

    // The requisition, approved over there, comes back as an OrderRequest.
    // The approved total includes the freight the cart was sent back with.
    const total = totalOf(message);
    const freight = child(message, 'Message', 'PunchOutOrderMessage', 'PunchOutOrderMessageHeader', 'Shipping', 'Money')!.text;
    expect(Number(total)).toBeCloseTo(2 * 45.5 + Number(freight), 2);
    const orderRequest = system.orderRequest({ orderId: 'PO-2026-7788', items: lines, total });
    const placed = await system.post(orderRequest);
    expect(placed.status, statusOf(placed).text).toBe(200);
    expectConforms(placed);
    const orderNo = /DD\d{14}/.exec(statusOf(placed).text)![0];
    const order = await db
      .selectFrom('orders')
      .select(['buyerId', 'organisationId', 'status', 'purchaseOrderNo', 'payableCents'])
      .where('orderNo', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect({ ...order, payableCents: Number(order.payableCents) }).toEqual({
      buyerId: student.id,
      organisationId,
      status: 'submitted',
      purchaseOrderNo: 'PO-2026-7788',
      payableCents: Math.round(Number(total) * 100),
    });

    // Sent again (the system did not hear the answer): the same answer, no second order.
    const again = await system.post(orderRequest);
    expect(again.xml).toBe(placed.xml);
    expect(await db.selectFrom('orders').select('id').where('purchaseOrderNo', '=', 'PO-2026-7788').execute()).toHaveLength(1);
  });

  it('refuses an OrderRequest at another price, of goods we do not sell, or changing an order', async () => {
    const refused = async (xml: string, text: RegExp) => {
      const posted = await system.post(xml);
      expect(posted.status).toBe(406);
      expect(statusOf(posted).text).toMatch(text);
      expectConforms(posted);
    };
    await refused(system.orderRequest({ orderId: 'PO-X1', items: [{ partId: String(goodsId), quantity: 1, unitPrice: '40.00' }] }), /现价 45\.50/);
    // The right unit price but a total without the freight: the orders would cost more than was approved.
    await refused(
      system.orderRequest({ orderId: 'PO-X5', items: [{ partId: String(goodsId), quantity: 1, unitPrice: '45.50' }], total: '45.50' }),
      /订单总额 45\.50/,
    );
    await refused(system.orderRequest({ orderId: 'PO-X2', items: [{ partId: 'SIAL-S7653', quantity: 1, unitPrice: '40.00' }] }), /不是 ChemMart 的商品编号/);
    await refused(system.orderRequest({ orderId: 'PO-X3', items: [{ partId: '999999999', quantity: 1, unitPrice: '40.00' }] }), /./);
    await refused(
      system.orderRequest({ orderId: 'PO-X4', type: 'update', items: [{ partId: String(goodsId), quantity: 1, unitPrice: '45.50' }] }),
      /修改或取消/,
    );
    expect(await db.selectFrom('orders').select('id').where('purchaseOrderNo', 'like', 'PO-X%').execute()).toEqual([]);
  });

  it('a purchaser who may no longer shop is not signed in; the system is told', async () => {
    ok(await post('organisation_member_roles', pi.token, { organisationId, memberId: student.id, roles: ['approver'] }));
    const refused = await system.post(system.setupRequest({ buyerCookie: 'after-role' }));
    expect(refused.status).toBe(403);
    expectConforms(refused);
    ok(await post('organisation_member_roles', pi.token, { organisationId, memberId: student.id, roles: ['purchaser'] }));
  });

  it('a stopped connection is refused at once', async () => {
    const revoked = ok(await post<Connection>('punchout_connection_revoke', pi.token, { id: connection.id }));
    expect(revoked.revokedAt).not.toBeNull();
    const refused = await system.post(system.setupRequest({ buyerCookie: 'after' }));
    expect(refused.status).toBe(401);
  });
});
