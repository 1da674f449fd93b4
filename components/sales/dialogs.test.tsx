// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CertificateModal } from '@/components/order-invoices/CertificateModal';
import { MoreInvoiceModal } from '@/components/order-invoices/MoreInvoiceModal';
import { attachmentName } from '@/lib/api/sales';
import { shimJsdom } from '@/tests/jsdom-shims';
import { saleOrder } from './fixtures.test-data';
import { invoicePdfProblem } from './IssueInvoiceDialog';
import { yuanToCents } from '@/components/orders/NegotiationDialog';

beforeAll(() => shimJsdom());
afterEach(() => cleanup());

describe('small rules of the dialogs', () => {
  it('reads a counter-offer in yuan as whole cents, refusing zero and a third decimal', () => {
    expect(yuanToCents(450)).toBe(45_000);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(yuanToCents(12.345)).toBeNull();
    expect(yuanToCents(0)).toBeNull();
    expect(yuanToCents(null)).toBeNull();
  });
  it('takes only a PDF of at most 10 MB as the invoice', () => {
    expect(invoicePdfProblem({ name: 'fp.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(invoicePdfProblem({ name: 'FP.PDF', type: '', size: 1000 })).toBeNull();
    expect(invoicePdfProblem({ name: 'fp.png', type: 'image/png', size: 1000 })).toBe('发票文件须为 PDF');
    expect(invoicePdfProblem({ name: 'fp.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 })).toBe('发票文件不能超过 10 MB');
  });
  it('names a download after the server’s Content-Disposition, Chinese names included', () => {
    expect(attachmentName(`attachment; filename="orders.xlsx"; filename*=UTF-8''${encodeURIComponent('销售订单.xlsx')}`, 'x')).toBe('销售订单.xlsx');
    expect(attachmentName('attachment; filename="orders.xlsx"', 'x')).toBe('orders.xlsx');
    expect(attachmentName(undefined, 'fallback.pdf')).toBe('fallback.pdf');
  });
});

describe('CertificateModal and MoreInvoiceModal', () => {
  it('links each lot’s COA, or says the seller gave none', () => {
    const [line] = saleOrder().lines;
    const order = saleOrder({ lines: [line!, { ...line!, lineNo: 2, productNameZh: '氯化钠', cas: '7647-14-5', coaUrl: null, lotNumber: null }] });
    render(
      <App>
        <CertificateModal order={order} onClose={() => {}} />
      </App>,
    );
    const [first, second] = screen.getAllByTestId('certificate-line');
    expect(within(first!).getByRole('link', { name: '查看 COA（批号 L2026）' }).getAttribute('href')).toBe('/coa/7');
    expect(within(second!).getByText('卖家未提供')).toBeTruthy();
    expect(within(second!).queryByRole('link')).toBeNull();
  });
  it('shows every invoice field, marking the empty ones', () => {
    const invoice = {
      categoryCode: 'vat_special',
      categoryName: '增值税专用发票',
      title: '复旦大学',
      taxNumber: '12100000425006133D',
      bankName: '工商银行',
      bankAccount: '1001',
      registeredAddress: '邯郸路 220 号',
      registeredPhone: null,
      email: null,
    };
    render(
      <App>
        <MoreInvoiceModal order={{ orderNo: 'DD20261124000012', invoice }} onClose={() => {}} />
      </App>,
    );
    const modal = screen.getByTestId('more-invoice');
    for (const text of ['增值税专用发票', '复旦大学', '12100000425006133D', '工商银行', '邯郸路 220 号']) expect(within(modal).getByText(text)).toBeTruthy();
    expect(within(modal).getAllByText('未填写')).toHaveLength(2);
  });
});
