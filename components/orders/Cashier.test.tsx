// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DuePayInfo } from '@/lib/api/order-payment';
import { saleOrder } from '@/components/sales/fixtures.test-data';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { Cashier } from './Cashier';

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/payment', useRouter: () => ({ push, replace() {}, refresh() {}, prefetch() {} }) }));

const server = startApiServer();
afterEach(() => {
  push.mockReset();
});

const Wrapper = apiWrapper();

/** A submitted ¥170.00 order of a buyer whose deposit is `depositBalanceCents`. */
function duePayInfo(depositBalanceCents: number): DuePayInfo {
  const order = saleOrder({ status: 'submitted', statusLabel: '待付款', role: 'buyer', paidCents: 0, dueCents: 17_000, paidAt: null, actions: ['cancel'] });
  return {
    order,
    payments: [],
    depositBalanceCents,
    usableVouchers: [],
    pendingTransferCents: 0,
    bankAccount: { accountName: '演示平台', bankName: '演示银行', accountNo: '6222 0000' },
    blockedBy: [],
    certificateUploadPath: '/member/account/certificates',
  };
}

/** Serves the due-pay info and records each payment request's query. */
function serve(depositBalanceCents: number): URLSearchParams[] {
  const payments: URLSearchParams[] = [];
  server.use(
    http.get('*/api/get_due_pay_info', () => HttpResponse.json({ code: 0, msg: 'ok', data: duePayInfo(depositBalanceCents) })),
    http.get('*/api/payment', ({ request }) => {
      payments.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: { order: duePayInfo(0).order, payments: [], repeated: false, paymentUrl: '/payment/dev?trade=P1' },
      });
    }),
  );
  return payments;
}

describe('Cashier', { timeout: 60_000 }, () => {
  it('a buyer with a ¥0 deposit pays online on the first click: the prefilled 0.00 means no deposit part', async () => {
    const payments = serve(0);
    render(<Cashier orderNo="DD20261124000012" />, { wrapper: Wrapper });
    expect(((await screen.findByTestId('cashier-deposit')) as HTMLInputElement).value).toBe('0.00');
    fireEvent.click(screen.getByText('在线支付'));
    fireEvent.click(await screen.findByRole('button', { name: /去在线支付/ }));
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]!.get('depositCents')).toBe('0');
    expect(payments[0]!.get('onlineCents')).toBe('17000');
    expect(screen.queryByText('金额必须大于 0')).toBeNull();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/payment/dev?trade=P1'));
  });

  it.each(['0.0', '¥0.00'])('any zero form of the deposit (%j) means no deposit part', async (typed) => {
    const payments = serve(0);
    render(<Cashier orderNo="DD20261124000012" />, { wrapper: Wrapper });
    fireEvent.change(await screen.findByTestId('cashier-deposit'), { target: { value: typed } });
    fireEvent.click(screen.getByText('在线支付'));
    fireEvent.click(await screen.findByRole('button', { name: /去在线支付 ¥170\.00/ }));
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]!.get('depositCents')).toBe('0');
  });

  it('bank transfer with a ¥0 deposit asks for the slip, not for a deposit amount', async () => {
    const payments = serve(0);
    render(<Cashier orderNo="DD20261124000012" />, { wrapper: Wrapper });
    fireEvent.click(await screen.findByRole('button', { name: /提交/ }));
    expect(await screen.findByText('其余金额需银行转账：请先转账并上传转账凭证')).toBeTruthy();
    expect(screen.queryByText('金额必须大于 0')).toBeNull();
    expect(payments).toHaveLength(0);
  });

  it('a deposit that is not a number is still refused under the field', async () => {
    const payments = serve(50_000);
    render(<Cashier orderNo="DD20261124000012" />, { wrapper: Wrapper });
    fireEvent.change(await screen.findByTestId('cashier-deposit'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: /提交|确认支付/ }));
    expect(await screen.findByText('金额只能是数字，如 100 或 99.50')).toBeTruthy();
    expect(payments).toHaveLength(0);
  });

  it.each([
    ['-5', '金额必须大于 0'],
    ['abc', '金额只能是数字，如 100 或 99.50'],
    ['99999', '不能超过待付金额 ¥170.00'],
  ])('says what is wrong with a deposit of %j while it is typed, and will not pay until it is corrected', async (typed, problem) => {
    serve(50_000);
    render(<Cashier orderNo="DD20261124000012" />, { wrapper: Wrapper });
    fireEvent.change(await screen.findByTestId('cashier-deposit'), { target: { value: typed } });
    expect(await screen.findByText(problem)).toBeTruthy();
    expect((screen.getByTestId('cashier-pay') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('cashier-deposit'), { target: { value: '170' } });
    await waitFor(() => expect((screen.getByTestId('cashier-pay') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(problem)).toBeNull();
  });
});
