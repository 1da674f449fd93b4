// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, silentFeedback, startApiServer } from '@/tests/kits/render-with-api';
import { setBuyerContract } from '@/lib/contracts/account/calls';
import { deleteCertificateContract } from '@/lib/contracts/certificates/calls';
import { unitContract } from '@/lib/contracts/goods/calls';
import { adminMemberContract } from '@/lib/contracts/admin/calls';
import { cartAddContract, cartContract, orderListContract } from '@/lib/contracts/orders/calls';
import { contractKey, useCall, useCallMutation, useRefreshCalls } from './swr';

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

describe('useCall', () => {
  it('fetches on mount by default (lazy false) and hands back refreshCart', async () => {
    answerUnits();
    const { result } = renderHook(() => useCall(unitContract, undefined, { refreshCart: true }), { wrapper: withCache() });
    await waitFor(() => expect(result.current.data).toEqual(['call 1']));
    expect(result.current.refreshCart).toBe(true);
  });

  it('with lazy waits for execute()', async () => {
    answerUnits();
    const { result } = renderHook(() => useCall(unitContract, undefined, { lazy: true }), { wrapper: withCache() });
    await new Promise((r) => setTimeout(r, 30));
    expect(getCount).toBe(0);
    expect(result.current.refreshCart).toBe(false);
    act(() => result.current.execute());
    await waitFor(() => expect(result.current.data).toEqual(['call 1']));
  });

  it('with initialCache false fetches again although data is provided; with true it keeps the provided data', async () => {
    answerUnits();
    const fresh = renderHook(() => useCall(unitContract), { wrapper: withCache({ '/unit': ['provided'] }) });
    await waitFor(() => expect(fresh.result.current.data).toEqual(['call 1']));

    const cached = renderHook(() => useCall(unitContract, undefined, { initialCache: true }), {
      wrapper: withCache({ '/unit': ['provided'] }),
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(cached.result.current.data).toEqual(['provided']);
    expect(getCount).toBe(1);
  });

  it('exposes a failure as error after the toast', async () => {
    server.use(http.get('*/api/unit', () => HttpResponse.json({ code: ErrorCode.CAS_INVALID, msg: 'CAS 号无效', data: null })));
    const { result } = renderHook(() => useCall(unitContract), { wrapper: withCache() });
    await waitFor(() => expect(result.current.error?.code).toBe(ErrorCode.CAS_INVALID));
    expect(feedback.toast).toHaveBeenCalledWith('CAS 号无效');
  });

  it('with a null input asks nothing until the input is there, then asks with it', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/member', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ code: 0, msg: 'ok', data: { id: 3 } });
      }),
    );
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useCall(adminMemberContract, id === null ? null : { id }), {
      wrapper: withCache(),
      initialProps: { id: null as number | null },
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(asked).toEqual([]);
    expect(result.current.data).toBeUndefined();
    rerender({ id: 3 });
    await waitFor(() => expect(result.current.data).toEqual({ id: 3 }));
    expect(asked).toEqual(['?id=3']);
  });
});

describe('contractKey', () => {
  it('is the key useCall reads under: the URL alone without input, URL and query with it', () => {
    expect(contractKey(unitContract)).toBe('/unit');
    expect(contractKey(orderListContract, { page: 2, pageSize: 10, status: 'all' })).toEqual(['/order_list', { page: 2, pageSize: 10, status: 'all' }]);
  });

  it('serves a server-provided fallback under that key', async () => {
    answerUnits();
    const { result } = renderHook(() => useCall(unitContract, undefined, { initialCache: true }), {
      wrapper: withCache({ [contractKey(unitContract) as string]: ['provided'] }),
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(result.current.data).toEqual(['provided']);
    expect(getCount).toBe(0);
  });
});

describe('useRefreshCalls', () => {
  it("re-reads every cached input of the given contracts and leaves other calls' caches alone", async () => {
    const pages: number[] = [];
    let cartReads = 0;
    server.use(
      http.get('*/api/order_list', ({ request }) => {
        pages.push(Number(new URL(request.url).searchParams.get('page')));
        return HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0, page: 1, pageSize: 10, counts: {} } });
      }),
      http.get('*/api/cart', () => {
        cartReads += 1;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { lines: [], count: 0 } });
      }),
    );
    const { result } = renderHook(
      () => ({
        first: useCall(orderListContract, { page: 1, pageSize: 10, status: 'all' }),
        second: useCall(orderListContract, { page: 2, pageSize: 10, status: 'all' }),
        cart: useCall(cartContract),
        refresh: useRefreshCalls(orderListContract),
      }),
      { wrapper: withCache() },
    );
    await waitFor(() => expect(pages.sort()).toEqual([1, 2]));
    await waitFor(() => expect(cartReads).toBe(1));
    await act(async () => {
      await result.current.refresh();
    });
    expect(pages.sort()).toEqual([1, 1, 2, 2]);
    expect(cartReads).toBe(1);
  });
});

describe('useCallMutation', () => {
  it('sends the body on execute() and resolves to data', async () => {
    let received: unknown;
    server.use(
      http.post('*/api/delete_certificate', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ code: 0, msg: 'ok', data: { id: 7 } });
      }),
    );
    const { result } = renderHook(() => useCallMutation(deleteCertificateContract, { refreshCart: true }), {
      wrapper: withCache(),
    });
    expect(received).toBeUndefined();
    let answer: { id: number } | undefined;
    await act(async () => {
      answer = await result.current.execute({ id: 7 });
    });
    expect(received).toEqual({ id: 7 });
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
      () => ({ cart: useCall(cartContract), add: useCallMutation(cartAddContract, { refreshCart: true, noErrorModal: true }) }),
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
    server.use(http.post('*/api/member/setBuyer', () => HttpResponse.json({ code: ErrorCode.CAPTCHA_INVALID, msg: '密码错误', data: null })));
    const { result } = renderHook(() => useCallMutation(setBuyerContract, { noErrorModal: true }), { wrapper: withCache() });
    await act(async () => {
      await expect(result.current.execute({})).rejects.toMatchObject({ code: ErrorCode.CAPTCHA_INVALID, message: '密码错误' });
    });
    expect(feedback.toast).not.toHaveBeenCalled();
  });
});
