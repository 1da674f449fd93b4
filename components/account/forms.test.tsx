// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Address } from '@/lib/api/addresses';
import { INVOICE_CATEGORIES_KEY } from '@/lib/api/root-keys';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, silentFeedback, startApiServer } from '@/tests/kits/render-with-api';
import { AddressForm } from './AddressForm';
import { InvoiceForm } from './InvoiceForm';

const feedback = silentFeedback();
const server = startApiServer({ client: { feedback } });
const sent: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(() => {
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST') sent.push({ path: new URL(request.url).pathname, body: (await request.clone().json()) as Record<string, unknown> });
  });
});
afterEach(() => {
  sent.length = 0;
  vi.clearAllMocks();
});

const CATEGORIES = [
  { id: 1, code: 'vat_normal', name: '增值税普通发票', description: '' },
  { id: 2, code: 'vat_special', name: '增值税专用发票', description: '' },
  { id: 3, code: 'e_normal', name: '电子普通发票', description: '' },
];

const wrapper = apiWrapper({ swr: { fallback: { [INVOICE_CATEGORIES_KEY]: CATEGORIES } } });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('InvoiceForm', () => {
  it('shows the bank and registration fields only for a special VAT invoice', async () => {
    render(<InvoiceForm onSaved={() => {}} />, { wrapper });
    expect(screen.getByLabelText('纳税人识别号（选填）')).toBeTruthy();
    expect(screen.queryByLabelText('开户银行')).toBeNull();
    fireEvent.click(screen.getByLabelText('增值税专用发票'));
    await waitFor(() => expect(screen.getByLabelText('开户银行')).toBeTruthy());
    for (const label of ['纳税人识别号', '银行账号', '注册地址', '注册电话']) expect(screen.getByLabelText(label)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('电子普通发票'));
    await waitFor(() => expect(screen.getByLabelText('收票邮箱')).toBeTruthy());
    expect(screen.queryByLabelText('开户银行')).toBeNull();
  });

  it('keeps what was typed when the server refuses, and shows its message', async () => {
    server.use(
      http.post('*/api/invoice_create', () =>
        HttpResponse.json({ code: ErrorCode.INVOICE_INFO_LIMIT_REACHED, msg: '最多保存 10 条开票信息，请先删除不再使用的', data: null }),
      ),
    );
    const onSaved = vi.fn();
    render(<InvoiceForm onSaved={onSaved} />, { wrapper });
    type('发票抬头', '复旦大学');
    fireEvent.click(screen.getByRole('button', { name: /保存开票信息/ }));
    expect(await screen.findByText('最多保存 10 条开票信息，请先删除不再使用的')).toBeTruthy();
    expect(sent[0]).toEqual({ path: '/api/invoice_create', body: { categoryId: 1, title: '复旦大学', isDefault: false, taxNumber: null } });
    expect((screen.getByLabelText('发票抬头') as HTMLInputElement).value).toBe('复旦大学');
    expect(onSaved).not.toHaveBeenCalled();
    expect(feedback.toast).not.toHaveBeenCalled();
  });
});

const ADDRESS: Address = {
  id: 7,
  receiver: '李四',
  phone: '13912345678',
  areaCodes: ['44', '4401', '440106'],
  areaLabel: '广东省 广州市 天河区',
  detail: '天河路 100 号 2 楼',
  postcode: null,
  isDefault: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('AddressForm', () => {
  it('sends the whole address on update and reports the saved one', async () => {
    server.use(http.post('*/api/transaction_update', () => HttpResponse.json({ code: 0, msg: 'ok', data: { ...ADDRESS, receiver: '王五' } })));
    const onSaved = vi.fn();
    render(<AddressForm address={ADDRESS} onSaved={onSaved} />, { wrapper });
    type('收货人', '王五');
    fireEvent.click(screen.getByRole('button', { name: /保存地址/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 7, receiver: '王五' })));
    expect(sent[0]).toEqual({
      path: '/api/transaction_update',
      body: {
        id: 7,
        receiver: '王五',
        phone: '13912345678',
        areaCodes: ['44', '4401', '440106'],
        detail: '天河路 100 号 2 楼',
        postcode: null,
        isDefault: false,
      },
    });
  });

  it('puts a field the server refuses under that field, keeping the values', async () => {
    server.use(
      http.post('*/api/transaction_update', () =>
        HttpResponse.json({
          code: ErrorCode.VALIDATION_FAILED,
          msg: '参数 detail 不正确：详细地址至少 5 个字',
          data: { fields: [{ field: 'detail', message: '详细地址至少 5 个字（服务器）' }] },
        }),
      ),
    );
    render(<AddressForm address={ADDRESS} onSaved={() => {}} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: /保存地址/ }));
    expect(await screen.findByText('详细地址至少 5 个字（服务器）')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /参数 detail/ })).toBeNull();
    expect((screen.getByLabelText('收货人') as HTMLInputElement).value).toBe('李四');
  });

  it('checks the phone before sending', async () => {
    render(<AddressForm address={ADDRESS} onSaved={() => {}} />, { wrapper });
    type('电话', '12345');
    fireEvent.click(screen.getByRole('button', { name: /保存地址/ }));
    expect(await screen.findByText(/请填写 11 位手机号、带区号的固定电话/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
