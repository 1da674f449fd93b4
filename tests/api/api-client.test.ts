import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChemMartApiError, createChemMartClient, dataOf, type ChemMartClient } from '@/lib/api-client/client';
import { ErrorCode } from '@/lib/server/core/errors';
import { testDb, url } from './helpers';
import { freshMember, get, ok, post, TEACHER, type FreshMember } from './kit';
import { uploadProof } from './money-helpers';
import { addDefaultAddress, freshSeller, listGoods } from './order-helpers';
import { key } from './orders-payment-helpers';

/*
 * Issue 34: the TypeScript client generated from /api/openapi.json
 * (lib/api-client) is what a procurement system would use. With an
 * organisation's API key it finds a product, fills the cart, orders for the
 * organisation with a purchase-order number, submits and pays from the
 * organisation's deposit; a refusal comes back as ChemMartApiError with the
 * envelope's code. Both databases.
 */

const db = testDb();
afterAll(() => db.destroy());

const CAS = '7647-14-5';
const PRICE = 4_500;

describe('the generated TypeScript client with an organisation key', () => {
  let pi: FreshMember;
  let operator: FreshMember;
  let organisationId: number;
  let goodsId: number;
  let client: ChemMartClient;
  let keyId: number;

  beforeAll(async () => {
    const seller = await freshSeller(db, 'aclient_sel');
    [pi, operator] = await Promise.all([
      freshMember(db, 'aclient_pi', { buyer: true }, TEACHER),
      freshMember(db, 'aclient_op', { buyer: true, operator: true }, TEACHER),
    ]);
    organisationId = ok(await post<{ id: number }>('organisation_create', pi.token, { name: '生成客户端测试课题组' })).id;
    await addDefaultAddress(pi);
    goodsId = await listGoods(db, seller.id, CAS, PRICE);
    // The organisation's deposit, recharged by transfer and confirmed by the operator.
    const recharge = ok(
      await post<{ id: number }>('member/recharge', pi.token, {
        method: 'offline',
        amountCents: 100_000,
        idempotencyKey: key(),
        proofUploadId: await uploadProof(pi.token),
        payerName: '某某大学',
        organisationId,
      }),
    );
    ok(await post('admin/recharge_confirm', operator.token, { id: recharge.id }));

    const made = ok(
      await post<{ key: { id: number; keyId: string }; secret: string }>('api_key_create', pi.token, {
        name: '采购平台对接',
        ownerKind: 'organisation',
        organisationId,
        scopes: ['catalog', 'orders'],
      }),
    );
    keyId = made.key.id;
    client = createChemMartClient({ baseUrl: new URL(url('/')).origin, keyId: made.key.keyId, secret: made.secret });
  });

  it('finds the product, orders for the organisation, submits and pays from its deposit', async () => {
    const product = dataOf(await client.GET('/api/product/{cas}', { params: { path: { cas: CAS } } }));
    expect(product.cas).toBe(CAS);
    expect(product.offers.map((offer) => offer.goodsId)).toContain(goodsId);

    const cart = dataOf(await client.POST('/api/cart_add', { body: { goodsId, quantity: 2 } }));
    const line = cart.lines.find((l) => l.goodsId === goodsId)!;
    expect(line).toMatchObject({ quantity: 2, unitPriceCents: PRICE, amountCents: 2 * PRICE });

    const created = dataOf(
      await client.POST('/api/create_order', {
        body: { cartItemIds: [line.id], invoiceInfoId: null, organisationId, purchaseOrderNo: 'PO-CLIENT-0001' },
      }),
    );
    const orderNo = created.orders[0]!.orderNo!;
    expect(orderNo).toMatch(/^DD\d{14}$/);

    const submitted = dataOf(await client.POST('/api/submit_order', { body: { orderNo } }));
    expect(submitted.status).toBe('submitted');
    expect(submitted.payableCents).toBeGreaterThanOrEqual(2 * PRICE);

    const idempotencyKey = key();
    const paid = dataOf(await client.POST('/api/organisation_pay_order', { body: { organisationId, orderNo, idempotencyKey } }));
    expect(paid.order).toMatchObject({ orderNo, status: 'paid' });
    expect(paid.payments.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(submitted.payableCents);
    expect(paid.balanceCents).toBe(100_000 - submitted.payableCents);
    // The same request again pays nothing more.
    const again = dataOf(await client.POST('/api/organisation_pay_order', { body: { organisationId, orderNo, idempotencyKey } }));
    expect(again).toMatchObject({ repeated: true, balanceCents: paid.balanceCents });

    const detail = dataOf(await client.GET('/api/order_detail', { params: { query: { orderNo } } }));
    expect(detail).toMatchObject({ orderNo, status: 'paid', organisation: { id: organisationId }, purchaseOrderNo: 'PO-CLIENT-0001' });
    const stored = await db.selectFrom('orders').select(['buyerId', 'organisationId', 'status']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(stored).toEqual({ buyerId: pi.id, organisationId, status: 'paid' });

    // Every call the client made is in the key's audit list, as the signed request it was.
    const calls = ok(await get<{ list: { operationId: string; code: number }[] }>('api_key_calls', pi.token, { id: keyId, pageSize: 50 })).list;
    expect(calls.map((c) => c.operationId)).toEqual(
      expect.arrayContaining(['product', 'cartAdd', 'createOrder', 'submitOrder', 'payOrderFromOrganisationDeposit', 'orderDetail']),
    );
    expect(calls.every((c) => c.code === 0)).toBe(true);
  });

  it('a refusal is a ChemMartApiError carrying the code and the message', async () => {
    const refused = await client.POST('/api/organisation_pay_order', {
      body: { organisationId: organisationId + 100_000, orderNo: 'DD20260101000001', idempotencyKey: key() },
    });
    let thrown: unknown;
    try {
      dataOf(refused);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ChemMartApiError);
    expect(thrown).toMatchObject({ code: ErrorCode.API_KEY_SCOPE_FORBIDDEN, status: 403 });

    const badSecret = createChemMartClient({ baseUrl: new URL(url('/')).origin, keyId: 'cmk_000000000000000000000000', secret: 'cms_x' });
    expect(() => dataOf({ response: new Response(null, { status: 401 }) })).toThrow(ChemMartApiError);
    const unknownKey = await badSecret.GET('/api/product/{cas}', { params: { path: { cas: CAS } } });
    expect(() => dataOf(unknownKey)).toThrow(expect.objectContaining({ code: ErrorCode.API_KEY_UNKNOWN, status: 401 }));
  });
});
