// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '@/lib/api/orders';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { CartView } from './CartView';

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/cart', useRouter: () => ({ push, replace() {}, refresh() {}, prefetch() {} }) }));

const server = startApiServer();
afterEach(() => {
  push.mockReset();
});

function line(id: number, sellerId: number, name: string, cents: number, extra: Partial<CartLine> = {}): CartLine {
  return {
    id,
    goodsId: id * 10,
    sellerId,
    sellerName: sellerId === 7 ? '甲化学' : '乙试剂',
    cas: '64-17-5',
    productName: name,
    productNameZh: null,
    purity: '99%',
    packSize: 500,
    unitCode: 'g',
    unitPriceCents: cents,
    quantity: 1,
    amountCents: cents,
    stock: 50,
    available: true,
    unavailableReason: null,
    ...extra,
  };
}

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const cartOf = (lines: CartLine[]): Cart => ({ lines, count: lines.reduce((s, l) => s + l.quantity, 0) });

const wrapper = apiWrapper();

describe('CartView', () => {
  it('groups by seller, marks an unavailable line with its reason and never selects it, and checks out the ticked lines', async () => {
    server.use(
      http.get('*/api/cart', () =>
        ok(
          cartOf([line(1, 7, 'Ethanol', 1000), line(2, 8, 'Acetone', 2500), line(3, 7, 'Toluene', 800, { available: false, unavailableReason: '商品已下架' })]),
        ),
      ),
    );
    render(<CartView />, { wrapper });
    const groups = await screen.findAllByTestId('cart-group');
    expect(groups.map((g) => within(g).getAllByTestId('cart-line').length)).toEqual([2, 1]);
    expect(within(groups[0]!).getByText('甲化学')).toBeTruthy();
    expect(screen.getByTestId('unavailable').textContent).toBe('商品已下架');
    expect((screen.getByLabelText('选择 Toluene') as HTMLInputElement).disabled).toBe(true);
    // Both buyable lines start ticked.
    await waitFor(() => expect(screen.getByTestId('cart-totals').textContent).toContain('已选 2 种 2 件'));
    expect(screen.getByTestId('cart-totals').textContent).toContain('¥35.00');

    fireEvent.click(screen.getByLabelText('选择 Acetone'));
    await waitFor(() => expect(screen.getByTestId('cart-totals').textContent).toContain('¥10.00'));
    fireEvent.click(screen.getByRole('button', { name: /去结算/ }));
    expect(push).toHaveBeenCalledWith('/member/buyer/createOrder?cart=1');
  });

  it('deletes a line only after the confirmation, and shows the cart the server answers', async () => {
    let deleted: unknown;
    server.use(
      http.get('*/api/cart', () => ok(cartOf(deleted ? [line(2, 8, 'Acetone', 2500)] : [line(1, 7, 'Ethanol', 1000), line(2, 8, 'Acetone', 2500)]))),
      http.post('*/api/cart_delete', async ({ request }) => {
        deleted = await request.json();
        return ok(cartOf([line(2, 8, 'Acetone', 2500)]));
      }),
    );
    render(<CartView />, { wrapper });
    fireEvent.click(await screen.findByLabelText('删除 Ethanol'));
    expect(deleted).toBeUndefined();
    fireEvent.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(deleted).toEqual({ ids: [1] }));
    await waitFor(() => expect(screen.queryByText('Ethanol')).toBeNull());
  });

  it('sends a changed quantity, and goes back to the held one when the server refuses it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/cart', () => ok(cartOf([line(1, 7, 'Ethanol', 1000)]))),
      http.post('*/api/cart_update', async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        sent.push(body);
        if (body.quantity > 5) return HttpResponse.json({ code: ErrorCode.OFFER_UNAVAILABLE, msg: '「Ethanol」库存仅 5 件', data: null });
        return ok(cartOf([line(1, 7, 'Ethanol', 1000, { quantity: body.quantity, amountCents: 1000 * body.quantity })]));
      }),
    );
    render(<CartView />, { wrapper });
    const input = (await screen.findByLabelText('Ethanol 数量')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByTestId('cart-totals').textContent).toContain('¥30.00'));
    await waitFor(() => expect(input.disabled).toBe(false));
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByText('「Ethanol」库存仅 5 件')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe('3'));
    expect(sent).toEqual([
      { id: 1, quantity: 3 },
      { id: 1, quantity: 9 },
    ]);
  });

  it('an empty cart links to search', async () => {
    server.use(http.get('*/api/cart', () => ok(cartOf([]))));
    render(<CartView />, { wrapper });
    expect(await screen.findByText('购物车是空的')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去搜索化学品' }).getAttribute('href')).toBe('/');
  });
});
