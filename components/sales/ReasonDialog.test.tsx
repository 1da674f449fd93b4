// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { startApiServer } from '@/tests/kits/render-with-api';
import { saleOrder } from './fixtures.test-data';
import { ReasonDialog } from './ReasonDialog';

const server = startApiServer();

describe('ReasonDialog', () => {
  it('refund: says what goes back, wants a reason before sending, and shows the server’s refusal', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/order_refund', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: ErrorCode.ORDER_QUOTATION_INVALID, msg: '订单已发货，不能退款', data: null });
      }),
    );
    const onDone = vi.fn();
    render(
      <App>
        <ReasonDialog kind="refund" order={saleOrder()} onClose={() => {}} onDone={onDone} />
      </App>,
    );
    expect(screen.getByText(/将把已付的 ¥170\.00 按原付款方式退回买家/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('请填写退款原因')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '  缺货，无法按期发货 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('订单已发货，不能退款')).toBeTruthy();
    expect(sent).toEqual([{ orderNo: 'DD20261124000012', reason: '缺货，无法按期发货' }]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('cancel: sends order_cancel with the reason and hands back the cancelled order', async () => {
    server.use(
      http.post('*/api/order_cancel', () => HttpResponse.json({ code: 0, msg: 'ok', data: saleOrder({ status: 'cancelled', statusLabel: '已取消' }) })),
    );
    const onDone = vi.fn();
    render(
      <App>
        <ReasonDialog kind="cancel" order={saleOrder({ status: 'submitted', actions: ['cancel'] })} onClose={() => {}} onDone={onDone} />
      </App>,
    );
    fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: '买家要求取消' } });
    fireEvent.click(screen.getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({ status: 'cancelled' });
  });
});
