// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { saleOrder } from './fixtures.test-data';
import { saleButtons } from './SaleOrderActions';
import { saleFilterFrom, saleOrderPath } from './sale-filter';
import { SaleOrderView } from './SaleOrderView';

const nav = vi.hoisted(() => ({ push: vi.fn(), query: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/member/seller/saleOrder/1',
  useRouter: () => ({ push: nav.push, replace() {}, refresh() {} }),
  useSearchParams: () => new URLSearchParams(nav.query),
}));

describe('the list state in the URL', () => {
  it('reads tab, keyword and dates, dropping what is malformed', () => {
    expect(saleFilterFrom({ status: 'paid', keyword: ' 硫酸 ', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      status: 'paid',
      keyword: '硫酸',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(saleFilterFrom({ status: 'created', from: '2026/11/01', to: ['2026-11-30', 'x'] })).toEqual({
      status: 'all',
      keyword: '',
      from: '',
      to: '2026-11-30',
    });
    // A notification's link names the order.
    expect(saleFilterFrom({ orderNo: 'DD20261124000001' }).keyword).toBe('DD20261124000001');
  });
  it('writes only what is set, so the plain list is a plain URL', () => {
    expect(saleOrderPath({ status: 'all', keyword: '', from: '', to: '' }, 1)).toBe('/member/seller/saleOrder/1');
    expect(saleOrderPath({ status: 'dispatched', keyword: 'DD2026', from: '2026-11-01', to: '' }, 3)).toBe(
      '/member/seller/saleOrder/3?status=dispatched&keyword=DD2026&from=2026-11-01',
    );
  });
});

describe('saleButtons', () => {
  const labels = (order: Parameters<typeof saleButtons>[0]) => saleButtons(order).map((b) => b.label);
  it('follows the server’s actions', () => {
    expect(labels(saleOrder())).toEqual(['发货', '详情', '退款', '部分退款']);
    const shipment = {
      expressCompanyId: 1,
      expressCompanyName: '顺丰速运',
      trackingNo: 'SF12345678',
      trackingUrl: null,
      dispatchedAt: '2026-11-24T03:00:00.000Z',
    };
    expect(labels(saleOrder({ status: 'dispatched', shipment, actions: ['update_tracking'] }))).toEqual(['修改单号', '查看物流', '详情', '部分退款']);
    expect(labels(saleOrder({ status: 'submitted', actions: ['propose_price', 'cancel'] }))).toEqual(['议价', '详情', '取消']);
    expect(labels(saleOrder({ status: 'received', shipment, actions: ['issue_invoice'] }))).toEqual(['开具发票', '查看物流', '详情', '部分退款']);
    expect(labels(saleOrder({ status: 'completed', shipment, actions: [] }))).toEqual(['查看物流', '详情']);
  });
});

const server = startApiServer();
beforeEach(() => nav.push.mockReset());

const Wrapper = apiWrapper();

describe('SaleOrderView', () => {
  it('asks order_sell with the URL’s filters, shows tab counts and moves tabs through the URL', async () => {
    nav.query = 'status=paid&keyword=硫酸&from=2026-11-01';
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/order_sell', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: { list: [saleOrder()], total: 1, page: 2, pageSize: 10, counts: { all: 5, paid: 1, dispatched: 3 } },
        });
      }),
      http.get('*/api/order_dispatch_list', () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { list: [saleOrder()], total: 1, page: 1, pageSize: 50, counts: {} } }),
      ),
      http.get('*/api/order_invoices_sell', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            list: [
              {
                order: saleOrder({ orderNo: 'DD20261124000099', invoiceStatus: 'requested' }),
                invoiceStatusLabel: '已申请',
                invoiceNumber: null,
                requestedAt: '2026-11-24T05:00:00.000Z',
                issuedAt: null,
                hasFile: false,
                fileUrl: null,
              },
            ],
            total: 1,
            page: 1,
            pageSize: 10,
          },
        }),
      ),
    );
    render(<SaleOrderView page={2} />, { wrapper: Wrapper });
    expect(await screen.findByText('复旦大学 王老师')).toBeTruthy();
    const query = asked[0]!;
    expect(Object.fromEntries(query.entries())).toEqual({ page: '2', pageSize: '10', status: 'paid', keyword: '硫酸', from: '2026-11-01' });
    expect(screen.getByRole('tab', { name: '已发货 (3)' })).toBeTruthy();
    expect(await screen.findByTestId('dispatch-banner')).toHaveProperty('textContent', expect.stringContaining('有 1 张已付款的订单等待发货'));

    expect(await screen.findByTestId('invoice-requests-banner')).toHaveProperty('textContent', expect.stringContaining('DD20261124000099'));

    fireEvent.click(screen.getByRole('tab', { name: '已发货 (3)' }));
    expect(nav.push).toHaveBeenLastCalledWith('/member/seller/saleOrder/1?status=dispatched&keyword=%E7%A1%AB%E9%85%B8&from=2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(nav.push).toHaveBeenLastCalledWith('/member/seller/saleOrder/1?status=paid');
  });

  it('says so when nothing matches the filters, and ignores an end date before the start', async () => {
    nav.query = 'from=2026-11-30&to=2026-11-01';
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/order_sell', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0, page: 1, pageSize: 10, counts: {} } });
      }),
      http.get('*/api/order_dispatch_list', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0, page: 1, pageSize: 50, counts: {} } })),
      http.get('*/api/order_invoices_sell', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0, page: 1, pageSize: 10 } })),
    );
    render(<SaleOrderView page={1} />, { wrapper: Wrapper });
    expect(await screen.findByText('没有符合筛选条件的订单')).toBeTruthy();
    expect(screen.getByText('开始日期不能晚于结束日期，已忽略结束日期')).toBeTruthy();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]!.get('to')).toBeNull();
    expect(screen.queryByTestId('dispatch-banner')).toBeNull();
    expect(screen.queryByTestId('invoice-requests-banner')).toBeNull();
  });
});
