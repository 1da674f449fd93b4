// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { saleOrder } from '@/components/sales/fixtures.test-data';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { OrderActions } from './OrderActions';

vi.mock('next/navigation', () => ({
  usePathname: () => '/member/buyer/orderPayList/1',
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const server = startApiServer();

describe('OrderActions', () => {
  it('submits an order from the list only after offering its contract and asking', async () => {
    const submitted: unknown[] = [];
    server.use(
      http.post('*/api/submit_order', async ({ request }) => {
        submitted.push(await request.json());
        return HttpResponse.json({ code: 0, msg: 'ok', data: saleOrder({ status: 'submitted', role: 'buyer' }) });
      }),
    );
    const order = saleOrder({ status: 'created', statusLabel: '待提交', role: 'buyer', actions: ['submit', 'cancel'] });
    const changed = vi.fn();
    render(<OrderActions order={order} onChanged={changed} open={() => {}} />, { wrapper: apiWrapper() });
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findAllByText(`提交订单 ${order.orderNo}？`)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: '查看合同' }).getAttribute('href')).toContain(order.orderNo);
    expect(submitted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '同意合同并提交' }));
    await waitFor(() => expect(submitted).toEqual([{ orderNo: order.orderNo }]));
    await waitFor(() => expect(changed).toHaveBeenCalled());
  });
});
