import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memberGate } from '@/lib/server/account/gate';
import { defineContract } from '@/lib/contracts/contract';
import { ErrorCode } from './errors';
import { buildOpenApiDocument } from './openapi';
import { defineRoute, routeHandler, type RawRequest } from './route';

/* Payment providers' notifications: signed their own way, so they skip our browser signature and reach the handler raw. */

const contract = defineContract({
  operationId: 'testProviderNotify',
  method: 'POST',
  path: '/api/test_provider_notify',
  summary: 'test',
  tag: 'Test',
  auth: 'public',
  response: z.unknown(),
  providerNotification: { contentTypes: ['application/x-www-form-urlencoded'] },
});
let seen: RawRequest | null = null;
const route = defineRoute(contract, async ({ raw }) => {
  seen = raw;
  return new Response('success', { headers: { 'content-type': 'text/plain' } });
});
const plain = defineRoute({ ...contract, path: '/api/test_plain_notify', providerNotification: undefined }, async () => ({ ok: true }));

const post = (r: typeof route, body: string, headers: Record<string, string>) =>
  routeHandler(r, memberGate)(new Request(`http://localhost${r.contract.path}`, { method: 'POST', body, headers }));

describe('provider notification routes in the pipeline', () => {
  it('take an unsigned request and hand over the exact body and the headers, answering the handler’s Response', async () => {
    const body = 'a=1&sign=x%2By%3D&b=%E4%B8%AD';
    const response = await post(route, body, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', 'Wechatpay-Serial': 'S1' });
    expect(await response.text()).toBe('success');
    expect(seen).toEqual({ body, headers: expect.objectContaining({ 'wechatpay-serial': 'S1' }), contentType: 'application/x-www-form-urlencoded; charset=utf-8' });
  });

  it('do not parse the body (a broken JSON is the provider’s business), and leave other calls signed', async () => {
    expect(await (await post(route, '{"broken":', { 'content-type': 'application/json' })).text()).toBe('success');
    expect(seen!.body).toBe('{"broken":');
    expect(await (await post(plain, '{}', { 'content-type': 'application/json' })).json()).toMatchObject({ code: ErrorCode.SIGN_MISSING });
  });

  it('are documented without our signature headers, with the provider’s content types', () => {
    const operation = buildOpenApiDocument([contract]).paths['/api/test_provider_notify']!.post as { parameters: unknown[]; requestBody: { content: object } };
    expect(operation.parameters).toEqual([]);
    expect(Object.keys(operation.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
  });
});
