import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { testDb } from './helpers';
import { freshMember, get, ok, post, TEACHER, type FreshMember } from './kit';
import { grantSellerLicences } from './goods-helpers';
import { freshSeller, listGoods } from './order-helpers';
import { freshBuyer, key, pay, submittedOrder } from './orders-payment-helpers';

/*
 * Issue 34, signed webhooks (decision 0163): a member or an organisation's
 * owner registers an endpoint and its events; a change that tells of one
 * (here: an order paid) owes a delivery in its own transaction, sent by the
 * scheduler with an HMAC signature a receiver checks by the documented
 * recipe; every attempt is listed with its answer; a failed one is resent by
 * hand; a test ping answers at once. Both databases.
 */

const db = testDb();

type Received = { headers: http.IncomingHttpHeaders; body: string };
type Endpoint = { id: number; url: string; events: string[]; ownerLabel: string; lastDelivery: { status: string } | null };
type Delivery = {
  id: number;
  eventId: string;
  eventType: string;
  status: string;
  payload: string;
  attempts: { httpStatus: number | null; error: string | null; responseExcerpt: string | null; manual: boolean }[];
};

/** A procurement system's receiver on this machine: records what arrives, answers with the status it is told to. */
const received: Received[] = [];
let answerStatus = 200;
const receiver = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.writeHead(answerStatus, { 'content-type': 'text/plain' }).end(answerStatus === 200 ? 'ok' : 'busy, try later');
  });
});
let receiverUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/chemmart`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await db.destroy();
});

/** The recipe of docs/integration.md: HMAC-SHA256 of "<t>.<body>" with the secret, compared with v1. */
function verifies(secret: string, headers: http.IncomingHttpHeaders, body: string): boolean {
  const match = String(headers['x-chemmart-signature'] ?? '').match(/^t=(\d+),v1=([0-9a-f]{64})$/);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex');
  return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
}

async function arrived(predicate: (r: Received) => boolean, timeoutMs = 20_000): Promise<Received> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = received.find(predicate);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no delivery arrived in ${timeoutMs} ms (received ${received.length})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('webhooks', () => {
  let buyer: FreshMember;
  let seller: FreshMember;
  let pi: FreshMember;
  let purchaser: FreshMember;
  let stranger: FreshMember;
  let organisationId: number;
  let goodsId: number;
  let buyerSecret: string;
  let buyerEndpoint: Endpoint;

  const register = (who: FreshMember, body: object) => post<{ endpoint: Endpoint; secret: string }>('webhook_endpoint_create', who.token, body);

  beforeAll(async () => {
    [seller, pi, stranger] = await Promise.all([
      freshSeller(db, 'whk_sel'),
      freshMember(db, 'whk_pi', { buyer: true }, TEACHER),
      freshMember(db, 'whk_x', { buyer: true }, TEACHER),
    ]);
    buyer = await freshBuyer(db, 'whk_b', 1_000_000);
    purchaser = await freshBuyer(db, 'whk_p', 1_000_000);
    organisationId = ok(await post<{ id: number }>('organisation_create', pi.token, { name: 'Webhook 测试课题组' })).id;
    const invitation = ok(await post<{ id: number }>('organisation_invite', pi.token, { organisationId, who: purchaser.username, roles: ['purchaser'] }));
    ok(await post('organisation_invitation_answer', purchaser.token, { invitationId: invitation.id, accept: true }));
    goodsId = await listGoods(db, seller.id, '7647-14-5', 2_500);
  });

  it('registers endpoints with their events; the secret is shown once; wrong owners and events are refused', async () => {
    const made = ok(await register(buyer, { url: receiverUrl, description: 'ERP', ownerKind: 'member', events: ['order.paid', 'order.dispatched'] }));
    buyerEndpoint = made.endpoint;
    buyerSecret = made.secret;
    expect(made.endpoint).toMatchObject({ url: receiverUrl, ownerLabel: '我自己', events: ['order.paid', 'order.dispatched'], lastDelivery: null });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = ok(await get<{ list: Endpoint[] }>('webhook_endpoints', buyer.token));
    expect(listed.list.map((e) => e.id)).toEqual([made.endpoint.id]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    const stored = await sql<Record<string, unknown>>`select * from webhook_endpoints where id = ${made.endpoint.id}`.execute(db);
    expect(JSON.stringify(stored.rows)).not.toContain(made.secret.slice(6));

    // An organisation's endpoint: its owner registers it, for buying events only; a purchaser and an outsider cannot.
    ok(await register(pi, { url: receiverUrl, ownerKind: 'organisation', organisationId, events: ['order.paid'] }));
    expect((await register(pi, { url: receiverUrl, ownerKind: 'organisation', organisationId, events: ['goods.approved'] })).body.code).toBe(
      ErrorCode.WEBHOOK_ENDPOINT_INVALID,
    );
    // Inquiries carry no organisation: their quotations are told to the member who asked, never offered to an organisation.
    expect((await register(pi, { url: receiverUrl, ownerKind: 'organisation', organisationId, events: ['quotation.received'] })).body).toMatchObject({
      code: ErrorCode.WEBHOOK_ENDPOINT_INVALID,
      msg: expect.stringContaining('询价'),
    });
    expect((await register(purchaser, { url: receiverUrl, ownerKind: 'organisation', organisationId, events: ['order.paid'] })).body.code).toBe(
      ErrorCode.ORGANISATION_ROLE_REQUIRED,
    );
    expect((await register(stranger, { url: receiverUrl, ownerKind: 'organisation', organisationId, events: ['order.paid'] })).body.code).toBe(
      ErrorCode.ORGANISATION_NOT_FOUND,
    );
    for (const url of ['ftp://example.com/x', 'not a url', 'https://user:pass@example.com/']) {
      expect((await register(buyer, { url, ownerKind: 'member', events: ['order.paid'] })).body).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        msg: expect.stringContaining('接收地址'),
      });
    }
    expect((await register(buyer, { url: receiverUrl, ownerKind: 'member', events: [] })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    // Someone else's endpoint reads "not found" for every call.
    for (const [path, body] of [
      ['webhook_endpoint_delete', { id: buyerEndpoint.id }],
      ['webhook_endpoint_test', { id: buyerEndpoint.id }],
    ] as const) {
      expect((await post(path, stranger.token, body)).body.code, path).toBe(ErrorCode.WEBHOOK_NOT_FOUND);
    }
    expect((await get('webhook_deliveries', stranger.token, { endpointId: buyerEndpoint.id })).body.code).toBe(ErrorCode.WEBHOOK_NOT_FOUND);
  });

  it('an order paid is delivered to the buyer, signed as documented, and listed with its answer', async () => {
    const order = await submittedOrder(buyer.token, goodsId);
    ok(await pay(buyer.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents }));
    const delivery = await arrived((r) => r.body.includes(order.orderNo) && r.headers['x-chemmart-event'] === 'order.paid');
    expect(verifies(buyerSecret, delivery.headers, delivery.body)).toBe(true);
    expect(verifies(`${buyerSecret}x`, delivery.headers, delivery.body)).toBe(false);
    const event = JSON.parse(delivery.body) as { id: string; type: string; data: { orderNo: string; role: string } };
    expect(event).toMatchObject({ type: 'order.paid', data: { orderNo: order.orderNo, role: 'buyer' } });
    expect(delivery.headers['x-chemmart-event-id']).toBe(event.id);

    const listed = ok(await get<{ list: Delivery[] }>('webhook_deliveries', buyer.token, { endpointId: buyerEndpoint.id }));
    const row = listed.list.find((d) => d.eventId === event.id)!;
    expect(row).toMatchObject({
      eventType: 'order.paid',
      status: 'delivered',
      attempts: [expect.objectContaining({ httpStatus: 200, error: null, responseExcerpt: 'ok', manual: false })],
    });
    // The seller registered nothing, so nothing went out for their side.
    expect(received.filter((r) => r.body.includes(order.orderNo))).toHaveLength(1);
  });

  it('a failing endpoint keeps the delivery for a retry, shows the answer, and a resend by hand delivers it; a test ping answers at once', async () => {
    answerStatus = 503;
    const order = await submittedOrder(buyer.token, goodsId);
    ok(await pay(buyer.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents }));
    await arrived((r) => r.body.includes(order.orderNo));
    let row: Delivery | undefined;
    for (let i = 0; i < 50 && row?.status !== 'retrying'; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      row = ok(await get<{ list: Delivery[] }>('webhook_deliveries', buyer.token, { endpointId: buyerEndpoint.id })).list.find((d) =>
        d.payload.includes(order.orderNo),
      );
    }
    expect(row).toMatchObject({
      status: 'retrying',
      attempts: [expect.objectContaining({ httpStatus: 503, error: '接收方应答 HTTP 503', responseExcerpt: 'busy, try later' })],
    });

    answerStatus = 200;
    const resent = ok(await post<Delivery>('webhook_delivery_resend', buyer.token, { id: row!.id }));
    expect(resent.status).toBe('delivered');
    expect(resent.attempts.map((a) => [a.httpStatus, a.manual])).toEqual([
      [200, true],
      [503, false],
    ]);
    expect(received.filter((r) => r.body.includes(order.orderNo)).map((r) => r.headers['x-chemmart-event-id'])).toEqual([row!.eventId, row!.eventId]);
    expect((await post('webhook_delivery_resend', stranger.token, { id: row!.id })).body.code).toBe(ErrorCode.WEBHOOK_NOT_FOUND);

    const ping = ok(await post<Delivery>('webhook_endpoint_test', buyer.token, { id: buyerEndpoint.id }));
    expect(ping).toMatchObject({ eventType: 'ping', status: 'delivered', attempts: [expect.objectContaining({ httpStatus: 200, manual: true })] });
    const pinged = received.find((r) => r.headers['x-chemmart-event-id'] === ping.eventId)!;
    expect(verifies(buyerSecret, pinged.headers, pinged.body)).toBe(true);

    await expect(sql`update webhook_attempts set http_status = 200`.execute(db)).rejects.toThrow(/append-only/);
  });

  it("an organisation's order is told to the organisation's endpoint; a deleted endpoint hears nothing more", async () => {
    // The purchaser orders for the organisation and pays at the cashier from their own deposit.
    const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', purchaser.token, { goodsId, quantity: 1 }));
    const created = ok(
      await post<{ orders: { orderNo: string }[] }>('create_order', purchaser.token, {
        cartItemIds: [cart.lines.find((l) => l.goodsId === goodsId)!.id],
        invoiceInfoId: null,
        organisationId,
      }),
    );
    const order = ok(await post<{ orderNo: string; payableCents: number }>('submit_order', purchaser.token, { orderNo: created.orders[0]!.orderNo }));
    ok(await pay(purchaser.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents }));
    const toOrganisation = await arrived((r) => r.body.includes(order.orderNo));
    expect(JSON.parse(toOrganisation.body)).toMatchObject({ type: 'order.paid', data: { orderNo: order.orderNo, organisationId } });

    ok(await post('webhook_endpoint_delete', buyer.token, { id: buyerEndpoint.id }));
    expect(ok(await get<{ list: Endpoint[] }>('webhook_endpoints', buyer.token)).list).toEqual([]);
    const after = await submittedOrder(buyer.token, goodsId);
    ok(await pay(buyer.token, { orderNo: after.orderNo, idempotencyKey: key(), depositCents: after.payableCents }));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(received.some((r) => r.body.includes(after.orderNo))).toBe(false);
  });

  it("the operator's review of a seller's goods is told to the seller's endpoint", async () => {
    const operator = await freshMember(db, 'whk_op', { operator: true }, TEACHER);
    await grantSellerLicences(db, seller.token, ['business_licence']);
    const secret = ok(await register(seller, { url: receiverUrl, ownerKind: 'member', events: ['goods.approved', 'goods.rejected'] })).secret;
    const offer = {
      cas: '50-78-2',
      purity: '≥99%',
      leadTimeDays: 3,
      packs: [
        { packSize: 25, unitCode: 'g', priceCents: 6850, stock: 10 },
        { packSize: 100, unitCode: 'g', priceCents: 19900, stock: 5 },
      ],
    };
    const created = ok(await post<{ goodsIds: number[] }>('create_goods', seller.token, offer));
    const [approved, rejected] = created.goodsIds as [number, number];
    ok(await post('admin/goods_review', operator.token, { goodsId: approved, decision: 'approve' }));
    ok(await post('admin/goods_review', operator.token, { goodsId: rejected, decision: 'reject', reason: '价格明显有误' }));
    const yes = await arrived((r) => r.headers['x-chemmart-event'] === 'goods.approved' && r.body.includes(`"goodsId":${approved}`));
    const no = await arrived((r) => r.headers['x-chemmart-event'] === 'goods.rejected' && r.body.includes(`"goodsId":${rejected}`));
    expect(verifies(secret, yes.headers, yes.body)).toBe(true);
    expect(JSON.parse(yes.body)).toMatchObject({ data: { goodsId: approved, cas: '50-78-2', status: 'on_shelf', reason: null } });
    expect(JSON.parse(no.body)).toMatchObject({ data: { goodsId: rejected, status: 'rejected', reason: '价格明显有误' } });
  });
});
