// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DuePayInfo, PaymentResult } from '@/lib/api/order-payment';
import { saleOrder } from '@/components/sales/fixtures.test-data';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { Cashier } from './Cashier';

/*
 * The cashier's QR state: a provider that answers with a code (WeChat Pay
 * Native here) gets the code drawn on the page, the amount and the app to
 * scan with; the page polls the order and shows the paid (or failed) state
 * without being reloaded; 重新获取二维码 repeats the same request.
 */

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/payment', useRouter: () => ({ push, replace() {}, refresh() {}, prefetch() {} }) }));

const server = startApiServer();
afterEach(() => {
  push.mockReset();
  sessionStorage.clear();
});
const Wrapper = apiWrapper();

const CODE_URL = 'weixin://wxpay/bizpayurl?pr=AbCdEf1';
const submitted = saleOrder({ status: 'submitted', statusLabel: '待付款', role: 'buyer', paidCents: 0, dueCents: 17_000, paidAt: null, actions: ['cancel'] });
const paidOrder = saleOrder({
  status: 'paid',
  statusLabel: '待发货',
  role: 'buyer',
  paidCents: 17_000,
  dueCents: 0,
  paidAt: '2026-11-27T08:00:00.000Z',
  actions: [],
});

const onlinePart = (status: 'pending' | 'settled' | 'rejected') => ({
  id: 41,
  method: 'online' as const,
  methodLabel: '在线支付',
  amountCents: 17_000,
  status,
  statusLabel: status,
  proofUrl: null,
  rejectReason: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  settledAt: null,
});

function info(order: DuePayInfo['order'], payments: DuePayInfo['payments']): DuePayInfo {
  return {
    order,
    payments,
    depositBalanceCents: 0,
    usableVouchers: [],
    pendingTransferCents: 0,
    bankAccount: null,
    blockedBy: [],
    certificateUploadPath: '/member/account/certificate',
  };
}

/** The cashier's reads answer `state().info`; each payment request is recorded and answered with the WeChat code. */
function serve(state: { info: DuePayInfo }) {
  const payments: URLSearchParams[] = [];
  server.use(
    http.get('*/api/get_due_pay_info', () => HttpResponse.json({ code: 0, msg: 'ok', data: state.info })),
    http.get('*/api/payment', ({ request }) => {
      payments.push(new URL(request.url).searchParams);
      const data: PaymentResult = {
        order: submitted,
        payments: [onlinePart('pending')],
        repeated: payments.length > 1,
        paymentUrl: null,
        paymentQr: { content: `${CODE_URL}${payments.length}`, provider: 'wechat', appLabel: '微信' },
      };
      state.info = info(submitted, [onlinePart('pending')]);
      return HttpResponse.json({ code: 0, msg: 'ok', data });
    }),
  );
  return payments;
}

async function startOnline() {
  render(<Cashier orderNo="DD20261124000012" />, { wrapper: Wrapper });
  await screen.findByTestId('cashier-deposit');
  fireEvent.click(screen.getByText('在线支付'));
  fireEvent.click(await screen.findByRole('button', { name: /去在线支付 ¥170\.00/ }));
  return screen.findByTestId('payment-qr');
}

describe('Cashier with a QR-code provider', { timeout: 30_000 }, () => {
  it('draws the code with the amount and the app, keeps no page to go to, and shows the paid state once the order is paid', async () => {
    const state = { info: info(submitted, []) };
    serve(state);
    const panel = await startOnline();
    expect(panel.getAttribute('data-qr-content')).toBe(`${CODE_URL}1`);
    expect(screen.getByTestId('payment-qr-app').textContent).toBe('请用微信扫码支付');
    expect(screen.getByTestId('payment-qr-amount').textContent).toBe('¥170.00');
    expect(screen.getByText(/请勿关闭本页面/)).toBeTruthy();
    const img = await screen.findByRole('img', { name: '微信付款二维码' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(push).not.toHaveBeenCalled();

    // The phone paid: the provider's notification settled the order; the next poll notices.
    state.info = info(paidOrder, [{ ...onlinePart('settled'), settledAt: '2026-11-27T08:01:00.000Z' }]);
    expect(await screen.findByText('付款成功，等待卖家发货', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByTestId('payment-qr')).toBeNull();
  });

  it('asks for the code again with the same request (重新获取二维码), and shows a clear failed state', async () => {
    const state = { info: info(submitted, []) };
    const payments = serve(state);
    await startOnline();
    fireEvent.click(screen.getByTestId('payment-qr-refresh'));
    await waitFor(() => expect(screen.getByTestId('payment-qr').getAttribute('data-qr-content')).toBe(`${CODE_URL}2`));
    expect(payments).toHaveLength(2);
    expect(payments[1]!.toString()).toBe(payments[0]!.toString());

    state.info = info(submitted, [{ ...onlinePart('rejected'), rejectReason: '在线支付未成功' }]);
    expect(await screen.findByText('支付未成功，未扣款', {}, { timeout: 8_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新付款' }));
    expect(await screen.findByTestId('cashier-deposit')).toBeTruthy();
  });

  it('after a reload, offers the code again from the request this tab remembers', async () => {
    const state = { info: info(submitted, []) };
    const payments = serve(state);
    const first = render(<Cashier orderNo="DD20261124000012" />, { wrapper: Wrapper });
    await screen.findByTestId('cashier-deposit');
    fireEvent.click(screen.getByText('在线支付'));
    fireEvent.click(await screen.findByRole('button', { name: /去在线支付/ }));
    await screen.findByTestId('payment-qr');
    first.unmount();

    render(<Cashier orderNo="DD20261124000012" />, { wrapper: apiWrapper() });
    fireEvent.click(await screen.findByTestId('cashier-show-qr'));
    expect(await screen.findByTestId('payment-qr')).toBeTruthy();
    expect(payments[1]!.get('idempotencyKey')).toBe(payments[0]!.get('idempotencyKey'));
  });
});
