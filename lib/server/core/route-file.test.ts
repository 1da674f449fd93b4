import { memberGate } from '@/lib/server/account/gate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestSign } from '@/lib/shared/sign';
import { config } from './config';
import { ErrorCode } from './errors';
import { defineContract } from '@/lib/contracts/contract';
import { defineRoute, routeHandler } from './route';

/* File routes (contract, order exports): opened from a plain link without a signature, or signed like any call. */

const fileContract = defineContract({
  operationId: 'testFile',
  method: 'GET',
  path: '/api/test_file',
  summary: 'test',
  tag: 'Test',
  auth: 'public',
  query: z.object({ name: z.string().max(10) }),
  response: z.unknown(),
  file: { contentType: 'text/plain' },
});
const file = defineRoute(fileContract, async ({ query }) => new Response(`hello ${query.name}`, { headers: { 'content-type': 'text/plain' } }));
const envelope = defineRoute({ ...fileContract, path: '/api/test_plain', file: undefined }, async () => ({ ok: true }));

const get = (route: typeof file, query: string, headers: Record<string, string> = {}) =>
  routeHandler(route, memberGate)(new Request(`http://localhost${route.contract.path}?${query}`, { headers }));

const signed = () => {
  const time = String(Math.floor(Date.now() / 1000));
  return { time, sign: requestSign(config().signSecret, time) };
};

describe('file routes in the pipeline', () => {
  it('serve the handler’s Response as it is to an unsigned request (a link), with a request id', async () => {
    const response = await get(file, 'name=x');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('hello x');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('check a request that carries either signature header, as every call', async () => {
    expect(await (await get(file, 'name=x', { time: signed().time })).json()).toMatchObject({ code: ErrorCode.SIGN_MISSING });
    expect(await (await get(file, 'name=x', { ...signed(), sign: 'f'.repeat(64) })).json()).toMatchObject({ code: ErrorCode.SIGN_INVALID });
    expect(await (await get(file, 'name=x', signed())).text()).toBe('hello x');
  });

  it('still validate the query in the envelope, and leave other calls signed only', async () => {
    expect(await (await get(file, 'name=much-too-long')).json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(await (await get(envelope, '')).json()).toMatchObject({ code: ErrorCode.SIGN_MISSING });
  });
});
