import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken, issueSessionToken, revokeSessionToken } from '@/lib/server/core/auth';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, memberIdOf, testDb, tokenFor, url } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

describe('the envelope', () => {
  it('answers a good signed request with { code: 0, msg, data }', async () => {
    const { status, body, headers } = await call('/api/unit');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
    expect(body.code).toBe(0);
    expect(Array.isArray(body.data)).toBe(true);
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown /api path with HTTP 404 and an envelope, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const { status, body, headers } = await call('/api/no_such_call', { method });
      expect(status).toBe(404);
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toEqual({ code: ErrorCode.NOT_FOUND, msg: `接口不存在：${method} /api/no_such_call`, data: null });
    }
  });

  it('answers the wrong method with HTTP 405 and an envelope', async () => {
    const { status, body } = await call('/api/unit', { method: 'POST', body: {} });
    expect(status).toBe(405);
    expect(body).toMatchObject({ code: ErrorCode.METHOD_NOT_ALLOWED, msg: '该接口只接受 GET 请求' });
  });
});

describe('the request signature', () => {
  it('refuses a request without sign or time, saying what is missing', async () => {
    for (const headers of [{ sign: null }, { time: null }, { time: null, sign: null }]) {
      const { status, body } = await call('/api/unit', headers);
      expect(status).toBe(401);
      expect(body).toEqual({ code: ErrorCode.SIGN_MISSING, msg: '请求缺少签名：需要请求头 time 和 sign', data: null });
    }
  });

  it('refuses a wrong sign', async () => {
    const { body } = await call('/api/unit', { sign: '0123456789abcdef0123456789abcdef' });
    expect(body).toMatchObject({ code: ErrorCode.SIGN_INVALID, msg: '请求签名不正确' });
  });

  it('refuses a sign made with another secret', async () => {
    const { requestSign, unixSecondsNow } = await import('@/lib/shared/sign');
    const time = String(unixSecondsNow());
    const { body } = await call('/api/unit', { time, sign: requestSign('not-the-secret', time) });
    expect(body.code).toBe(ErrorCode.SIGN_INVALID);
  });

  it('refuses a time that is not Unix seconds', async () => {
    const { body } = await call('/api/unit', { time: 'yesterday' });
    expect(body).toMatchObject({ code: ErrorCode.SIGN_INVALID, msg: '请求头 time 必须是 Unix 秒数' });
  });

  it('refuses a time more than 300 s away from the server clock, either way', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const time of [now - 310, now + 310]) {
      const { body } = await call('/api/unit', { time: String(time) });
      expect(body.code).toBe(ErrorCode.SIGN_EXPIRED);
      expect(body.msg).toContain('300 秒');
    }
    expect((await call('/api/unit', { time: String(now - 250) })).body.code).toBe(0);
  });
});

describe('authentication', () => {
  it('answers code 10 to a member call without a token', async () => {
    const { status, body } = await call('/api/member_info');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 10, msg: '登录已失效，请重新登录', data: null });
  });

  it('accepts the token as Authorization: Bearer and as the token header', async () => {
    const token = await tokenFor(db, 'demo_buyer');
    for (const tokenHeader of ['bearer', 'token'] as const) {
      const { body } = await call('/api/member_info', { token, tokenHeader });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ username: 'demo_buyer', memberType: 'teacher', roles: { buyer: true, seller: false } });
    }
  });

  it('answers code 10 to an unknown, an expired and a revoked token', async () => {
    expect((await call('/api/member_info', { token: 'x'.repeat(43) })).body.code).toBe(10);

    const memberId = await memberIdOf(db, 'demo_buyer');
    const expired = await issueSessionToken(db, memberId, 1000, new Date(Date.now() - 60_000));
    expect((await call('/api/member_info', { token: expired })).body.code).toBe(10);

    const revoked = await tokenFor(db, 'demo_buyer');
    expect((await call('/api/member_info', { token: revoked })).body.code).toBe(0);
    expect(await revokeSessionToken(db, revoked)).toBe(true);
    expect((await call('/api/member_info', { token: revoked })).body.code).toBe(10);
  });

  it('stores only the SHA-256 of a token', async () => {
    const token = await tokenFor(db, 'demo_seller');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await db.selectFrom('sessions').select('tokenHash').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.tokenHash).toBe(hashToken(token));
  });

  it('slides the expiry forward when a session is used', async () => {
    const memberId = await memberIdOf(db, 'demo_buyer');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const token = await issueSessionToken(db, memberId, 5 * 60_000, twoMinutesAgo);
    const before = await db.selectFrom('sessions').select('expiresAt').where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect((await call('/api/member_info', { token })).body.code).toBe(0);
    const after = await db.selectFrom('sessions').select(['expiresAt', 'lastSeenAt']).where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();
    // The server's TOKEN_TTL_DAYS (7 days by default) now counts from this use.
    expect(new Date(after.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(new Date(after.expiresAt).getTime()).toBeGreaterThan(new Date(before.expiresAt).getTime());
    expect(new Date(after.lastSeenAt).getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
  });

  it('lets a public call through with an invalid token, as an anonymous visitor', async () => {
    expect((await call('/api/unit', { token: 'stale-token' })).body.code).toBe(0);
  });
});

describe('validation', () => {
  it('names the field that is wrong', async () => {
    const { status, body } = await call<{ fields: { field: string }[] }>('/api/search', { query: { keyword: 'ethanol', pageSize: 500 } });
    expect(status).toBe(200);
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.msg).toMatch(/^参数 pageSize 不正确：/);
    expect(body.data.fields.map((f) => f.field)).toEqual(['pageSize']);
  });

  it('reports a missing keyword in words a person understands', async () => {
    const { body } = await call('/api/search', { query: { keyword: '  ' } });
    expect(body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 keyword 不正确：请输入搜索内容' });
  });
});

describe('operations endpoints', () => {
  it('/healthz reports the database', async () => {
    const response = await fetch(url('/healthz'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('/metrics counts API requests by route and code in Prometheus text', async () => {
    await call('/api/unit', { sign: null });
    const text = await (await fetch(url('/metrics'))).text();
    expect(text).toContain('# TYPE chemmart_api_requests_total counter');
    expect(text).toMatch(/chemmart_api_requests_total\{method="GET",route="\/api\/unit",code="1001"\} [1-9]/);
  });
});
