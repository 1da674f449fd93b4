import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyHeaders } from '@/lib/shared/api-key-signature';
import { ErrorCode } from '@/lib/server/core/errors';
import { freshIp, testDb, url } from './helpers';
import { freshMember, get, ok, post, TEACHER, type FreshMember } from './kit';
import { freshSeller, listGoods } from './order-helpers';
import { freshBuyer } from './orders-payment-helpers';

/*
 * Issue 34, API keys (decision 0162): made by a seller for their shop or by
 * an organisation's owner, shown once, scoped, revocable; every call signed
 * with HMAC-SHA256 over method, path, timestamp, nonce and the body's hash,
 * refused when the signature, the clock or the nonce is wrong, when the call
 * is outside the key's scopes, over the key's rate; each verified call listed
 * for the owner. Both databases.
 */

const db = testDb();
afterAll(() => db.destroy());

type Key = { id: number; keyId: string; name: string; scopes: string[]; revokedAt: string | null; lastUsedAt: string | null; ownerLabel: string };
type Created = { key: Key; secret: string };
type Envelope<T> = { code: number; msg: string; data: T };
type Credentials = { keyId: string; secret: string };

/** One request signed with a key, as a procurement system sends it; `tamper` changes what is sent after signing. */
async function keyed<T = unknown>(
  credentials: Credentials,
  method: 'GET' | 'POST',
  pathWithQuery: string,
  options: {
    body?: object;
    nonce?: string;
    timestamp?: number;
    token?: string;
    tamper?: (sent: { body: string; headers: Record<string, string> }) => void;
  } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...apiKeyHeaders(credentials.keyId, credentials.secret, { method, pathWithQuery, body, nonce: options.nonce, timestamp: options.timestamp }),
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
  const sent = { body, headers };
  options.tamper?.(sent);
  const answer = await sendAsIs(pathWithQuery, method, sent.headers, method === 'POST' ? sent.body : undefined);
  return { status: answer.status, body: JSON.parse(answer.text) as Envelope<T>, headers: answer.headers };
}

/** The request target goes out byte for byte (a URL string would be re-encoded by Node's parser). */
function sendAsIs(
  pathWithQuery: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Headers; text: string }> {
  const base = new URL(url('/'));
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname: base.hostname, port: base.port, path: pathWithQuery, method, headers, localAddress: freshIp() }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

const nonce = () => randomBytes(16).toString('hex');
const credentialsOf = (created: Created): Credentials => ({ keyId: created.key.keyId, secret: created.secret });

describe('API keys', () => {
  let seller: FreshMember;
  let pi: FreshMember;
  let coOwner: FreshMember;
  let student: FreshMember;
  let stranger: FreshMember;
  let organisationId: number;
  let goodsId: number;
  let shopKey: Created;
  let organisationKey: Created;

  const create = (who: FreshMember, body: object) => post<Created>('api_key_create', who.token, body);

  beforeAll(async () => {
    [seller, pi, coOwner, stranger] = await Promise.all([
      freshMember(db, 'akey_sel', { seller: true, buyer: true }),
      freshMember(db, 'akey_pi', { buyer: true }, TEACHER),
      freshMember(db, 'akey_co', { buyer: true }, TEACHER),
      freshMember(db, 'akey_x', { buyer: true }, TEACHER),
    ]);
    student = await freshBuyer(db, 'akey_s');
    organisationId = ok(await post<{ id: number }>('organisation_create', pi.token, { name: 'API 密钥测试课题组' })).id;
    for (const [member, roles] of [
      [coOwner, ['owner']],
      [student, ['purchaser']],
    ] as const) {
      const invitation = ok(await post<{ id: number }>('organisation_invite', pi.token, { organisationId, who: member.username, roles }));
      ok(await post('organisation_invitation_answer', member.token, { invitationId: invitation.id, accept: true }));
    }
    ok(
      await post('transaction_create', pi.token, {
        receiver: '王老师',
        phone: '13912345678',
        areaCodes: ['44', '4401', '440106'],
        detail: '天河路 100 号',
        postcode: '510000',
      }),
    );
    goodsId = await listGoods(db, seller.id, '7647-14-5', 3_000);
  });

  it('a seller makes a shop key and an owner an organisation key; the secret is shown once; others are refused or read "not found"', async () => {
    shopKey = ok(await create(seller, { name: '库存系统', ownerKind: 'seller', scopes: ['catalog', 'goods', 'orders'] }));
    expect(shopKey.key).toMatchObject({ name: '库存系统', ownerLabel: '我的店铺', scopes: ['catalog', 'orders', 'goods'], revokedAt: null, lastUsedAt: null });
    expect(shopKey.key.keyId).toMatch(/^cmk_[0-9a-f]{24}$/);
    expect(shopKey.secret).toMatch(/^cms_[A-Za-z0-9_-]{43}$/);
    organisationKey = ok(await create(pi, { name: '采购平台', ownerKind: 'organisation', organisationId, scopes: ['catalog', 'orders'] }));
    expect(organisationKey.key.ownerLabel).toBe('API 密钥测试课题组');

    // The secret is in no list and no row.
    const listed = ok(await get<{ list: Key[]; owners: { ownerKind: string; organisationId: number | null }[] }>('api_keys', coOwner.token));
    expect(listed.list.map((k) => k.id)).toEqual([organisationKey.key.id]);
    expect(JSON.stringify(listed)).not.toContain(organisationKey.secret);
    expect(listed.owners).toEqual([expect.objectContaining({ ownerKind: 'organisation', organisationId })]);
    const stored = await sql<Record<string, unknown>>`select * from api_keys where id = ${organisationKey.key.id}`.execute(db);
    expect(JSON.stringify(stored.rows)).not.toContain(organisationKey.secret.slice(4));

    // A purchaser and an outsider neither see nor make the organisation's keys; a buyer has no shop.
    expect(ok(await get<{ list: Key[]; owners: unknown[] }>('api_keys', student.token))).toMatchObject({ list: [], owners: [] });
    expect((await create(student, { name: 'x', ownerKind: 'organisation', organisationId, scopes: ['catalog'] })).body.code).toBe(
      ErrorCode.ORGANISATION_ROLE_REQUIRED,
    );
    expect((await create(stranger, { name: 'x', ownerKind: 'organisation', organisationId, scopes: ['catalog'] })).body.code).toBe(
      ErrorCode.ORGANISATION_NOT_FOUND,
    );
    expect((await create(stranger, { name: 'x', ownerKind: 'seller', scopes: ['catalog'] })).body.code).toBe(ErrorCode.API_KEY_INVALID);
    expect((await create(pi, { name: 'x', ownerKind: 'organisation', organisationId, scopes: ['goods'] })).body.code).toBe(ErrorCode.API_KEY_INVALID);
    expect((await create(pi, { name: 'x', ownerKind: 'organisation', organisationId, scopes: ['inquiries'] })).body.code).toBe(ErrorCode.API_KEY_INVALID);
    const noScope = await create(pi, { name: 'x', ownerKind: 'organisation', organisationId, scopes: [] });
    expect(noScope.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('请至少选择一项权限') });
    for (const who of [stranger, student, seller]) {
      expect((await post('api_key_revoke', who.token, { id: organisationKey.key.id })).body.code).toBe(ErrorCode.API_KEY_NOT_FOUND);
      expect((await get('api_key_calls', who.token, { id: organisationKey.key.id })).body.code).toBe(ErrorCode.API_KEY_NOT_FOUND);
    }
    expect((await post('api_key_revoke', pi.token, { id: shopKey.key.id })).body.code).toBe(ErrorCode.API_KEY_NOT_FOUND);
  });

  it("a signed call acts as the key's maker within its scopes; calls outside every scope are refused", async () => {
    const product = await keyed<{ cas: string }>(credentialsOf(organisationKey), 'GET', '/api/product/7647-14-5');
    expect(product.status).toBe(200);
    expect(product.body.code).toBe(0);
    expect(product.headers.get('cache-control')).toBe('no-store');

    const goods = await keyed<{ total: number }>(credentialsOf(shopKey), 'GET', '/api/good_list?page=1&pageSize=5');
    expect(goods.body.code, goods.body.msg).toBe(0);
    expect(goods.body.data.total).toBeGreaterThan(0);

    // A shop key sells, an organisation key buys: neither reaches the other side, whatever its maker may do.
    expect(await keyed(credentialsOf(organisationKey), 'GET', '/api/good_list')).toMatchObject({
      status: 403,
      body: { code: ErrorCode.API_KEY_SCOPE_FORBIDDEN },
    });
    const shopBuys = await keyed(credentialsOf(shopKey), 'POST', '/api/cart_add', { body: { goodsId, quantity: 1 } });
    expect(shopBuys.body).toMatchObject({ code: ErrorCode.API_KEY_SCOPE_FORBIDDEN, msg: expect.stringContaining('店铺的 API 密钥') });
    // Key management, account, money out and the maker's own money are open to no key.
    for (const [method, path, body] of [
      ['GET', '/api/api_keys', undefined],
      ['POST', '/api/api_key_create', { name: 'x', ownerKind: 'organisation', organisationId, scopes: ['catalog'] }],
      ['POST', '/api/change_password', { oldPassword: 'x', newPassword: 'y' }],
      ['POST', '/api/member/withdrawal_request', { amountCents: 100, idempotencyKey: nonce() }],
      ['GET', '/api/order_list', undefined],
      ['POST', '/api/member/deposit/info', {}],
    ] as const) {
      const answer = await keyed(credentialsOf(organisationKey), method, path, { body });
      expect(answer.body.code, path).toBe(ErrorCode.API_KEY_SCOPE_FORBIDDEN);
    }

    // Placing an order for the organisation with the key: it is the maker's (the PI's), and a token sent beside the key is ignored.
    const cart = await keyed<{ lines: { id: number; goodsId: number }[] }>(credentialsOf(organisationKey), 'POST', '/api/cart_add', {
      body: { goodsId, quantity: 1 },
      token: stranger.token,
    });
    expect(cart.body.code, cart.body.msg).toBe(0);
    const cartItemIds = [cart.body.data.lines.find((l) => l.goodsId === goodsId)!.id];
    // Not for the organisation (a personal order of the maker), or for another one: refused.
    for (const body of [
      { cartItemIds, invoiceInfoId: null },
      { cartItemIds, invoiceInfoId: null, organisationId: organisationId + 100_000 },
    ]) {
      expect((await keyed(credentialsOf(organisationKey), 'POST', '/api/create_order', { body })).body.code).toBe(ErrorCode.API_KEY_SCOPE_FORBIDDEN);
    }
    const created = await keyed<{ orders: { orderNo: string }[] }>(credentialsOf(organisationKey), 'POST', '/api/create_order', {
      body: { cartItemIds, invoiceInfoId: null, organisationId },
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const orderNo = created.body.data.orders[0]!.orderNo;
    expect((await keyed(credentialsOf(organisationKey), 'POST', '/api/submit_order', { body: { orderNo } })).body.code).toBe(0);
    const order = await db.selectFrom('orders').select(['buyerId', 'organisationId']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ buyerId: pi.id, organisationId });
    expect(ok(await get<{ lines: unknown[]; count: number }>('cart', stranger.token))).toMatchObject({ lines: [], count: 0 });
    expect((await keyed(credentialsOf(organisationKey), 'GET', `/api/order_detail?orderNo=${orderNo}`)).body.code).toBe(0);

    // The PI's personal order is not the organisation's: its key cannot read or touch it.
    const personalCart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', pi.token, { goodsId, quantity: 1 }));
    const personal = ok(
      await post<{ orders: { orderNo: string }[] }>('create_order', pi.token, {
        cartItemIds: [personalCart.lines.find((l) => l.goodsId === goodsId)!.id],
        invoiceInfoId: null,
      }),
    ).orders[0]!.orderNo;
    for (const path of [`/api/order_detail?orderNo=${personal}`, `/api/shipinfo?orderNo=${personal}`]) {
      expect((await keyed(credentialsOf(organisationKey), 'GET', path)).body.code, path).toBe(ErrorCode.API_KEY_SCOPE_FORBIDDEN);
    }
    // The shop key reads its own sales order, not its seller's purchase from another shop.
    expect((await keyed(credentialsOf(shopKey), 'GET', `/api/order_refunds?orderNo=${orderNo}`)).body.code).toBe(0);
    const elsewhere = await listGoods(db, (await freshSeller(db, 'akey_sel2')).id, '7647-14-5', 2_000);
    ok(
      await post('transaction_create', seller.token, {
        receiver: '卖家采购',
        phone: '13912345679',
        areaCodes: ['44', '4401', '440106'],
        detail: '天河路 200 号',
        postcode: '510000',
      }),
    );
    const otherCart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', seller.token, { goodsId: elsewhere, quantity: 1 })).lines;
    const bought = ok(
      await post<{ orders: { orderNo: string }[] }>('create_order', seller.token, {
        cartItemIds: [otherCart.find((l) => l.goodsId === elsewhere)!.id],
        invoiceInfoId: null,
      }),
    );
    expect((await keyed(credentialsOf(shopKey), 'GET', `/api/order_refunds?orderNo=${bought.orders[0]!.orderNo}`)).body.code).toBe(
      ErrorCode.API_KEY_SCOPE_FORBIDDEN,
    );
  });

  it('refuses a wrong signature, a changed body, a stale timestamp, a reused nonce and a malformed header; a replay runs nothing', async () => {
    const credentials = credentialsOf(organisationKey);
    const wrongSecret = await keyed({ ...credentials, secret: `${credentials.secret}x` }, 'GET', '/api/product/7647-14-5');
    expect(wrongSecret).toMatchObject({ status: 401, body: { code: ErrorCode.API_KEY_SIGNATURE_INVALID } });
    const changedPath = await keyed(credentials, 'GET', '/api/product/7647-14-5', {
      tamper: (sent) => {
        sent.headers['x-api-timestamp'] = String(Number(sent.headers['x-api-timestamp']) + 1);
      },
    });
    expect(changedPath).toMatchObject({ status: 401, body: { code: ErrorCode.API_KEY_SIGNATURE_INVALID } });
    const changedBody = await keyed(credentials, 'POST', '/api/cart_add', {
      body: { goodsId, quantity: 1 },
      tamper: (sent) => {
        sent.body = JSON.stringify({ goodsId, quantity: 50 });
      },
    });
    expect(changedBody).toMatchObject({ status: 401, body: { code: ErrorCode.API_KEY_SIGNATURE_INVALID } });
    const stale = await keyed(credentials, 'GET', '/api/product/7647-14-5', { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale).toMatchObject({ status: 401, body: { code: ErrorCode.API_KEY_TIMESTAMP_SKEW, data: { serverTime: expect.any(Number) } } });
    const missing = await keyed(credentials, 'GET', '/api/product/7647-14-5', { tamper: (sent) => delete sent.headers['x-api-nonce'] });
    expect(missing).toMatchObject({ status: 401, body: { code: ErrorCode.API_KEY_SIGNATURE_INVALID, msg: expect.stringContaining('X-Api-Nonce') } });
    const unknown = await keyed({ keyId: 'cmk_000000000000000000000000', secret: 'x' }, 'GET', '/api/product/7647-14-5');
    expect(unknown).toMatchObject({ status: 401, body: { code: ErrorCode.API_KEY_UNKNOWN } });

    // A replayed call runs nothing: the cart's quantity moves once.
    const quantityInCart = async () =>
      Number(
        (await db.selectFrom('cartItems').select('quantity').where('memberId', '=', pi.id).where('goodsId', '=', goodsId).executeTakeFirst())?.quantity ?? 0,
      );
    const before = await quantityInCart();
    const once = nonce();
    const first = await keyed(credentials, 'POST', '/api/cart_add', { body: { goodsId, quantity: 2 }, nonce: once });
    expect(first.body.code, first.body.msg).toBe(0);
    const replay = await keyed(credentials, 'POST', '/api/cart_add', { body: { goodsId, quantity: 2 }, nonce: once });
    expect(replay).toMatchObject({ status: 401, body: { code: ErrorCode.API_KEY_REPLAY } });
    expect((await quantityInCart()) - before).toBe(2);

    // The request target is signed byte for byte as sent: commas and a prime (2,2'-bipyridine) raw or encoded alike.
    expect((await keyed(credentials, 'GET', "/api/search?keyword=2,2'-bipyridine")).body.code).toBe(0);
    expect((await keyed(credentials, 'GET', '/api/search?keyword=2%2C2%27-bipyridine')).body.code).toBe(0);
  });

  it('limits calls per key and minute, with Retry-After', async () => {
    const limited = ok(await create(seller, { name: '限速', ownerKind: 'seller', scopes: ['catalog'], rateLimitPerMinute: 10 }));
    for (let i = 0; i < 10; i += 1) expect((await keyed(credentialsOf(limited), 'GET', '/api/unit')).body.code).toBe(0);
    const over = await keyed(credentialsOf(limited), 'GET', '/api/unit');
    expect(over).toMatchObject({ status: 429, body: { code: ErrorCode.API_KEY_RATE_LIMITED, data: { retryAfterSeconds: expect.any(Number) } } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const listed = ok(await get<{ list: { code: number; status: number }[] }>('api_key_calls', seller.token, { id: limited.key.id }));
    expect(listed.list[0]).toMatchObject({ code: ErrorCode.API_KEY_RATE_LIMITED, status: 429 });
    // Another key of the same seller is not slowed by it.
    expect((await keyed(credentialsOf(shopKey), 'GET', '/api/unit')).body.code).toBe(0);
  });

  it("lists each verified call for the key's owners, refusals included; the list is append-only", async () => {
    const calls = ok(
      await get<{ total: number; list: { method: string; path: string; operationId: string; code: number; status: number }[]; key: Key }>(
        'api_key_calls',
        coOwner.token,
        {
          id: organisationKey.key.id,
          pageSize: 100,
        },
      ),
    );
    expect(calls.key.lastUsedAt).not.toBeNull();
    expect(calls.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', path: '/api/product/7647-14-5', operationId: 'product', code: 0, status: 200 }),
        expect.objectContaining({ path: '/api/good_list', code: ErrorCode.API_KEY_SCOPE_FORBIDDEN, status: 403 }),
        expect.objectContaining({ method: 'POST', path: '/api/create_order', code: 0 }),
      ]),
    );
    // A replay is the key holder's call, listed; a call whose key was not proven is not (a key id alone cannot fill the list).
    expect(calls.list.some((c) => c.code === ErrorCode.API_KEY_REPLAY)).toBe(true);
    expect(calls.list.some((c) => c.code === ErrorCode.API_KEY_SIGNATURE_INVALID || c.code === ErrorCode.API_KEY_TIMESTAMP_SKEW)).toBe(false);
    await expect(sql`update api_key_calls set code = 0 where api_key_id = ${organisationKey.key.id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from api_key_calls where api_key_id = ${organisationKey.key.id}`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('a revoked key, and a key whose maker is no longer an owner, stop at once', async () => {
    const spare = ok(await create(coOwner, { name: '备用', ownerKind: 'organisation', organisationId, scopes: ['catalog'] }));
    expect((await keyed(credentialsOf(spare), 'GET', '/api/unit')).body.code).toBe(0);
    // The PI (another owner) revokes the co-owner's key; revoking again answers it as it is.
    const revoked = ok(await post<Key>('api_key_revoke', pi.token, { id: spare.key.id }));
    expect(revoked.revokedAt).not.toBeNull();
    expect(ok(await post<Key>('api_key_revoke', pi.token, { id: spare.key.id })).revokedAt).toBe(revoked.revokedAt);
    expect(await keyed(credentialsOf(spare), 'GET', '/api/unit')).toMatchObject({ status: 401, body: { code: ErrorCode.API_KEY_UNKNOWN } });

    const coOwnersKey = ok(await create(coOwner, { name: '二号', ownerKind: 'organisation', organisationId, scopes: ['catalog'] }));
    ok(await post('organisation_member_roles', pi.token, { organisationId, memberId: coOwner.id, roles: ['purchaser'] }));
    expect(await keyed(credentialsOf(coOwnersKey), 'GET', '/api/unit')).toMatchObject({
      status: 401,
      body: { code: ErrorCode.API_KEY_UNKNOWN, msg: expect.stringContaining('已不是该组织的负责人') },
    });
    // No longer an owner, they no longer see the organisation's keys.
    expect(ok(await get<{ list: Key[] }>('api_keys', coOwner.token)).list).toEqual([]);
  });
});
