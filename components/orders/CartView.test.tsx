// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The freight the server's checkout preview answers: ¥15 for 甲化学 (seller 7), free for 乙试剂 (seller 8), per ticked cart line's seller. */
function previewFreight(bodies: unknown[] = []) {
  return http.post('*/api/create_order', async ({ request }) => {
    const body = (await request.json()) as { cartItemIds: number[] };
    bodies.push(body);
    const sellers = [...new Set(body.cartItemIds.map((id) => (id === 2 ? 8 : 7)))];
    const orders = sellers.map((id) => ({
      seller: { id, name: '' },
      shippingCents: id === 7 ? 1_500 : 0,
      shippingNote: id === 7 ? '按卖家运费模板 其他地区：¥15.00（1 kg）' : '报价包邮',
    }));
    return HttpResponse.json({
      code: 0,
      msg: 'ok',
      data: {
        preview: true,
        orders,
        totals: { goodsCents: 0, shippingCents: orders.reduce((s, o) => s + o.shippingCents, 0), discountCents: 0, payableCents: 0 },
      },
    });
  });
}

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
    hazard: null,
    ...extra,
  };
}

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const cartOf = (lines: CartLine[]): Cart => ({ lines, count: lines.reduce((s, l) => s + l.quantity, 0) });

// A fresh SWR cache per test: one shared cache showed the previous test's cart first (seen once in CI).
let wrapper = apiWrapper();

describe('CartView', () => {
  beforeEach(() => {
    wrapper = apiWrapper();
    server.use(previewFreight());
  });

  it('shows each seller’s freight for the ticked lines, priced as checkout prices them, and says when an address is missing', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/cart', () => ok(cartOf([line(1, 7, 'Ethanol', 1000), line(2, 8, 'Acetone', 2500)]))),
      previewFreight(bodies),
    );
    render(<CartView />, { wrapper });
    await waitFor(() => expect(screen.getAllByTestId('cart-group-freight').map((e) => e.textContent)).toEqual(['运费 ¥15.00', '运费 ¥0.00']));
    expect(screen.getByTestId('cart-totals').textContent).toContain('运费 ¥15.00');
    expect(bodies.at(-1)).toMatchObject({ cartItemIds: [1, 2], preview: true });
    fireEvent.click(screen.getByLabelText('选择 Ethanol'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ cartItemIds: [2] }));
    await waitFor(() => expect(screen.getAllByTestId('cart-group-freight')).toHaveLength(1));

    server.use(http.post('*/api/create_order', () => HttpResponse.json({ code: ErrorCode.ORDER_ADDRESS_REQUIRED, msg: '请先添加收货地址', data: null })));
    fireEvent.click(screen.getByLabelText('选择 Ethanol'));
    expect(await screen.findByText('添加收货地址后显示运费')).toBeTruthy();
  });

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

  it('in a PunchOut session offers to send the cart back to the procurement system instead of checking out', async () => {
    server.use(http.get('*/api/cart', () => ok(cartOf([line(1, 7, 'Ethanol', 1000)]))));
    render(<CartView punchout />, { wrapper });
    const send = await screen.findByRole('button', { name: '送回采购系统' });
    expect(send.closest('form')?.getAttribute('action')).toBe('/punchout/transfer');
    expect(send.closest('form')?.getAttribute('method')).toBe('post');
    expect(screen.queryByRole('button', { name: /去结算/ })).toBeNull();
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

  it('never shows a quantity it did not save: below 1 goes back with a message, above the stock is sent as the stock', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/cart', () => ok(cartOf([line(1, 7, 'Ethanol', 1000, { quantity: 5, amountCents: 5000, stock: 61 })]))),
      http.post('*/api/cart_update', async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        sent.push(body);
        return ok(cartOf([line(1, 7, 'Ethanol', 1000, { quantity: body.quantity, amountCents: 1000 * body.quantity, stock: 61 })]));
      }),
    );
    render(<CartView />, { wrapper });
    const input = (await screen.findByLabelText('Ethanol 数量')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('5'));
    for (const typed of ['0', '-2', '2.5']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      await waitFor(() => expect(input.value).toBe('5'));
    }
    expect(await screen.findAllByText('数量须为不小于 1 的整数；不需要这件商品请删除这一行')).not.toHaveLength(0);
    expect(sent).toEqual([]);

    fireEvent.change(input, { target: { value: '99999' } });
    fireEvent.blur(input);
    await waitFor(() => expect(sent).toEqual([{ id: 1, quantity: 61 }]));
    expect(await screen.findByText('最多可买 61 件（卖家库存），已改为 61 件')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cart-totals').textContent).toContain('¥610.00'));
    expect(input.value).toBe('61');
  });

  it('an empty cart links to search', async () => {
    server.use(http.get('*/api/cart', () => ok(cartOf([]))));
    render(<CartView />, { wrapper });
    expect(await screen.findByText('购物车是空的')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去搜索化学品' }).getAttribute('href')).toBe('/');
  });
});
