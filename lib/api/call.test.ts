// @vitest-environment jsdom
import { ErrorCode } from '@/lib/contracts/error-codes';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productContract, searchContract } from '@/lib/contracts/catalog/calls';
import { contractPdfContract } from '@/lib/contracts/orders/document-calls';
import { paymentContract } from '@/lib/contracts/orders/payment-calls';
import { rechargeContract } from '@/lib/contracts/recharge/calls';
import { requestSign } from '@/lib/shared/sign';
import { call, callDirect, configureApiClient, fileUrl } from './client';

/* What a call by contract sends: path parameters, query, body and signature (client.test.ts covers the error behaviour). */

const SECRET = 'unit-test-secret';
const server = setupServer();
const feedback = { toast: vi.fn(), modal: vi.fn(), goToLogin: vi.fn() };

beforeAll(() => {
  configureApiClient({ signSecret: SECRET, feedback });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('call(contract, input)', () => {
  it('signs a GET, fills the path parameters in and sends the rest as the query', async () => {
    let seen: Request | undefined;
    server.use(
      mswHttp.get('*/api/product/:cas', ({ request }) => {
        seen = request;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { cas: '64-17-5' } });
      }),
    );
    await expect(call(productContract, { cas: '64-17-5' })).resolves.toEqual({ cas: '64-17-5' });
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/api/product/64-17-5');
    expect(url.search).toBe('');
    const time = seen!.headers.get('time') ?? '';
    expect(seen!.headers.get('sign')).toBe(requestSign(SECRET, time));
  });

  it('answers failures with a thrown ApiError, or the direct mode’s modal', async () => {
    server.use(mswHttp.get('*/api/search', () => HttpResponse.json({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 keyword 不正确', data: null })));
    await expect(call(searchContract, { keyword: '' })).rejects.toMatchObject({ code: ErrorCode.VALIDATION_FAILED, message: '参数 keyword 不正确' });
    expect(feedback.toast).toHaveBeenCalledWith('参数 keyword 不正确');
    const { error } = await callDirect(searchContract, { keyword: '' });
    expect(error?.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(feedback.modal).toHaveBeenCalled();
  });

  it('builds a file contract’s link with its query', () => {
    expect(fileUrl(contractPdfContract, { orderNo: 'DD20261124000007' })).toBe('/api/contract_pdf?orderNo=DD20261124000007');
  });
});

describe('money-moving calls', () => {
  it('send the idempotency key as the Idempotency-Key header, not in the body or the query', async () => {
    const seen: Request[] = [];
    server.use(
      mswHttp.post('*/api/member/recharge', async ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ code: 0, msg: 'ok', data: {} });
      }),
      mswHttp.get('*/api/payment', ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ code: 0, msg: 'ok', data: {} });
      }),
    );
    await call(rechargeContract, { method: 'online', amountCents: 100, idempotencyKey: 'recharge-key-0001' });
    await call(paymentContract, { orderNo: 'DD20261124000001', idempotencyKey: 'payment-key-0001', depositCents: 100 });
    const [recharge, payment] = seen;
    expect(recharge!.headers.get('Idempotency-Key')).toBe('recharge-key-0001');
    expect(await recharge!.json()).toEqual({ method: 'online', amountCents: 100 });
    expect(payment!.headers.get('Idempotency-Key')).toBe('payment-key-0001');
    expect(new URL(payment!.url).searchParams.has('idempotencyKey')).toBe(false);
  });
});
