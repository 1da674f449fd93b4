// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestSign } from '@/lib/shared/sign';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { z } from 'zod';
import { defineContract, type HttpMethod } from '@/lib/contracts/contract';
import { ApiError, call, callDirect, configureApiClient, http, REQUEST_TIMEOUT_MS, type RequestOptions } from './client';

const SECRET = 'unit-test-secret';

/** The client's behaviour does not depend on the contract's schemas: any input goes, any answer comes back. */
function anyCall(method: HttpMethod, path: string) {
  const shape = z.record(z.string(), z.unknown());
  return defineContract({
    operationId: `test ${method} ${path}`,
    method,
    path: `/api${path}`,
    summary: '',
    tag: 'Test',
    auth: 'public',
    query: shape,
    body: shape,
    response: z.unknown(),
  });
}
const get = (path: string, params?: Record<string, unknown>, options?: RequestOptions) => call(anyCall('GET', path), params, options);
const post = (path: string, body?: Record<string, unknown>, options?: { noErrorModal?: boolean }) => call(anyCall('POST', path), body, options);
const direct = (method: HttpMethod, path: string, payload?: Record<string, unknown>) => callDirect(anyCall(method, path), payload);
const server = setupServer();
const feedback = { toast: vi.fn(), modal: vi.fn(), goToLogin: vi.fn() };
let seenHeaders: Headers | undefined;

function answer(body: unknown, status = 200) {
  return ({ request }: { request: Request }) => {
    seenHeaders = request.headers;
    return HttpResponse.json(body as object, { status });
  };
}

beforeAll(() => {
  configureApiClient({ signSecret: SECRET, feedback });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
  Cookies.remove('token');
});
afterAll(() => server.close());
beforeEach(() => {
  seenHeaders = undefined;
});

describe('the signed client', () => {
  it('uses base /api and the 30 000 ms timeout', () => {
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('signs every request with time and MD5(secret + time)', async () => {
    server.use(mswHttp.get('*/api/unit', answer({ code: 0, msg: 'ok', data: [] })));
    await get('/unit');
    const time = seenHeaders?.get('time') ?? '';
    expect(Math.abs(Number(time) - Date.now() / 1000)).toBeLessThan(5);
    expect(seenHeaders?.get('sign')).toBe(requestSign(SECRET, time));
    expect(seenHeaders?.get('authorization')).toBeNull();
  });

  it('sends the stored token as Bearer and as the token header', async () => {
    Cookies.set('token', 'abc123');
    server.use(mswHttp.get('*/api/member_info', answer({ code: 0, msg: 'ok', data: { id: 1 } })));
    await expect(get('/member_info')).resolves.toEqual({ id: 1 });
    expect(seenHeaders?.get('authorization')).toBe('Bearer abc123');
    expect(seenHeaders?.get('token')).toBe('abc123');
  });

  it('passes GET params in the query and POST bodies as JSON', async () => {
    let query = '';
    let body: unknown;
    server.use(
      mswHttp.get('*/api/search', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ code: 0, msg: 'ok', data: null });
      }),
      mswHttp.post('*/api/create_inquiry', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, msg: 'ok', data: { id: 9 } });
      }),
    );
    await get('/search', { keyword: 'ethanol', page: 2 });
    expect(query).toBe('?keyword=ethanol&page=2');
    await expect(post('/create_inquiry', { cas: '64-17-5' })).resolves.toEqual({ id: 9 });
    expect(body).toEqual({ cas: '64-17-5' });
  });

  it('on a transport error toasts 网络异常，请稍后重试！ and throws', async () => {
    server.use(mswHttp.get('*/api/unit', () => HttpResponse.error()));
    await expect(get('/unit')).rejects.toMatchObject({ code: -1, message: '网络异常，请稍后重试！' });
    expect(feedback.toast).toHaveBeenCalledWith('网络异常，请稍后重试！');
  });

  it('treats an answer without an envelope (a proxy error page) as a transport error', async () => {
    server.use(mswHttp.get('*/api/unit', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(get('/unit')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.toast).toHaveBeenCalledWith('网络异常，请稍后重试！');
  });

  it('on a non-zero code toasts the server msg and throws it', async () => {
    server.use(mswHttp.get('*/api/product/:cas', answer({ code: ErrorCode.CAS_INVALID, msg: 'CAS 号无效', data: null })));
    const failure = get('/product/1-2-3');
    await expect(failure).rejects.toMatchObject({ code: ErrorCode.CAS_INVALID, message: 'CAS 号无效' });
    expect(feedback.toast).toHaveBeenCalledWith('CAS 号无效');
    expect(feedback.goToLogin).not.toHaveBeenCalled();
  });

  it('reads the envelope of a non-200 answer too', async () => {
    server.use(mswHttp.get('*/api/nope', answer({ code: ErrorCode.NOT_FOUND, msg: '接口不存在', data: null }, 404)));
    await expect(get('/nope')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(feedback.toast).toHaveBeenCalledWith('接口不存在');
  });

  it('on code 10 clears the token and goes to /login', async () => {
    Cookies.set('token', 'expired-token');
    server.use(mswHttp.get('*/api/member_info', answer({ code: 10, msg: '登录已失效', data: null })));
    await expect(get('/member_info')).rejects.toMatchObject({ code: 10 });
    expect(Cookies.get('token')).toBeUndefined();
    expect(feedback.goToLogin).toHaveBeenCalledTimes(1);
    expect(feedback.toast).toHaveBeenCalledWith('登录已失效');
  });

  it('on code 10 signs out even when noErrorModal suppresses the toast', async () => {
    Cookies.set('token', 'expired-token');
    server.use(mswHttp.get('*/api/member_info', answer({ code: 10, msg: '登录已失效', data: null })));
    await expect(get('/member_info', undefined, { noErrorModal: true })).rejects.toMatchObject({ code: 10 });
    expect(Cookies.get('token')).toBeUndefined();
    expect(feedback.goToLogin).toHaveBeenCalledTimes(1);
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('on code 10 with stayOnSessionEnd drops the token but stays on the page (the check of the public header)', async () => {
    Cookies.set('token', 'expired-token');
    server.use(mswHttp.get('*/api/member_info', answer({ code: 10, msg: '登录已失效', data: null })));
    await expect(get('/member_info', undefined, { noErrorModal: true, stayOnSessionEnd: true })).rejects.toMatchObject({ code: 10 });
    expect(Cookies.get('token')).toBeUndefined();
    expect(feedback.goToLogin).not.toHaveBeenCalled();
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('on code 10 in direct mode shows the modal and signs out', async () => {
    Cookies.set('token', 'expired-token');
    server.use(mswHttp.get('*/api/member_info', answer({ code: 10, msg: '登录已失效', data: null })));
    const { error } = await direct('GET', '/member_info');
    expect(error?.code).toBe(10);
    expect(Cookies.get('token')).toBeUndefined();
    expect(feedback.goToLogin).toHaveBeenCalledTimes(1);
    expect(feedback.modal).toHaveBeenCalledWith('服务端错误', '登录已失效');
  });

  it('noErrorModal suppresses the toasts but still throws', async () => {
    server.use(
      mswHttp.post('*/api/login', answer({ code: ErrorCode.CAPTCHA_INVALID, msg: '密码错误', data: null })),
      mswHttp.get('*/api/unit', () => HttpResponse.error()),
    );
    await expect(post('/login', {}, { noErrorModal: true })).rejects.toMatchObject({ message: '密码错误' });
    await expect(get('/unit', undefined, { noErrorModal: true })).rejects.toMatchObject({ code: -1 });
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(feedback.modal).not.toHaveBeenCalled();
  });

  it('direct mode returns { data, error: null } on success', async () => {
    server.use(mswHttp.get('*/api/unit', answer({ code: 0, msg: 'ok', data: [{ code: 'g' }] })));
    await expect(direct('GET', '/unit')).resolves.toEqual({ data: [{ code: 'g' }], error: null });
  });

  it('direct mode shows the 服务端错误 modal and returns the error with data.data', async () => {
    server.use(mswHttp.post('*/api/create_goods', answer({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 price 不正确', data: { fields: ['price'] } })));
    const { data, error } = await direct('POST', '/create_goods', { price: -1 });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, data: { fields: ['price'] } });
    expect(feedback.modal).toHaveBeenCalledWith('服务端错误', '参数 price 不正确');
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('direct mode shows the modal for transport errors as well', async () => {
    server.use(mswHttp.get('*/api/unit', () => HttpResponse.error()));
    const { error } = await direct('GET', '/unit');
    expect(error?.code).toBe(-1);
    expect(feedback.modal).toHaveBeenCalledWith('服务端错误', '网络异常，请稍后重试！');
  });
});
