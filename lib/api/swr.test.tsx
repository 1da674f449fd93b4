// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, silentFeedback, startApiServer } from '@/tests/kits/render-with-api';
import { useApiGet, useApiPost } from './swr';

const feedback = silentFeedback();
const server = startApiServer({ client: { feedback } });
let getCount = 0;

afterEach(() => {
  vi.clearAllMocks();
  getCount = 0;
});

function answerUnits() {
  server.use(
    http.get('*/api/unit', () => {
      getCount += 1;
      return HttpResponse.json({ code: 0, msg: 'ok', data: [`call ${getCount}`] });
    }),
  );
}

/** A fresh SWR cache per test, optionally pre-filled. */
function withCache(fallback: Record<string, unknown> = {}) {
  return apiWrapper({ swr: { fallback }, noAntdApp: true });
}

describe('useApiGet', () => {
  it('fetches on mount by default (lazy false) and hands back refreshCart', async () => {
    answerUnits();
    const { result } = renderHook(() => useApiGet<string[]>('/unit', undefined, { refreshCart: true }), { wrapper: withCache() });
    await waitFor(() => expect(result.current.data).toEqual(['call 1']));
    expect(result.current.refreshCart).toBe(true);
  });

  it('with lazy waits for execute()', async () => {
    answerUnits();
    const { result } = renderHook(() => useApiGet<string[]>('/unit', undefined, { lazy: true }), { wrapper: withCache() });
    await new Promise((r) => setTimeout(r, 30));
    expect(getCount).toBe(0);
    expect(result.current.refreshCart).toBe(false);
    act(() => result.current.execute());
    await waitFor(() => expect(result.current.data).toEqual(['call 1']));
  });

  it('with initialCache false fetches again although data is provided; with true it keeps the provided data', async () => {
    answerUnits();
    const fresh = renderHook(() => useApiGet<string[]>('/unit'), { wrapper: withCache({ '/unit': ['provided'] }) });
    await waitFor(() => expect(fresh.result.current.data).toEqual(['call 1']));

    const cached = renderHook(() => useApiGet<string[]>('/unit', undefined, { initialCache: true }), {
      wrapper: withCache({ '/unit': ['provided'] }),
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(cached.result.current.data).toEqual(['provided']);
    expect(getCount).toBe(1);
  });

  it('exposes a failure as error after the toast', async () => {
    server.use(http.get('*/api/unit', () => HttpResponse.json({ code: ErrorCode.CAS_INVALID, msg: 'CAS 号无效', data: null })));
    const { result } = renderHook(() => useApiGet<string[]>('/unit'), { wrapper: withCache() });
    await waitFor(() => expect(result.current.error?.code).toBe(ErrorCode.CAS_INVALID));
    expect(feedback.toast).toHaveBeenCalledWith('CAS 号无效');
  });
});

describe('useApiPost', () => {
  it('sends the body on execute() and resolves to data', async () => {
    let received: unknown;
    server.use(
      http.post('*/api/create_inquiry', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ code: 0, msg: 'ok', data: { id: 7 } });
      }),
    );
    const { result } = renderHook(() => useApiPost<{ cas: string }, { id: number }>('/create_inquiry', { refreshCart: true }), {
      wrapper: withCache(),
    });
    expect(received).toBeUndefined();
    let answer: { id: number } | undefined;
    await act(async () => {
      answer = await result.current.execute({ cas: '64-17-5' });
    });
    expect(received).toEqual({ cas: '64-17-5' });
    expect(answer).toEqual({ id: 7 });
    expect(result.current.refreshCart).toBe(true);
  });

  it('with refreshCart asks for the cart again after a success (the header badge follows), and not after a failure', async () => {
    let cartReads = 0;
    let fail = false;
    server.use(
      http.get('*/api/cart', () => {
        cartReads += 1;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { lines: [], count: cartReads } });
      }),
      http.post('*/api/cart_add', () =>
        HttpResponse.json(fail ? { code: ErrorCode.OFFER_UNAVAILABLE, msg: '商品已下架', data: null } : { code: 0, msg: 'ok', data: {} }),
      ),
    );
    const { result } = renderHook(
      () => ({ cart: useApiGet<{ count: number }>('/cart'), add: useApiPost<object, object>('/cart_add', { refreshCart: true, noErrorModal: true }) }),
      { wrapper: withCache() },
    );
    await waitFor(() => expect(result.current.cart.data?.count).toBe(1));
    await act(async () => {
      await result.current.add.execute({ goodsId: 1, quantity: 1 });
    });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(2));
    fail = true;
    await act(async () => {
      await expect(result.current.add.execute({ goodsId: 1, quantity: 1 })).rejects.toMatchObject({ code: ErrorCode.OFFER_UNAVAILABLE });
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(cartReads).toBe(2);
  });

  it('throws the ApiError and keeps quiet with noErrorModal', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ code: ErrorCode.CAPTCHA_INVALID, msg: '密码错误', data: null })));
    const { result } = renderHook(() => useApiPost<object, unknown>('/login', { noErrorModal: true }), { wrapper: withCache() });
    await act(async () => {
      await expect(result.current.execute({})).rejects.toMatchObject({ code: ErrorCode.CAPTCHA_INVALID, message: '密码错误' });
    });
    expect(feedback.toast).not.toHaveBeenCalled();
  });
});
