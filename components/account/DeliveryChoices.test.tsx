// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInProvider } from '@/components/layout/session';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { DeliveryChoices } from './DeliveryChoices';

vi.mock('next/navigation', () => ({ usePathname: () => '/products/64-17-5.html', useRouter: () => ({ push() {}, replace() {}, refresh() {} }) }));

const server = startApiServer();
afterEach(() => {
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const page = <T,>(list: T[]) => ({ code: 0, msg: 'ok', data: { list, total: list.length, page: 1, pageSize: 20 } });
const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const ADDRESSES = [
  {
    id: 1,
    receiver: '王老师',
    phone: '13800138000',
    areaCodes: ['31', '3101', '310110'],
    areaLabel: '上海市 杨浦区',
    detail: '邯郸路 220 号',
    postcode: null,
    isDefault: true,
    ...stamp,
  },
  {
    id: 2,
    receiver: '李四',
    phone: '020-12345678',
    areaCodes: ['44', '4401', '440106'],
    areaLabel: '广东省 广州市 天河区',
    detail: '天河路 100 号',
    postcode: null,
    isDefault: false,
    ...stamp,
  },
];
const INVOICES = [
  {
    id: 3,
    category: { id: 3, code: 'e_normal', name: '电子普通发票' },
    title: '王老师',
    taxNumber: null,
    bankName: null,
    bankAccount: null,
    registeredAddress: null,
    registeredPhone: null,
    email: 'a@b.cn',
    isDefault: true,
    ...stamp,
  },
];

function wrap(signedIn: boolean) {
  return apiWrapper({ inner: ({ children }: { children: ReactNode }) => <SignedInProvider signedIn={signedIn}>{children}</SignedInProvider> });
}

describe('DeliveryChoices', () => {
  it('signed out: a link to sign in that comes back to this page', () => {
    render(<DeliveryChoices />, { wrapper: wrap(false) });
    const link = screen.getByRole('link', { name: '登录后选择收货地址与发票' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fproducts%2F64-17-5.html');
  });

  it('signed in: the defaults are preselected, and "不开发票" can be chosen in the invoice modal', async () => {
    document.cookie = 'token=t; path=/';
    server.use(
      http.get('*/api/transaction', () => HttpResponse.json(page(ADDRESSES))),
      http.get('*/api/invoice_list', () => HttpResponse.json(page(INVOICES))),
    );
    const onChange = vi.fn();
    render(<DeliveryChoices onChange={onChange} />, { wrapper: wrap(true) });
    expect(await screen.findByText('上海市 杨浦区 邯郸路 220 号')).toBeTruthy();
    expect(screen.getByText('电子普通发票 · 王老师')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ addressId: 1, invoiceInfoId: 3 }));

    const [changeAddress, changeInvoice] = screen.getAllByRole('button', { name: /更\s*换/ });
    fireEvent.click(changeAddress!);
    const addressDialog = await screen.findByRole('dialog');
    fireEvent.click(await within(addressDialog).findByText('李四'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ addressId: 2, invoiceInfoId: 3 }));
    expect(screen.getByText('广东省 广州市 天河区 天河路 100 号')).toBeTruthy();

    fireEvent.click(changeInvoice!);
    await waitFor(() => expect(screen.getAllByRole('dialog').some((d) => within(d).queryByText('不开发票'))).toBe(true));
    fireEvent.click(screen.getAllByText('不开发票').at(-1)!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ addressId: 2, invoiceInfoId: null }));
  });
});
