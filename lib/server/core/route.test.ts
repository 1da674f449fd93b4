import { memberGate } from '@/lib/server/account/gate';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestSign } from '@/lib/shared/sign';
import { config } from './config';
import { ErrorCode } from './errors';
import { defineContract } from '@/lib/contracts/contract';
import { apiHandler, defineRoute, routeHandler } from './route';

const echoContract = defineContract({
  operationId: 'testEcho',
  method: 'POST',
  path: '/api/test_echo',
  summary: 'test',
  tag: 'Test',
  auth: 'public',
  body: z.object({ quantity: z.number().int().positive(), note: z.string().optional() }),
  response: z.object({ quantity: z.number() }),
});
const echo = defineRoute(echoContract, async ({ body }) => {
  if (body.note === 'explode') throw new Error('database password is hunter2');
  return { quantity: body.quantity };
});
const POST = routeHandler(echo, memberGate);

function signedPost(body: string, contentType = 'application/json'): Request {
  const time = String(Math.floor(Date.now() / 1000));
  return new Request('http://localhost/api/test_echo', {
    method: 'POST',
    headers: { time, sign: requestSign(config().signSecret, time), 'content-type': contentType },
    body,
  });
}

describe('the route pipeline', () => {
  it('parses the JSON body and answers in the envelope', async () => {
    const response = await POST(signedPost('{"quantity":3}'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, msg: 'ok', data: { quantity: 3 } });
  });

  it('answers a body that is not JSON with a clear message', async () => {
    const response = await POST(signedPost('{"quantity":'));
    expect(await response.json()).toEqual({ code: ErrorCode.MALFORMED_BODY, msg: '请求体不是有效的 JSON', data: null });
  });

  it('names the body field that fails validation', async () => {
    const body = await (await POST(signedPost('{"quantity":-2}'))).json();
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.msg).toMatch(/^参数 quantity 不正确：/);
  });

  it('reads form-encoded bodies too, as strings for the schema to judge', async () => {
    const body = await (await POST(signedPost('quantity=3&note=hello', 'application/x-www-form-urlencoded'))).json();
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    // "quantity" arrived as the string "3", and "note" passed: the body was read field by field.
    // A bare z.number() gets our own wording (zod-messages.ts); shared fields would have read the digits.
    expect(body.data.fields).toEqual([{ field: 'quantity', message: '须为数字' }]);
  });

  it('turns an unexpected error into HTTP 500 with an envelope and no internals', async () => {
    const response = await POST(signedPost('{"quantity":1,"note":"explode"}'));
    expect(response.status).toBe(500);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.code).toBe(ErrorCode.INTERNAL);
    expect(body.msg).toBe('服务器内部错误，请稍后重试');
    expect(body.data.requestId).toBe(response.headers.get('x-request-id'));
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('the API handler', () => {
  const handle = apiHandler([echo], memberGate);

  it('answers an unknown path 404 in the envelope', async () => {
    const response = await handle(new Request('http://localhost/api/no_such_call'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '接口不存在：GET /api/no_such_call', data: null });
  });

  it('answers a known path asked with another method 405, naming the one it takes', async () => {
    for (const method of ['GET', 'PUT', 'HEAD', 'OPTIONS']) {
      const response = await handle(new Request('http://localhost/api/test_echo', { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      if (method !== 'HEAD') expect((await response.json()).code).toBe(ErrorCode.METHOD_NOT_ALLOWED);
    }
  });
});

describe('docs/api-errors.md', () => {
  it('describes every code of the catalogue', () => {
    const doc = fs.readFileSync(path.join(process.cwd(), 'docs', 'api-errors.md'), 'utf8');
    for (const [name, code] of Object.entries(ErrorCode)) {
      expect(doc, name).toMatch(new RegExp(`\\|\\s*${code}\\s*\\|\\s*\`${name}\``));
    }
  });
});

describe('the Idempotency-Key header of money-moving calls', () => {
  const payContract = defineContract({
    operationId: 'testPay',
    method: 'POST',
    path: '/api/test_pay',
    summary: 'test',
    tag: 'Test',
    auth: 'public',
    body: z.object({ amountCents: z.number().int(), idempotencyKey: z.string({ message: '缺少幂等键' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '幂等键格式不正确') }),
    idempotent: true,
    response: z.object({ key: z.string() }),
  });
  const pay = routeHandler(
    defineRoute(payContract, async ({ body }) => ({ key: body.idempotencyKey })),
    memberGate,
  );
  const request = (body: object, key?: string) => {
    const time = String(Math.floor(Date.now() / 1000));
    return new Request('http://localhost/api/test_pay', {
      method: 'POST',
      headers: { time, sign: requestSign(config().signSecret, time), 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    });
  };

  it('takes the key from the header, or from the body where older clients send it', async () => {
    expect(await (await pay(request({ amountCents: 1 }, 'header-key-0001'))).json()).toMatchObject({ code: 0, data: { key: 'header-key-0001' } });
    expect(await (await pay(request({ amountCents: 1, idempotencyKey: 'body-key-0001' }))).json()).toMatchObject({ code: 0, data: { key: 'body-key-0001' } });
    expect(await (await pay(request({ amountCents: 1, idempotencyKey: 'same-key-0001' }, 'same-key-0001'))).json()).toMatchObject({ code: 0 });
  });

  it('refuses a header that contradicts the body, a missing key and a malformed one', async () => {
    const contradicting = await (await pay(request({ amountCents: 1, idempotencyKey: 'body-key-0001' }, 'header-key-0001'))).json();
    expect(contradicting).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(contradicting.msg).toContain('Idempotency-Key');
    expect(await (await pay(request({ amountCents: 1 }))).json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect((await (await pay(request({ amountCents: 1 }, 'short'))).json()).msg).toContain('幂等键格式不正确');
  });
});
