import { memberGate } from '@/lib/server/account/gate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorCode } from './errors';
import { defineContract } from '@/lib/contracts/contract';
import { defineRoute, routeHandler } from './route';

/* A provider's notification (payout notify): no browser signature, the handler gets the body as it arrived. */

const notifyContract = defineContract({
  operationId: 'testNotify',
  method: 'POST',
  path: '/api/test_notify',
  summary: 'test',
  tag: 'Test',
  auth: 'public',
  response: z.unknown(),
  providerNotification: { contentTypes: ['application/json'] },
});
const notify = defineRoute(notifyContract, async ({ raw, body }) => ({ raw, body }));
const signedOnly = defineRoute({ ...notifyContract, path: '/api/test_signed', providerNotification: undefined }, async () => ({ ok: true }));

const post = (route: typeof notify, body: string) =>
  routeHandler(route, memberGate)(new Request(`http://localhost${route.contract.path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'X-Provider-Sig': 'abc' } }));

describe('provider notifications in the pipeline', () => {
  it('reach the handler unsigned, with the exact body text and lower-case headers, the body unparsed', async () => {
    const text = '{"b": 2,  "a":1}';
    const answer = (await (await post(notify, text)).json()) as { code: number; data: { raw: { body: string; headers: Record<string, string>; contentType: string }; body: object } };
    expect(answer.code).toBe(ErrorCode.OK);
    expect(answer.data.raw).toMatchObject({ body: text, contentType: 'application/json', headers: { 'x-provider-sig': 'abc' } });
    expect(answer.data.body).toEqual({});
    expect(((await (await post(notify, 'not json')).json()) as { code: number }).code).toBe(ErrorCode.OK);
  });

  it('leave every other call signed', async () => {
    const answer = (await (await post(signedOnly, '{}')).json()) as { code: number };
    expect(answer.code).not.toBe(ErrorCode.OK);
  });
});
