// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, startApiServer } from '@/tests/kits/render-with-api';
import { AddressBook } from './AddressBook';

const navigation = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/member/account/receiptAddress/1', useRouter: () => navigation }));

const api = startApiServer({ client: { signSecret: 'secret' } });
afterEach(() => {
  vi.clearAllMocks();
});

const at = '2025-01-01T00:00:00.000Z';
function address(id: number, isDefault = false) {
  return {
    id,
    receiver: `收货人${id}`,
    phone: '13800138000',
    areaCodes: ['44', '4401', '440106'],
    areaLabel: '广东省 广州市 天河区',
    detail: `天河路 ${id} 号`,
    postcode: null,
    isDefault,
    createdAt: at,
    updatedAt: at,
  };
}

/** The list call answers `total` addresses, this page's rows being `rows`. */
function listAnswers(rows: ReturnType<typeof address>[], total: number, page = 1) {
  return http.get('*/api/transaction', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: rows, total, page, pageSize: 10 } }));
}

function renderBook(page = 1) {
  return renderWithApi(<AddressBook page={page} pageSize={10} />);
}

// antd tables render slowly in jsdom on a busy machine.
describe('AddressBook (the receipt-address page)', { timeout: 30_000 }, () => {
  it('empty: says so and offers the one button that helps', async () => {
    api.use(listAnswers([], 0));
    renderBook();
    expect(await screen.findByText('还没有收货地址')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /新增地址/ }).length).toBeGreaterThan(0);
  });

  it('marks the default, and "设为默认" sends the row id', async () => {
    const sent: unknown[] = [];
    api.use(
      listAnswers([address(1, true), address(2)], 2),
      http.post('*/api/transaction_default', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 0, msg: 'ok', data: address(2, true) });
      }),
    );
    renderBook();
    const second = await screen.findByTestId('row-2');
    expect(within(await screen.findByTestId('row-1')).getByText('默认')).toBeTruthy();
    expect(within(second).queryByText('默认')).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(sent).toEqual([{ id: 2 }]));
    expect(screen.getByText(/已保存 2 \/ 20 个/)).toBeTruthy();
  });

  it('at the limit: the add button is off and a notice says what to do', async () => {
    // Two rows of this page stand for the twenty the member keeps.
    api.use(listAnswers([address(1, true), address(2)], 20));
    renderBook();
    expect((await screen.findByTestId('limit-note')).textContent).toContain('最多保存 20 个收货地址，已达上限。请先删除不再使用的地址，再新增。');
    expect(screen.getByRole('button', { name: /新增地址/ }).hasAttribute('disabled')).toBe(true);
  });

  it('a page past the end (the last row of page 2 deleted) goes to the last page', async () => {
    api.use(listAnswers([], 10, 2));
    renderBook(2);
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/member/account/receiptAddress/1'));
  });
});
